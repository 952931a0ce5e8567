import { describe, expect, it } from 'vitest';
import { discoverCalls, MATRIX_FAULTS, runMatrixCell } from '../../cli/lib/scenario/faultMatrix';

/** Where the error catalogue speaks for a failing call of page load or sign-in. */
function catalogueIds(calls: readonly string[], flow: string): string[] {
  if (calls.includes('CALL-22')) return ['ERR-01'];
  if (calls.includes('CALL-24') && flow === 'deep link') return ['ERR-03'];
  if (calls.includes('CALL-49')) return ['ERR-32'];
  if (calls.includes('CALL-01')) return ['ERR-05'];
  if (calls.includes('CALL-61') || (calls.includes('CALL-62') && !calls.includes('CALL-47'))) return ['ERR-27', 'ERR-30'];
  return [];
}

const calls = await discoverCalls();

describe('fault matrix: every page-load and sign-in call × 500, timeout, network error, malformed JSON, 429', () => {
  it('finds the calls of page load, deep link, sign-in and the signed-in page load', () => {
    const ids = new Set(calls.flatMap((c) => c.calls));
    for (const id of ['CALL-01', 'CALL-22', 'CALL-24', 'CALL-61', 'CALL-62', 'CALL-47', 'CALL-49']) expect(ids.has(id), id).toBe(true);
  });

  for (const call of calls) {
    const ids = [...catalogueIds(call.calls, call.flow), ...call.calls].join(' ');
    it(`${ids} ${call.flow}: ${call.method} ${call.path} fails five ways and the page follows the catalogue or degrades without losing session or cart`, async () => {
      for (const fault of MATRIX_FAULTS) {
        const row = await runMatrixCell(call, fault);
        expect(row.problems, `${fault.name}: ${row.outcome}`).toEqual([]);
        expect(row.verdict).not.toBe('failed');
        if (catalogueIds(call.calls, call.flow).length > 0) expect(row.verdict, fault.name).toBe('catalogue');
      }
    }, 30_000);
  }
});
