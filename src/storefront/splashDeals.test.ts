import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDeals, SPLASH_TITLE } from './splashDeals';

const salmon = { id: 'deal-1502-960012421', title: 'Open Nature Atlantic Salmon Fillet', imageUrl: '/d1.png', bpn: '960012421', price: 9.59, wasPrice: 11.99, saving: 2.4 };

describe('the splash deals (SPLASH-08, decision 0434)', () => {
  it('the splash dialog has a title to show', () => {
    expect(SPLASH_TITLE.trim()).not.toBe('');
  });

  it('SPLASH-08 decision 0434 a deal gives its id, title, product, price and saving, in the answer order', () => {
    expect(readDeals([salmon, { id: 'x', title: 'Plain deal' }])).toEqual([
      { id: 'deal-1502-960012421', title: 'Open Nature Atlantic Salmon Fillet', bpn: '960012421', price: 9.59, saving: 2.4 },
      { id: 'x', title: 'Plain deal', bpn: null, price: null, saving: null },
    ]);
  });

  it('SPLASH-08 a deal without a text id or title is left out, and so is an entry that is no object', () => {
    const notDeals = [null, undefined, 0, 'deal', true, { title: 'no id' }, { id: 'no title' }, { id: 7, title: 'numeric id' }, { id: 'n', title: 7 }, Object.assign(() => undefined, { id: 'f', title: 'a function' })];
    expect(readDeals(notDeals)).toEqual([]);
    expect(readDeals([...notDeals, salmon]).map((d) => d.id)).toEqual([salmon.id]);
  });

  it('decision 0434 only a product number names a product: digits, nothing before or after them', () => {
    for (const bpn of ['7', '960012421', '12345678901234567890']) expect(readDeals([{ ...salmon, bpn }])[0]?.bpn, bpn).toBe(bpn);
    for (const bpn of ['', 'javascript:alert(1)', 'x960012421', '960012421x', '960 012421', '９６０', 960012421, null]) expect(readDeals([{ ...salmon, bpn }])[0]?.bpn, String(bpn)).toBeNull();
  });

  it('decision 0434 a price or saving is given only as a positive amount', () => {
    for (const amount of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '9.59', null]) {
      const [deal] = readDeals([{ ...salmon, price: amount, saving: amount }]);
      expect(deal, String(amount)).toMatchObject({ price: null, saving: null });
    }
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e6, noNaN: true }), fc.double({ min: Number.MIN_VALUE, max: 1e6, noNaN: true }), (price, saving) => {
        expect(readDeals([{ ...salmon, price, saving }])[0]).toMatchObject({ price, saving });
      }),
    );
  });
});
