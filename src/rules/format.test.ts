import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { dateParts, formatAmount, formatDate, formatPhone, stateWords } from './format';
import { roundAmount } from './amount';
import { withScalability } from './imageScalability';
import { isPromoDescription } from './promoDescription';

describe('format', () => {
  it('FORMAT-01 a 10-digit phone is shown as (xxx) xxx-xxxx; other input is left as is', () => {
    expect(formatPhone('4155550134')).toBe('(415) 555-0134');
    expect(formatPhone('415-555-0134')).toBe('(415) 555-0134');
    expect(formatPhone('12345')).toBe('12345');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (d) => {
        const shown = formatPhone(d);
        expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        expect(formatPhone(shown)).toBe(shown);
        expect(shown.replace(/\D/g, '')).toBe(d);
      }),
    );
  });

  it('FORMAT-02 AMBIG-31 amounts round half away from zero to 2 decimals and stay numbers', () => {
    expect(roundAmount(0.125)).toBe(0.13);
    expect(roundAmount(-0.125)).toBe(-0.13);
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(2.344)).toBe(2.34);
    expect(roundAmount(1e-9)).toBe(0);
    expect(formatAmount(3)).toBe('3.00');
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        const r = roundAmount(v);
        expect(Math.abs(r - v)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(roundAmount(r)).toBe(r);
      }),
    );
  });

  it('FORMAT-03 AMBIG-30 dates read Month D,  YYYY with two spaces before the year', () => {
    expect(formatDate('2024-03-07')).toBe('March 7,  2024');
    expect(formatDate(Date.UTC(2023, 11, 25, 12))).toBe('December 25,  2023');
    expect(formatDate('2024-02-30')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => {
      expect(() => formatDate(s)).not.toThrow();
    }));
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(dateParts(iso)).toEqual({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
        expect(formatDate(iso)).toMatch(/^[A-Z][a-z]+ \d{1,2}, {2}\d{4}$/);
      }),
    );
  });

  it('FORMAT-04 AMBIG-43 images get ?scl=1, or &scl=1 after an existing query, once', () => {
    expect(withScalability('/img/a.jpg')).toBe('/img/a.jpg?scl=1');
    expect(withScalability('/img/a.jpg?w=100')).toBe('/img/a.jpg?w=100&scl=1');
    expect(withScalability('/img/a.jpg#x')).toBe('/img/a.jpg?scl=1#x');
    // An address with no query has no scl=1 yet, whatever its path holds.
    expect(withScalability('/img/a.jpg&scl=1')).toBe('/img/a.jpg&scl=1?scl=1');
    fc.assert(fc.property(fc.string(), (u) => {
      const once = withScalability(u);
      expect(withScalability(once)).toBe(once);
      expect(once).toContain('scl=1');
    }));
  });

  it('FORMAT-05 the state word string is four words, adjective and noun, joined by hyphens', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 0.9999, noNaN: true }), { minLength: 4, maxLength: 4 }), (seq) => {
        let i = 0;
        const words = stateWords(() => seq[i++]!);
        expect(words.split('-')).toHaveLength(4);
        expect(words).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[a-z]+$/);
      }),
    );
    expect(stateWords(() => 0)).toBe('amber-apple-amber-apple');
  });

  it('FORMAT-05 the draw chooses the word: draws across [0, 1) reach different words, and any draw still gives four words', () => {
    expect(stateWords(() => 0.999)).not.toBe(stateWords(() => 0));
    expect(new Set([0, 0.2, 0.4, 0.6, 0.8, 0.99].map((r) => stateWords(() => r))).size).toBe(6);
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 4, maxLength: 4 }), (seq) => {
        let i = 0;
        expect(stateWords(() => seq[i++]!)).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[a-z]+$/);
      }),
    );
    expect(stateWords(() => 1)).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[a-z]+$/);
  });

  it('FORMAT-01 FORMAT-03 only a whole value is read: more than 10 digits is no phone, text around a date is no date', () => {
    expect(formatPhone('14155550134')).toBe('14155550134');
    expect(formatPhone('4155550134x')).toBe('4155550134x');
    expect(formatDate('x2024-03-07')).toBeNull();
    expect(formatDate('2024-03-07T23:30:00-05:00')).toBe('March 8,  2024');
    expect(formatDate(' 2024-03-07 ')).toBe('March 7,  2024');
    expect(formatDate(' 2024-02-30 ')).toBeNull();
    expect(formatDate('2024-13-05')).toBeNull();
    expect(formatDate('2024-03-00')).toBeNull();
  });

  it('FORMAT-06 AMBIG-53 promo descriptions match buy-get-one and reward/club/sale/alert/remarkable with card/price/now', () => {
    expect(isPromoDescription('Buy 1 Get One Free')).toBe(true);
    expect(isPromoDescription('Club Price')).toBe(true);
    expect(isPromoDescription('Sale now on')).toBe(true);
    expect(isPromoDescription('Remarkable price')).toBe(true);
    expect(isPromoDescription('with rewards card')).toBe(true);
    expect(isPromoDescription('Fresh apples')).toBe(false);
    expect(isPromoDescription('Club soda')).toBe(false);
  });

  it('FORMAT-06 AMBIG-53 whole words only, in either order, whatever the case (decision 0217)', () => {
    expect(isPromoDescription('PRICE CLUB')).toBe(true);
    expect(isPromoDescription('now on sale')).toBe(true);
    expect(isPromoDescription('alerts: price drop')).toBe(true);
    expect(isPromoDescription('buy two, get   1 free')).toBe(true);
    expect(isPromoDescription('buy get one')).toBe(true);
    for (const text of ['buy one get two', 'buyer gets one', 'rebuy, get one', 'buy and getone', 'buy, get ones', 'clubcard', 'salesman price', 'a price club', 'club pricey', 'reward cards', 'snowy clubs', 'nowhere sale', 'price clubbed'])
      expect(isPromoDescription(text), text).toBe(text === 'a price club');
  });

  it('FORMAT-04 AMBIG-43 an empty query or a trailing & takes scl=1 as it is; only a whole scl=1 counts as present (decision 0212)', () => {
    expect(withScalability('/img/a.jpg?')).toBe('/img/a.jpg?scl=1');
    expect(withScalability('/img/a.jpg?w=1&')).toBe('/img/a.jpg?w=1&scl=1');
    expect(withScalability('/img/a.jpg?u=a?b')).toBe('/img/a.jpg?u=a?b&scl=1');
    expect(withScalability('/img/a.jpg?w=1#x')).toBe('/img/a.jpg?w=1&scl=1#x');
    expect(withScalability('/img/a.jpg?scl=1#x')).toBe('/img/a.jpg?scl=1#x');
    expect(withScalability('/img/a.jpg?w=1&scl=1')).toBe('/img/a.jpg?w=1&scl=1');
    expect(withScalability('/img/a.jpg?xscl=1')).toBe('/img/a.jpg?xscl=1&scl=1');
    expect(withScalability('/img/a.jpg#?scl=1')).toBe('/img/a.jpg?scl=1#?scl=1');
  });

  it('FORMAT-02 AMBIG-31 non-finite input is returned unchanged, a whole number past 1e21 stays as it is, and no -0 (decision 0202)', () => {
    expect(roundAmount(Number.NaN)).toBeNaN();
    expect(roundAmount(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundAmount(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
    expect(roundAmount(1e307)).toBe(1e307);
    expect(roundAmount(-1e307)).toBe(-1e307);
    expect(roundAmount(1e21)).toBe(1e21);
    expect(roundAmount(-1.5e22)).toBe(-1.5e22);
    expect(Object.is(roundAmount(-0.001), 0)).toBe(true);
    expect(roundAmount(-1e-9)).toBe(0);
    expect(roundAmount(-2.345)).toBe(-2.35);
  });
});
