import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { BackendError } from './backend';
import type { StoreSummary } from './backend';
import { STORE_LOOKUP_FAILED } from '../storeModalFailure';
import { byDistance, storesNear } from './storeLookup';

const store = (storeId: string, distance?: number | null, isClosed?: boolean): StoreSummary => ({ storeId, banner: 'freshway', zipcode: '94704', address: null, ...(distance !== undefined ? { distance } : {}), ...(isClosed !== undefined ? { isClosed } : {}) });
const ids = (stores: readonly StoreSummary[]) => stores.map((s) => s.storeId);

describe('the store list order (decision 0431)', () => {
  it('nearest first; equal distances and stores without one (null or absent) keep the resolver\'s order, after those with one', () => {
    expect(ids(byDistance([store('a', 4.2), store('b', null), store('c', 0.8), store('d', 4.2), store('e'), store('f', 4.2), store('g', 0), store('h', null)]))).toEqual(['g', 'c', 'a', 'd', 'f', 'b', 'e', 'h']);
    expect(ids(byDistance([store('far', 12), store('near', 3)]))).toEqual(['near', 'far']);
    expect(ids(byDistance([]))).toEqual([]);
  });

  it('property: a permutation, distances non-decreasing, and stores of one distance (or none) in the order given', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }), { maxLength: 30 }), (ds) => {
        const input = ds.map((d, i) => store(String(i), d));
        const out = byDistance(input);
        expect([...ids(out)].sort()).toEqual([...ids(input)].sort());
        const rank = (s: StoreSummary) => s.distance ?? Number.POSITIVE_INFINITY;
        for (let i = 1; i < out.length; i++) {
          const [prev, next] = [out[i - 1]!, out[i]!];
          expect(rank(next)).toBeGreaterThanOrEqual(rank(prev));
          if (rank(next) === rank(prev)) expect(Number(next.storeId)).toBeGreaterThan(Number(prev.storeId));
        }
      }),
    );
  });
});

describe('the store modal\'s lookup (decision 0431, ERR-42)', () => {
  it('the resolver\'s stores near the ZIP code, nearest first, with the first open one selected', async () => {
    const storesForZip = vi.fn(async () => [store('1502', 5, true), store('1605', 2.5, true), store('1622', 7), store('1700', 6)]);
    const found = await storesNear({ storesForZip }, '94704');
    expect(storesForZip).toHaveBeenCalledWith('94704');
    expect(found).toMatchObject({ ok: true, first: '1700' });
    if (found.ok) expect(ids(found.stores)).toEqual(['1605', '1502', '1700', '1622']);
  });

  it('a store not marked closed counts as open; no open store (or none at all) selects nothing', async () => {
    expect(await storesNear({ storesForZip: async () => [store('1502', 1, false)] }, '94704')).toMatchObject({ ok: true, first: '1502' });
    expect(await storesNear({ storesForZip: async () => [store('1502', 1, true)] }, '94704')).toMatchObject({ ok: true, first: null });
    expect(await storesNear({ storesForZip: async () => [] }, '94704')).toEqual({ ok: true, stores: [], first: null });
  });

  it('ERR-42 a failed lookup gives the modal\'s own fallback and logs the resolver\'s message', async () => {
    const log = vi.fn();
    const found = await storesNear({ storesForZip: async () => { throw new BackendError('Error in store resolver', 500); } }, '94704', log);
    expect(found).toEqual({ ok: false, message: STORE_LOOKUP_FAILED });
    expect(log.mock.calls).toEqual([['store lookup failed: Error in store resolver']]);
  });

  it('ERR-42 without a log the failure still gives the fallback', async () => {
    await expect(storesNear({ storesForZip: async () => { throw new Error('Error in store resolver'); } }, '94704')).resolves.toEqual({ ok: false, message: STORE_LOOKUP_FAILED });
  });
});
