import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoreSummary } from '../../storefront/session/backend';
import { byDistance, distanceText, hoursText } from './storeList';

const store = (storeId: string, distance: number | null): StoreSummary => ({ storeId, banner: 'freshway', zipcode: '94704', address: null, distance });

describe('store list (decision 0431)', () => {
  it('lists the nearest store first; stores without a distance follow in the order given', () => {
    expect(byDistance([store('a', 4.2), store('b', null), store('c', 0.8), store('d', 4.2), store('e', null)]).map((s) => s.storeId)).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it('property: the sorted list is a permutation with non-decreasing distances', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: null })), (ds) => {
        const input = ds.map((d, i) => store(String(i), d));
        const out = byDistance(input);
        expect([...out.map((s) => s.storeId)].sort()).toEqual([...input.map((s) => s.storeId)].sort());
        const known = out.map((s) => s.distance).filter((d): d is number => d !== null && d !== undefined);
        for (let i = 1; i < known.length; i++) expect(known[i]!).toBeGreaterThanOrEqual(known[i - 1]!);
        expect(out.slice(known.length).every((s) => s.distance === null)).toBe(true);
      }),
    );
  });

  it('distances read in tenths of a mile, whole miles from ten on', () => {
    expect(distanceText(0)).toBe('0.0 mi');
    expect(distanceText(0.44)).toBe('0.4 mi');
    expect(distanceText(9.96)).toBe('10 mi');
    expect(distanceText(12.4)).toBe('12 mi');
  });

  it('hours read as a shopper says them', () => {
    expect(hoursText({ opens: '06:00', closes: '23:00' })).toBe('Open 6 AM – 11 PM');
    expect(hoursText({ opens: '07:30', closes: '00:00' })).toBe('Open 7:30 AM – midnight');
    expect(hoursText({ opens: '08:00', closes: '12:00' })).toBe('Open 8 AM – noon');
    expect(hoursText({ opens: '00:00', closes: '00:00' })).toBe('Open 24 hours');
  });
});
