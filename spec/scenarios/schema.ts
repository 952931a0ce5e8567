import { z } from 'zod';

const id = z.string().regex(/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d{2}$/, 'must be a catalogue ID such as ACCESS-04');

/** One step of a scenario, as the browser replay and the Node runner execute it. */
export const ScenarioStep = z.discriminatedUnion('do', [
  z.object({ do: z.literal('navigate'), path: z.string().startsWith('/') }),
  z.object({ do: z.literal('click'), name: z.string().min(1), role: z.string().default('button') }),
  z.object({ do: z.literal('type'), label: z.string().min(1), text: z.string() }),
  /** Reads the newest passcode sent to `to` from the simulator outbox and types it into the field labelled `label`. */
  z.object({ do: z.literal('typePasscode'), to: z.string().min(1), label: z.string().min(1) }),
  z.object({ do: z.literal('advanceClock'), ms: z.number().int().nonnegative() }),
  z.object({ do: z.literal('setCookie'), name: z.string().min(1), value: z.string() }),
  z.object({ do: z.literal('setStorage'), area: z.enum(['local', 'session']).default('local'), key: z.string().min(1), value: z.string() }),
  z.object({ do: z.literal('waitForText'), text: z.string().min(1) }),
]);
export type ScenarioStep = z.infer<typeof ScenarioStep>;

/** What a scenario expects at its end. Session fields are compared against the resulting shared session. */
export const ScenarioExpectation = z.object({
  text: z.array(z.string()).default([]),
  notText: z.array(z.string()).default([]),
  /** Path (and query) the page ends on, or a prefix ending with `*`. */
  url: z.string().optional(),
  session: z
    .object({
      userType: z.string().optional(),
      storeId: z.string().optional(),
      zipcode: z.string().optional(),
      preference: z.string().optional(),
      selection: z.string().optional(),
    })
    .default({}),
  cookies: z.record(z.string(), z.union([z.string(), z.object({ present: z.boolean() })])).default({}),
  storage: z.record(z.string(), z.union([z.string(), z.object({ present: z.boolean() })])).default({}),
  /** Calls that must have been made, as CALL IDs. */
  calls: z.array(z.string().regex(/^CALL-\d{2}$/)).default([]),
  /** Decision effects or events that must have happened (e.g. `redirect:/error-page/500.html`, `event:storeFlagsLoaded`). */
  events: z.array(z.string()).default([]),
});

export const Scenario = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'scenario ids are kebab-case'),
  title: z.string().min(1),
  tags: z.array(z.string()).default([]),
  rules: z.array(id).default([]),
  calls: z.array(z.string().regex(/^CALL-\d{2}$/)).default([]),
  errors: z.array(z.string().regex(/^ERR-\d{2}$/)).default([]),
  banner: z.string().default('freshway'),
  seed: z.number().int().nonnegative().default(1),
  /** Named simulator state applied after the reset (simulator/states). */
  state: z.string().optional(),
  /** Fault descriptions in the simulator's fault vocabulary (spec/schemas/faults.ts). */
  faults: z.array(z.unknown()).default([]),
  clock: z.object({ set: z.number().int().optional(), advance: z.number().int().nonnegative().optional() }).default({}),
  toggles: z.record(z.string(), z.union([z.boolean(), z.string()])).default({}),
  cookies: z.record(z.string(), z.string()).default({}),
  start: z.string().startsWith('/').default('/'),
  steps: z.array(ScenarioStep).default([]),
  expect: ScenarioExpectation,
});
export type Scenario = z.infer<typeof Scenario>;
export type ScenarioInput = z.input<typeof Scenario>;
