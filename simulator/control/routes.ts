import { z } from 'zod';
import { FaultSpec } from '../../spec/schemas/faults';
import type { SimRoute } from '../core/contract';
import type { SimContext } from '../core/context';
import { isClockTime } from '../core/clock';
import { CLOCK_RANGE_TEXT } from '../../spec/schemas/simClock';
import { json, parsePart, queryOf } from '../core/validate';
import { applyScenario, findScenario, scenarioProblem, scenarioSummaries, UnknownScenarioError } from '../scenarios/apply';
import { serviceRoutes } from '../services/index';
import { providerStates } from '../states/index';

/** Where the control API lives in every runtime. */
export const CONTROL_BASE = '/__sim';

type Route = SimRoute<SimContext>;

/** Customer fields safe to show in a snapshot (no passwords). */
function publicCustomer(c: ReturnType<SimContext['db']['customer']['getAll']>[number]) {
  return {
    id: c.id,
    customerId: c.customerId,
    email: c.email,
    phone: c.phone,
    firstName: c.firstName,
    lastName: c.lastName,
    banner: c.banner,
    siteType: c.siteType,
    userType: c.userType,
    kind: c.kind,
    factorKinds: c.factorKinds,
    isClosed: c.isClosed,
    deactivated: c.deactivated,
    passwordExpired: c.passwordExpired,
    isCrossBannerMFCUser: c.isCrossBannerMFCUser,
  };
}

export function snapshot(ctx: SimContext) {
  const counts: Record<string, number> = {};
  for (const [name, model] of Object.entries(ctx.db as unknown as Record<string, { count?: () => number }>)) {
    if (typeof model.count === 'function') counts[name] = model.count();
  }
  return {
    seed: ctx.seed,
    clock: { now: ctx.clock.now(), iso: new Date(ctx.clock.now()).toISOString(), mode: ctx.clock.mode() },
    counts,
    customers: ctx.db.customer.getAll().map(publicCustomer),
    faults: ctx.faults.list(),
    outbox: ctx.outbox.list().length,
  };
}

const SeedBody = z.object({ seed: z.number().int().refine(Number.isSafeInteger, 'seed must be a safe integer') });
const ClockBody = z
  .object({ set: z.union([z.number().int(), z.iso.datetime()]).optional(), advance: z.number().int().optional(), mode: z.enum(['frozen', 'real']).optional() })
  .refine((b) => b.set !== undefined || b.advance !== undefined || b.mode !== undefined, 'give set, advance or mode');
const StateBody = z.object({ name: z.string().min(1), params: z.record(z.string(), z.unknown()).default({}) });

const clockView = (ctx: SimContext) => ({ now: ctx.clock.now(), iso: new Date(ctx.clock.now()).toISOString(), mode: ctx.clock.mode() });

function invalidClock(field: 'set' | 'advance', message: string) {
  return json(400, { errorCode: 'INVALID_REQUEST', message: `Invalid body field ${field}: ${message}` }, { 'x-sim-invalid-field': field });
}

/** A scenario of the library by id, or a whole scenario of its schema (`scenario run --file` on a shared server). */
const ScenarioBody = z.union([z.object({ id: z.string().min(1) }), z.object({ scenario: z.record(z.string(), z.unknown()) })]);

export const controlRoutes: Route[] = [
  {
    calls: [],
    service: 'control',
    method: 'GET',
    path: `${CONTROL_BASE}/routes`,
    summary: 'The simulated routes a fault can target: service, method, path template, CALL IDs (the table `sim faults add` validates against)',
    resolve: () => json(200, { routes: serviceRoutes.map(({ service, method, path, calls, summary }) => ({ service, method, path, calls, summary })) }),
  },
  { calls: [], service: 'control', method: 'GET', path: `${CONTROL_BASE}/scenarios`, summary: 'The scenario library: id, title, tags, ERR IDs, start page', resolve: async () => json(200, { scenarios: await scenarioSummaries() }) },
  { calls: [], service: 'control', method: 'GET', path: `${CONTROL_BASE}/scenario`, summary: 'The scenario the simulator is in (null after a reset)', resolve: (_r, ctx) => json(200, { scenario: ctx.activeScenario }) },
  {
    calls: [],
    service: 'control',
    method: 'POST',
    path: `${CONTROL_BASE}/scenario`,
    summary: "Reset, then apply a scenario's seed, state, faults and clock: {id} of the library, or {scenario} whole",
    async resolve(request, ctx) {
      const parsed = parsePart('control', 'body', ScenarioBody, request.body);
      if (!parsed.ok) return parsed.response;
      if ('scenario' in parsed.data) {
        // Checked whole before anything changes, with the library's own schema (loaded only for this request).
        const { Scenario, describeScenarioIssues } = await import('../../spec/scenarios/schema');
        const given = Scenario.safeParse(parsed.data.scenario);
        if (!given.success) return json(400, { errorCode: 'INVALID_REQUEST', message: `Invalid body field scenario: ${describeScenarioIssues(given.error).join('; ')}` }, { 'x-sim-invalid-field': 'scenario' });
        const problem = scenarioProblem(given.data);
        if (problem) return json(400, { errorCode: 'INVALID_REQUEST', message: `Invalid body field ${problem.field}: ${problem.message}` }, { 'x-sim-invalid-field': problem.field });
        await applyScenario(ctx, given.data);
        return json(200, { scenario: ctx.activeScenario });
      }
      try {
        await applyScenario(ctx, await findScenario(parsed.data.id));
      } catch (error) {
        if (error instanceof UnknownScenarioError) return json(404, { errorCode: 'SIM_UNKNOWN_SCENARIO', message: error.message, near: error.near });
        throw error;
      }
      return json(200, { scenario: ctx.activeScenario });
    },
  },
  { calls: [], service: 'control', method: 'GET', path: `${CONTROL_BASE}/state`, summary: 'State snapshot: counts, public customer fields, clock, faults', resolve: (_r, ctx) => json(200, snapshot(ctx)) },
  {
    calls: [],
    service: 'control',
    method: 'POST',
    path: `${CONTROL_BASE}/state`,
    summary: 'Reset, then apply a named provider state',
    async resolve(request, ctx) {
      const parsed = parsePart('control', 'body', StateBody, request.body);
      if (!parsed.ok) return parsed.response;
      const state = providerStates.find((s) => s.name === parsed.data.name);
      if (!state) return json(404, { errorCode: 'SIM_UNKNOWN_STATE', message: `Unknown provider state: ${parsed.data.name}`, known: providerStates.map((s) => s.name) });
      ctx.reset();
      try {
        await state.apply(ctx, parsed.data.params);
      } catch (error) {
        // A state refuses params it cannot apply (an unknown customer): the tenant goes back to its seed, not half set.
        ctx.reset();
        return json(400, { errorCode: 'INVALID_REQUEST', message: `Invalid body field params: ${error instanceof Error ? error.message.slice(0, 300) : 'not applicable'}` }, { 'x-sim-invalid-field': 'params' });
      }
      return json(200, { applied: state.name });
    },
  },
  {
    calls: [],
    service: 'control',
    method: 'POST',
    path: `${CONTROL_BASE}/reset`,
    summary: 'Back to the seeded state',
    resolve(_r, ctx) {
      ctx.reset();
      return json(200, { seed: ctx.seed });
    },
  },
  {
    calls: [],
    service: 'control',
    method: 'POST',
    path: `${CONTROL_BASE}/seed`,
    summary: 'Reseed: reset with a new seed number',
    resolve(request, ctx) {
      const parsed = parsePart('control', 'body', SeedBody, request.body);
      if (!parsed.ok) return parsed.response;
      ctx.reseed(parsed.data.seed);
      return json(200, { seed: ctx.seed });
    },
  },
  { calls: [], service: 'control', method: 'GET', path: `${CONTROL_BASE}/faults`, summary: 'Active faults', resolve: (_r, ctx) => json(200, { faults: ctx.faults.list() }) },
  {
    calls: [],
    service: 'control',
    method: 'POST',
    path: `${CONTROL_BASE}/faults`,
    summary: 'Add a fault (or a list of faults)',
    resolve(request, ctx) {
      const list = Array.isArray(request.body) ? request.body : [request.body];
      const parsed = parsePart('control', 'body', z.array(FaultSpec).min(1), list);
      if (!parsed.ok) return parsed.response;
      const added = parsed.data.map((spec) => ctx.faults.add(spec));
      return json(201, { faults: added });
    },
  },
  {
    calls: [],
    service: 'control',
    method: 'DELETE',
    path: `${CONTROL_BASE}/faults`,
    summary: 'Clear every fault',
    resolve(_r, ctx) {
      ctx.faults.clear();
      return json(200, { faults: [] });
    },
  },
  {
    calls: [],
    service: 'control',
    method: 'DELETE',
    path: `${CONTROL_BASE}/faults/:id`,
    summary: 'Clear one fault',
    resolve(request, ctx) {
      const id = request.params.id ?? '';
      return ctx.faults.clear(id) ? json(200, { cleared: id }) : json(404, { errorCode: 'SIM_UNKNOWN_FAULT', message: `No fault ${id}` });
    },
  },
  {
    calls: [],
    service: 'control',
    method: 'GET',
    path: `${CONTROL_BASE}/outbox`,
    summary: 'Messages sent (?to= filters by address or phone)',
    resolve(request, ctx) {
      const to = queryOf(request).to;
      return json(200, { messages: ctx.outbox.list(to === undefined ? undefined : { to }) });
    },
  },
  {
    calls: [],
    service: 'control',
    method: 'DELETE',
    path: `${CONTROL_BASE}/outbox`,
    summary: 'Empty the outbox',
    resolve(_r, ctx) {
      ctx.outbox.clear();
      return json(200, { messages: [] });
    },
  },
  { calls: [], service: 'control', method: 'GET', path: `${CONTROL_BASE}/clock`, summary: 'Simulator time', resolve: (_r, ctx) => json(200, clockView(ctx)) },
  {
    calls: [],
    service: 'control',
    method: 'POST',
    path: `${CONTROL_BASE}/clock`,
    summary: 'Set ({set: epoch ms | ISO}), advance ({advance: ms}) or switch mode of the clock',
    resolve(request, ctx) {
      const parsed = parsePart('control', 'body', ClockBody, request.body);
      if (!parsed.ok) return parsed.response;
      const { set, advance, mode } = parsed.data;
      // The time the request asks for is checked whole before any of it is applied: a date out of range is a 400
      // and the clock stays as it was (an applied one would make every later answer that prints a date fail).
      const target = set === undefined ? undefined : typeof set === 'number' ? set : Date.parse(set);
      const start = target ?? ctx.clock.now();
      if (target !== undefined && !isClockTime(target)) return invalidClock('set', `${String(set)} is not a time the clock may be set to (${CLOCK_RANGE_TEXT})`);
      if (advance !== undefined && !isClockTime(start + advance)) return invalidClock('advance', `advancing by ${advance} ms leaves the range the clock may be set to (${CLOCK_RANGE_TEXT})`);
      if (target !== undefined) ctx.clock.set(target);
      if (advance !== undefined) ctx.clock.advance(advance);
      if (mode !== undefined) ctx.clock.mode(mode);
      return json(200, clockView(ctx));
    },
  },
];
