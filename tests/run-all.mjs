#!/usr/bin/env node
// `npm test`: every check of the project, in order, with one closing line `N passed, N failed`
// summed over every runner. Runs everything even after a failure, so one run shows all that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';

const reports = 'reports';
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', PACT_DO_NOT_TRACK: 'true' };
const bin = (name) => `node_modules/.bin/${name}`;
const results = [];

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { code: r.status ?? 1, seconds };
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A single pass/fail check (typecheck, lint). */
function check(label, cmd, args) {
  const { code, seconds } = run(label, cmd, args);
  results.push({ label, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
}

/**
 * Vitest projects in one process: unit, dom and the Pact consumer tests run side by side, the provider verification
 * after them (vitest.config.ts orders it: it reads the pact files the consumer tests write). runnerSummary.mjs keeps
 * each project's counts and wall time, and each is listed in the summary as its own runner.
 */
/** The per-runner reports the coverage command reads (cli/lib/coverageReports.ts), and the projects each holds. */
const VITEST_REPORTS = { 'vitest-unit.json': ['unit', 'dom'], 'vitest-contracts-consumer.json': ['contracts-consumer'], 'vitest-contracts-provider.json': ['contracts-provider'] };

function vitest(label, projects, extraEnv = {}) {
  const out = `${reports}/vitest-runners.json`;
  rmSync(out, { force: true });
  for (const [file, held] of Object.entries(VITEST_REPORTS)) if (held.some((p) => projects.includes(p))) rmSync(`${reports}/${file}`, { force: true });
  // The cross-layer tests record which rule functions they executed (tests/cross-layer/wiringEvidence.ts): a run starts that evidence afresh.
  if (projects.includes('unit')) rmSync(`${reports}/wiring/node`, { recursive: true, force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=./tests/runnerSummary.mjs'];
  const { code, seconds } = run(label, bin('vitest'), args, { ...extraEnv, VITEST_RUNNERS_OUTPUT: out });
  const runners = readJson(out)?.runners ?? {};
  for (const [file, held] of Object.entries(VITEST_REPORTS)) {
    const ran = held.filter((p) => runners[p]);
    if (ran.length === 0) continue;
    const numPassedTests = ran.reduce((n, p) => n + runners[p].passed, 0);
    const numFailedTests = ran.reduce((n, p) => n + runners[p].failed, 0);
    writeFileSync(`${reports}/${file}`, JSON.stringify({ numPassedTests, numFailedTests, testResults: ran.flatMap((p) => runners[p].testResults) }));
  }
  let failedSomewhere = false;
  for (const project of projects) {
    const r = runners[project];
    const passed = r?.passed ?? 0;
    // A file that could not run counts as one failure, so a broken import cannot pass silently.
    const failed = (r?.failed ?? 0) + (r?.brokenFiles ?? 0);
    failedSomewhere ||= failed > 0;
    results.push({ label: project, passed, failed, seconds: String(r?.seconds ?? 0) });
  }
  // A crashed run (no report, unhandled errors, a non-zero exit with every test passed) is one more failure.
  const unhandled = readJson(out)?.unhandledErrors ?? 0;
  if (code !== 0 && !failedSomewhere) results.push({ label: `${label} (process)`, passed: 0, failed: 1, seconds });
  else if (unhandled > 0) results.push({ label: `${label} (unhandled errors)`, passed: 0, failed: unhandled, seconds });
  results.push({ label: `${label} (wall time)`, passed: 0, failed: 0, seconds, note: true });
}

function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/** Installs a missing Debian package when running as root (as CI does); otherwise says what to install. */
function ensurePackage(name, found, hint) {
  if (found()) return true;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`${hint} is missing: installing Debian's ${name} with apt-get`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (found()) return true;
  }
  return false;
}

function ensureChromium() {
  if (ensurePackage('chromium', chromiumPath, 'Chromium')) return true;
  console.log("Chromium is missing: install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.");
  return false;
}

/** nginx fronts the simulator cluster (`workbench sim cluster`), whose test runs in the unit project. */
function ensureNginx() {
  if (ensurePackage('nginx', () => existsSync(process.env.NGINX_PATH || '/usr/sbin/nginx'), 'nginx')) return;
  console.log("nginx is missing: install Debian's package (sudo apt-get install -y nginx) or set NGINX_PATH; the simulator cluster's test will fail without it.");
}

function playwright() {
  const out = `${reports}/playwright.json`;
  rmSync(out, { force: true });
  if (!ensureChromium()) {
    results.push({ label: 'browser', passed: 0, failed: 1, seconds: '0' });
    return;
  }
  const { code, seconds } = run('browser', bin('playwright'), ['test'], { PW_JSON_OUTPUT: out, CHROME_PATH: chromiumPath() });
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (code !== 0 && !(stats?.unexpected > 0) ? 1 : 0);
  results.push({ label: 'browser', passed, failed, seconds });
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

if (!existsSync('public/mockServiceWorker.js')) {
  console.log('public/mockServiceWorker.js is missing: run `npx msw init public --save`.');
  results.push({ label: 'msw-worker', passed: 0, failed: 1, seconds: '0' });
}
if (want('typecheck')) check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
if (want('lint')) check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
// `npm test -- unit` or `-- contracts` runs part of the Vitest process; none named runs all four projects in it.
const vitestProjects = [...(want('unit') ? ['unit', 'dom'] : []), ...(want('contracts') ? ['contracts-consumer', 'contracts-provider'] : [])];
if (vitestProjects.length > 0) {
  if (vitestProjects.includes('unit')) ensureNginx();
  vitest('vitest', vitestProjects);
}
if (want('browser')) playwright();

console.log('\n=== summary');
for (const r of results) {
  if (r.note) console.log(`${r.label.padEnd(20)} ${''.padStart(24)}  (${r.seconds} s: one process, the provider verification after the others)`);
  else console.log(`${r.label.padEnd(20)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds} s)`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${reports}/summary.txt`, `${results.filter((r) => !r.note).map((r) => `${r.label} ${r.passed} passed, ${r.failed} failed`).join('\n')}\n${line}\n`);
console.log(line);
process.exit(failed > 0 ? 1 : 0);
