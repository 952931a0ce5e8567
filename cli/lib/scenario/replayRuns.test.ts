import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestVerdicts, newRunId, readPlaywrightJson, readReplayRuns, replayScreenshotPath, runLayout, startRun } from './replayRuns';

const dir = () => mkdtempSync(join(tmpdir(), 'replay-runs-'));

/** A Playwright JSON report as its JSON reporter writes one: nested suites, one test per spec, results with attachments. */
function playwrightJson(startTime: string, specs: { title: string; status: string; message?: string; attachments?: { name: string; contentType: string; path?: string }[] }[]) {
  return {
    config: {},
    stats: { startTime, duration: 1, expected: 0, unexpected: 0, skipped: 0, flaky: 0 },
    suites: [
      {
        title: 'scenarios.spec.ts',
        specs: [],
        suites: [{ title: 'inner', specs: specs.map((s) => ({ title: s.title, tests: [{ projectName: 'chromium', results: [{ status: s.status, ...(s.message ? { error: { message: s.message } } : {}), errors: [], attachments: s.attachments ?? [] }] }] })) }],
      },
    ],
    errors: [],
  };
}

describe('reading a replay run (Playwright JSON report)', () => {
  it('gives each scenario its verdict, its failure message without colours, and its own screenshot and trace', () => {
    const d = dir();
    const file = join(d, 'results.json');
    writeFileSync(
      file,
      JSON.stringify(
        playwrightJson('2026-06-01T10:00:00.000Z', [
          { title: 'ERR-01 CALL-22 [err-01-store-flags-fail] The store flags call fails', status: 'failed', message: '\u001b[31mexpected text “1502”\u001b[39m', attachments: [{ name: 'screenshot', contentType: 'image/png', path: 'artifacts/x/test-failed-1.png' }, { name: 'screenshot', contentType: 'image/png', path: '/abs/shots/err-01-store-flags-fail.png' }, { name: 'trace', contentType: 'application/zip', path: '/abs/trace.zip' }] },
          { title: 'ERR-02 [err-02-delivery] A delivery check', status: 'timedOut', attachments: [{ name: 'page trail', contentType: 'text/plain' }] },
          { title: 'ERR-03 [err-03-x] fixme', status: 'skipped' },
          { title: 'a test of another spec', status: 'passed' },
        ]),
      ),
    );
    const run = readPlaywrightJson(file, { runId: 'run-a' });
    expect(run.problem).toBeUndefined();
    expect(run.at).toBe('2026-06-01T10:00:00.000Z');
    expect(run.verdicts.map((v) => [v.id, v.status])).toEqual([
      ['err-01-store-flags-fail', 'failed'],
      ['err-02-delivery', 'failed'],
      ['err-03-x', 'skipped'],
    ]);
    const [first] = run.verdicts;
    expect(first?.message).toBe('expected text “1502”');
    // The first screenshot attachment named "screenshot"; a relative path is read from the report's folder.
    expect(first?.screenshot).toBe(join(d, 'artifacts/x/test-failed-1.png'));
    expect(first?.trace).toBe('/abs/trace.zip');
    expect(first?.runId).toBe('run-a');
  });

  it('names a run it cannot read instead of failing: no file, not JSON, not a Playwright report', () => {
    const d = dir();
    expect(readPlaywrightJson(join(d, 'missing.json')).problem).toBe('no results file (the run did not finish)');
    writeFileSync(join(d, 'bad.json'), '{not json');
    expect(readPlaywrightJson(join(d, 'bad.json')).problem).toMatch(/^not JSON/);
    writeFileSync(join(d, 'other.json'), JSON.stringify({ suites: 'no' }));
    expect(readPlaywrightJson(join(d, 'other.json')).problem).toMatch(/^not a Playwright JSON report/);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        writeFileSync(join(d, 'any.json'), JSON.stringify(value));
        const run = readPlaywrightJson(join(d, 'any.json'));
        return run.problem !== undefined || Array.isArray(run.verdicts);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the newest verdict of each scenario', () => {
  it('takes the newest run that replayed a scenario, and marks verdicts of older runs as earlier', () => {
    const verdict = (id: string, status: 'passed' | 'failed', runId: string, at: string) => ({ id, status, runId, at });
    const runs = [
      { runId: 'b', at: '2026-06-01T11:00:00.000Z', source: 'b', verdicts: [verdict('one', 'failed', 'b', '2026-06-01T11:00:00.000Z')] },
      { runId: 'a', at: '2026-06-01T10:00:00.000Z', source: 'a', verdicts: [verdict('one', 'passed', 'a', '2026-06-01T10:00:00.000Z'), verdict('two', 'passed', 'a', '2026-06-01T10:00:00.000Z')] },
      { runId: 'c', at: '2026-06-01T12:00:00.000Z', source: 'c', verdicts: [], problem: 'unreadable' },
    ];
    const latest = latestVerdicts(runs);
    expect(latest.get('one')).toMatchObject({ status: 'failed', runId: 'b', earlier: false });
    expect(latest.get('two')).toMatchObject({ status: 'passed', runId: 'a', earlier: true });
  });

  it('run ids sort as their start times do', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-01-01'), noInvalidDate: true }), fc.integer({ min: 1, max: 10_000_000 }), (a, gap) => {
        const b = new Date(a.getTime() + gap);
        return newRunId(a, () => 0.99) < newRunId(b, () => 0);
      }),
    );
  });
});

describe('run folders', () => {
  it('keeps the newest runs only, and reads the kept ones back oldest first with their run.json time', () => {
    const out = dir();
    for (let i = 0; i < 4; i++) {
      const runId = newRunId(new Date(Date.UTC(2026, 5, 1, 10, i)), () => 0.5);
      const runDir = startRun(out, { runId, startedAt: new Date(Date.UTC(2026, 5, 1, 10, i)).toISOString(), scenarios: ['x'] }, 3);
      writeFileSync(runLayout(runDir).results, JSON.stringify(playwrightJson('2026-01-01T00:00:00.000Z', [{ title: `[x] run ${i}`, status: i === 3 ? 'failed' : 'passed' }])));
    }
    expect(readdirSync(join(out, 'runs'))).toHaveLength(3);
    const runs = readReplayRuns(out);
    expect(runs.map((r) => r.at)).toEqual(['2026-06-01T10:01:00.000Z', '2026-06-01T10:02:00.000Z', '2026-06-01T10:03:00.000Z']);
    expect(latestVerdicts(runs).get('x')).toMatchObject({ status: 'failed', earlier: false });
    // A run folder without a readable run.json is not a run.
    mkdirSync(join(out, 'runs', 'zz-not-a-run'));
    expect(readReplayRuns(out)).toHaveLength(3);
  });

  it('puts a scenario’s screenshot in its run’s folder, or the suite’s folder outside a run', () => {
    expect(replayScreenshotPath('err-01', { REPLAY_RUN_DIR: '/r/runs/1' })).toBe('/r/runs/1/shots/err-01.png');
    expect(replayScreenshotPath('err-01', {})).toBe('reports/scenarios/err-01.png');
  });
});
