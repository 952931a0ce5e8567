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

  it('SEARCH-01 SEARCH-02 SEARCH-03 SEARCH-04 SEARCH-05 SEARCH-06 AMBIG-29 each address names its scope\'s rule and the encoding rules', () => {
    const encoded = ['SEARCH-05', 'SEARCH-06', 'AMBIG-29'];
    expect(searchUrl({ scope: 'global', q: 'tea', templates }).rules).toEqual(['SEARCH-01', ...encoded]);
    expect(searchUrl({ scope: 'all-sellers', q: 'tea', templates }).rules).toEqual(['SEARCH-02', ...encoded]);
    expect(searchUrl({ scope: 'wine', q: 'tea', templates }).rules).toEqual(['SEARCH-04', ...encoded]);
    expect(searchUrl({ scope: 'seller', q: 'tea', sellerId: ' acme ', templates })).toEqual({ ok: true, url: '/shop/marketplace/search-results.acme.html?q=tea', rules: ['SEARCH-03', 'SEARCH-14', ...encoded] });
    expect(searchUrl({ scope: 'seller', q: 'tea', sellerId: '  ', templates })).toEqual({ ok: false, reason: 'no-seller-id', rules: ['SEARCH-03', 'SEARCH-14'] });
    expect(searchUrl({ scope: 'global', q: ' ', templates })).toEqual({ ok: false, reason: 'empty-query', rules: ['SEARCH-05', 'AMBIG-29'] });
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
    // The last segment is the last one that is not empty; dots in earlier segments do not count.
    expect(sellerIdFromLocation('/shop/marketplace/search-results.acme.html/', '').sellerId).toBe('acme');
    expect(sellerIdFromLocation('/shop.v2/marketplace/search-results.html', '?sellerId=z').sellerId).toBe('z');
    expect(sellerIdFromLocation('/shop.v2.x/search-results.acme.html', '').sellerId).toBe('acme');
    for (const path of ['/', '', '//']) expect(sellerIdFromLocation(path, '?sellerId=z').sellerId, path).toBe('z');
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

  it('SEARCH-07 SEARCH-08 SEARCH-09 SEARCH-10 SEARCH-11 the icon, its click and the synced inputs name their rule', () => {
    expect(searchIconState('milk', 'milk')).toEqual({ state: 'clear', rules: ['SEARCH-08'] });
    expect(searchIconState('milk', null)).toEqual({ state: 'search', rules: ['SEARCH-07'] });
    expect(searchIconState('milk', undefined).state).toBe('search');
    expect(searchIconClick('clear', false).rules).toEqual(['SEARCH-09']);
    expect(searchIconClick('search', true)).toEqual({ action: 'submit', rules: ['SEARCH-10'] });
    expect(syncSearchInputs('tea').rules).toEqual(['SEARCH-11']);
  });

  it('SEARCH-12 the sellerId query is found wherever it stands, decoded, trimmed, and an empty one is none', () => {
    const page = '/shop/marketplace/seller.html';
    expect(sellerIdFromLocation(page, '?x=1&sellerId=zeta')).toEqual({ sellerId: 'zeta', rules: ['SEARCH-12'] });
    expect(sellerIdFromLocation(page, 'sellerId=zeta').sellerId).toBe('zeta');
    expect(sellerIdFromLocation(page, '?sellerId=acme+foods').sellerId).toBe('acme foods');
    expect(sellerIdFromLocation(page, '?sellerId=a%3Db=c').sellerId).toBe('a=b=c');
    expect(sellerIdFromLocation(page, '?sellerId=%20zeta%20').sellerId).toBe('zeta');
    for (const search of ['?sellerId=', '?sellerId', '?sellerId=%20', '?sellerIds=zeta', '?xsellerId=zeta']) expect(sellerIdFromLocation(page, search), search).toEqual({ sellerId: null, rules: ['SEARCH-12'] });
  });

  it('SEARCH-12 the last segment is the last non-empty one, and an empty second dot part is no seller id', () => {
    expect(sellerIdFromLocation('/shop/marketplace/search-results.acme.html/', '').sellerId).toBe('acme');
    expect(sellerIdFromLocation('/shop/marketplace/search-results..html', '?sellerId=zeta').sellerId).toBe('zeta');
    expect(sellerIdFromLocation('/', '?sellerId=zeta').sellerId).toBe('zeta');
  });

  it('SEARCH-13 a path without a dot, or with nothing after the first dot, carries no seller id', () => {
    expect(aisleSellerId('/shop/marketplace/aisles')).toEqual({ sellerId: null, rules: ['SEARCH-13'] });
    expect(aisleSellerId('acme')).toEqual({ sellerId: null, rules: ['SEARCH-13'] });
    expect(aisleSellerId('/shop/marketplace/aisles./snacks.html')).toEqual({ sellerId: null, rules: ['SEARCH-13'] });
    expect(aisleSellerId('/shop/marketplace/aisles.acme.html')).toEqual({ sellerId: 'acme', rules: ['SEARCH-13'] });
  });

  it('SEARCH-13 only the whole path is a marketplace aisle page: nothing before /shop, nothing after .html', () => {
    for (const p of ['/en/shop/marketplace/aisles.acme.html', '/shop/marketplace/aisles.acme.html.bak', '/shop/marketplace/aisles.acme.html/x']) expect(sellerAislePage(p), p).toBeNull();
  });

  it('SEARCH-14 marketplace, seller-landing and wine pages offer a scope dropdown; seller search needs a seller id', () => {
    for (const page of ['marketplace', 'seller-landing', 'wine', 'other'] as const) expect(searchScopes(page, 'acme').rules).toEqual(['SEARCH-14']);
    expect(searchScopes('marketplace', null).rules).toEqual(['SEARCH-14']);
    expect(searchScopes('marketplace', 'acme').scopes).toEqual(['seller', 'all-sellers', 'global']);
    expect(searchScopes('seller-landing', null).scopes).toEqual(['all-sellers', 'global']);
    expect(searchScopes('wine', null).scopes).toEqual(['wine', 'global']);
    expect(searchScopes('other', 'acme').scopes).toEqual(['global']);
  });
});
