import type { Scenario } from '../../spec/scenarios';
import type { SimContext } from '../core/context';
import { applyProviderState, findProviderState } from '../states/index';
import { DEFAULT_START } from '../core/clock';
import { CLOCK_RANGE_TEXT, isSettableClockTime } from '../../spec/schemas/simClock';

/**
 * What would stop a scenario part way through `applyScenario` (an unknown state, a clock out of range), found before
 * anything is reset: a field path and a message, or null when it applies whole.
 */
export function scenarioProblem(scenario: Scenario): { field: string; message: string } | null {
  if (scenario.state !== undefined && !findProviderState(scenario.state)) return { field: 'scenario.state', message: `no provider state named ${scenario.state.slice(0, 80)}` };
  const set = scenario.clock.set ?? DEFAULT_START;
  if (!isSettableClockTime(set)) return { field: 'scenario.clock.set', message: `must be ${CLOCK_RANGE_TEXT}` };
  if (!isSettableClockTime(set + (scenario.clock.advance ?? 0))) return { field: 'scenario.clock.advance', message: `set + advance must stay ${CLOCK_RANGE_TEXT}` };
  return null;
}

/**
 * Puts a simulator in a scenario's starting point: reset to the scenario's seed, its named state, its faults and
 * its clock. The same setup the Node runner makes, so a scenario starts alike in Node, the page and `sim serve`.
 */
export async function applyScenario(ctx: SimContext, scenario: Scenario): Promise<void> {
  ctx.reseed(scenario.seed);
  if (scenario.state) await applyProviderState(ctx, scenario.state);
  for (const fault of scenario.faults) ctx.faults.add(fault);
  if (scenario.clock.set !== undefined) ctx.clock.set(scenario.clock.set);
  if (scenario.clock.advance) ctx.clock.advance(scenario.clock.advance);
  ctx.activeScenario = { id: scenario.id, title: scenario.title, toggles: { ...scenario.toggles }, ...(scenario.md5 ? {} : { md5: false }) };
}

/**
 * The scenario library, loaded when a scenario is asked for: it is validated as it loads, work the in-page simulator
 * would otherwise do on every page load of the storefront, when only a `?scenario=` load or the QA panel needs it.
 */
const library = () => import('../../spec/scenarios');

/** Looks a scenario up by id; an unknown id is an error naming the nearest known ones. */
export async function findScenario(id: string): Promise<Scenario> {
  const { scenarioById, scenarios } = await library();
  const found = scenarioById(id);
  if (found) return found;
  const near = scenarios.filter((s) => s.id.includes(id) || id.includes(s.id.split('-').slice(0, 2).join('-'))).slice(0, 3);
  throw new UnknownScenarioError(id, near.map((s) => s.id));
}

export class UnknownScenarioError extends Error {
  constructor(
    readonly id: string,
    readonly near: string[],
  ) {
    super(`Unknown scenario: ${id}${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}`);
    this.name = 'UnknownScenarioError';
  }
}

/** What the QA panel lists: id, title, tags and the catalogue IDs, with where the scenario starts. */
export async function scenarioSummaries() {
  const { scenarios } = await library();
  return scenarios.map((s) => ({ id: s.id, title: s.title, tags: s.tags, errors: s.errors, start: s.start, banner: s.banner, b2b: s.b2b }));
}
