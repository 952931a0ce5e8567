import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { scenarioById } from '../../spec/scenarios';
import { runScenarios } from '../../cli/lib/scenario/runner';
import { browserRuns, writeReport } from '../../cli/commands/report';
import type { Coverage } from '../../cli/lib/coverage';
import { runLayout } from '../../cli/lib/scenario/replayRuns';

/**
 * The report shows what the browser replay found, from the run that found it: a scenario that passes in Node and
 * fails only in the browser (a broken expectation in a temporary scenario file) is a failure on the summary page,
 * with the screenshot, message and trace of the failing run, never the file an earlier run of it left.
 *
 * This test starts `workbench scenario replay` (a Playwright run of its own) on the storefront this project serves,
 * so it runs under the same lock as every Playwright run (`flock /tmp/pw.lock`), with one replay worker.
 */
const ID = 'err-01-store-flags-fail';
const BROKEN = 'A sentence no page of this storefront shows';
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

function replay(args: string[], baseURL: string): Promise<number> {
  return new Promise((done) => {
    execFile(process.execPath, ['cli/bin.mjs', 'scenario', 'replay', ...args, '--base-url', baseURL], { cwd: root, env: { ...process.env, CI: '1', REPLAY_WORKERS: '1' }, maxBuffer: 16 * 1024 * 1024 }, (error) => {
      done(error ? (typeof error.code === 'number' ? error.code : 1) : 0);
    });
  });
}

/** Coverage is not what this report is about: an empty one. */
const noCoverage: Coverage = {
  reports: { read: [], missing: [] },
  rules: {},
  ruleFunctions: { total: 0, applied: 0, noPlace: 0, unexplained: [], unmapped: [] },
  staleNoPlace: [],
  calls: {},
  errors: {},
  ambiguities: {},
  summary: { rules: { total: 0, covered: 0 }, calls: { total: 0, covered: 0 }, errors: { total: 0, covered: 0 }, ambiguities: { total: 0, covered: 0 } },
};

test('a scenario failing only in the browser fails on the summary page, with the failing run’s screenshot', async ({ page, baseURL }) => {
  // Two replays (each a Playwright run with its own browser) and a Node run: on a busy machine (the suite beside
  // CPU-bound work) one replay took over two minutes, so each gets five.
  test.setTimeout(600_000);
  const library = scenarioById(ID);
  if (!library) throw new Error(`the library has no ${ID}`);
  const tmp = mkdtempSync(join(tmpdir(), 'replay-report-'));
  const replayDir = join(tmp, 'replay');

  // In Node the scenario passes.
  const node = await runScenarios([library]);
  expect(node.map((r) => r.status)).toEqual(['passed']);

  // An earlier run of the scenario as the library has it, then the run of the file with the broken expectation.
  await replay([ID, '--out', replayDir], baseURL ?? 'http://127.0.0.1:4173');
  const file = join(tmp, 'broken.scenario.json');
  writeFileSync(file, JSON.stringify({ ...library, expect: { ...library.expect, text: [...library.expect.text, BROKEN] } }));
  expect(await replay(['--file', file, '--out', replayDir], baseURL ?? 'http://127.0.0.1:4173'), 'the broken replay exits 1').toBe(1);

  const runIds = readdirSync(join(replayDir, 'runs')).sort();
  expect(runIds).toHaveLength(2);
  const failingRun = runIds[1]!;
  const failingShot = join(runLayout(join(replayDir, 'runs', failingRun)).shots, `${ID}.png`);

  const out = join(tmp, 'html');
  writeReport({ out, results: node, nodeAt: new Date().toISOString(), matrix: null, runs: browserRuns(replayDir, join(tmp, 'no-suite.json')), coverage: noCoverage, generatedAt: new Date().toISOString() });

  await page.goto(pathToFileURL(join(out, 'index.html')).href);
  await expect(page.getByRole('row', { name: /scenarios \(failed in Node or in the browser\)/ })).toContainText('1 failed');
  const failing = page.getByRole('row').filter({ hasText: ID });
  await expect(failing).toHaveCount(1);
  await expect(failing).toContainText(`run ${failingRun}`);
  await expect(failing).not.toContainText('earlier run');
  await expect(failing).toContainText(`expected text “${BROKEN}”: not on the storefront`);
  await expect(failing.getByRole('cell').nth(1)).toContainText('passed');
  const shot = failing.getByRole('img', { name: `browser replay of ${ID}, failed, run ${failingRun}` });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = await shot.getAttribute('src');
  expect(src).toBe(`browser/${failingRun}/${ID}.png`);
  expect(readFileSync(join(out, src ?? '')).equals(readFileSync(failingShot)), 'the picture is the failing run’s own').toBe(true);
  await expect(failing.getByRole('link', { name: 'trace' })).toHaveAttribute('href', `browser/${failingRun}/${ID}-trace.zip`);
});
