import { z } from 'zod';
import { FaultSpec } from '../schemas/faults';
import { CLOCK_RANGE_TEXT, isSettableClockTime, RUN_MARGIN_MS } from '../schemas/simClock';

const id = z.string().regex(/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d{2}$/, 'must be a catalogue ID such as ACCESS-04');
const callId = z.string().regex(/^CALL-\d{2}$/, 'must be a CALL ID such as CALL-24');
const errId = z.string().regex(/^ERR-\d{2}$/, 'must be an ERR ID such as ERR-21');

/**
 * The storefront origin the scenarios are written for: the Node driver's page address. An expectation that names the
 * page's own origin (a sign-on's goto back to the page) names this one; a browser replay on another origin reads it as
 * its own.
 */
export const SCENARIO_ORIGIN = 'http://127.0.0.1:4173';

/**
 * One step of a scenario, in the shopper's terms. Two drivers execute the same steps: the Node runner
 * (rules, API clients and the simulator, no browser) and the browser replay (Playwright on the storefront).
 */
export const ScenarioStep = z.discriminatedUnion('do', [
  /** A page load of `path` (with its query), as a shopper following a link. */
  z.object({ do: z.literal('visit'), path: z.string().startsWith('/') }),
  /** Sign in with a one-time code (read from the simulator outbox unless `code` says otherwise) or a password. */
  z.object({
    do: z.literal('signIn'),
    identifier: z.string().min(1),
    method: z.enum(['code', 'password']),
    password: z.string().optional(),
    code: z.enum(['outbox', 'wrong']).default('outbox'),
    keepSignedIn: z.boolean().default(false),
    /** Stop on the code panel without submitting (a later resendCode step acts on it). */
    stopAtCode: z.boolean().default(false),
  }),
  z.object({ do: z.literal('resendCode') }),
  /** Submit a code on the code panel (after `signIn` with `stopAtCode`): the newest one from the outbox, or a wrong one. */
  z.object({ do: z.literal('submitCode'), code: z.enum(['outbox', 'wrong']).default('outbox') }),
  /** Choose a store in the store modal; `banner` another banner's store (cross-banner change). */
  z.object({ do: z.literal('changeStore'), zipcode: z.string(), preference: z.enum(['instore', 'pickup', 'delivery']), storeId: z.string().optional(), banner: z.string().optional() }),
  z.object({ do: z.literal('signOut') }),
  z.object({ do: z.literal('search'), q: z.string() }),
  /** At most a run's margin (spec/schemas/simClock.ts): a step never takes the clock out of the range a Date holds. */
  z.object({ do: z.literal('advanceClock'), ms: z.number().int().nonnegative().max(RUN_MARGIN_MS) }),
  z.object({ do: z.literal('setCookie'), name: z.string().min(1), value: z.string() }),
  z.object({ do: z.literal('setStorage'), area: z.enum(['local', 'session']).default('local'), key: z.string().min(1), value: z.string() }),
  /** Accept the passkey prompt's offer: enrolment (PASSKEY-05) with the browser's credential, its failures shown in the prompt. */
  z.object({ do: z.literal('createPasskey') }),
  /** The identity session refresh (CALL-48) the storefront runs for a keep-me-signed-in user. */
  z.object({ do: z.literal('refreshSession') }),
  /**
   * A script of the page calls the storefront's page API (`window.storefront`): a session or cross-banner update, or
   * a store lookup (`store.location`, `store.addressLine`) with `value` as the store id. The script passes an error
   * callback and reports what it got in the log (`pageScriptLines` of spec/scenarios/browser.ts).
   */
  z.object({ do: z.literal('pageApi'), call: z.enum(['session.update', 'crossBanner.update', 'store.location', 'store.addressLine']), value: z.unknown() }),
  /**
   * A decision the storefront takes inside one rule module, run with this input (the module's own zod schema
   * validates it). For rows whose outcome is a rule's answer rather than a page's: messages, thrown errors, logs.
   */
  z.object({ do: z.literal('rule'), module: z.string().min(1), input: z.unknown() }),
  /**
   * The guest store selection of GUEST-STORE-01..11 with what the page knows: a previous login, a store-id selector;
   * a resolver call it asks for (the daily delivery check, the selector's validation) goes to the simulator.
   */
  z.object({
    do: z.literal('guestStore'),
    previousLogin: z
      .object({ site: z.string().optional(), preference: z.string().optional(), j4uStoreId: z.string().optional(), j4uZipcode: z.string().optional(), shopStoreId: z.string().optional(), shopZipcode: z.string().optional() })
      .optional(),
    selectorStoreId: z.string().optional(),
  }),
  /** Got it on the delivery default-address tooltip (TOOLTIP-02, -03): it hides and the acknowledgment (CALL-51) is sent. */
  z.object({ do: z.literal('acknowledgeTooltip') }),
  /** Page-load profile reconciliation of a signed-in user (PROFILE-RECON-01..13): profile fetch, decision, store mapping. */
  z.object({ do: z.literal('reconcileProfile'), firstLogin: z.boolean().default(false) }),
  /**
   * Create an account (PAGES-20, decision 0455): the details start a sign-up, the emailed code (from the outbox, or a
   * wrong one) verifies it, registering it signs the new customer in (SESSION-EST-15).
   */
  z.object({
    do: z.literal('createAccount'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().default(''),
    password: z.string(),
    code: z.enum(['outbox', 'wrong']).default('outbox'),
  }),
  /** Reset the password (OTP-05, decision 0455): a reset code to the email (from the outbox, or a wrong one) and a new password sign the customer in. */
  z.object({ do: z.literal('resetPassword'), email: z.string(), password: z.string(), code: z.enum(['outbox', 'wrong']).default('outbox') }),
  /** One upstream client method called as the storefront calls it (`storeResolver.storeAddress` with `args`); what it throws is what the caller is given. */
  /** The cart's commands (src/storefront/cart): add a product of a seller, set or remove a line, read the carts again. */
  z.object({ do: z.literal('cart'), action: z.enum(['add', 'setQuantity', 'remove', 'refresh']), upc: z.string().regex(/^\d{6,14}$/).optional(), name: z.string().optional(), sellerId: z.string().min(1).optional(), qty: z.number().int().min(0).max(99).optional() }),
  /**
   * The checkout (decision 0489) from the cart: for the session's fulfilment, which must be `fulfillment`, the first
   * slot with places left, the order placed; the page then shows its confirmation.
   */
  z.object({ do: z.literal('checkout'), fulfillment: z.enum(['pickup', 'delivery']), slot: z.literal('first-open').default('first-open') }),
  /** The Orders page of the account menu (decision 0489): the signed-in shopper's orders, newest first. */
  z.object({ do: z.literal('orders') }),
  z.object({ do: z.literal('api'), method: z.string().regex(/^[a-zA-Z]+\.[a-zA-Z]+$/, 'client.method'), args: z.array(z.unknown()).default([]) }),
]);
export type ScenarioStep = z.infer<typeof ScenarioStep>;

const presence = z.union([z.string(), z.object({ present: z.boolean() })]);

/** Whether an expectation checks anything at all: some list, record or field of it is not empty. */
function expectsSomething(expect: Record<string, unknown>): boolean {
  return Object.values(expect).some((value) => (Array.isArray(value) ? value.length > 0 : typeof value === 'object' && value !== null ? Object.values(value).some((v) => v !== undefined) : value !== undefined));
}

/** What a scenario expects at its end. Session fields are compared against the resulting shared session. */
const ExpectationFields = z.object({
  /** Texts the user sees (each must appear, exactly as written, inside some visible text). */
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
      siteType: z.enum(['C', 'B']).optional(),
      firstName: z.string().optional(),
    })
    .default({}),
  cookies: z.record(z.string(), presence).default({}),
  storage: z.record(z.string(), presence).default({}),
  /** Calls that must have been made, as CALL IDs. */
  calls: z.array(callId).default([]),
  /** Calls that must not have been made. */
  notCalls: z.array(callId).default([]),
  /** Decision effects or events that must have happened (e.g. `redirect:/error-page/500.html`, `storeFlags:loaded`). */
  events: z.array(z.string()).default([]),
  notEvents: z.array(z.string()).default([]),
  /** Lines the storefront logs (substring match); never shown to the user. */
  logs: z.array(z.string()).default([]),
  /** Fields of the last `rule` step's answer, by dotted path (`error.message`, `rules.0`), compared as JSON. */
  output: z.record(z.string(), z.unknown()).default({}),
});
export const ScenarioExpectation = ExpectationFields.refine(expectsSomething, 'expect names nothing to check (text, notText, url, session, cookies, storage, calls, notCalls, events, notEvents, logs or output): a scenario that expects nothing proves nothing');
export type ScenarioExpectation = z.infer<typeof ScenarioExpectation>;

/**
 * Which drivers run a scenario. A scenario whose outcome only a browser can show is skipped by the Node runner
 * with the reason; one the storefront has no screen for yet is marked `fixme` in the browser replay.
 */
export const ScenarioDrivers = z.object({
  node: z.union([z.literal(true), z.object({ skip: z.string().min(1) })]).default(true),
  /**
   * `twin`: the scenario is a rule module's answer (no page shows it on its own); the named scenario reproduces the
   * same ERR row through the storefront's screens, and the browser replay runs that one instead.
   */
  browser: z.union([z.literal(true), z.object({ fixme: z.string().min(1) }), z.object({ twin: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a scenario id') })]).default(true),
});
export type ScenarioDrivers = z.infer<typeof ScenarioDrivers>;

export const Scenario = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'scenario ids are kebab-case'),
  title: z.string().min(1),
  tags: z.array(z.string()).default([]),
  rules: z.array(id).default([]),
  calls: z.array(callId).default([]),
  errors: z.array(errId).default([]),
  banner: z.string().default('freshway'),
  /** The B2B site (USER-TYPES-07): the page is served from a `business.` host. */
  b2b: z.boolean().default(false),
  seed: z.number().int().nonnegative().default(1),
  /** Named simulator state applied after the reset (simulator/states). */
  state: z.string().optional(),
  /** Faults in the simulator's fault vocabulary (spec/schemas/faults.ts), added after the state. */
  faults: z.array(FaultSpec).default([]),
  /** Set, then advanced: each, and the time they lead to, within the range the simulator's clock may be set to. */
  clock: z
    .object({ set: z.number().int().refine(isSettableClockTime, `must be ${CLOCK_RANGE_TEXT}`).optional(), advance: z.number().int().nonnegative().max(RUN_MARGIN_MS).optional() })
    .refine((c) => c.set === undefined || c.advance === undefined || isSettableClockTime(c.set + c.advance), { message: `set + advance must stay ${CLOCK_RANGE_TEXT}`, path: ['advance'] })
    .default({}),
  toggles: z.record(z.string(), z.union([z.boolean(), z.string()])).default({}),
  /** CONFIG-06 / ERR-48: whether the page has an MD5 function for the device id; `false` withholds the project's one. */
  md5: z.boolean().default(true),
  cookies: z.record(z.string(), z.string()).default({}),
  /** The page the scenario opens before its steps (a `visit`). */
  start: z.string().startsWith('/').default('/'),
  steps: z.array(ScenarioStep).default([]),
  drivers: ScenarioDrivers.default({ node: true, browser: true }),
  expect: ScenarioExpectation,
});
export type Scenario = z.infer<typeof Scenario>;

/**
 * A run the workbench builds to observe rather than to prove (the fault matrices): its outcome is judged by its own
 * checks, so it may expect nothing. Never for a scenario of the library or of a file.
 */
export const ObservedRun = Scenario.extend({ expect: ExpectationFields.prefault({}) });
export type ScenarioInput = z.input<typeof Scenario>;

/** `path.to.field: message` for the first problems of an invalid scenario (the CLI prints these). */
export function describeScenarioIssues(error: z.ZodError, limit = 5): string[] {
  return error.issues.slice(0, limit).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}
