import type { Coverage } from '../coverage';
import type { MatrixRow } from './faultMatrix';
import type { ScenarioResult } from './runner';

/** Everything the static report shows. Built by `workbench report`; rendering is a pure function of it. */
export interface ReportData {
  generatedAt: string;
  coverage: Coverage;
  catalogue: {
    rules: readonly { id: string; area: string; text: string }[];
    calls: readonly { id: string; method: string; path: string }[];
    errors: readonly { id: string; situation: string; behaviour: string }[];
    ambiguities: readonly { id: string; title: string }[];
  };
  /** Scenario id → the IDs it names (rules as well as ERR), for the rule rows. */
  scenarioIds: Record<string, readonly string[]>;
  results: readonly ScenarioResult[] | null;
  /** Scenario ids the browser replay skips (test.fixme), with the reason. */
  browserFixme: Record<string, string>;
  /** Scenario id → screenshot file, relative to the report. */
  screenshots: Record<string, string>;
  matrix: readonly MatrixRow[] | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escapes any text: nothing in the report is ever interpreted as markup. */
export function esc(value: unknown): string {
  let text = '';
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') text = value.toString();
  else if (value !== null && value !== undefined) text = JSON.stringify(value) ?? '';
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const cell = (v: unknown, cls = ''): string => `<td${cls ? ` class="${cls}"` : ''}>${esc(v)}</td>`;
const list = (items: readonly string[], empty = 'none'): string => (items.length === 0 ? `<span class="gap">${esc(empty)}</span>` : items.map((i) => esc(i)).join('<br>'));
const mark = (ok: boolean) => (ok ? '<td class="ok">yes</td>' : '<td class="gap">missing</td>');

function table(head: readonly string[], rows: readonly string[]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function summaryBlock(cov: Coverage): string {
  const rows = Object.entries(cov.summary).map(([k, s]) => `<tr>${cell(k)}${cell(`${s.covered}/${s.total}`, s.covered === s.total ? 'ok' : 'gap')}</tr>`);
  const f = cov.ruleFunctions;
  rows.push(`<tr>${cell('rule functions applied')}${cell(`${f.applied}/${f.total}${f.noPlace ? ` (+${f.noPlace} with no place in this client)` : ''}`, f.unexplained.length === 0 ? 'ok' : 'gap')}</tr>`);
  const missing = cov.reports.missing.map((m) => `<p class="gap">${esc(`${m.path}: ${m.problem ?? 'missing'}; tests of ${m.runner} are not counted`)}</p>`);
  return table(['kind', 'covered'], rows) + missing.join('');
}

function traceability(d: ReportData): string {
  const scenariosNaming = (id: string) => Object.entries(d.scenarioIds).filter(([, ids]) => ids.includes(id)).map(([s]) => s);
  const ruleRows = d.catalogue.rules.map((r) => {
    const tests = d.coverage.rules[r.id]?.tests ?? [];
    const sc = scenariosNaming(r.id);
    const fns = d.coverage.rules[r.id]?.functions ?? [];
    const applied = fns.map((f) => (f.applied ? `${f.name}: ${f.callSites.join(', ') || `via ${f.via.join(', ')}`}` : f.noPlace !== undefined ? `${f.name}: no place in this client (${f.noPlace})` : `${f.name}: not applied`));
    return `<tr class="${tests.length === 0 ? 'row-gap' : ''}">${cell(r.id, 'id')}${cell(r.text)}<td>${list(tests, 'no passing test')}</td><td>${list(applied, '—')}</td><td>${list(sc, '—')}</td></tr>`;
  });
  const callRows = d.catalogue.calls.map((c) => {
    const v = d.coverage.calls[c.id];
    return `<tr class="${v && v.client && v.handler && v.contract ? '' : 'row-gap'}">${cell(c.id, 'id')}${cell(`${c.method} ${c.path}`)}${mark(v?.client === true)}${mark(v?.handler === true)}${mark(v?.contract === true)}<td>${list(v?.tests ?? [], 'no test')}</td><td>${list(scenariosNaming(c.id), '—')}</td></tr>`;
  });
  const errRows = d.catalogue.errors.map((e) => {
    const v = d.coverage.errors[e.id];
    return `<tr class="${(v?.scenarios.length ?? 0) === 0 ? 'row-gap' : ''}">${cell(e.id, 'id')}${cell(e.situation)}${cell(e.behaviour)}<td>${list(v?.scenarios ?? [], 'no scenario')}</td><td>${list(v?.tests ?? [], 'no test')}</td></tr>`;
  });
  const ambRows = d.catalogue.ambiguities.map((a) => {
    const v = d.coverage.ambiguities[a.id];
    return `<tr class="${(v?.decisions.length ?? 0) === 0 ? 'row-gap' : ''}">${cell(a.id, 'id')}${cell(a.title)}<td>${list(v?.decisions ?? [], 'no decision record')}</td><td>${list(v?.tests ?? [], 'no test')}</td></tr>`;
  });
  return [
    '<h3 id="trace-errors">Error catalogue</h3>',
    table(['ID', 'situation', 'behaviour', 'scenarios', 'tests'], errRows),
    '<h3 id="trace-calls">Upstream calls</h3>',
    table(['ID', 'call', 'client', 'handler', 'contract', 'tests', 'scenarios'], callRows),
    '<h3 id="trace-rules">Rules</h3>',
    table(['ID', 'rule', 'passing tests', 'applied by (product call sites)', 'scenarios'], ruleRows),
    '<h3 id="trace-ambiguities">Ambiguities</h3>',
    table(['ID', 'title', 'decision records', 'tests'], ambRows),
  ].join('\n');
}

function scenarioSection(d: ReportData): string {
  if (!d.results) return '<p class="gap">No Node run recorded: run <code>workbench scenario run --all</code>.</p>';
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const r of d.results) counts[r.status] += 1;
  const rows = d.results.map((r) => {
    const detail = r.status === 'skipped' ? (r.reason ?? '') : [...(r.reason ? [r.reason] : []), ...r.mismatches.map((m) => `${m.what}: expected ${m.expected}, got ${m.actual}`)].join('\n');
    const shot = d.screenshots[r.id];
    const browser = shot ? `<a href="${esc(shot)}"><img src="${esc(shot)}" alt="${esc(`browser replay of ${r.id}`)}" loading="lazy"></a>` : d.browserFixme[r.id] ? `<span class="muted">${d.browserFixme[r.id]!.startsWith('rule-level') ? '' : 'fixme: '}${esc(d.browserFixme[r.id])}</span>` : '<span class="muted">no screenshot</span>';
    return `<tr class="status-${esc(r.status)}">${cell(r.id, 'id')}${cell(r.ids.join(' '))}${cell(r.title)}${cell(r.status, r.status === 'passed' ? 'ok' : r.status === 'failed' ? 'gap' : 'muted')}<td><pre>${esc(detail)}</pre></td><td>${browser}</td></tr>`;
  });
  return `<p>${esc(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in Node`)}</p>${table(['scenario', 'IDs', 'title', 'Node', 'detail', 'browser'], rows)}`;
}

function matrixSection(d: ReportData): string {
  if (!d.matrix) return '<p class="gap">The fault matrix was not run.</p>';
  const rows = d.matrix.map((r) => `<tr>${cell(r.flow)}${cell(r.calls.join(' '), 'id')}${cell(`${r.method} ${r.path}`)}${cell(r.fault)}${cell(r.verdict, r.verdict === 'failed' ? 'gap' : 'ok')}${cell(r.outcome)}${cell(r.problems.join('; '))}</tr>`);
  return table(['flow', 'call', 'route', 'fault', 'verdict', 'outcome', 'problems'], rows);
}

function contractSection(d: ReportData): string {
  const rows = d.catalogue.calls.map((c) => {
    const v = d.coverage.calls[c.id];
    return `<tr>${cell(c.id, 'id')}${cell(`${c.method} ${c.path}`)}${mark(v?.client === true)}${mark(v?.contract === true)}${mark(v?.handler === true)}</tr>`;
  });
  const s = d.coverage.summary.calls;
  return `<p>${esc(`${s.covered}/${s.total} calls have a client, a simulator handler and a Pact contract`)}</p>${table(['call', 'route', 'client', 'contract (pact)', 'provider (simulator)'], rows)}`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1d2433}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}
th,td{border:1px solid #d6dae3;padding:.3rem .45rem;vertical-align:top;text-align:left}th{background:#eef1f6;position:sticky;top:0}
.id{white-space:nowrap;font-family:ui-monospace,monospace}.ok{color:#0b6b2f}.gap{color:#a3161b;font-weight:600}.muted{color:#6b7280}
.row-gap{background:#fff5f5}.status-failed{background:#fff0f0}pre{margin:0;white-space:pre-wrap;font-size:12px}img{max-width:220px;border:1px solid #ccc}
nav a{margin-right:1rem}`;

/** The whole report as one HTML document with inline style and no scripts or outside resources. */
export function renderReport(d: ReportData): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Storefront workbench report</title><style>${STYLE}</style></head>
<body>
<h1>Storefront workbench report</h1>
<p class="muted">${esc(`Generated ${d.generatedAt}`)}</p>
<nav><a href="#summary">Summary</a><a href="#scenarios">Scenarios</a><a href="#matrix">Fault matrix</a><a href="#contracts">Contracts</a><a href="#traceability">Traceability</a></nav>
<h2 id="summary">Summary</h2>
${summaryBlock(d.coverage)}
<h2 id="scenarios">Scenario results</h2>
${scenarioSection(d)}
<h2 id="matrix">Fault matrix (page load and sign-in)</h2>
${matrixSection(d)}
<h2 id="contracts">Contract coverage</h2>
${contractSection(d)}
<h2 id="traceability">Traceability matrix</h2>
${traceability(d)}
</body></html>
`;
}
