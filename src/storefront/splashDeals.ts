import type { SplashDeal } from './splash';

/** The splash dialog's title (the page's and the workbench's). */
export const SPLASH_TITLE = 'Deals picked for you';

// A positive, finite amount (NaN fails both comparisons).
const money = (v: unknown): number | null => (typeof v === 'number' && v > 0 && v < Number.POSITIVE_INFINITY ? v : null);

/**
 * The deals of the splash answer: id and title, and the product, price and saving when the deal gives them. A deal
 * without an id or a title is left out; an upstream bpn that is not a product number names no product (it becomes
 * part of a link).
 */
export function readDeals(list: readonly unknown[]): SplashDeal[] {
  return list.flatMap((d) => {
    if (!d || typeof d !== 'object') return [];
    const o = d as Record<string, unknown>;
    if (typeof o.id !== 'string' || typeof o.title !== 'string') return [];
    const bpn = typeof o.bpn === 'string' && /^\d{1,20}$/.test(o.bpn) ? o.bpn : null;
    return [{ id: o.id, title: o.title, bpn, price: money(o.price), saving: money(o.saving) }];
  });
}
