import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { loadPacts } from '../../contracts/verify';
import { checkDrift, driftLines, readHarFile } from '../lib/drift';
import type { DriftReport } from '../lib/drift';
import { printJson } from '../lib/output';
import { esc } from '../lib/scenario/htmlReport';

/** The detail as an HTML page: CALL lines, then every finding by entry. Names, paths and types only: no values. */
export function driftHtml(report: DriftReport, source: string): string {
  const rows = report.findings.map((f) => `<tr><td>${esc(f.entry)}</td><td>${esc(f.call)}</td><td>${esc(f.method)} ${esc(f.path)}</td><td>${esc(f.kind)}</td><td><code>${esc(f.detail)}</code></td><td>${esc((f.against ?? []).join(', '))}</td></tr>`).join('\n');
  const calls = report.calls
    .map((c) => `<tr><td>${esc(c.call)}${c.ownSchema ? " <small>(simulator's own schema)</small>" : ''}</td><td>${c.responseSchema ? 'yes' : 'none'}</td><td>${esc(c.requests)}</td><td>${esc(c.drift)}</td><td>${c.extraFields.map((x) => `<code>${esc(x)}</code>`).join(' ')}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drift of ${esc(source)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Drift of ${esc(source)}</h1>
<p>${esc(driftLines(report).at(-1))}. Header, cookie, query and body values of the recording are never shown.</p>
<h2>Calls</h2><table><tr><th>CALL</th><th>answer schema</th><th>requests</th><th>drift</th><th>fields no contract pins (not drift by the contract; the schema's verdict is in the findings)</th></tr>
${calls}
</table>
<h2>Findings</h2>${report.findings.length === 0 ? '<p>None.</p>' : `<table><tr><th>entry</th><th>CALL</th><th>request</th><th>kind</th><th>detail</th><th>against</th></tr>\n${rows}\n</table>`}
</body></html>
`;
}

export function registerDriftCommand(program: Command): void {
  program
    .command('drift <file>')
    .description('Check recorded traffic (a HAR) against the simulator\'s route table, the spec\'s zod schemas of each CALL\'s request and answer, and the Pact interactions: exit 1 on drift, 2 when the file cannot be read')
    .option('--json', 'print the report as JSON')
    .option('--report <dir>', 'write drift.html and drift.json into this directory')
    .action(async (file: string, o: { json?: boolean; report?: string }) => {
      const har = readHarFile(file);
      const report = await checkDrift(har, { pacts: loadPacts() });
      if (o.report) {
        const dir = resolve(o.report);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'drift.html'), driftHtml(report, file));
        writeFileSync(join(dir, 'drift.json'), `${JSON.stringify(report, null, 2)}\n`);
      }
      if (o.json) printJson(report);
      else for (const line of driftLines(report)) console.log(line);
      if (o.report && !o.json) console.log(`report: ${join(resolve(o.report), 'drift.html')}`);
      if (report.findings.length > 0) process.exitCode = 1;
    });
}
