import type { Shop } from '../../../spec/schemas/upstream/catalogue';
import { MARKETPLACE_PRODUCT_PATTERN, PRODUCT_PATTERN, WINE_PRODUCT_PATTERN } from '../routeTable.ts';

/**
 * The product pages' addresses and the shop each opens: the route table's (src/app/routeTable.ts, routes `product`,
 * `wine-product`, `marketplace-product`). The product page's early request reads the address with these before the
 * storefront's code has arrived; the build serves these addresses product.html (build/productPage.ts).
 */
export const PRODUCT_ADDRESSES: readonly { readonly pattern: RegExp; readonly shop: Shop }[] = [
  { pattern: PRODUCT_PATTERN, shop: 'grocery' },
  { pattern: WINE_PRODUCT_PATTERN, shop: 'wine' },
  { pattern: MARKETPLACE_PRODUCT_PATTERN, shop: 'marketplace' },
];

/** The product a page address opens, or null for any other page. */
export function productAt(pathname: string): { shop: Shop; bpn: string } | null {
  for (const { pattern, shop } of PRODUCT_ADDRESSES) {
    const bpn = pattern.exec(pathname)?.[1];
    if (bpn) return { shop, bpn };
  }
  return null;
}
