import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ID_PATTERN } from '../../spec/catalogue';

export interface TitledTest {
  file: string;
  title: string;
  ids: string[];
}

const SKIP = new Set(['node_modules', 'dist', 'reports', 'test-results', 'playwright-report', '.git']);
const TEST_FILE = /\.(test|spec|pact\.test|verify\.test)\.tsx?$/;
// `it('…')`, `test.each(…)('…')`, `describe("…")`, template literals without interpolation.
const TITLE = /\b(?:it|test|describe)(?:\.(?:only|skip|todo|concurrent|each\([^)]*\)))*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

export function walkFiles(root: string, dirs: readonly string[], accept: (path: string) => boolean): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (accept(path)) out.push(path);
    }
  };
  for (const d of dirs) visit(join(root, d));
  return out.sort();
}

/** Every test title in the project's test files that names catalogue IDs. */
export function findTitledTests(root = process.cwd()): TitledTest[] {
  const files = walkFiles(root, ['spec', 'src', 'simulator', 'contracts', 'cli', 'tests'], (p) => TEST_FILE.test(p));
  const tests: TitledTest[] = [];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(TITLE)) {
      const title = m[2] ?? '';
      const ids = [...new Set([...title.matchAll(ID_PATTERN)].map((x) => x[0]))];
      if (ids.length > 0) tests.push({ file: relative(root, path), title, ids });
    }
  }
  return tests;
}
