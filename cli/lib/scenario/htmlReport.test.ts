import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { esc, FILTER_SCRIPT, renderReport, renderReportPages } from './htmlReport';
import type { ReportData } from './htmlReport';

const unescape = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&');

describe('report escaping', () => {
  it('leaves no markup character unescaped, on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => !/[<>"']/.test(esc(s))));
  });

  it('round-trips: unescaping gives the text back', () => {
    fc.assert(fc.property(fc.string(), (s) => unescape(esc(s)) === s));
  });

  it('renders hostile scenario, catalogue and matrix text as text, with no script or outside resource', () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const data: ReportData = {
      generatedAt: '2026-06-01T15:00:00.000Z',
      coverage: {
        reports: { read: [], missing: [{ runner: 'playwright', path: evil, problem: evil }] },
        rules: { 'ACCESS-01': { tests: [evil], failing: [], functions: [{ name: evil, file: evil, applied: true, callSites: [evil], via: [] }], executedBy: [], namedBy: 1 } },
        ruleFunctions: { total: 1, applied: 1, noPlace: 0, unexplained: [], unmapped: [] },
        staleNoPlace: [],
        calls: { 'CALL-01': { client: true, handler: true, contract: false, tests: [] } },
        errors: { 'ERR-01': { scenarios: [evil], tests: [] } },
        ambiguities: {},
        summary: { rules: { total: 1, covered: 1 }, calls: { total: 1, covered: 0 }, errors: { total: 1, covered: 1 }, ambiguities: { total: 0, covered: 0 } },
      },
      catalogue: { rules: [{ id: 'ACCESS-01', area: 'ACCESS', text: evil }], calls: [{ id: 'CALL-01', method: 'GET', path: evil }], errors: [{ id: 'ERR-01', situation: evil, behaviour: evil }], ambiguities: [] },
      scenarioIds: { x: ['ERR-01'] },
      results: [{ id: 'x', title: evil, ids: ['ERR-01'], status: 'failed', reason: evil, mismatches: [{ what: 'text', expected: evil, actual: evil }], durationMs: 1 }],
      browserFixme: { x: evil },
      browser: {},
      browserRuns: [],
      journeys: { [evil]: evil },
      matrix: [{ flow: 'page load', calls: ['CALL-01'], method: 'GET', path: evil, fault: '500', verdict: 'failed', outcome: evil, problems: [evil] }],
    };
    const html = renderReport(data);
    // The one script is the static filter beside the pages; nothing from the data becomes one.
    expect(html.replaceAll('<script src="report.js" defer></script>', '')).not.toContain('<script');
    const pages = renderReportPages(data);
    expect(Object.keys(pages).sort()).toEqual(['contracts.html', 'index.html', 'matrix.html', 'report.js', 'scenarios.html', 'traceability.html']);
    expect(pages['report.js']).toBe(FILTER_SCRIPT);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('class="gap">missing');
  });
});

describe('browser verdicts beside the Node verdicts', () => {
  const base = (): ReportData => ({
    generatedAt: '2026-06-01T15:00:00.000Z',
    coverage: {
      reports: { read: [], missing: [] },
      rules: {},
      ruleFunctions: { total: 0, applied: 0, noPlace: 0, unexplained: [], unmapped: [] },
      staleNoPlace: [],
      calls: {},
      errors: {},
      ambiguities: {},
      summary: { rules: { total: 0, covered: 0 }, calls: { total: 0, covered: 0 }, errors: { total: 0, covered: 0 }, ambiguities: { total: 0, covered: 0 } },
    },
    catalogue: { rules: [], calls: [], errors: [], ambiguities: [] },
    scenarioIds: { 'err-01-store-flags-fail': ['ERR-01'], 'only-in-browser': ['ERR-02'] },
    titles: { 'only-in-browser': 'A scenario of a file' },
    results: [
      { id: 'err-01-store-flags-fail', title: 'Store flags fail', ids: ['ERR-01'], status: 'passed', mismatches: [], durationMs: 1 },
      { id: 'search-box', title: 'The search box', ids: ['SEARCH-01'], status: 'passed', mismatches: [], durationMs: 1 },
    ],
    nodeAt: '2026-06-01T14:00:00.000Z',
    browserFixme: {},
    browser: {
      'err-01-store-flags-fail': { status: 'failed', runId: 'run-2', at: '2026-06-01T14:30:00.000Z', earlier: false, message: 'expected text “1502”: not on the storefront', screenshot: 'browser/run-2/err-01-store-flags-fail.png', trace: 'browser/run-2/err-01-store-flags-fail-trace.zip' },
      'search-box': { status: 'passed', runId: 'run-1', at: '2026-06-01T13:00:00.000Z', earlier: true, screenshot: 'browser/run-1/search-box.png' },
      'only-in-browser': { status: 'passed', runId: 'run-2', at: '2026-06-01T14:30:00.000Z', earlier: false },
    },
    browserRuns: [
      { runId: 'run-1', at: '2026-06-01T13:00:00.000Z', source: 'r1.json', count: 1 },
      { runId: 'run-2', at: '2026-06-01T14:30:00.000Z', source: 'r2.json', count: 2 },
      { runId: 'run-3', at: '2026-06-01T14:40:00.000Z', source: 'r3.json', count: 0, problem: 'no results file (the run did not finish)' },
    ],
    matrix: null,
  });

  it('counts a scenario that passed in Node and failed in the browser as failed, listed on the summary with that run’s screenshot', () => {
    const summary = renderReportPages(base())['index.html']!;
    expect(summary).toMatch(/2 passed<\/a>, <a href="scenarios.html\?outcome=failed" class="gap">1 failed<\/a>/);
    const failing = summary.slice(summary.indexOf('Failing scenarios (1)'));
    expect(failing).toContain('err-01-store-flags-fail');
    expect(failing).toContain('src="browser/run-2/err-01-store-flags-fail.png"');
    expect(failing).toContain('href="browser/run-2/err-01-store-flags-fail-trace.zip"');
    expect(failing).toContain('expected text “1502”: not on the storefront');
    expect(failing).not.toContain('search-box');
    expect(summary).toContain('run run-3 (r3.json): no results file (the run did not finish)');
  });

  it('labels a verdict of an earlier run as such, and shows every scenario once, the browser-only one too', () => {
    const scenariosPage = renderReportPages(base())['scenarios.html']!;
    const rowOf = (id: string) => scenariosPage.split('\n').filter((line) => line.includes(`<td class="id">${id}</td>`));
    expect(rowOf('search-box')).toHaveLength(1);
    expect(rowOf('search-box')[0]).toContain('from an earlier run: run run-1 at 2026-06-01T13:00:00.000Z');
    expect(rowOf('err-01-store-flags-fail')[0]).toContain('data-outcome="failed"');
    expect(rowOf('err-01-store-flags-fail')[0]).not.toContain('earlier run');
    expect(rowOf('only-in-browser')[0]).toContain('A scenario of a file');
    expect(rowOf('only-in-browser')[0]).toContain('not run');
  });

  it('decides the outcome from both verdicts: failed in either is failed', () => {
    fc.assert(
      fc.property(fc.constantFrom('passed', 'failed', 'skipped', undefined), fc.constantFrom('passed', 'failed', 'skipped', undefined), (node, browser) => {
        const d = base();
        d.results = node ? [{ id: 'x', title: 'x', ids: [], status: node, mismatches: [], durationMs: 1 }] : [];
        d.browser = browser ? { x: { status: browser, runId: 'r', at: 't', earlier: false } } : {};
        const page = renderReportPages(d)['scenarios.html']!;
        const line = page.split('\n').find((l) => l.includes('<td class="id">x</td>'));
        if (!node && !browser) return line === undefined;
        const want = node === 'failed' || browser === 'failed' ? 'failed' : node === 'passed' || browser === 'passed' ? 'passed' : 'skipped';
        return line?.includes(`data-outcome="${want}"`) === true;
      }),
    );
  });
});
