import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { rewriteAisleLink } from './aisleLinks';

const b = '1502';
describe('AISLE-LINKS', () => {
  it('AISLE-LINKS-01 aisle links carry the branch id as loc, or in the path', () => {
    expect(rewriteAisleLink({ href: '/shop/aisles/dairy.html', branchId: b }).href).toBe('/shop/aisles/dairy.html?loc=1502');
    expect(rewriteAisleLink({ href: '/shop/aisles/dairy.12.html?x=1', branchId: b }).href).toBe('/shop/aisles/dairy.1502.html?x=1');
  });
  it('AISLE-LINKS-02 vine-and-cellar paths are unchanged', () => {
    expect(rewriteAisleLink({ href: '/shop/vineandcellar/aisles/red.html', branchId: b }).href).toBe('/shop/vineandcellar/aisles/red.html');
  });
  it('AISLE-LINKS-03 marketplace paths are unchanged', () => {
    expect(rewriteAisleLink({ href: '/shop/marketplace/aisles/x.html', branchId: b }).href).toBe('/shop/marketplace/aisles/x.html');
  });
  it('AISLE-LINKS-04 brand index pages are unchanged', () => {
    expect(rewriteAisleLink({ href: '/shop/brand-index.html', branchId: b }).href).toBe('/shop/brand-index.html');
  });
  it('AISLE-LINKS-05 canonical links are unchanged', () => {
    expect(rewriteAisleLink({ href: '/shop/aisles/dairy.html', branchId: b, isCanonical: true }).href).toBe('/shop/aisles/dairy.html');
  });
  it('AISLE-LINKS-06 parenthesised placeholders and aisleId are replaced from user info (AMBIG-18)', () => {
    expect(rewriteAisleLink({ href: '/shop/aisles/dairy.(storeId).html', branchId: b }).href).toBe('/shop/aisles/dairy.1502.html');
    expect(rewriteAisleLink({ href: '/shop/aisles.html?loc=(storeId)&aisle=(aisleId)', branchId: b, values: { aisleId: '1_2' } }).href).toBe('/shop/aisles.html?loc=1502&aisle=1_2');
    expect(rewriteAisleLink({ href: '/shop/aisles/d.html?loc=12', branchId: b }).href).toBe('/shop/aisles/d.html?loc=1502');
  });
  it('AISLE-LINKS-07 a non-numeric store value, or one equal to the branch id, leaves the link unchanged (AMBIG-18)', () => {
    expect(rewriteAisleLink({ href: '/shop/aisles/d.html?loc=abc', branchId: b }).href).toBe('/shop/aisles/d.html?loc=abc');
    expect(rewriteAisleLink({ href: '/shop/aisles/d.1502.html', branchId: b }).href).toBe('/shop/aisles/d.1502.html');
    expect(rewriteAisleLink({ href: '/shop/aisles/d.html?loc=1502', branchId: b }).href).toBe('/shop/aisles/d.html?loc=1502');
  });
  it('AISLE-LINKS-01 AISLE-LINKS-02 AISLE-LINKS-03 AISLE-LINKS-04 AISLE-LINKS-05 AISLE-LINKS-06 AISLE-LINKS-07 each outcome names its rule', () => {
    const rulesOf = (href: string, extra: { isCanonical?: boolean; values?: Record<string, string>; branchId?: unknown } = {}) => rewriteAisleLink({ href, branchId: b, ...extra }).rules;
    expect(rulesOf('/shop/vineandcellar/aisles/red.html')).toEqual(['AISLE-LINKS-02']);
    expect(rulesOf('/shop/marketplace/aisles/x.html')).toEqual(['AISLE-LINKS-03']);
    expect(rulesOf('/shop/brand-index.html')).toEqual(['AISLE-LINKS-04']);
    expect(rulesOf('/shop/aisles/dairy.html', { isCanonical: true })).toEqual(['AISLE-LINKS-05']);
    expect(rulesOf('/shop/aisles/dairy.(storeId).html')).toEqual(['AISLE-LINKS-06']);
    expect(rulesOf('/shop/aisles/d.html?loc=abc')).toEqual(['AISLE-LINKS-07']);
    expect(rulesOf('/shop/aisles/d.html?loc=12')).toEqual(['AISLE-LINKS-01', 'AISLE-LINKS-06']);
    expect(rulesOf('/shop/aisles/dairy.12.html')).toEqual(['AISLE-LINKS-01', 'AISLE-LINKS-06']);
    expect(rulesOf('/shop/aisles/dairy.html')).toEqual(['AISLE-LINKS-01']);
    expect(rulesOf('/shop/aisles/dairy.html', { branchId: 'abc' })).toEqual([]);
    expect(rewriteAisleLink({ href: 'http://[bad/shop/aisles/dairy.html', branchId: b })).toEqual({ href: 'http://[bad/shop/aisles/dairy.html', rules: [] });
  });
  it('AISLE-LINKS-01 AISLE-LINKS-06 only a numeric branch id is carried; an absolute link keeps its origin; unknown placeholders stay', () => {
    for (const branchId of [null, 1502, '', '15a2', ' 1502']) expect(rewriteAisleLink({ href: '/shop/aisles/dairy.html', branchId }).href, String(branchId)).toBe('/shop/aisles/dairy.html');
    expect(rewriteAisleLink({ href: 'https://shop.test/shop/aisles/dairy.12.html?x=1#top', branchId: b }).href).toBe('https://shop.test/shop/aisles/dairy.1502.html?x=1#top');
    expect(rewriteAisleLink({ href: '/shop/aisles/dairy.12.html#top', branchId: b }).href).toBe('/shop/aisles/dairy.1502.html#top');
    expect(rewriteAisleLink({ href: '/shop/aisles.html?aisle=(aisleId)&z=(zone)', branchId: b, values: { aisleId: '1 2' } }).href).toBe('/shop/aisles.html?aisle=1%202&z=(zone)');
    expect(rewriteAisleLink({ href: '/shop/aisles/(BRANCHID)/(loc)/(store).html', branchId: b }).href).toBe('/shop/aisles/1502/1502/1502.html');
    expect(rewriteAisleLink({ href: '/SHOP/VineAndCellar/red.html', branchId: b }).href).toBe('/SHOP/VineAndCellar/red.html');
    expect(rewriteAisleLink({ href: '/shop/Brand-Index.html', branchId: b }).href).toBe('/shop/Brand-Index.html');
    expect(rewriteAisleLink({ href: '/shop/aisles/dairy.html?from=vineandcellar', branchId: b }).href).toBe('/shop/aisles/dairy.html?from=vineandcellar&loc=1502');
  });
  it('AISLE-LINKS-01 AISLE-LINKS-06 AISLE-LINKS-07 only a whole numeric store value at the end of the path or in loc is read, and only that one is replaced', () => {
    expect(rewriteAisleLink({ href: 42 as never, branchId: b })).toEqual(rewriteAisleLink({ href: '', branchId: b }));
    expect(rewriteAisleLink({ href: '/shop/aisles.html?aisle=(aisleId)', branchId: b }).href).toBe('/shop/aisles.html?aisle=(aisleId)');
    expect(rewriteAisleLink({ href: '/shop/aisles/a:b/dairy.12.html', branchId: b }).href).toBe('/shop/aisles/a:b/dairy.1502.html');
    // AISLE-LINKS-07: a store id already equal to the branch leaves the link exactly as written (its query untouched).
    for (const href of ['/shop/aisles/d.html?q=a%20b&loc=1502', '/shop/aisles/dairy.1502.html?q=a%20b'])
      expect(rewriteAisleLink({ href, branchId: b })).toEqual({ href, rules: ['AISLE-LINKS-07'] });
    // A protocol-relative link stays protocol-relative, and an absolute one keeps its own scheme.
    expect(rewriteAisleLink({ href: '//cdn.test/shop/aisles/dairy.12.html', branchId: b }).href).toBe('//cdn.test/shop/aisles/dairy.1502.html');
    expect(rewriteAisleLink({ href: 'https://cdn.test:8443/shop/aisles/dairy.12.html#x', branchId: b }).href).toBe('https://cdn.test:8443/shop/aisles/dairy.1502.html#x');
    expect(rewriteAisleLink({ href: '/shop/aisles/dairy.12.html.bak', branchId: b }).href).toBe('/shop/aisles/dairy.12.html.bak?loc=1502');
    for (const loc of ['12a', 'a12']) expect(rewriteAisleLink({ href: `/shop/aisles/d.html?loc=${loc}`, branchId: b }).href).toBe(`/shop/aisles/d.html?loc=${loc}`);
    expect(rewriteAisleLink({ href: '/shop/aisles/a.7.html/dairy.12.html', branchId: b }).href).toBe('/shop/aisles/a.7.html/dairy.1502.html');
  });
  it('AISLE-LINKS-01 rewriting never throws and is idempotent', () => {
    fc.assert(fc.property(fc.string(), fc.stringMatching(/^\d{2,4}$/), (href, branchId) => {
      const once = rewriteAisleLink({ href, branchId }).href;
      return rewriteAisleLink({ href: once, branchId }).href === once;
    }));
  });
});
