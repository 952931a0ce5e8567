import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { ambiguities, calls, errors, rules } from '../../spec/catalogue';
import { scenarios } from '../../spec/scenarios';
import { browserSupport } from '../../spec/scenarios/browser';
import { computeCoverage } from '../lib/coverage';
import { runFaultMatrix } from '../lib/scenario/faultMatrix';
import type { MatrixRow } from '../lib/scenario/faultMatrix';
import { renderReportPages } from '../lib/scenario/htmlReport';
import { readScenarioResults, writeScenarioResults } from '../lib/scenario/results';
import { runScenarios, scenarioIds } from '../lib/scenario/runner';

export const SCREENSHOT_DIR = 'reports/scenarios';
const JOURNEY_DIR = 'reports/journeys';
const MATRIX_FILE = 'reports/scenarios/fault-matrix.json';

function screenshots(outDir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!existsSync(SCREENSHOT_DIR)) return found;
  const ids = new Set(scenarios.map((s) => s.id));
  const target = join(outDir, 'screenshots');
  for (const name of readdirSync(SCREENSHOT_DIR)) {
    const id = name.replace(/\.png$/, '');
    if (!name.endsWith('.png') || !ids.has(id)) continue;
    mkdirSync(target, { recursive: true });
    copyFileSync(join(SCREENSHOT_DIR, name), join(target, name));
    found[id] = `screenshots/${name}`;
  }
  return found;
}

/** The browser journeys' end states (tests/e2e/journeys/fixtures.ts saves them), copied beside the report. */
function journeyScreenshots(outDir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!existsSync(JOURNEY_DIR)) return found;
  for (const name of readdirSync(JOURNEY_DIR).filter((n) => n.endsWith('.png'))) {
    mkdirSync(join(outDir, 'journeys'), { recursive: true });
    copyFileSync(join(JOURNEY_DIR, name), join(outDir, 'journeys', name));
    found[name.replace(/\.png$/, '')] = `journeys/${name}`;
  }
  return found;
}

function readMatrix(): MatrixRow[] | null {
  if (!existsSync(MATRIX_FILE)) return null;
  try {
    const rows = JSON.parse(readFileSync(MATRIX_FILE, 'utf8')) as unknown;
    return Array.isArray(rows) ? (rows as MatrixRow[]) : null;
  } catch {
    return null;
  }
}

export function registerReportCommands(program: Command): void {
  program
    .command('report')
    .description('static HTML report folder: a summary page with pass/fail counts and links, then one page each for scenario results (Node and browser screenshots), the fault matrix, contract coverage and the traceability matrix (collapsible sections per area), each filterable by ID or text, area and outcome')
    .option('--out <dir>', 'output directory', 'reports/html')
    .option('--no-run', 'use the last saved Node run and fault matrix instead of running them now')
    .action(async (opts: { out: string; run: boolean }) => {
      const out = resolve(opts.out);
      mkdirSync(out, { recursive: true });
      let results = opts.run ? null : readScenarioResults();
      let matrix = opts.run ? null : readMatrix();
      if (!results) {
        console.log(`running ${scenarios.length} scenarios in Node…`);
        results = await runScenarios(scenarios);
        writeScenarioResults(results);
      }
      if (!matrix) {
        console.log('running the fault matrix…');
        matrix = await runFaultMatrix();
        mkdirSync('reports/scenarios', { recursive: true });
        writeFileSync(MATRIX_FILE, `${JSON.stringify(matrix, null, 2)}\n`);
      }
      const browserFixme: Record<string, string> = {};
      for (const s of scenarios) {
        const b = browserSupport(s);
        if (!b.run) browserFixme[s.id] = b.reason;
      }
      const pages = renderReportPages({
        generatedAt: new Date().toISOString(),
        coverage: await computeCoverage(),
        catalogue: { rules, calls, errors, ambiguities },
        scenarioIds: Object.fromEntries(scenarios.map((s) => [s.id, scenarioIds(s)])),
        results,
        browserFixme,
        screenshots: screenshots(out),
        journeys: journeyScreenshots(out),
        matrix,
      });
      for (const [name, text] of Object.entries(pages)) writeFileSync(join(out, name), text);
      const file = join(out, 'index.html');
      const failed = results.filter((r) => r.status === 'failed').length + matrix.filter((r) => r.verdict === 'failed').length;
      console.log(`report written to ${file}${failed ? ` (${failed} failing scenarios or matrix cells)` : ''}`);
    });
}
