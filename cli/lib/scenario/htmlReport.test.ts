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
      screenshots: {},
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
