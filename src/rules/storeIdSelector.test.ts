import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseSelectorSegment, hasPlaceholderMarker, selectorAppliesToPage, selectStoreIdFromUrl, selectorRedirect, splitUrl } from './storeIdSelector';
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
  it('SELECTOR-01 SELECTOR-02 only the last segment counts, and it must end in .html', () => {
    expect(parseSelectorSegment('/a/dairy.12.html.bak')).toBeNull();
    expect(parseSelectorSegment('/a/dairy.12.htmlx')).toBeNull();
    expect(parseSelectorSegment('/a/x.12.html/dairy.html')).toBeNull();
    expect(parseSelectorSegment('/a/x.12.html/dairy.1502.html#top')).toBe('1502');
  });
  it('SELECTOR-02 a name.X.html page whose X is no store id is reported, and selects nothing', () => {
    for (const path of ['/shop/aisles/dairy.12345.html', '/shop/aisles/dairy.1.html', '/shop/aisles/dairy.12a.html?x=1', '/shop/aisles/dairy..html'])
      expect(selectStoreIdFromUrl({ ...base, path })).toEqual({ storeId: null, source: null, rules: ['SELECTOR-02'] });
    for (const path of ['/shop/aisles/dairy.html', '/shop/aisles/x.y.htmlz', '/shop/aisles/x.y.html/dairy', '/shop/aisles/dairy?v=x.12345.html'])
      expect(selectStoreIdFromUrl({ ...base, path })).toEqual({ storeId: null, source: null, rules: [] });
  });
  it('SELECTOR-01 SELECTOR-03 SELECTOR-04 SELECTOR-05 a selector names the rule that refused it, or every rule it passed', () => {
    const path = '/shop/aisles/dairy.1502.html';
    expect(selectStoreIdFromUrl({ ...base, path })).toEqual({ storeId: '1502', source: 'path', rules: ['SELECTOR-01', 'SELECTOR-03', 'SELECTOR-04', 'SELECTOR-05'] });
    expect(selectStoreIdFromUrl({ path, toggles: { enableStoreIdSelector: false }, pageSetting: true })).toEqual({ storeId: null, source: null, rules: ['SELECTOR-01', 'SELECTOR-03'] });
    expect(selectStoreIdFromUrl({ path, toggles: on, pageSetting: false })).toEqual({ storeId: null, source: null, rules: ['SELECTOR-01', 'SELECTOR-04'] });
    expect(selectStoreIdFromUrl({ ...base, path: '/shop/(storeId)/dairy.1502.html' })).toEqual({ storeId: null, source: null, rules: ['SELECTOR-01', 'SELECTOR-05'] });
  });
  it('SELECTOR-01 SELECTOR-05 SELECTOR-06 a path that is not text is no page path: no selector, no marker, no selector page', () => {
    for (const path of [undefined, null, 1502, ['/shop/aisles/(storeId)/dairy.1502.html'], { toString: () => '/shop/aisles/{hash}/dairy.12.html' }]) {
      expect(parseSelectorSegment(path)).toBeNull();
      expect(hasPlaceholderMarker(path)).toBe(false);
      expect(selectorAppliesToPage(path)).toBe(false);
      expect(selectStoreIdFromUrl({ ...base, path: path as string, search: '?loc=12' })).toEqual({ storeId: '12', source: 'loc', rules: ['SELECTOR-07'] });
    }
    expect(selectorAppliesToPage(['/shop/aisles/dairy.html'])).toBe(false);
  });
  it('SELECTOR-06 an aisles or brands page is one whether the path ends at the folder or goes on', () => {
    for (const p of ['/shop/aisles', '/shop/brands', '/shop/aisles/dairy.html', '/shop/brands.html']) expect(selectorAppliesToPage(p)).toBe(true);
    for (const p of ['/shop/aislesx', '/shop/brandsx/acme.12.html', '/shop/marketplace/aisles.1234.html']) expect(selectorAppliesToPage(p)).toBe(false);
  });
  it('SELECTOR-07 loc holds a store id of 1 to 4 digits, and only a query string is read for it', () => {
    const page = { ...base, path: '/shop/aisles/dairy.html' };
    expect(selectStoreIdFromUrl({ ...page, search: 'loc=7' })).toEqual({ storeId: '7', source: 'loc', rules: ['SELECTOR-07'] });
    expect(selectStoreIdFromUrl({ ...page, search: '?q=1&loc=2210' })).toEqual({ storeId: '2210', source: 'loc', rules: ['SELECTOR-07'] });
    for (const search of ['?loc=12345', '?loc=x12', '?loc=12x', '?loc=', '?q=12', '', undefined])
      expect(selectStoreIdFromUrl({ ...page, ...(search === undefined ? {} : { search }) })).toEqual({ storeId: null, source: null, rules: [] });
    fc.assert(fc.property(fc.anything().filter((s) => typeof s !== 'string'), (search) => selectStoreIdFromUrl({ ...page, search: search as string }).storeId === null));
    expect(selectStoreIdFromUrl({ ...page, search: { loc: '12' } as unknown as string }).storeId).toBeNull();
  });
  it('SELECTOR-08 the redirect and the equal case both name SELECTOR-08; only the selector segment changes', () => {
    const path = '/shop/aisles/x.12.html/dairy.1502.html';
    expect(selectorRedirect({ ...base, url: `${path}#top`, path, sessionBranchId: '2210' })).toEqual({ redirectTo: '/shop/aisles/x.12.html/dairy.2210.html#top', rules: ['SELECTOR-01', 'SELECTOR-03', 'SELECTOR-04', 'SELECTOR-05', 'SELECTOR-08'] });
    expect(selectorRedirect({ ...base, url: path, path, sessionBranchId: '1502' })).toEqual({ redirectTo: null, rules: ['SELECTOR-01', 'SELECTOR-03', 'SELECTOR-04', 'SELECTOR-05', 'SELECTOR-08'] });
    expect(selectorRedirect({ ...base, url: '/shop/aisles/d.html?loc=12', path: '/shop/aisles/d.html', search: '?loc=12', sessionBranchId: '1502' })).toEqual({ redirectTo: '/shop/aisles/d.html?loc=1502', rules: ['SELECTOR-07', 'SELECTOR-08'] });
  });
  it('SELECTOR-08 no redirect without a store id in the URL or without a known (digits) session branch id', () => {
    const path = '/shop/aisles/dairy.1502.html';
    expect(selectorRedirect({ ...base, url: '/shop/aisles/dairy.html', path: '/shop/aisles/dairy.html', sessionBranchId: '2210' })).toEqual({ redirectTo: null, rules: [] });
    for (const sessionBranchId of ['', ' ', 'abc', 'x2210', '2210x', 2210, null, undefined, ['2210']])
      expect(selectorRedirect({ ...base, url: path, path, sessionBranchId })).toEqual({ redirectTo: null, rules: ['SELECTOR-01', 'SELECTOR-03', 'SELECTOR-04', 'SELECTOR-05'] });
  });
  it('SELECTOR-09 a link keeps its origin when it has one, including a protocol-relative one; a path stays a path', () => {
    expect(withLoc('https://www.freshway.test/shop/aisles/dairy.html#x', '1502').url).toBe('https://www.freshway.test/shop/aisles/dairy.html?loc=1502#x');
    expect(withLoc('//www.freshway.test/shop/aisles/dairy.html', '1502').url).toBe('http://www.freshway.test/shop/aisles/dairy.html?loc=1502');
    expect(withLoc('/shop/aisles/a:b/dairy.html', '1502').url).toBe('/shop/aisles/a:b/dairy.html?loc=1502');
    expect(withLoc('shop/x://dairy.html', '1502').url).toBe('/shop/x://dairy.html?loc=1502');
    expect(splitUrl('http://')).toBeNull();
    expect(withLoc('http://', '1502')).toEqual({ url: 'http://', rules: [] });
  });
});
