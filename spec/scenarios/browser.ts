import type { Scenario, ScenarioStep } from './schema';

/** Steps the browser replay performs through the storefront's own screens and the simulator's control API. */
export const BROWSER_STEPS: ReadonlySet<ScenarioStep['do']> = new Set(['visit', 'signIn', 'submitCode', 'resendCode', 'signOut', 'advanceClock', 'setCookie', 'setStorage', 'changeStore', 'pageApi', 'acknowledgeTooltip', 'createPasskey', 'createAccount', 'resetPassword', 'cart', 'checkout', 'orders']);

/**
 * Whether the browser replay can run a scenario, and why not: marked so in the scenario, or a step that only the
 * Node driver has (a rule module's answer, a direct client call, the session refresh). The scenario's seed, state,
 * faults, clock, toggles and cookies need no step: `?scenario=<id>` puts the in-page simulator in them before the
 * storefront boots, and its state survives the page loads that follow.
 */
export function browserSupport(s: Scenario): { run: true } | { run: false; reason: string; twin?: string } {
  if (s.drivers.browser !== true) {
    if ('twin' in s.drivers.browser) return { run: false, reason: `rule-level; replayed in the browser by its twin ${s.drivers.browser.twin}`, twin: s.drivers.browser.twin };
    return { run: false, reason: s.drivers.browser.fixme };
  }
  const other = s.steps.find((step) => !BROWSER_STEPS.has(step.do));
  if (other) return { run: false, reason: `step '${other.do}' has no storefront screen to replay it on` };
  return { run: true };
}

/** How a page script's call of the page API settled. */
export type PageScriptOutcome = { readonly settled: 'resolved'; readonly value: unknown } | { readonly settled: 'rejected'; readonly message: string };

/**
 * What the page script of a `pageApi` step writes to the log, in both drivers: what its error callback was given,
 * then how the call settled (`[page script] store.location resolved null`).
 */
export function pageScriptLines(call: string, outcome: PageScriptOutcome, callbacks: readonly unknown[] = []): string[] {
  const json = (value: unknown) => JSON.stringify(value ?? null);
  return [
    ...callbacks.map((c) => `[page script] ${call} error callback: ${json(c)}`),
    outcome.settled === 'resolved' ? `[page script] ${call} resolved ${json(outcome.value)}` : `[page script] ${call} rejected: ${outcome.message}`,
  ];
}
