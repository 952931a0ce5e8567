import type { CatalogueProduct, CatalogueSearchResponse, Shop, StockStatus } from '../../spec/schemas/upstream/catalogue';
import type { CatalogueSearchInput } from '../../src/api/catalogue';
import { ApiError } from '../../src/api/http';
import type { CatalogueSource } from '../../src/app/product/catalogueSource';

const AISLE_NAMES: Record<string, string> = { produce: 'Produce', dairy: 'Dairy & Eggs', 'meat-seafood': 'Meat & Seafood', 'red-wine': 'Red Wine', 'kitchen-home': 'Kitchen & Home', outdoor: 'Outdoor & Travel' };

/** Test double of the catalogue for component tests: a few products, a call log, and failures on demand. */
export type FakeItem = Pick<CatalogueProduct, 'bpn' | 'upc' | 'name' | 'brand' | 'size' | 'price' | 'unitPrice' | 'imageUrl' | 'description' | 'aisle' | 'department' | 'shop' | 'seller' | 'promotion'> & {
  /** The stock the fake answers at every store. */
  status: StockStatus;
  attended: boolean;
};

export function item(bpn: string, name: string, shop: Shop, extra: { aisle?: string; seller?: [string, string]; status?: StockStatus; attended?: boolean; price?: number; brand?: string; bogo?: boolean } = {}): FakeItem {
  const aisle = extra.aisle ?? (shop === 'wine' ? 'red-wine' : shop === 'marketplace' ? 'kitchen-home' : 'produce');
  return {
    bpn,
    upc: `00${bpn}`.padStart(13, '0'),
    name,
    brand: extra.brand ?? 'Brand',
    size: '1 ct',
    price: extra.price ?? 3.5,
    unitPrice: '$3.50/ct',
    imageUrl: `/images/products/${bpn}.png`,
    description: `${name}.`,
    aisle: { id: aisle, name: AISLE_NAMES[aisle] ?? aisle },
    department: 'Test',
    shop,
    seller: extra.seller ? { sellerId: extra.seller[0], name: extra.seller[1] } : null,
    status: extra.status ?? 'in-stock',
    attended: extra.attended ?? shop === 'wine',
    ...(extra.bogo ? { promotion: { id: 'bogo', text: 'buy_one_get_one_free' } } : {}),
  };
}

export const FAKE_ITEMS = [
  item('960000001', 'Gala Apples', 'grocery'),
  item('960000002', 'Atlantic Salmon Fillet', 'grocery', { aisle: 'meat-seafood', status: 'out-of-stock' }),
  item('960000003', 'Ribeye Steak', 'grocery', { aisle: 'meat-seafood', status: 'unavailable' }),
  item('960000004', 'Whole Milk', 'grocery', { aisle: 'dairy' }),
  item('970000001', 'Napa Valley Cabernet Sauvignon', 'wine'),
  item('980000001', 'Stainless Travel Mug', 'marketplace', { seller: ['mkp-5120', 'Hearth & Home Goods'] }),
  item('980000002', 'Camping Mug', 'marketplace', { aisle: 'outdoor', seller: ['mkp-6033', 'Trailhead Outfitters'] }),
  item('980000003', 'Olive Oil', 'marketplace', { aisle: 'specialty-pantry', seller: ['mkp-4417', 'Pantry Partners'] }),
];

export interface FakeCatalogue extends CatalogueSource {
  readonly calls: Array<{ method: 'search' | 'product' | 'similar'; input: unknown }>;
  /** The next `n` calls reject. */
  /** The next `n` calls fail: with an upstream status when given (an ApiError), else as a network failure. */
  failNext(n: number, status?: number): void;
}

export function fakeCatalogue(items: readonly FakeItem[] = FAKE_ITEMS): FakeCatalogue {
  const calls: FakeCatalogue['calls'] = [];
  let failures = 0;
  let failStatus: number | undefined;
  const gate = async () => {
    await Promise.resolve();
    if (failures > 0) {
      failures--;
      if (failStatus !== undefined) throw new ApiError({ kind: 'status', call: 'CALL-20', message: `catalogue answered ${failStatus}`, status: failStatus });
      throw new Error('catalogue unavailable');
    }
  };
  const toProduct = ({ status, attended, ...p }: FakeItem, storeId?: string): CatalogueProduct => ({ ...p, availability: storeId ? { storeId, status, quantity: null, attendedDeliveryOnly: attended } : null });
  const search = async (input: CatalogueSearchInput & { bpn?: string }): Promise<CatalogueSearchResponse> => {
    const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const inShop = items.filter((p) => p.shop === input.shop && words.every((w) => p.name.toLowerCase().includes(w)));
    const slug = (brand: string) => brand.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    // The fake has no reduced prices: only its own promotions filter.
    const promoted = (p: FakeItem) => input.promo !== 'sale' && p.promotion?.id === input.promo;
    const found = inShop.filter((p) => (!input.aisle || p.aisle.id === input.aisle) && (!input.sellerId || p.seller?.sellerId === input.sellerId) && (!input.bpn || p.bpn === input.bpn) && (!input.promo || promoted(p)) && (!input.brand || slug(p.brand) === input.brand));
    const brands = new Map<string, { slug: string; name: string; count: number }>();
    for (const p of inShop) brands.set(slug(p.brand), { slug: slug(p.brand), name: p.brand, count: (brands.get(slug(p.brand))?.count ?? 0) + 1 });
    const sellers = new Map<string, { sellerId: string; name: string; count: number }>();
    for (const p of inShop) if (p.seller) sellers.set(p.seller.sellerId, { ...p.seller, count: (sellers.get(p.seller.sellerId)?.count ?? 0) + 1 });
    return {
      query: input.q ?? '',
      storeId: input.storeId ?? null,
      shop: input.shop,
      page: input.page ?? 1,
      size: input.size ?? 24,
      total: found.length,
      products: found.map((p) => toProduct(p, input.storeId)),
      aisle: input.aisle ? (items.find((p) => p.aisle.id === input.aisle)?.aisle ?? null) : null,
      aisles: [],
      sellers: [...sellers.values()],
      brands: [...brands.values()].sort((a, b) => a.name.localeCompare(b.name)),
    };
  };
  return {
    calls,
    failNext: (n, status) => {
      failures = n;
      failStatus = status;
    },
    async search(input) {
      calls.push({ method: 'search', input });
      await gate();
      return search(input);
    },
    async product(input) {
      calls.push({ method: 'product', input });
      await gate();
      const { storeId, ...rest } = input;
      return (await search({ ...rest, ...(storeId === null ? {} : { storeId }) })).products[0] ?? null;
    },
    async similar(product, storeId) {
      calls.push({ method: 'similar', input: { bpn: product.bpn, storeId } });
      await gate();
      return (await search({ shop: product.shop, storeId, aisle: product.aisle.id })).products.filter((p) => p.bpn !== product.bpn);
    },
  };
}
