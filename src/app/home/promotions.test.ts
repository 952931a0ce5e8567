import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promoView, promoViews } from './promotions';

describe('promotion texts', () => {
  it('CONFIG-10 a convention key is the banner’s configured text for it, else the key’s own words', () => {
    expect(promoView({ id: 'p1', text: 'buy_one_get_one_free' }, { buy_one_get_one_free: 'Buy 1, Get 1 Free' })).toEqual({ id: 'p1', text: 'Buy 1, Get 1 Free', deal: true });
    expect(promoView({ id: 'p1', text: 'buy_one_get_one_free' })?.text).toBe('Buy one get one free');
    expect(promoView({ id: 'p2', text: 'bogoOfferText' })?.text).toBe('Bogo offer text');
    expect(promoView({ id: 'p3', text: '{hash}' })).toBeNull();
  });

  it('FORMAT-06 a promotion whose text reads as a deal is marked as one; other texts are shown plain', () => {
    expect(promoView({ id: 'a', description: 'Club Price on berries' })?.deal).toBe(true);
    expect(promoView({ id: 'b', text: 'buy_one_get_one_free' })?.deal).toBe(true);
    expect(promoView({ id: 'c', title: 'Club soda' })).toEqual({ id: 'c', text: 'Club soda', deal: false });
  });

  it('a description wins over a title and a title over the text; promotions without id or text are left out, each id once', () => {
    expect(promoView({ id: 'x', description: 'Sale now on', title: 'T', text: 'promoDescription' })?.text).toBe('Sale now on');
    expect(promoView({ id: 'x', title: 'Weekly savings', text: 'promoDescription' })?.text).toBe('Weekly savings');
    expect(promoViews([{ id: 'x', text: 'Sale now on' }, { id: 'x', text: 'again' }, { text: 'no id' }, { id: 'y' }, null, 'text'])).toEqual([{ id: 'x', text: 'Sale now on', deal: true }]);
  });

  it('property: never throws on any value, and every view has an id and a non-blank text', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), fc.anything(), (promos, texts) => {
        for (const v of promoViews(promos, texts)) {
          expect(v.id.trim()).not.toBe('');
          expect(v.text.trim()).not.toBe('');
        }
      }),
    );
  });
});
