import type { Shop } from '../../../spec/schemas/upstream/catalogue';

/**
 * The product pages' addresses and the shop each opens, as the route table has them (src/app/pages/routes.tsx:
 * `product`, `wine-product`, `marketplace-product`; a test keeps the two the same). The product page's early request
 * reads the address with these before the storefront's code, and so the route table, has arrived.
 */
export const PRODUCT_ADDRESSES: readonly { readonly pattern: RegExp; readonly shop: Shop }[] = [
  { pattern: /^\/shop\/product-details\.(\d+)\.html$/, shop: 'grocery' },
  { pattern: /^\/shop\/vineandcellar\/product-details\.(\d+)\.html$/, shop: 'wine' },
  { pattern: /^\/shop\/marketplace\/product-details\.(\d+)\.html$/, shop: 'marketplace' },
];

/** The product a page address opens, or null for any other page. */
export function productAt(pathname: string): { shop: Shop; bpn: string } | null {
  for (const { pattern, shop } of PRODUCT_ADDRESSES) {
    const bpn = pattern.exec(pathname)?.[1];
    if (bpn) return { shop, bpn };
  }
  return null;
}
