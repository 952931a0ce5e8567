import type { Shop } from '../../../spec/schemas/upstream/catalogue';

/** FORMAT-02: amounts round to 2 decimals. */
export const price = (n: number): string => `$${(Math.round(n * 100) / 100).toFixed(2)}`;

/** Product detail page paths of 000 §2: the wine and marketplace shops have their own. */
export function productPath(p: { readonly bpn: string; readonly shop: Shop }): string {
  const prefix = p.shop === 'wine' ? '/shop/vineandcellar' : p.shop === 'marketplace' ? '/shop/marketplace' : '/shop';
  return `${prefix}/product-details.${encodeURIComponent(p.bpn)}.html`;
}

/** A stable hue per product for the drawn placeholder image (the simulator serves no image bytes). */
export function hueOf(bpn: string): number {
  let h = 0;
  for (const ch of bpn) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}
