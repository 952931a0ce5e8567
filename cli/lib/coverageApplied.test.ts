import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandIds, ruleApplications, stripComments } from './coverageApplied';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'applied-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('rule functions applied by the product (found from the code)', () => {
  it('expands ID ranges and lists: COOKIE-09..11, MARKETING-02/03, TOAST-02/TOAST-08', () => {
    expect(expandIds('COOKIE-09..11 and MARKETING-02/03; TOAST-02/TOAST-08')).toEqual(['COOKIE-09', 'COOKIE-10', 'COOKIE-11', 'MARKETING-02', 'MARKETING-03', 'TOAST-02', 'TOAST-08']);
  });

  it('blanks comments but keeps strings, regex escapes and line numbers', () => {
    const text = "a(); // b()\n/* c()\n d() */ e('//f', \"g\");\nconst r = /\\/*x/; h();";
    const out = stripComments(text);
    expect(out.split('\n')).toHaveLength(4);
    expect(out).toContain('a()');
    expect(out).not.toContain('b()');
    expect(out).not.toContain('c()');
    expect(out).not.toContain('d()');
    expect(out).toContain("e('//f', \"g\")");
    expect(out).toContain('h()');
  });

  it('counts a function named by product code, or reached through an applied rule module; not one named only by tests or comments', () => {
    const root = project({
      'src/rules/a.ts': [
        '/** MARKETING-01: marketing params. */',
        'export function marketingParams() { return helper(); }',
        'function helper() { return 1; }',
        '/** MARKETING-02/03: referrer. */',
        'export function withReferrerParam() { return 2; }',
        '/** MARKETING-04: own-file helper of an applied function. */',
        'export function analyticsReferrer() { return 3; }',
        'export function usesOwn() { return analyticsReferrer(); }',
      ].join('\n'),
      'src/rules/b.ts': ["import { withReferrerParam } from './a';", '/** PAGES-05 */', 'export const aislesStoreId = (x: string) => withReferrerParam() + x;'].join('\n'),
      'src/rules/a.test.ts': "import { marketingParams } from './a';\nmarketingParams();",
      'src/app/page.tsx': "import { aislesStoreId } from '../rules/b';\n// usesOwn() is only mentioned here\nexport const x = aislesStoreId('1');\n",
      'simulator/x.ts': "import { usesOwn } from '../src/rules/a';\nusesOwn();\n",
      'tests/e2e/z.spec.ts': 'marketingParams();',
    });
    const apps = Object.fromEntries(ruleApplications(root).map((a) => [a.name, a]));
    expect(Object.keys(apps).sort()).toEqual(['aislesStoreId', 'analyticsReferrer', 'marketingParams', 'usesOwn', 'withReferrerParam']);
    expect(apps.aislesStoreId).toMatchObject({ applied: true, callSites: [{ file: 'src/app/page.tsx', line: 3 }], ids: ['PAGES-05'] });
    expect(apps.usesOwn).toMatchObject({ applied: true, callSites: [{ file: 'simulator/x.ts', line: 2 }] });
    expect(apps.withReferrerParam).toMatchObject({ applied: true, callSites: [], via: ['src/rules/b.ts'], ids: ['MARKETING-02', 'MARKETING-03'] });
    expect(apps.analyticsReferrer).toMatchObject({ applied: true, via: ['usesOwn'], ids: ['MARKETING-04'] });
    // Called by its test and an e2e spec only: not applied.
    expect(apps.marketingParams).toMatchObject({ applied: false, callSites: [], ids: ['MARKETING-01'] });
  });
});
