import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FULFILMENTS, fulfilmentOf, PREFERENCE_LABEL, preferenceOfTab, storeModalTab, tabOfNumber } from './fulfilment';
import type { StoreModalTab } from './fulfilment';
import type { CanonicalPreference } from '../rules/userTypes';

const preferences: CanonicalPreference[] = ['J4U', 'DELIVERY', 'DUG'];

describe('the fulfilment table (USER-TYPES-14)', () => {
  it('USER-TYPES-14 each preference has one tab and one label, and a tab gives back its preference', () => {
    expect(preferences.map(storeModalTab)).toEqual(['instore', 'delivery', 'pickup']);
    expect(PREFERENCE_LABEL).toEqual({ J4U: 'In-store', DELIVERY: 'Delivery', DUG: 'Pickup' });
    for (const p of preferences) expect(preferenceOfTab(storeModalTab(p))).toBe(p);
    expect(new Set(FULFILMENTS.map((f) => f.tab)).size).toBe(3);
  });

  it('DEEPLINK-13 activetab 1, 2, 3 open in-store, delivery, pickup; any other number in-store', () => {
    expect([1, 2, 3].map(tabOfNumber)).toEqual(['instore', 'delivery', 'pickup']);
    fc.assert(fc.property(fc.integer().filter((n) => n < 1 || n > 3), (n) => tabOfNumber(n) === 'instore'));
    expect(tabOfNumber(Number.NaN)).toBe('instore');
  });

  it('USER-TYPES-14 an unchecked value outside the type reads as in-store, never a crash', () => {
    const other = fc.string().filter((s) => !(preferences as string[]).includes(s));
    fc.assert(fc.property(other, (s) => storeModalTab(s as CanonicalPreference) === 'instore'));
  });

  it('the store modal opens on the tab of the way the shopper shops today', () => {
    expect(storeModalTab('J4U')).toBe('instore');
    expect(storeModalTab('DUG')).toBe('pickup');
    expect(storeModalTab('DELIVERY')).toBe('delivery');
  });

  it('USER-TYPES-14 a sentence names each preference as the spec does: J4U in-store, DUG pickup, DELIVERY delivery', () => {
    expect(preferences.map((p) => fulfilmentOf(p).words)).toEqual(['in-store', 'delivery', 'pickup']);
    for (const p of preferences) expect(fulfilmentOf(p).label.toLowerCase()).toBe(fulfilmentOf(p).words);
  });

  it("each tab's store button has words of its own", () => {
    const verbs = FULFILMENTS.map((f) => f.verb.trim());
    expect(verbs.every((v) => v !== '')).toBe(true);
    expect(new Set(verbs).size).toBe(3);
  });

  it('USER-TYPES-14 the table holds each preference once, in the store modal tab order', () => {
    expect(FULFILMENTS.map((f) => [f.preference, f.tab])).toEqual([
      ['J4U', 'instore'],
      ['DELIVERY', 'delivery'],
      ['DUG', 'pickup'],
    ]);
  });

  it('DEEPLINK-13 a tab outside the type (an unchecked value) chooses in-store, the first tab', () => {
    fc.assert(fc.property(fc.string().filter((s) => !['instore', 'delivery', 'pickup'].includes(s)), (s) => preferenceOfTab(s as StoreModalTab) === 'J4U'));
  });
});
