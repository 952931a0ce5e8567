import type { SimContext } from '../core/context';
import { distanceMiles, zipLocation } from '../core/geo';

export type Store = NonNullable<ReturnType<SimContext['db']['store']['findFirst']>>;

export function storeById(ctx: SimContext, id: string): Store | null {
  return ctx.db.store.findFirst({ where: { id: { equals: id } } });
}

/** Open stores within `radius` miles of a zip, nearest first (none for a zip outside every region). */
export function storesNear(ctx: SimContext, zipcode: string, radius: number, filter: (s: Store) => boolean = () => true): Array<{ store: Store; distance: number }> {
  const at = zipLocation(zipcode);
  if (!at) return [];
  return ctx.db.store
    .getAll()
    .filter((s) => s.isOpen && filter(s))
    .map((store) => ({ store, distance: distanceMiles(at, store) }))
    .filter((s) => s.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.store.id.localeCompare(b.store.id));
}

/** The nearest open e-commerce store of a banner for a zip, or the banner's default store. */
export function resolveStore(ctx: SimContext, banner: string, zipcode: string): { store: Store | null; inServiceArea: boolean } {
  const near = storesNear(ctx, zipcode, 50, (s) => s.banner === banner && s.isEcom)[0];
  if (near) return { store: near.store, inServiceArea: true };
  const fallback = ctx.banners.find((b) => b.id === banner);
  return { store: fallback ? storeById(ctx, fallback.defaultStoreId) : null, inServiceArea: false };
}

export function storeLocation(store: Store) {
  return { storeId: store.id, zipcode: store.zipcode, address: store.line1, banner: store.banner, city: store.city, state: store.state, countryCode: 'US' };
}
