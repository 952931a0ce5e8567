import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { aisleSellerId, pageSellerId, searchIconClick, sellerAislePage, searchIconState, searchScopes, sellerIdFromLocation, syncSearchInputs } from './search';
import { searchUrl } from './searchAddress';
import { selectorAppliesToPage } from './storeIdSelector';

const templates = { sellerSearchTemplate: '/shop/marketplace/search-results.{sellerId}.html?q={q}', wineSearchTemplate: '/shop/vineandcellar/search-results.html?q={q}' };

describe('search', () => {
  it('SEARCH-01 global search goes to /shop/search-results.html?q={q}', () => {
    expect(searchUrl({ scope: 'global', q: 'milk', templates })).toMatchObject({ ok: true, url: '/shop/search-results.html?q=milk' });
  });

  it('SEARCH-02 cross-seller search goes to /shop/marketplace/seller-search.html?q={q}', () => {
    expect(searchUrl({ scope: 'all-sellers', q: 'tea', templates })).toMatchObject({ url: '/shop/marketplace/seller-search.html?q=tea' });
  });

  it('SEARCH-03 seller search fills the configured {sellerId} and {q} template', () => {
    expect(searchUrl({ scope: 'seller', q: 'tea', sellerId: 'acme', templates })).toMatchObject({ url: '/shop/marketplace/search-results.acme.html?q=tea' });
    expect(searchUrl({ scope: 'seller', q: 'tea', sellerId: null, templates })).toMatchObject({ ok: false, reason: 'no-seller-id' });
  });

  it('SEARCH-04 wine search fills the configured {q} template', () => {
    expect(searchUrl({ scope: 'wine', q: 'merlot', templates })).toMatchObject({ url: '/shop/vineandcellar/search-results.html?q=merlot' });
  });

  it('SEARCH-05 AMBIG-29 empty or whitespace-only text does not search', () => {
    for (const q of ['', ' ', '\t\n']) expect(searchUrl({ scope: 'global', q, templates })).toMatchObject({ ok: false, reason: 'empty-query' });
  });

  it('SEARCH-06 AMBIG-29 the query is encoded with encodeURIComponent (spaces as %20) and round-trips', () => {
    expect(searchUrl({ scope: 'global', q: 'mac & cheese', templates })).toMatchObject({ url: '/shop/search-results.html?q=mac%20%26%20cheese' });
    fc.assert(
      fc.property(fc.string().filter((s) => s.trim() !== ''), fc.constantFrom('global' as const, 'all-sellers' as const, 'wine' as const), (q, scope) => {
        const r = searchUrl({ scope, q, templates });
        expect(r.ok).toBe(true);
        if (r.ok) expect(new URL(r.url, 'http://127.0.0.1').searchParams.get('q')).toBe(q.trim());
      }),
    );
  });

  it('SEARCH-07 the icon is in the search state when the input is empty or differs from the current query', () => {
    expect(searchIconState('', '').state).toBe('search');
    expect(searchIconState('', 'milk').state).toBe('search');
    expect(searchIconState('milk2', 'milk').state).toBe('search');
  });

  it('SEARCH-08 the icon is in the clear state when the input equals the current query', () => {
    expect(searchIconState('milk', 'milk').state).toBe('clear');
  });

  it('SEARCH-09 clear empties all inputs and on offer search removes q from the address', () => {
    expect(searchIconClick('clear', true)).toMatchObject({ action: 'clear', inputs: ['', '', ''], removeQueryFromUrl: true });
    expect(searchIconClick('clear', false)).toMatchObject({ removeQueryFromUrl: false });
  });

  it('SEARCH-10 in the search state the icon submits the form', () => {
    expect(searchIconClick('search', false).action).toBe('submit');
  });

  it('SEARCH-11 the three header inputs are kept in sync', () => {
    fc.assert(fc.property(fc.string(), (v) => {
      expect(syncSearchInputs(v).inputs).toEqual([v, v, v]);
    }));
  });

  it('SEARCH-12 the seller id is the second dot part of a last segment with more than two parts, else the sellerId query', () => {
    expect(sellerIdFromLocation('/shop/marketplace/search-results.acme.html', '').sellerId).toBe('acme');
    expect(sellerIdFromLocation('/shop/marketplace/seller.html', '?sellerId=zeta&x=1').sellerId).toBe('zeta');
    expect(sellerIdFromLocation('/shop/marketplace/seller.html', '').sellerId).toBeNull();
    expect(sellerIdFromLocation('/a.b.c.d', '?sellerId=z').sellerId).toBe('b');
    expect(sellerIdFromLocation('/x.html', '?sellerId=%E0%A4%A').sellerId).toBe('%E0%A4%A');
    fc.assert(fc.property(fc.string(), fc.string(), (p, s) => {
      expect(() => sellerIdFromLocation(p, s)).not.toThrow();
      expect(() => aisleSellerId(p)).not.toThrow();
    }));
  });

  it('SEARCH-13 aisle pages carry the seller id after the first dot in the path', () => {
    expect(aisleSellerId('/shop/marketplace/aisles.acme.html').sellerId).toBe('acme');
    expect(aisleSellerId('/shop/marketplace/aisles.acme/snacks.html').sellerId).toBe('acme');
    expect(aisleSellerId('/shop/aisles.html').sellerId).toBeNull();
  });

  it('SEARCH-13 marketplace aisle pages: the seller’s aisles, or one aisle of the seller; other paths are not seller aisle pages', () => {
    expect(sellerAislePage('/shop/marketplace/aisles.mkp-6033.html')).toEqual({ sellerId: 'mkp-6033', aisle: null, rules: ['SEARCH-13'] });
    expect(sellerAislePage('/shop/marketplace/aisles.mkp-6033/outdoor.html')).toEqual({ sellerId: 'mkp-6033', aisle: 'outdoor', rules: ['SEARCH-13'] });
    for (const p of ['/shop/aisles/produce.html', '/shop/aisles/dairy.0042.html', '/shop/marketplace/aisles.html', '/shop/marketplace/aisles.MKP.html', '/shop/marketplace/aisles.a/b/c.html', '/shop/marketplace/search-results.mkp-6033.html'])
      expect(sellerAislePage(p), p).toBeNull();
  });

  it('SEARCH-13 SEARCH-12 a page’s seller id: after the first dot on marketplace aisle pages, else as SEARCH-12 reads it', () => {
    // SEARCH-12 alone misses it here: the last segment `outdoor.html` has two dot parts.
    expect(sellerIdFromLocation('/shop/marketplace/aisles.mkp-6033/outdoor.html', '').sellerId).toBeNull();
    expect(pageSellerId('/shop/marketplace/aisles.mkp-6033/outdoor.html', '?sellerId=other')).toEqual({ sellerId: 'mkp-6033', rules: ['SEARCH-13'] });
    expect(pageSellerId('/shop/marketplace/search-results.mkp-5120.html', '')).toEqual({ sellerId: 'mkp-5120', rules: ['SEARCH-12'] });
    expect(pageSellerId('/shop/marketplace/seller-search.html', '?sellerId=mkp-4417').sellerId).toBe('mkp-4417');
  });

  it('SEARCH-13 property: a built seller aisle path reads back its seller and aisle; any string never throws', () => {
    const id = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/).filter((v) => !v.endsWith('-') || v.length === 1);
    const aisle = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,2}$/);
    fc.assert(fc.property(id, fc.option(aisle, { nil: null }), (sellerId, a) => {
      const path = `/shop/marketplace/aisles.${sellerId}${a ? `/${a}` : ''}.html`;
      expect(sellerAislePage(path)).toEqual({ sellerId, aisle: a, rules: ['SEARCH-13'] });
      expect(pageSellerId(path, '?sellerId=x').sellerId).toBe(sellerId);
    }));
    fc.assert(fc.property(fc.string(), fc.string(), (p, s) => {
      expect(() => sellerAislePage(p)).not.toThrow();
      expect(() => pageSellerId(p, s)).not.toThrow();
    }));
  });

  it('SEARCH-13 SELECTOR-06 the store-id selector never reads a marketplace aisle page’s seller id as a store id', () => {
    expect(selectorAppliesToPage('/shop/marketplace/aisles.1234.html')).toBe(false);
    expect(selectorAppliesToPage('/shop/marketplace/aisles.mkp-6033/outdoor.html')).toBe(false);
    expect(selectorAppliesToPage('/shop/aisles/dairy.0042.html')).toBe(true);
  });

  it('SEARCH-14 marketplace, seller-landing and wine pages offer a scope dropdown; seller search needs a seller id', () => {
    expect(searchScopes('marketplace', 'acme').scopes).toEqual(['seller', 'all-sellers', 'global']);
    expect(searchScopes('seller-landing', null).scopes).toEqual(['all-sellers', 'global']);
    expect(searchScopes('wine', null).scopes).toEqual(['wine', 'global']);
    expect(searchScopes('other', 'acme').scopes).toEqual(['global']);
  });
});
