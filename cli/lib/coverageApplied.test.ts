import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandIds, reachers, ruleGraph } from './coverageApplied';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'applied-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// A small product whose answer is known: which rule functions the compiler finds applied from the shipped entries.
const FIXTURE = {
  // The ES library alone: the DOM's declarations would triple the compiler's work and name no rule.
  'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ES2022'], module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
  'src/rules/module.ts': 'export function defineRuleModule<T>(m: T): T { return m; }\n',
  'src/rules/m.ts': [
    '/** MARKETING-01: reached through a re-export under another name. */',
    'export function viaReExport(x: string) { return x; }',
    '/** MARKETING-02/03: reached through a dynamic import. */',
    'export const viaDynamicImport = (x: string) => x.length;',
    '/** MARKETING-04: the product has a local function of the same name. */',
    'export function sameNamedLocal() { return 1; }',
    '/** MARKETING-05: only the registry\'s run wrapper calls it. */',
    'export function onlyInRegistry(n: number) { return n + 1; }',
    '/** PAGES-01: the product reads a property of this name. */',
    'export function propertyName() { return 2; }',
    '/** PAGES-02: applied, and uses a helper of its own file and a rule function of another file. */',
    'export function caller() { return helper() + callee(); }',
    'function helper() { return TABLE.length; }',
    "const TABLE = ['x'];",
    "import { callee } from './n';",
  ].join('\n'),
  'src/rules/n.ts': [
    '/** PAGES-03: only another rule function uses it. */',
    'export function callee() { return 3; }',
    '/** PAGES-04: the simulator\'s runtime uses it. */',
    'export function inSimulator() { return 4; }',
    '/** PAGES-05: only the CLI uses it. */',
    'export function onlyCli() { return 5; }',
    '/** PAGES-06: only its test uses it. */',
    'export function onlyTest() { return 6; }',
    '/** PAGES-07: imported by the product, never used. */',
    'export function importedOnly() { return 7; }',
    '/** PAGES-08: named in the product as a type only. */',
    'export function typeOnly() { return 8; }',
  ].join('\n'),
  'src/rules/registry.ts': [
    "import { defineRuleModule } from './module';",
    "import { onlyInRegistry } from './m';",
    'export const marketing = defineRuleModule({ name: "m", run: (n: number) => onlyInRegistry(n) });',
  ].join('\n'),
  'src/rules/n.test.ts': "import { onlyTest } from './n';\nonlyTest();\n",
  'src/app/rules.ts': "export { viaReExport as renamed } from '../rules/m';\n",
  'src/app/page.ts': [
    "import { renamed } from './rules';",
    "import { caller, propertyName as _unused } from '../rules/m';",
    "import { importedOnly, type typeOnly as _t } from '../rules/n';",
    '// sameNamedLocal() and onlyInRegistry() are only mentioned in this comment',
    'function sameNamedLocal() { return 0; }',
    'const box = { propertyName: () => 0, onlyInRegistry: () => 0 };',
    'type T = ReturnType<typeof _t>;',
    'export const shown: T | number = renamed("a").length + sameNamedLocal() + box.propertyName() + box.onlyInRegistry() + caller();',
    'export async function later() {',
    "  const { viaDynamicImport } = await import('../rules/m');",
    "  return viaDynamicImport('ab');",
    '}',
  ].join('\n'),
  'src/main.tsx': "import { shown, later } from './app/page';\nconsole.log(shown, later);\n",
  'simulator/runtimes/node.ts': "import { inSimulator } from '../../src/rules/n';\nexport const x = inSimulator();\n",
  'cli/index.ts': "import { onlyCli } from '../src/rules/n';\nimport { marketing } from '../src/rules/registry';\nonlyCli(); marketing.run(1);\n",
};

// A limit, not a wait: a compile takes a second or two of CPU, many more on a busy machine.
const BUDGET = 120_000;

describe('rule functions applied by the product, by the TypeScript compiler from the shipped entries', () => {
  const fixture = project(FIXTURE);
  let computed: ReturnType<typeof ruleGraph> | undefined;
  const graphOfFixture = () => (computed ??= ruleGraph(fixture, { cache: false }));

  it('expands ID ranges and lists: COOKIE-09..11, MARKETING-02/03, TOAST-02/TOAST-08', () => {
    expect(expandIds('COOKIE-09..11 and MARKETING-02/03; TOAST-02/TOAST-08')).toEqual(['COOKIE-09', 'COOKIE-10', 'COOKIE-11', 'MARKETING-02', 'MARKETING-03', 'TOAST-02', 'TOAST-08']);
  }, BUDGET);

  it('counts a re-export, a dynamic import, a runtime of the simulator and a helper reached through an applied rule; not a same-named local, a property, the registry, the CLI, a test, an unused import or a type', () => {
    const graph = graphOfFixture();
    const apps = Object.fromEntries(graph.applications.map((a) => [a.name, a]));
    // module.ts's helper and the registry's wrapper are the CLI's machinery, not rule functions.
    expect(Object.keys(apps).sort()).toEqual(
      ['callee', 'caller', 'importedOnly', 'inSimulator', 'onlyCli', 'onlyInRegistry', 'onlyTest', 'propertyName', 'sameNamedLocal', 'typeOnly', 'viaDynamicImport', 'viaReExport'].sort(),
    );
    const applied = graph.applications.filter((a) => a.applied).map((a) => a.name).sort();
    expect(applied).toEqual(['callee', 'caller', 'inSimulator', 'viaDynamicImport', 'viaReExport']);
    expect(`${applied.length}/${graph.applications.length}`).toBe('5/12');

    expect(apps.viaReExport).toMatchObject({ callSites: [{ file: 'src/app/page.ts', line: 8 }], ids: ['MARKETING-01'] });
    expect(apps.viaDynamicImport).toMatchObject({ callSites: [{ file: 'src/app/page.ts', line: 10 }], ids: ['MARKETING-02', 'MARKETING-03'] });
    expect(apps.inSimulator).toMatchObject({ callSites: [{ file: 'simulator/runtimes/node.ts', line: 2 }] });
    expect(apps.callee).toMatchObject({ callSites: [], via: ['src/rules/m.ts:caller'], ids: ['PAGES-03'] });
    expect(apps.sameNamedLocal).toMatchObject({ applied: false, callSites: [] });
    expect(apps.onlyInRegistry).toMatchObject({ applied: false, callSites: [], via: [] });
    expect(graph.productModules).not.toContain('cli/index.ts');
    expect(graph.productModules).not.toContain('src/rules/registry.ts');
  }, BUDGET);

  it('traces a declaration to the rule functions that use it, so a mutant in a helper or table counts for them', () => {
    const graph = graphOfFixture();
    const at = (name: string) => graph.declarations.findIndex((d) => d.name === name);
    expect(graph.declarations[at('TABLE')]).toMatchObject({ file: 'src/rules/m.ts', line: 14, endLine: 14, ruleFunction: false });
    expect(reachers(graph, at('TABLE')).map((d) => d.name)).toEqual(['caller']);
    expect(reachers(graph, at('callee')).map((d) => d.name).sort()).toEqual(['callee', 'caller']);
  }, BUDGET);

  it('keeps the answer for the same sources and computes it again when a source changes', () => {
    const root = project(FIXTURE);
    const first = ruleGraph(root);
    expect(existsSync(join(root, 'node_modules/.cache/workbench/rule-graph.json'))).toBe(true);
    expect(ruleGraph(root)).toEqual(first);
    writeFileSync(join(root, 'src/app/later.ts'), "import { onlyTest } from '../rules/n';\nexport const y = onlyTest();\n");
    writeFileSync(join(root, 'src/main.tsx'), `${FIXTURE['src/main.tsx']}import './app/later';\n`);
    expect(ruleGraph(root).applications.find((a) => a.name === 'onlyTest')).toMatchObject({ applied: true, callSites: [{ file: 'src/app/later.ts', line: 2 }] });
  }, BUDGET);
});
