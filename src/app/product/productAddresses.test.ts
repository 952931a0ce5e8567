import fc from 'fast-check';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../pages/routes';
import { productAt } from './productAddresses';

/** What the route table renders for an address: the product page's product, or null for any other page. */
function routed(pathname: string): { shop: string; bpn: string } | null {
  const match = matchRoute(pathname);
  if (!['product', 'wine-product', 'marketplace-product'].includes(match.name)) return null;
  const { shop, bpn } = (match.render() as ReactElement<{ shop: string; bpn: string }>).props;
  return { shop, bpn };
}

describe('the product pages\' addresses, read before the route table has arrived (decision 0460)', () => {
  it('PAGES-01 the early request reads the product and shop the route table opens', () => {
    for (const path of ['/shop/product-details.960012345.html', '/shop/vineandcellar/product-details.970000101.html', '/shop/marketplace/product-details.980000215.html', '/', '/shop/cart.html', '/shop/product-details.abc.html', '/shop/product-details.960012345.html/x', '/shop/aisles/fruit.html']) {
      expect(productAt(path), path).toEqual(routed(path));
    }
  });

  it('property: for any address, the early request and the route table agree on whether and which product it opens', () => {
    const folder = fc.constantFrom('/shop/', '/shop/vineandcellar/', '/shop/marketplace/', '/', '/shop/wine/', '/x/shop/', '/shop/marketplace/aisles/');
    const path = fc
      .tuple(folder, fc.constantFrom('product-details.', 'product-details-', ''), fc.oneof(fc.stringMatching(/^\d{1,12}$/), fc.string({ maxLength: 6 })), fc.constantFrom('.html', '', '.html/'))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(path, (p) => {
        expect(productAt(p)).toEqual(routed(p));
      }),
      { numRuns: 1000 },
    );
  });
});
