import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseSelectorSegment, hasPlaceholderMarker, selectorAppliesToPage, selectStoreIdFromUrl, selectorRedirect } from './storeIdSelector';
import { withLoc } from './locParam';

const on = { enableStoreIdSelector: true };
const base = { toggles: on, pageSetting: true };

describe('SELECTOR', () => {
  it('SELECTOR-01 name.NNN.html with 2 to 4 digits picks store NNN as a string', () => {
    expect(parseSelectorSegment('/shop/aisles/dairy.0042.html')).toBe('0042');
    expect(parseSelectorSegment('/shop/brands/acme.12.html?x=1')).toBe('12');
    expect(selectStoreIdFromUrl({ ...base, path: '/shop/aisles/dairy.1502.html' })).toMatchObject({ storeId: '1502', source: 'path' });
  });
  it('SELECTOR-02 1 digit, 5+ digits or non-digits do not pick a store', () => {
    for (const p of ['/a/dairy.1.html', '/a/dairy.12345.html', '/a/dairy.12a.html', '/a/dairy.html', '/a/.12.html', '/a/dairy.12.htm'])
      expect(parseSelectorSegment(p)).toBeNull();
  });
  it('SELECTOR-01 SELECTOR-02 exactly 2-4 digits are accepted, and parsing never throws', () => {
    fc.assert(fc.property(fc.string().filter((s) => !/[./?#]/.test(s)), (s) => parseSelectorSegment(`/shop/aisles/name.${s}.html`) === (/^\d{2,4}$/.test(s) ? s : null)));
    fc.assert(fc.property(fc.string(), (s) => { parseSelectorSegment(s); selectStoreIdFromUrl({ ...base, path: s, search: s }); hasPlaceholderMarker(s); return true; }));
  });
  it('SELECTOR-03 the selector is honoured only with enableStoreIdSelector on', () => {
    expect(selectStoreIdFromUrl({ path: '/shop/aisles/d.1502.html', toggles: { enableStoreIdSelector: false }, pageSetting: true }).storeId).toBeNull();
  });
  it('SELECTOR-04 the selector is honoured only with the per-page setting on', () => {
    expect(selectStoreIdFromUrl({ path: '/shop/aisles/d.1502.html', toggles: on, pageSetting: false }).storeId).toBeNull();
  });
  it('SELECTOR-05 a placeholder marker in the path disables the selector (AMBIG-17)', () => {
    expect(selectStoreIdFromUrl({ ...base, path: '/shop/aisles/(storeId)/d.1502.html' }).storeId).toBeNull();
    expect(selectStoreIdFromUrl({ ...base, path: '/shop/aisles/%7Bhash%7D/d.1502.html' }).storeId).toBeNull();
    expect(hasPlaceholderMarker('/shop/aisles/d.1502.html')).toBe(false);
  });
  it('SELECTOR-06 the selector applies to aisles, brands, brand index, product-details and reward-details pages', () => {
    for (const p of ['/shop/aisles/x.12.html', '/shop/brands/x.12.html', '/shop/brand-index.12.html', '/shop/product-details.12.html', '/foru/rewards/reward-details.12.html'])
      expect(selectorAppliesToPage(p)).toBe(true);
    expect(selectorAppliesToPage('/shop/search-results.12.html')).toBe(false);
  });
  it('SELECTOR-07 a loc query parameter may hold the store id instead', () => {
    expect(selectStoreIdFromUrl({ ...base, path: '/shop/aisles/dairy.html', search: '?loc=2210' })).toMatchObject({ storeId: '2210', source: 'loc' });
    expect(selectStoreIdFromUrl({ ...base, path: '/shop/aisles/dairy.html', search: '?loc=abc' }).storeId).toBeNull();
  });
  it('SELECTOR-08 a differing store id redirects to the same URL with the session branch id; an equal one does not', () => {
    expect(selectorRedirect({ ...base, url: '/shop/aisles/dairy.1502.html?q=1', path: '/shop/aisles/dairy.1502.html', sessionBranchId: '2210' }).redirectTo).toBe('/shop/aisles/dairy.2210.html?q=1');
    expect(selectorRedirect({ ...base, url: '/shop/aisles/dairy.1502.html', path: '/shop/aisles/dairy.1502.html', sessionBranchId: '1502' }).redirectTo).toBeNull();
    expect(selectorRedirect({ ...base, url: 'https://www.freshway.test/shop/aisles/d.html?loc=12', path: '/shop/aisles/d.html', search: '?loc=12', sessionBranchId: '1502' }).redirectTo).toBe('/shop/aisles/d.html?loc=1502');
  });
  it('SELECTOR-09 vine-and-cellar and marketplace links never receive loc', () => {
    expect(withLoc('/shop/vineandcellar/product-details.99.html', '1502').url).toBe('/shop/vineandcellar/product-details.99.html');
    expect(withLoc('/shop/marketplace/search-results.html?q=x', '1502').url).toBe('/shop/marketplace/search-results.html?q=x');
    expect(withLoc('/shop/aisles/dairy.html', '1502').url).toBe('/shop/aisles/dairy.html?loc=1502');
  });
});
