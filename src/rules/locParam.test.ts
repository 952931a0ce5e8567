import { describe, it, expect } from 'vitest';
import { isVineOrMarketplacePath, withLoc } from './locParam';

describe('SELECTOR-09 the loc parameter', () => {
  it('SELECTOR-09 AISLE-LINKS-02 AISLE-LINKS-03 a vine-and-cellar or marketplace segment, anywhere in the path, in any case', () => {
    for (const path of ['vineandcellar/wine.html', 'marketplace', '/shop/marketplace', '/shop/VineAndCellar/x.html', '/marketplace.html', 'shop/marketplace/']) {
      expect(isVineOrMarketplacePath(path)).toBe(true);
    }
  });

  it('SELECTOR-09 only a whole segment counts: names that merely contain the words are other pages', () => {
    for (const path of ['/shop/marketplaces/x.html', '/shop/mymarketplace/x.html', '/shop/aisles/dairy.html', 'xvineandcellar', '']) {
      expect(isVineOrMarketplacePath(path)).toBe(false);
    }
  });

  it('SELECTOR-09 AISLE-LINKS-01 other links get loc set to the store id, each outcome naming its rule', () => {
    expect(withLoc('/shop/aisles/dairy.html?loc=12&q=1', '1502')).toEqual({ url: '/shop/aisles/dairy.html?loc=1502&q=1', rules: ['AISLE-LINKS-01'] });
    expect(withLoc('/shop/marketplace/x.html', '1502')).toEqual({ url: '/shop/marketplace/x.html', rules: ['SELECTOR-09'] });
  });
});
