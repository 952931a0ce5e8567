import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allIds, ambiguities, calls, errors, rules } from '../../spec/catalogue';
import { computeCoverage } from './coverage';
import { findTitledTests } from './testTitles';

describe('workbench coverage', () => {
  it('reads catalogue IDs from test titles only, not from comments or other strings', () => {
    const root = mkdtempSync(join(tmpdir(), 'coverage-'));
    mkdirSync(join(root, 'src', 'rules'), { recursive: true });
    writeFileSync(
      join(root, 'src', 'rules', 'x.test.ts'),
      [
        "// ACCESS-05 is only mentioned in a comment",
        "describe('ACCESS-01 starts authorised', () => {",
        "  it(`ACCESS-04 CALL-24 a template title`, () => {});",
        "  test.each([1])('ERR-07 with each %s', () => {});",
        "  const s = 'REDIRECT-01 in a plain string';",
        '});',
      ].join('\n'),
    );
    const ids = findTitledTests(root).flatMap((t) => t.ids).sort();
    expect(ids).toEqual(['ACCESS-01', 'ACCESS-04', 'CALL-24', 'ERR-07']);
  });

  it('covers every catalogue ID, and shows client, handler and contract for the guest-slice calls', async () => {
    const cov = await computeCoverage();
    expect(Object.keys(cov.rules)).toHaveLength(rules.length);
    expect(Object.keys(cov.calls)).toHaveLength(calls.length);
    expect(Object.keys(cov.errors)).toHaveLength(errors.length);
    expect(Object.keys(cov.ambiguities)).toHaveLength(ambiguities.length);
    expect(new Set([...Object.keys(cov.rules), ...Object.keys(cov.calls), ...Object.keys(cov.errors), ...Object.keys(cov.ambiguities)]).size).toBe(allIds.length);
    for (const id of ['CALL-01', 'CALL-22', 'CALL-23', 'CALL-24', 'CALL-25']) {
      expect(cov.calls[id], id).toMatchObject({ client: true, handler: true, contract: true });
    }
    expect(cov.rules['ACCESS-04']!.tests.length).toBeGreaterThan(0);
    expect(cov.errors['ERR-07']!.scenarios.length).toBeGreaterThan(0);
  });
});
