import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import type { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The project's own lint plugin, as eslint.config.js (plain JavaScript, without types) exports it beside the configuration.
const { layers } = (await import(new URL('../../eslint.config.js', import.meta.url).href)) as { layers: ESLint.Plugin };

// Modules written to a folder of their own: the rule reads the imports of every module but the linted one from disk.
const root = mkdtempSync(join(tmpdir(), 'no-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const modules = (files: Record<string, string>): void => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
};
const cycles = (name: string, text: string): string[] =>
  new Linter({ cwd: root })
    .verify(text, [{ files: ['**/*.ts'], plugins: { layers }, languageOptions: { parser: tseslint.parser }, rules: { 'layers/no-cycles': 'error' } }], { filename: join(root, name) })
    .map((m) => m.message);

describe('layers/no-cycles', () => {
  it('a type-only import that leads back, through other modules, is reported with the whole path', () => {
    const a = "import type { B } from './b';\nexport type A = B;\n";
    modules({ 'one/a.ts': a, 'one/b.ts': "import { c } from './c';\nexport type B = string;\nexport const b = c;\n", 'one/c.ts': "import type { A } from './a';\nexport const c = '' as A;\n" });
    const found = cycles('one/a.ts', a);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/a\.ts → .*b\.ts → .*c\.ts → .*a\.ts/);
  });

  it('re-exports and import() types are edges too', () => {
    const a = "export { b } from './b';\n";
    modules({ 'two/a.ts': a, 'two/b.ts': "export const b = 1;\nexport type A = typeof import('./a');\n" });
    expect(cycles('two/a.ts', a)).toHaveLength(1);
  });

  it('a dynamic import() call back is no cycle, nor are imports that never lead back', () => {
    const a = "import { b } from './b';\nimport { c } from './c';\nexport const a = () => b + c;\n";
    modules({ 'three/a.ts': a, 'three/b.ts': "export const b = 1;\nexport const later = () => import('./a');\n", 'three/c.ts': "import { b } from './b';\nexport const c = b;\n" });
    expect(cycles('three/a.ts', a)).toEqual([]);
  });
});
