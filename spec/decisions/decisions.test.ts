import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The records are read by people deciding what the storefront does and by `workbench coverage`, which finds them
// through the IDs they name; a record that cites a file must cite one the repository has, or the reader is sent
// nowhere. The READMEs, ARCHITECTURE.md and the bench history send readers to the same files, so they are held to the
// same rule.
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const records = readdirSync(here).filter((f) => /^\d{4}-.+\.md$/.test(f));
const docs = [...records.map((f) => join('spec/decisions', f)), 'README.md', 'ARCHITECTURE.md', 'bench/history.md', 'spec/scenarios/README.md', 'simulator/services/identity/README.md'];

const PROJECT_FOLDERS = ['src/', 'simulator/', 'cli/', 'tests/', 'spec/', 'contracts/', 'bench/', 'scripts/', 'mutation/', 'public/'];

/** The part of a cited path that must exist: a glob or a placeholder stands for files under its folder. */
export function existingPart(cited: string): string {
  const path = cited.replace(/[.,;:)]+$/, '').replace(/[#:].*$/, '');
  const wild = path.search(/[*{<…]|\.\.\./);
  return wild < 0 ? path : path.slice(0, path.lastIndexOf('/', wild) + 1);
}

/** Paths into the project's folders, in code spans or bare ("Pinned by" lists): `src/app/App.tsx`, tests/e2e/*.spec.ts. */
export function citedPaths(markdown: string): string[] {
  const folders = PROJECT_FOLDERS.map((f) => f.slice(0, -1)).join('|');
  const path = new RegExp(`(?:^|[\\s(\`'"])((?:${folders})/[^\\s\`'"()]*)`, 'gm');
  return [...new Set([...markdown.matchAll(path)].map(([, cited = '']) => cited))];
}

describe('cited paths', () => {
  it('finds paths into project folders, in code spans or bare, and takes a glob or placeholder as its folder', () => {
    expect(citedPaths('see `src/app/App.tsx` and `npm test`, `tests/e2e/*.spec.ts` (`cli/a.ts:12`)')).toEqual(['src/app/App.tsx', 'tests/e2e/*.spec.ts', 'cli/a.ts:12']);
    expect(citedPaths('- simulator/core/persist.test.ts (round trip), bench/run.ts; not /search/seller-carousel or tests/')).toEqual(['simulator/core/persist.test.ts', 'bench/run.ts;', 'tests/']);
    expect(existingPart('tests/e2e/*.spec.ts')).toBe('tests/e2e/');
    expect(existingPart('cli/a.ts:12')).toBe('cli/a.ts');
    expect(existingPart('src/app/<feature>/index.ts')).toBe('src/app/');
  });

  it.each(docs)('%s cites only files the repository has', (doc) => {
    const missing = citedPaths(readFileSync(join(root, doc), 'utf8')).filter((p) => !existsSync(join(root, existingPart(p))));
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it.each(records)('%s is one page: a title and at most 550 words', (file) => {
    const text = readFileSync(join(here, file), 'utf8');
    expect(text.startsWith('# ')).toBe(true);
    expect(words(text)).toBeLessThanOrEqual(550);
  });

  it('keeps one number per record', () => {
    const numbers = records.map((f) => f.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
