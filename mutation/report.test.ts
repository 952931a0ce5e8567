import { describe, expect, it } from 'vitest';
import { coveredScore, forRepository, mergeReports, score, staleFiles, survivors, tallies, tally, type MutantResult, type MutationReport } from './report';
import { RULE_METADATA_REASON } from './ruleMetadataIgnorer.mjs';

const at = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 5 } });
const mutant = (id: string, status: MutantResult['status'], extra: Partial<MutantResult> = {}): MutantResult => ({ id, mutatorName: 'BooleanLiteral', replacement: 'false', status, location: at(Number(id) + 1), ...extra });

function report(files: Record<string, MutantResult[]>, tests: Record<string, string[]> = {}): MutationReport {
  return {
    schemaVersion: '1.0',
    thresholds: { high: 95, low: 85 },
    files: Object.fromEntries(Object.entries(files).map(([name, mutants]) => [name, { language: 'typescript', source: `source of ${name}`, mutants }])),
    testFiles: Object.fromEntries(Object.entries(tests).map(([name, ids]) => [name, { tests: ids.map((id) => ({ id, name: `test ${id}` })) }])),
    projectRoot: '/somewhere/on/a/machine',
    config: { concurrency: 2 },
  };
}

describe('mutation reports', () => {
  it('counts each status apart, leaves registry metadata out, and scores killed over covered valid mutants', () => {
    const t = tally([
      mutant('0', 'Killed'),
      mutant('1', 'Killed'),
      mutant('2', 'Timeout'),
      mutant('3', 'Survived'),
      mutant('4', 'NoCoverage'),
      mutant('5', 'Ignored', { statusReason: 'equivalent: both spellings parse the same' }),
      mutant('6', 'Ignored', { statusReason: RULE_METADATA_REASON }),
      mutant('7', 'CompileError'),
    ]);
    expect(t).toEqual({ mutants: 7, killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, errors: 1 });
    expect(coveredScore(t)).toBe(75);
    expect(score(t)).toBe(60);
    expect(coveredScore(tally([]))).toBeNull();
  });

  it('keeps no machine path, options or registry metadata in the repository copy', () => {
    const kept = forRepository(report({ 'src/rules/a.ts': [mutant('0', 'Killed'), mutant('1', 'Ignored', { statusReason: RULE_METADATA_REASON })] }));
    expect(kept.projectRoot).toBeUndefined();
    expect(kept.config).toBeUndefined();
    expect(kept.files['src/rules/a.ts']!.mutants.map((m) => m.id)).toEqual(['0']);
  });

  it('merges folders whose runs numbered mutants and tests from 0 alike, keeping each mutant pointing at its own tests', () => {
    const rules = report({ 'src/rules/a.ts': [mutant('0', 'Killed', { killedBy: ['0'], coveredBy: ['0', '1'] })] }, { 'src/rules/a.test.ts': ['0', '1'] });
    const api = report({ 'src/api/b.ts': [mutant('0', 'Survived', { coveredBy: ['0'] })] }, { 'src/api/b.test.ts': ['0'] });
    const merged = mergeReports([{ scope: 'src/rules', report: rules }, { scope: 'src/api', report: api }]);
    expect(Object.keys(merged.files)).toEqual(['src/rules/a.ts', 'src/api/b.ts']);
    const a = merged.files['src/rules/a.ts']!.mutants[0]!;
    const b = merged.files['src/api/b.ts']!.mutants[0]!;
    expect(a.id).not.toBe(b.id);
    const testIds = (file: string) => merged.testFiles![file]!.tests.map((t) => t.id);
    expect(a.killedBy!.every((id) => testIds('src/rules/a.test.ts').includes(id))).toBe(true);
    expect(b.coveredBy!.every((id) => testIds('src/api/b.test.ts').includes(id))).toBe(true);
    expect(b.coveredBy!.some((id) => testIds('src/rules/a.test.ts').includes(id))).toBe(false);
  });

  it('sums files into their folders and lists what survived with file, line and change', () => {
    const merged = mergeReports([{ scope: 'src/rules', report: report({ 'src/rules/a.ts': [mutant('0', 'Killed')], 'src/rules/b.ts': [mutant('1', 'Survived')], 'src/api/c.ts': [mutant('2', 'NoCoverage')] }) }]);
    const { files, folders } = tallies(merged, ['src/rules', 'src/api']);
    expect(files.map(([f]) => f)).toEqual(['src/api/c.ts', 'src/rules/a.ts', 'src/rules/b.ts']);
    expect(folders.map(([f, t]) => [f, t.mutants, t.survived, t.noCoverage])).toEqual([['src/rules', 2, 1, 0], ['src/api', 1, 0, 1]]);
    expect(survivors(merged)).toEqual(['src/api/c.ts:3:1 NoCoverage BooleanLiteral → false', 'src/rules/b.ts:2:1 Survived BooleanLiteral → false']);
  });

  it('names the files whose source changed or went away since their results', () => {
    const r = report({ 'src/rules/a.ts': [], 'src/rules/b.ts': [], 'src/rules/c.ts': [] });
    const disk: Record<string, string> = { 'src/rules/a.ts': 'source of src/rules/a.ts', 'src/rules/b.ts': 'edited' };
    expect(staleFiles(r, (f) => disk[f] ?? null)).toEqual(['src/rules/b.ts', 'src/rules/c.ts']);
  });
});
