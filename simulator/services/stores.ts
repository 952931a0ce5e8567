import type { SimContext } from '../core/simContext';
import { distanceMiles, zipLocation } from '../core/geo';

export type Store = NonNullable<ReturnType<SimContext['db']['store']['findFirst']>>;

interface DatabaseEvents {
  on(event: 'create' | 'update' | 'delete', listener: (sourceId: string, modelName: string) => void): unknown;
}

// @mswjs/data answers findFirst by scanning every record (about half a millisecond over the seeded stores),
// which dominated the store-resolver routes. The index below is dropped on any create, update or delete of
// a store, which the database announces on its event emitter, so it can never serve a stale record.
const storeIndexes = new WeakMap<object, Map<string, Store> | null>();

function databaseEvents(db: object): DatabaseEvents | null {
  for (const symbol of Object.getOwnPropertySymbols(db)) {
    const value: unknown = (db as Record<symbol, unknown>)[symbol];
    const events = (value as { events?: DatabaseEvents } | null)?.events;
    if (events && typeof events.on === 'function') return events;
  }
  return null;
}

function storeIndex(ctx: SimContext): Map<string, Store> | null {
  const db = ctx.db as object;
  if (!storeIndexes.has(db)) {
    const events = databaseEvents(db);
    if (!events) return null;
    const drop = (_source: string, model: string) => {
      if (model === 'store') storeIndexes.set(db, null);
    };
    events.on('create', drop);
    events.on('update', drop);
    events.on('delete', drop);
    storeIndexes.set(db, null);
  }
  let index = storeIndexes.get(db) ?? null;
  if (!index) {
    index = new Map(ctx.db.store.getAll().map((s) => [s.id, s]));
    storeIndexes.set(db, index);
  }
  return index;
}

export function storeById(ctx: SimContext, id: string): Store | null {
  const index = storeIndex(ctx);
  if (index) return index.get(id) ?? null;
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

/**
 * A store's opening hours, the same every day (decision 0431): seeded from the store id, so a store keeps its hours
 * across seeds and tenants; 24-hour `HH:MM` in the store's own time zone.
 */
export function storeHours(store: Pick<Store, 'id' | 'isDefault'>): { opens: string; closes: string } {
  let h = 0;
  for (const ch of store.id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  if (store.isDefault) return { opens: '06:00', closes: '23:00' };
  return { opens: ['06:00', '07:00', '08:00'][h % 3]!, closes: ['21:00', '22:00', '23:00', '00:00'][Math.floor(h / 3) % 4]! };
}
