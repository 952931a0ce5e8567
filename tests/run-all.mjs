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

function vitest(label, projects, extraEnv = {}) {
  const out = `${reports}/vitest-${label}.json`;
  rmSync(out, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const { code, seconds } = run(label, bin('vitest'), args, extraEnv);
  const json = readJson(out);
  const passed = json?.numPassedTests ?? 0;
  // A crashed run (no report, or errors outside tests) counts as one failure so it cannot pass silently.
  const failed = (json?.numFailedTests ?? 0) + (code !== 0 && !(json?.numFailedTests > 0) ? 1 : 0);
  results.push({ label, passed, failed, seconds });
}

function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

function ensureChromium() {
  if (chromiumPath()) return true;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (chromiumPath()) return true;
  }
  console.log("Chromium is missing: install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.");
  return false;
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
if (want('unit')) vitest('unit', ['unit', 'dom']);
if (want('contracts')) {
  vitest('contracts-consumer', ['contracts-consumer']);
  vitest('contracts-provider', ['contracts-provider']);
}
if (want('browser')) playwright();

console.log('\n=== summary');
for (const r of results) console.log(`${r.label.padEnd(20)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds} s)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${reports}/summary.txt`, `${results.map((r) => `${r.label} ${r.passed} passed, ${r.failed} failed`).join('\n')}\n${line}\n`);
console.log(line);
process.exit(failed > 0 ? 1 : 0);
