import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { readMerged, writeReport } from '../../cli/commands/report';
import type { Coverage } from '../../cli/lib/coverage';
import { latestVerdicts } from '../../cli/lib/scenario/replayRuns';

/**
 * Sharded replays joined into one report (`workbench report --merge`): the same scenarios replayed unsharded and as
 * two shards in two processes, each writing its own folder, give the same verdicts once merged, each scenario once;
 * a shard left out is named on the summary page.
 *
 * Each replay is a Playwright run of its own on the storefront this project serves (`--base-url`), run one after the
 * other, under the lock every Playwright run holds (`flock /tmp/pw.lock`), with one replay worker each.
 */
const IDS = ['err-01-store-flags-fail', 'guest-default', 'err-47-deep-link-unknown-store'];
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

function replay(args: string[], baseURL: string): Promise<number> {
  return new Promise((done) => {
    execFile(process.execPath, ['cli/bin.mjs', 'scenario', 'replay', ...IDS, ...args, '--base-url', baseURL], { cwd: root, env: { ...process.env, CI: '1', REPLAY_WORKERS: '1' }, maxBuffer: 16 * 1024 * 1024 }, (error) => {
      done(error ? (typeof error.code === 'number' ? error.code : 1) : 0);
    });
  });
}

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

const statuses = (runs: Parameters<typeof latestVerdicts>[0]) => Object.fromEntries([...latestVerdicts(runs)].map(([id, v]) => [id, v.status]));

test('two replay shards merged give every scenario once with the unsharded verdicts; a shard left out is named', async ({ page, baseURL }) => {
  // Three replays, each a Playwright run with its own browser and build server: on a busy machine (the suite beside
  // CPU-bound work) one took over two minutes, so each gets five.
  test.setTimeout(900_000);
  const base = baseURL ?? 'http://127.0.0.1:4173';
  const tmp = mkdtempSync(join(tmpdir(), 'replay-merge-'));
  const [whole, first, second] = ['whole', 'shard-1', 'shard-2'].map((d) => join(tmp, d, 'replay'));
  expect(await replay(['--out', whole!], base), 'the unsharded replay').toBe(0);
  expect(await replay(['--shard', '1/2', '--out', first!], base), 'shard 1/2').toBe(0);
  expect(await replay(['--shard', '2/2', '--out', second!], base), 'shard 2/2').toBe(0);

  const unsharded = readMerged([join(tmp, 'whole')]);
  const merged = readMerged([join(tmp, 'shard-1'), join(tmp, 'shard-2')]);
  expect(merged.notices).toEqual([]);
  expect(merged.runs.map((r) => r.shard).sort()).toEqual(['1/2', '2/2']);
  // Each shard replayed its own part: together every scenario once.
  const ids = merged.runs.flatMap((r) => r.verdicts.map((v) => v.id)).sort();
  expect(ids).toEqual([...IDS].sort());
  expect(statuses(merged.runs)).toEqual(statuses(unsharded.runs));
  expect(Object.keys(statuses(merged.runs)).sort()).toEqual([...IDS].sort());

  const out = join(tmp, 'html');
  writeReport({ out, results: null, matrix: null, runs: merged.runs, coverage: noCoverage, generatedAt: new Date().toISOString(), notices: merged.notices });
  await page.goto(pathToFileURL(join(out, 'index.html')).href);
  await expect(page.getByRole('row', { name: /^in the browser/ })).toContainText(`${IDS.length} passed, 0 failed`);
  await expect(page.getByRole('heading', { name: 'Shards' })).toHaveCount(0);

  // Shard 2/2 left out of the merge: named, and its scenarios have no verdict.
  const partial = readMerged([join(tmp, 'shard-1')]);
  expect(partial.notices).toEqual(['browser replay: shard 2/2 missing: the scenarios it runs have no verdict from this run']);
  const partialOut = join(tmp, 'partial');
  writeReport({ out: partialOut, results: null, matrix: null, runs: partial.runs, coverage: noCoverage, generatedAt: new Date().toISOString(), notices: partial.notices });
  await page.goto(pathToFileURL(join(partialOut, 'index.html')).href);
  await expect(page.getByRole('region', { name: 'Shards' })).toContainText('shard 2/2 missing');
});
