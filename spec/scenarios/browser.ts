import type { Scenario, ScenarioStep } from './schema';

/** Steps the browser replay performs through the storefront's own screens and the simulator's control API. */
export const BROWSER_STEPS: ReadonlySet<ScenarioStep['do']> = new Set(['visit', 'signIn', 'submitCode', 'resendCode', 'signOut', 'advanceClock', 'setCookie', 'setStorage', 'changeStore']);

/**
 * Whether the browser replay can run a scenario, and why not: marked so in the scenario, or a step that only the
 * Node driver has (a rule module's answer, a direct client call, the session refresh).
 */
export function browserSupport(s: Scenario): { run: true } | { run: false; reason: string } {
  if (s.drivers.browser !== true) return { run: false, reason: s.drivers.browser.fixme };
  const other = s.steps.find((step) => !BROWSER_STEPS.has(step.do) || (step.do === 'changeStore' && step.banner !== undefined && step.banner !== s.banner));
  if (other) return { run: false, reason: `step '${other.do}' has no storefront screen to replay it on` };
  const setup = s.faults.length > 0 || s.state !== undefined || s.clock.set !== undefined || (s.clock.advance ?? 0) > 0;
  if (setup && s.steps.some((step) => step.do === 'visit')) return { run: false, reason: "a page load after the simulator setup loses the in-page simulator's state (needs ?scenario=<id> support in the storefront)" };
  return { run: true };
}
