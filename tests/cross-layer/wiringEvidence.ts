/**
 * Evidence that a rule runs through the product's wiring: while a cross-layer test runs (the storefront core or
 * page over the Node simulator, the scenario library in Node), V8's function-level coverage records which
 * functions of `src/rules` were executed, per test. `workbench coverage` reads `reports/wiring/node/*.json`
 * and counts a rule ID as exercised through the wiring when a passing test executed one of its applied
 * functions: execution, not a name in a title.
 *
 * A setup file of Vitest's `unit` project; it does nothing in other folders' tests (a rule's own unit test calls
 * it directly, which proves the rule, not the wiring). WIRING_EVIDENCE=0 turns it off.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export const WIRING_DIR = 'reports/wiring/node';

interface FunctionCoverage {
  functionName: string;
  ranges: { count: number }[];
}
interface ScriptCoverage {
  url: string;
  functions: FunctionCoverage[];
}
interface Task {
  id: string;
  name: string;
  type: string;
  result?: { state?: string };
  tasks?: Task[];
  suite?: Task;
  filepath?: string;
}

const root = resolve(process.cwd());
const rulesDir = join(root, 'src', 'rules') + sep;

/** The file a script's URL names, when it is a rule module (`file:///…/src/rules/x.ts`, or a bare path, with any query). */
export function ruleFileOf(url: string): string | undefined {
  let path = url.replace(/[?#].*$/, '');
  if (path.startsWith('file://')) path = fileURLToPath(path);
  if (!path.startsWith(rulesDir) || /\.(test|spec)\.tsx?$/.test(path)) return undefined;
  return relative(root, path).split(sep).join('/');
}

/** The named functions of rule modules that ran at least once: `{ 'src/rules/x.ts': ['fn', …] }`. */
export function executedRuleFunctions(scripts: readonly ScriptCoverage[]): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const s of scripts) {
    const file = ruleFileOf(s.url);
    if (!file) continue;
    for (const f of s.functions) if (f.functionName && (f.ranges[0]?.count ?? 0) > 0) (out[file] ??= new Set()).add(f.functionName);
  }
  return Object.fromEntries(Object.entries(out).map(([f, names]) => [f, [...names].sort()]));
}

const post = <T>(session: Session, method: string, params?: object) =>
  new Promise<T>((done, fail) => session.post(method, params ?? {}, (err, res) => (err ? fail(err) : done(res as T))));

const enabled = process.env.WIRING_EVIDENCE !== '0';
let session: Session | undefined;
let testFile: string | undefined;
const perTest = new Map<string, Record<string, string[]>>();

const take = async () => executedRuleFunctions((await post<{ result: ScriptCoverage[] }>(session!, 'Profiler.takePreciseCoverage')).result);

// eslint-disable-next-line no-empty-pattern -- Vitest reads a hook's first parameter as the fixtures it asks for and insists on a pattern; the file is the second
beforeAll(async ({}, suite) => {
  const file = (suite as { filepath?: string }).filepath;
  if (!enabled || !file || !relative(root, file).split(sep).join('/').startsWith('tests/cross-layer/')) return;
  testFile = relative(root, file).split(sep).join('/');
  session = new Session();
  session.connect();
  await post(session, 'Profiler.enable');
  // Binary, function-level: whether a function ran is all the evidence needs, and it costs least.
  await post(session, 'Profiler.startPreciseCoverage', { callCount: false, detailed: false });
});

// Each take resets V8's counters, so what a test's take holds is what ran during that test (and its hooks).
beforeEach(async () => {
  if (session) await take();
});

afterEach(async (ctx) => {
  if (session) perTest.set(ctx.task.id, await take());
});

function titleOf(task: Task): string {
  const names: string[] = [];
  for (let t: Task | undefined = task; t && t.filepath === undefined; t = t.suite) if (t.name) names.unshift(t.name);
  return names.join(' › ');
}

// eslint-disable-next-line no-empty-pattern -- as for beforeAll
afterAll(async ({}, suite) => {
  if (!session || !testFile) return;
  const tests: { title: string; state: string; functions: Record<string, string[]> }[] = [];
  const visit = (t: Task) => {
    if (t.type === 'test') tests.push({ title: titleOf(t), state: t.result?.state ?? 'unknown', functions: perTest.get(t.id) ?? {} });
    for (const c of t.tasks ?? []) visit(c);
  };
  visit(suite);
  await post(session, 'Profiler.stopPreciseCoverage');
  session.disconnect();
  session = undefined;
  mkdirSync(join(root, WIRING_DIR), { recursive: true });
  const out = join(root, WIRING_DIR, `${testFile.replace(/[/\\]/g, '__')}.json`);
  writeFileSync(out, `${JSON.stringify({ file: testFile, writtenAt: new Date().toISOString(), tests }, null, 1)}\n`);
});
