import { CATALOGUE, stockAt } from './products';
import { relevance } from './search';

/**
 * The catalogue's promotions as the storefront's promotion and splash calls answer them (decision 0434): the
 * promotions are the products' own (buy one get one free, reduced prices), so every deal and chip a shopper sees
 * names real products, prices and savings.
 */

export interface PromoEntry {
  id: string;
  /** A banner convention key (CONFIG-10) or a text. */
  text: string;
  searchTerms: string;
  /** How many of the matching products have it. */
  count: number;
}

const BOGO = { id: 'bogo', text: 'buy_one_get_one_free' } as const;

/**
 * CALL-17: the promotions of the products a search for `searchTerms` finds in the banner's shop, or of the whole
 * shop without terms; a promotion no matching product has is not answered.
 */
export function promotionsFor(searchTerms: string | undefined): PromoEntry[] {
  const q = (searchTerms ?? '').trim();
  const matched = CATALOGUE.filter((p) => p.shop === 'grocery' && relevance(q, p) > 0);
  const count = matched.filter((p) => p.promotion?.id === BOGO.id).length;
  return count > 0 ? [{ ...BOGO, searchTerms: q, count }] : [];
}

export interface SplashDeal {
  id: string;
  title: string;
  imageUrl: string;
  bpn: string;
  price: number;
  wasPrice: number;
  saving: number;
}

const money = (n: number) => Math.round(n * 100) / 100;

/** CALL-66: the store's best reduced-price grocery items in stock there, biggest saving first. */
export function splashDeals(storeId: string, count: number): SplashDeal[] {
  return CATALOGUE.filter((p) => p.shop === 'grocery' && p.wasPrice !== undefined)
    .filter((p) => {
      const { status } = stockAt(p, storeId);
      return status === 'in-stock' || status === 'low-stock';
    })
    .map((p) => ({ id: `deal-${storeId}-${p.bpn}`, title: p.name, imageUrl: p.imageUrl, bpn: p.bpn, price: p.price, wasPrice: p.wasPrice!, saving: money(p.wasPrice! - p.price) }))
    .sort((a, b) => b.saving - a.saving || a.bpn.localeCompare(b.bpn))
    .slice(0, Math.max(0, count));
}
