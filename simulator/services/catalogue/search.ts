import type { CatalogueProduct, CatalogueSearchResponse, Shop } from '../../../spec/schemas/upstream/catalogue';
import { PAGE_SIZE_DEFAULT } from '../../../spec/schemas/upstream/catalogue';
import { CATALOGUE, brandSlug, stockAt } from './products';
import type { CatalogueItem } from './products';

export interface SearchInput {
  shop: Shop;
  q?: string | undefined;
  storeId?: string | undefined;
  aisle?: string | undefined;
  sellerId?: string | undefined;
  bpn?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
  promo?: 'bogo' | 'sale' | undefined;
  brand?: string | undefined;
}

/** Whether an item has a promotion (decision 0434): `sale` is a reduced price, anything else the promotion's id. */
export const hasPromotion = (item: CatalogueItem, promo: string): boolean => (promo === 'sale' ? item.wasPrice !== undefined : item.promotion?.id === promo);

/** Query words: lower case, letters and digits; very common words carry no meaning for a product search. */
const STOP = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in']);
export function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^a-z0-9%]+/)
    .filter((w) => w !== '' && !STOP.has(w));
}

/** A word matches a term exactly, as a prefix, or as the singular of a plural (`apples` → `apple`). */
function wordScore(word: string, item: CatalogueItem): number {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  const nameWords = item.name.toLowerCase().split(/[^a-z0-9%]+/);
  if (nameWords.includes(word) || nameWords.includes(singular)) return 10;
  if (nameWords.some((t) => t.startsWith(singular))) return 6;
  if (item.terms.includes(word) || item.terms.includes(singular)) return 4;
  if (item.terms.some((t) => t.startsWith(singular))) return 2;
  return 0;
}

/**
 * Relevance: every query word must match (name words weigh most, then brand, aisle and seller words);
 * a name that starts with the query ranks first. No query lists everything in catalogue order.
 */
export function relevance(q: string, item: CatalogueItem): number {
  const ws = queryWords(q);
  if (ws.length === 0) return 1;
  let score = 0;
  for (const w of ws) {
    const s = wordScore(w, item);
    if (s === 0) return 0;
    score += s;
  }
  const name = item.name.toLowerCase();
  const phrase = ws.join(' ');
  if (name.includes(phrase)) score += 5;
  return score;
}

export function toProduct(item: CatalogueItem, storeId: string | undefined): CatalogueProduct {
  const { terms: _terms, attendedDeliveryOnly, promotion, ...rest } = item;
  const availability = storeId === undefined ? null : { storeId, ...stockAt(item, storeId), attendedDeliveryOnly };
  return { ...rest, aisle: { ...item.aisle }, seller: item.seller ? { ...item.seller } : null, availability, ...(promotion ? { promotion: { ...promotion } } : {}) };
}

const countBy = <K extends string>(items: readonly CatalogueItem[], key: (i: CatalogueItem) => K, label: (i: CatalogueItem) => string) => {
  const counts = new Map<K, { name: string; count: number }>();
  for (const i of items) {
    const k = key(i);
    const c = counts.get(k);
    if (c) c.count++;
    else counts.set(k, { name: label(i), count: 1 });
  }
  return [...counts];
};

/** Searches one shop: filter by query, aisle and seller, rank by relevance, then a page of results with facets. */
export function searchCatalogue(input: SearchInput): CatalogueSearchResponse {
  const q = (input.q ?? '').trim();
  const inShop = CATALOGUE.filter((p) => p.shop === input.shop);
  const scored = inShop.map((item, index) => ({ item, index, score: relevance(q, item) })).filter((s) => s.score > 0);
  const matched = scored.map((s) => s.item);
  const narrowed = scored.filter(
    (s) =>
      (!input.aisle || s.item.aisle.id === input.aisle) &&
      (!input.sellerId || s.item.seller?.sellerId === input.sellerId) &&
      (!input.bpn || s.item.bpn === input.bpn) &&
      (!input.promo || hasPromotion(s.item, input.promo)) &&
      (!input.brand || brandSlug(s.item.brand) === input.brand),
  );
  narrowed.sort((a, b) => b.score - a.score || a.index - b.index);
  const size = input.size ?? PAGE_SIZE_DEFAULT;
  const page = input.page ?? 1;
  const slice = narrowed.slice((page - 1) * size, page * size);
  const aisle = input.aisle ? (inShop.find((p) => p.aisle.id === input.aisle)?.aisle ?? null) : null;
  return {
    query: q,
    storeId: input.storeId ?? null,
    shop: input.shop,
    page,
    size,
    total: narrowed.length,
    products: slice.map((s) => toProduct(s.item, input.storeId)),
    aisle: aisle ? { ...aisle } : null,
    // Facets count the query's matches before the aisle and seller narrowing, so a shopper can switch between them.
    aisles: countBy(matched, (i) => i.aisle.id, (i) => i.aisle.name).map(([id, v]) => ({ id, name: v.name, count: v.count })),
    sellers: countBy(
      matched.filter((i) => i.seller !== null),
      (i) => i.seller?.sellerId ?? '',
      (i) => i.seller?.name ?? '',
    ).map(([sellerId, v]) => ({ sellerId, name: v.name, count: v.count })),
    brands: countBy(matched, (i) => brandSlug(i.brand), (i) => i.brand)
      .map(([slug, v]) => ({ slug, name: v.name, count: v.count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
