import type { Coverage } from '../coverage';
import type { MatrixRow } from './faultMatrix';
import type { ScenarioResult } from './runner';

/** One scenario's browser verdict as the report shows it: the run it is from, and that run's files (copied beside the report). */
export interface BrowserCell {
  status: 'passed' | 'failed' | 'skipped';
  runId: string;
  at: string;
  /** The run is not the newest run read: shown as from an earlier run. */
  earlier: boolean;
  message?: string;
  /** Relative to the report. */
  screenshot?: string;
  trace?: string;
  /** Files the run's report names that are no longer on disk. */
  gone?: string[];
}

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
  /** When the Node results were recorded (ISO). */
  nodeAt?: string;
  /** Scenario id → its title, for a scenario only the browser replayed (a scenario file's). */
  titles?: Record<string, string>;
  /** Scenario id → its browser verdict from the newest replay run that ran it, with that run's own files. */
  browser: Record<string, BrowserCell>;
  /** The replay runs read, oldest first; an unreadable one with its problem. */
  browserRuns: readonly { runId: string; at: string; source: string; shard?: string; problem?: string; count: number }[];
  /** Browser journey (tests/e2e/journeys) → its end-state screenshot, relative to the report. */
  journeys?: Record<string, string>;
  matrix: readonly MatrixRow[] | null;
  /** What the summary page must say about the runs merged (`report --merge`): a missing or duplicated shard. */
  notices?: readonly string[];
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
  return `<table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

/** A row the page's filter can find: its IDs and text to search, its area and its outcome (passed, failed, gap…). */
function row(cells: string, f: { search: string; area: string; outcome: string; cls?: string }): string {
  return `<tr class="${esc(f.cls ?? '')}" data-search="${esc(f.search.toLowerCase())}" data-area="${esc(f.area)}" data-outcome="${esc(f.outcome)}">${cells}</tr>`;
}

/** A collapsible section; open when it holds something to look at (a failure or a gap). */
function section(id: string, title: string, body: string, open: boolean, level: 2 | 3 = 2): string {
  return `<details id="${esc(id)}"${open ? ' open' : ''}><summary><h${level}>${esc(title)}</h${level}></summary>${body}</details>`;
}

function summaryBlock(cov: Coverage): string {
  const rows = Object.entries(cov.summary).map(([k, s]) => `<tr>${cell(k)}${cell(`${s.covered}/${s.total}`, s.covered === s.total ? 'ok' : 'gap')}</tr>`);
  const f = cov.ruleFunctions;
  rows.push(`<tr>${cell('rule functions applied')}${cell(`${f.applied}/${f.total}${f.noPlace ? ` (+${f.noPlace} with no place in this client)` : ''}`, f.unexplained.length === 0 ? 'ok' : 'gap')}</tr>`);
  const missing = cov.reports.missing.map((m) => `<p class="gap">${esc(`${m.path}: ${m.problem ?? 'missing'}; tests of ${m.runner} are not counted`)}</p>`);
  return table(['kind', 'covered'], rows) + missing.join('');
}

function ruleRowsByArea(d: ReportData): Map<string, string[]> {
  const scenariosNaming = (id: string) => Object.entries(d.scenarioIds).filter(([, ids]) => ids.includes(id)).map(([s]) => s);
  const byArea = new Map<string, string[]>();
  for (const r of d.catalogue.rules) {
    const v = d.coverage.rules[r.id];
    const tests = v?.tests ?? [];
    const fns = v?.functions ?? [];
    const applied = fns.map((f) => (f.applied ? `${f.name}: ${f.callSites.join(', ') || `via ${f.via.join(', ')}`}` : f.noPlace !== undefined ? `${f.name}: no place in this client (${f.noPlace})` : `${f.name}: not applied`));
    const outcome = tests.length === 0 || fns.some((f) => !f.applied && f.noPlace === undefined) ? 'gap' : 'covered';
    const cells = `${cell(r.id, 'id')}${cell(r.text)}<td>${list(tests, 'no passing test')}</td><td>${list(applied, '—')}</td><td>${list(scenariosNaming(r.id), '—')}</td>`;
    const rows = byArea.get(r.area) ?? [];
    rows.push(row(cells, { search: `${r.id} ${r.text} ${fns.map((f) => f.name).join(' ')}`, area: r.area, outcome, cls: outcome === 'gap' ? 'row-gap' : '' }));
    byArea.set(r.area, rows);
  }
  return byArea;
}

function traceability(d: ReportData): string {
  const scenariosNaming = (id: string) => Object.entries(d.scenarioIds).filter(([, ids]) => ids.includes(id)).map(([s]) => s);
  const callRows = d.catalogue.calls.map((c) => {
    const v = d.coverage.calls[c.id];
    const ok = v !== undefined && ((v.client && v.handler && v.contract) || v.notMade !== undefined || (v.navigation !== undefined && v.client && v.handler));
    return row(`${cell(c.id, 'id')}${cell(`${c.method} ${c.path}`)}${mark(v?.client === true)}${mark(v?.handler === true)}${mark(v?.contract === true)}<td>${list(v?.tests ?? [], 'no passing test')}</td><td>${list(scenariosNaming(c.id), '—')}</td>`, {
      search: `${c.id} ${c.method} ${c.path}`,
      area: 'CALL',
      outcome: ok ? 'covered' : 'gap',
      cls: ok ? '' : 'row-gap',
    });
  });
  const errRows = d.catalogue.errors.map((e) => {
    const v = d.coverage.errors[e.id];
    const ok = (v?.scenarios.length ?? 0) > 0;
    return row(`${cell(e.id, 'id')}${cell(e.situation)}${cell(e.behaviour)}<td>${list(v?.scenarios ?? [], 'no scenario')}</td><td>${list(v?.tests ?? [], 'no passing test')}</td>`, { search: `${e.id} ${e.situation} ${e.behaviour}`, area: 'ERR', outcome: ok ? 'covered' : 'gap', cls: ok ? '' : 'row-gap' });
  });
  const ambRows = d.catalogue.ambiguities.map((a) => {
    const v = d.coverage.ambiguities[a.id];
    const ok = (v?.decisions.length ?? 0) > 0;
    return row(`${cell(a.id, 'id')}${cell(a.title)}<td>${list(v?.decisions ?? [], 'no decision record')}</td><td>${list(v?.tests ?? [], 'no passing test')}</td>`, { search: `${a.id} ${a.title}`, area: 'AMBIG', outcome: ok ? 'covered' : 'gap', cls: ok ? '' : 'row-gap' });
  });
  const hasGap = (rows: readonly string[]) => rows.some((r) => r.includes('data-outcome="gap"'));
  const ruleSections = [...ruleRowsByArea(d)].map(([area, rows]) => section(`rules-${area}`, `Rules: ${area} (${rows.length})`, table(['ID', 'rule', 'passing tests', 'applied by (product call sites)', 'scenarios'], rows), false, 3));
  return [
    section('trace-errors', `Error catalogue (${errRows.length})`, table(['ID', 'situation', 'behaviour', 'scenarios', 'tests'], errRows), hasGap(errRows)),
    section('trace-calls', `Upstream calls (${callRows.length})`, table(['ID', 'call', 'client', 'handler', 'contract', 'tests', 'scenarios'], callRows), hasGap(callRows)),
    '<h2 id="trace-rules">Rules, by area</h2>',
    ...ruleSections,
    section('trace-ambiguities', `Ambiguities (${ambRows.length})`, table(['ID', 'title', 'decision records', 'tests'], ambRows), hasGap(ambRows)),
  ].join('\n');
}

type Outcome = 'passed' | 'failed' | 'skipped';

interface ScenarioRow {
  id: string;
  title: string;
  ids: readonly string[];
  node: ScenarioResult | undefined;
  browser: BrowserCell | undefined;
  outcome: Outcome;
}

/** A scenario fails when it fails in Node or in the browser; it passes when it passed in one and failed in neither. */
function outcomeOf(node: Outcome | undefined, browser: Outcome | undefined): Outcome {
  if (node === 'failed' || browser === 'failed') return 'failed';
  if (node === 'passed' || browser === 'passed') return 'passed';
  return 'skipped';
}

/** Every scenario with a Node or a browser verdict, once. */
function scenarioRows(d: ReportData): ScenarioRow[] {
  const byId = new Map((d.results ?? []).map((r) => [r.id, r]));
  const ids = [...byId.keys(), ...Object.keys(d.browser).filter((id) => !byId.has(id)).sort()];
  return ids.map((id) => {
    const node = byId.get(id);
    const browser = d.browser[id];
    return { id, title: node?.title ?? d.titles?.[id] ?? '', ids: node?.ids ?? d.scenarioIds[id] ?? [], node, browser, outcome: outcomeOf(node?.status, browser?.status) };
  });
}

/** The run a browser verdict is from, said on every verdict: an earlier run's is marked as such. */
function runLabel(b: BrowserCell): string {
  return `${b.earlier ? 'from an earlier run: ' : ''}run ${b.runId} at ${b.at}`;
}

function nodeDetail(r: ScenarioResult): string {
  return r.status === 'skipped' ? (r.reason ?? '') : [...(r.reason ? [r.reason] : []), ...r.mismatches.map((m) => `${m.what}: expected ${m.expected}, got ${m.actual}`)].join('\n');
}

function browserCell(d: ReportData, id: string, b: BrowserCell | undefined): string {
  if (!b) {
    const fixme = d.browserFixme[id];
    return fixme ? `<span class="muted">${fixme.startsWith('rule-level') ? '' : 'fixme: '}${esc(fixme)}</span>` : '<span class="muted">not replayed</span>';
  }
  const shot = b.screenshot
    ? `<a href="${esc(b.screenshot)}"><img src="${esc(b.screenshot)}" alt="${esc(`browser replay of ${id}, ${b.status}, run ${b.runId}`)}" loading="lazy"></a>`
    : '<span class="muted">no screenshot</span>';
  const trace = b.trace ? ` <a href="${esc(b.trace)}">trace</a>` : '';
  const gone = b.gone?.length ? `<p class="gap">${esc(`files of that run no longer on disk: ${b.gone.join(', ')}`)}</p>` : '';
  return `<p class="${b.status === 'passed' ? 'ok' : b.status === 'failed' ? 'gap' : 'muted'}">${esc(b.status)}</p><p class="${b.earlier ? 'stale' : 'muted'} small">${esc(runLabel(b))}</p>${b.message ? `<pre>${esc(b.message)}</pre>` : ''}${shot}${trace}${gone}`;
}

function scenarioSection(d: ReportData): string {
  const rows = scenarioRows(d);
  if (rows.length === 0) return '<p class="gap">No Node run and no browser replay recorded: run <code>workbench scenario run --all</code> and <code>workbench scenario replay --all</code>.</p>';
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const r of d.results ?? []) counts[r.status] += 1;
  const html = rows.map((r) => {
    const nodeCell = r.node ? cell(r.node.status, r.node.status === 'passed' ? 'ok' : r.node.status === 'failed' ? 'gap' : 'muted') : '<td class="muted">not run</td>';
    return row(`${cell(r.id, 'id')}${cell(r.ids.join(' '))}${cell(r.title)}${nodeCell}<td><pre>${esc(r.node ? nodeDetail(r.node) : '')}</pre></td><td>${browserCell(d, r.id, r.browser)}</td>`, {
      search: `${r.id} ${r.ids.join(' ')} ${r.title}`,
      area: r.ids[0]?.replace(/-\d{2}$/, '') ?? '',
      outcome: r.outcome,
      cls: `status-${r.outcome}`,
    });
  });
  const nodeLine = d.results ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in Node${d.nodeAt ? ` (run at ${d.nodeAt})` : ''}` : 'No Node run recorded.';
  return `<p>${esc(nodeLine)}</p>${table(['scenario', 'IDs', 'title', 'Node', 'Node detail', 'browser (its run, message, screenshot, trace)'], html)}`;
}

function journeySection(d: ReportData): string {
  const shots = Object.entries(d.journeys ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (shots.length === 0) return '<p class="muted">No journey screenshots: run the Playwright journeys (npm run test:e2e) first.</p>';
  const rows = shots.map(([name, file]) =>
    row(`${cell(name, 'id')}<td><a href="${esc(file)}"><img src="${esc(file)}" alt="${esc(`end state of the ${name} journey`)}" loading="lazy"></a></td>`, { search: name, area: 'JOURNEY', outcome: 'passed' }),
  );
  return table(['journey', 'end state'], rows);
}

function matrixSection(d: ReportData): string {
  if (!d.matrix) return '<p class="gap">The fault matrix was not run.</p>';
  const rows = d.matrix.map((r) =>
    row(`${cell(r.flow)}${cell(r.calls.join(' '), 'id')}${cell(`${r.method} ${r.path}`)}${cell(r.fault)}${cell(r.verdict, r.verdict === 'failed' ? 'gap' : 'ok')}${cell(r.outcome)}${cell(r.problems.join('; '))}`, {
      search: `${r.flow} ${r.calls.join(' ')} ${r.path} ${r.fault}`,
      area: 'CALL',
      outcome: r.verdict === 'failed' ? 'failed' : 'passed',
      cls: r.verdict === 'failed' ? 'status-failed' : '',
    }),
  );
  return table(['flow', 'call', 'route', 'fault', 'verdict', 'outcome', 'problems'], rows);
}

function contractSection(d: ReportData): string {
  const rows = d.catalogue.calls.map((c) => {
    const v = d.coverage.calls[c.id];
    const ok = v?.client === true && v.contract && v.handler;
    return row(`${cell(c.id, 'id')}${cell(`${c.method} ${c.path}`)}${mark(v?.client === true)}${mark(v?.contract === true)}${mark(v?.handler === true)}`, { search: `${c.id} ${c.method} ${c.path}`, area: 'CALL', outcome: ok ? 'covered' : 'gap' });
  });
  const s = d.coverage.summary.calls;
  return `<p>${esc(`${s.covered}/${s.total} calls have a client, a simulator handler and a Pact contract`)}</p>${table(['call', 'route', 'client', 'contract (pact)', 'provider (simulator)'], rows)}`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1d2433}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}
th,td{border:1px solid #d6dae3;padding:.3rem .45rem;vertical-align:top;text-align:left}th{background:#eef1f6;position:sticky;top:0}
.id{white-space:nowrap;font-family:ui-monospace,monospace}.ok{color:#0b6b2f}.gap{color:#a3161b;font-weight:600}.muted{color:#5b6170}
.row-gap{background:#fff5f5}.stale{color:#8a4b00;font-weight:600}.small{font-size:12px}.status-failed{background:#fff0f0}pre{margin:0;white-space:pre-wrap;font-size:12px}img{max-width:220px;border:1px solid #ccc}
nav a{margin-right:1rem}summary{cursor:pointer}summary h2,summary h3{display:inline;margin:0;font-size:1rem}details{margin:.4rem 0}
.filter{display:flex;gap:.75rem;flex-wrap:wrap;align-items:end;margin:.5rem 0 1rem}.filter label{display:flex;flex-direction:column;font-size:12px}
[hidden]{display:none!important}.counts td{font-variant-numeric:tabular-nums}`;

/**
 * The filter of every page: search by ID or text, area and outcome. Static text (never built from report data),
 * written beside the pages as report.js, so the pages carry no inline script.
 */
export const FILTER_SCRIPT = `// Filters the rows of this report page by search text, area and outcome; opens the sections that still show a row.
(() => {
  const form = document.querySelector('form.filter');
  if (!form) return;
  const rows = Array.from(document.querySelectorAll('tr[data-search]'));
  const status = document.getElementById('filter-status');
  const apply = () => {
    const q = form.elements.q.value.trim().toLowerCase();
    const area = form.elements.area.value;
    const outcome = form.elements.outcome.value;
    let shown = 0;
    for (const row of rows) {
      const hit = (!q || row.dataset.search.includes(q)) && (!area || row.dataset.area === area) && (!outcome || row.dataset.outcome === outcome);
      row.hidden = !hit;
      if (hit) shown += 1;
    }
    const filtering = Boolean(q || area || outcome);
    for (const details of document.querySelectorAll('details')) {
      const visible = details.querySelector('tr[data-search]:not([hidden])');
      details.hidden = filtering && !visible;
      if (filtering && visible) details.open = true;
    }
    status.textContent = filtering ? shown + ' of ' + rows.length + ' rows match' : rows.length + ' rows';
  };
  form.addEventListener('input', apply);
  form.addEventListener('submit', (e) => e.preventDefault());
  const params = new URLSearchParams(location.search);
  for (const name of ['q', 'area', 'outcome']) if (params.has(name)) form.elements[name].value = params.get(name);
  apply();
})();
`;

function filterForm(areas: readonly string[], outcomes: readonly string[]): string {
  const options = (values: readonly string[], all: string) => `<option value="">${esc(all)}</option>${values.map((v) => `<option value="${esc(v)}">${esc(v)}</option>`).join('')}`;
  return `<form class="filter" role="search" aria-label="Filter the rows"><label>Search ID or text<input name="q" type="search" autocomplete="off"></label><label>Area<select name="area">${options(areas, 'every area')}</select></label><label>Outcome<select name="outcome">${options(outcomes, 'every outcome')}</select></label><output id="filter-status" aria-live="polite"></output></form>`;
}

const PAGES = [
  { file: 'index.html', title: 'Summary' },
  { file: 'scenarios.html', title: 'Scenarios' },
  { file: 'matrix.html', title: 'Fault matrix' },
  { file: 'contracts.html', title: 'Contracts' },
  { file: 'traceability.html', title: 'Traceability' },
] as const;

function page(file: string, title: string, body: string, filter: string): string {
  const nav = PAGES.map((p) => (p.file === file ? `<a href="${p.file}" aria-current="page">${esc(p.title)}</a>` : `<a href="${p.file}">${esc(p.title)}</a>`)).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(`${title} — storefront workbench report`)}</title><style>${STYLE}</style></head>
<body>
<header><p class="muted">Storefront workbench report</p><nav aria-label="Report pages">${nav}</nav></header>
<main>
<h1>${esc(title)}</h1>
${filter}
${body}
</main>
${filter ? '<script src="report.js" defer></script>' : ''}
</body></html>
`;
}

function summaryPage(d: ReportData): string {
  const rows = scenarioRows(d);
  const all = { passed: 0, failed: 0, skipped: 0 };
  for (const r of rows) all[r.outcome] += 1;
  const node = { passed: 0, failed: 0, skipped: 0 };
  for (const r of d.results ?? []) node[r.status] += 1;
  const browser = { passed: 0, failed: 0, skipped: 0 };
  for (const b of Object.values(d.browser)) browser[b.status] += 1;
  const newest = d.browserRuns.filter((r) => !r.problem).at(-1);
  const matrixFailed = d.matrix?.filter((r) => r.verdict === 'failed').length ?? 0;
  const counts = [
    `<tr>${cell('scenarios (failed in Node or in the browser)')}<td>${rows.length ? `<a href="scenarios.html?outcome=passed">${all.passed} passed</a>, <a href="scenarios.html?outcome=failed" class="${all.failed ? 'gap' : ''}">${all.failed} failed</a>, <a href="scenarios.html?outcome=skipped">${all.skipped} skipped</a>` : '<span class="gap">not run</span>'}</td></tr>`,
    `<tr>${cell('in Node')}${d.results ? cell(`${node.passed} passed, ${node.failed} failed, ${node.skipped} skipped${d.nodeAt ? ` (run at ${d.nodeAt})` : ''}`, node.failed ? 'gap' : '') : '<td class="gap">not run</td>'}</tr>`,
    `<tr>${cell('in the browser')}${newest ? cell(`${browser.passed} passed, ${browser.failed} failed, ${browser.skipped} skipped; newest run ${newest.runId} at ${newest.at}`, browser.failed ? 'gap' : '') : '<td class="gap">not replayed</td>'}</tr>`,
    `<tr>${cell('browser journeys')}${cell(`${Object.keys(d.journeys ?? {}).length} end states`)}</tr>`,
    `<tr>${cell('fault matrix')}<td>${d.matrix ? `<a href="matrix.html?outcome=passed">${d.matrix.length - matrixFailed} passed</a>, <a href="matrix.html?outcome=failed" class="${matrixFailed ? 'gap' : ''}">${matrixFailed} failed</a>` : '<span class="gap">not run</span>'}</td></tr>`,
  ];
  const unreadable = d.browserRuns.filter((r) => r.problem).map((r) => `<li>${esc(`run ${r.runId} (${r.source}): ${r.problem ?? ''}`)}</li>`);
  const failing = rows.filter((r) => r.outcome === 'failed');
  const failingTable = failing.length
    ? `<h2 id="failing">Failing scenarios (${failing.length})</h2>${table(
        ['scenario', 'Node', 'browser (its run, message, screenshot, trace)'],
        failing.map((r) => `<tr class="status-failed">${cell(r.id, 'id')}<td>${r.node ? `<p class="${r.node.status === 'failed' ? 'gap' : 'ok'}">${esc(r.node.status)}</p><pre>${esc(nodeDetail(r.node))}</pre>` : '<span class="muted">not run</span>'}</td><td>${browserCell(d, r.id, r.browser)}</td></tr>`),
      )}`
    : '';
  const notices = (d.notices ?? []).map((n) => `<li>${esc(n)}</li>`);
  return `<p class="muted">${esc(`Generated ${d.generatedAt}`)}</p>${notices.length ? `<section aria-labelledby="shards"><h2 id="shards" class="gap">Shards</h2><ul>${notices.join('')}</ul></section>` : ''}<h2>Results</h2><table class="counts"><tbody>${counts.join('')}</tbody></table>${unreadable.length ? `<p class="gap">Replay runs that could not be read:</p><ul>${unreadable.join('')}</ul>` : ''}${failingTable}<h2>Coverage</h2>${summaryBlock(d.coverage)}<p><a href="traceability.html?outcome=gap">Every gap in the traceability matrix</a></p>`;
}

/** The report as a static folder: a summary page, one page per part, and the filter script they share. */
export function renderReportPages(d: ReportData): Record<string, string> {
  const scenarioAreas = [...new Set(scenarioRows(d).map((r) => r.ids[0]?.replace(/-\d{2}$/, '') ?? '').filter(Boolean))].sort();
  const ruleAreas = [...new Set(d.catalogue.rules.map((r) => r.area))];
  return {
    'index.html': page('index.html', 'Summary', summaryPage(d), ''),
    'scenarios.html': page(
      'scenarios.html',
      'Scenario results',
      `${section('scenario-results', `Scenarios (${scenarioRows(d).length})`, scenarioSection(d), true)}${section('journeys', `Browser journeys (${Object.keys(d.journeys ?? {}).length})`, journeySection(d), true)}`,
      filterForm([...scenarioAreas, 'JOURNEY'], ['passed', 'failed', 'skipped']),
    ),
    'matrix.html': page('matrix.html', 'Fault matrix (page load and sign-in)', matrixSection(d), filterForm([], ['passed', 'failed'])),
    'contracts.html': page('contracts.html', 'Contract coverage', contractSection(d), filterForm([], ['covered', 'gap'])),
    'traceability.html': page('traceability.html', 'Traceability matrix', traceability(d), filterForm(['ERR', 'CALL', 'AMBIG', ...ruleAreas], ['covered', 'gap'])),
    'report.js': FILTER_SCRIPT,
  };
}

/** Every page of the report joined, for callers and tests that want it as one text. */
export function renderReport(d: ReportData): string {
  return Object.entries(renderReportPages(d))
    .filter(([name]) => name.endsWith('.html'))
    .map(([, html]) => html)
    .join('\n');
}
