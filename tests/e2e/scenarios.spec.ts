import { readFileSync } from 'node:fs';
import { test } from './replayContext';
import { Scenario, scenarios } from '../../spec/scenarios';
import { browserSupport } from '../../spec/scenarios/browser';
import { onSharedSim, replayRemote } from './remoteReplay';
import { pageTrail, replayScenario, scenarioIdsOf } from './replayScenario';
import { REPLAY_FILE_ENV } from '../../cli/lib/scenario/replayRuns';

/**
 * Browser replay of the scenarios (tests/e2e/replayScenario.ts): one test per scenario of the library, titled with its
 * IDs and `[id]` (what `scenario replay` selects with --grep and the report reads back). Scenarios the storefront
 * cannot show yet are `test.fixme` with the reason in the title. `scenario replay --file F` names a scenario file in
 * REPLAY_SCENARIO_FILE: its scenarios replace the library's of the same id (the CLI has checked that each has one,
 * with the same set-up, since the page loads the library's by id).
 */
function fileScenarios(): Map<string, Scenario> {
  const file = process.env[REPLAY_FILE_ENV];
  if (!file) return new Map();
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return new Map((Array.isArray(raw) ? raw : [raw]).map((item) => Scenario.parse(item)).map((s) => [s.id, s]));
}

const fromFile = fileScenarios();

// `scenario replay --sim-url`: the page forwards to the shared `sim serve`, in this worker's tenant (remoteReplay.ts).
test.beforeEach(async ({ page }, testInfo) => {
  const remote = replayRemote(testInfo);
  if (remote) await onSharedSim(page, remote);
});

test.afterEach(async ({ page }, testInfo) => {
  const trail = pageTrail(page);
  if ((testInfo.status === testInfo.expectedStatus && !process.env.REPLAY_TRAIL) || !trail) return;
  await testInfo.attach('page trail', { body: trail.join('\n'), contentType: 'text/plain' });
});

for (const library of scenarios) {
  const s = fromFile.get(library.id) ?? library;
  const title = `${scenarioIdsOf(s)} [${s.id}] ${s.title}`.trim();
  const support = browserSupport(s);
  // A rule-level scenario's browser replay is its twin's (checked in spec/scenarios/browser.test.ts).
  if (!support.run && support.twin) continue;
  if (!support.run) {
    test.fixme(`${title} — fixme: ${support.reason}`, () => undefined);
    continue;
  }
  test(title, async ({ page, baseURL, anchor }, testInfo) => {
    // A page load, the scenario's steps and its checks, and a sign-in's round trips each: 30 s plus 8 s a sign-in ran
    // out for a store change's sign-on redirect at a load average of 20 on two cores. A passing replay takes no longer.
    test.setTimeout(60_000 + 15_000 * s.steps.filter((step) => step.do === 'signIn').length);
    await replayScenario(page, s, { origin: baseURL ?? 'http://127.0.0.1:4173', anchor, testInfo });
  });
}
