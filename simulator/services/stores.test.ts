import { describe, expect, it } from 'vitest';
import { createSimContext } from '../core/context';
import { servicePaths } from '../../spec/config/endpoints';
import { cityOfZip, nearestTown } from '../core/geo';
import { invoke } from './identity/testing';
import { storeResolverRoutes } from './store-resolver/routes';
import { storeById, storesNear } from './stores';

describe('store lookup by id', () => {
  it('answers the current record after an update, a delete, a create and a reset', () => {
    const ctx = createSimContext({ seed: 1 });
    const before = storeById(ctx, '1502');
    expect(before?.isOpen).toBe(true);
    ctx.db.store.update({ where: { id: { equals: '1502' } }, data: { isOpen: false } });
    expect(storeById(ctx, '1502')?.isOpen).toBe(false);
    ctx.db.store.delete({ where: { id: { equals: '1502' } } });
    expect(storeById(ctx, '1502')).toBeNull();
    ctx.db.store.create({ ...before!, isOpen: true, name: 'Recreated' });
    expect(storeById(ctx, '1502')?.name).toBe('Recreated');
    ctx.reset();
    expect(storeById(ctx, '1502')?.name).toBe(before!.name);
    expect(storeById(ctx, 'no-such-store')).toBeNull();
  });
});

describe('store list geography (decision 0431)', () => {
  const ctx = createSimContext({ seed: 1 });
  const get = async (path: string) => (await invoke(storeResolverRoutes, ctx, 'GET', path)).body as Record<string, unknown>;
  const delivery = async (zip: string) => (await get(`${servicePaths.storeResolverDelivery}?zipcode=${zip}&radius=50&size=10`)) as { delivery: { stores: Array<{ locationId: string; distance: number }> } };
  const details = async (id: string) => (await get(`${servicePaths.storeResolverStoreAddress}?storeid=${id}`)).storeAddressModel as { address: { city: string }; storeName: string; hours: { opens: string; closes: string } };

  it('CALL-23 CALL-25 a Berkeley ZIP lists Berkeley stores first, nearest first, before Alameda; each with a name and hours', async () => {
    const { stores } = (await delivery('94704')).delivery;
    expect(stores.length).toBeGreaterThan(3);
    const distances = stores.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const cities = await Promise.all(stores.map(async (s) => (await details(s.locationId)).address.city));
    expect(cities[0]).toBe('Berkeley');
    const lastBerkeley = cities.lastIndexOf('Berkeley');
    expect(cities.slice(0, lastBerkeley + 1).every((c) => c === 'Berkeley' || c === 'Oakland')).toBe(true);
    if (cities.includes('Alameda')) expect(cities.indexOf('Alameda')).toBeGreaterThan(lastBerkeley);
    const first = await details(stores[0]!.locationId);
    expect(first.storeName).toBe('Freshway Berkeley');
    expect(first.hours.opens).toMatch(/^\d{2}:\d{2}$/);
    expect(first.hours.closes).toMatch(/^\d{2}:\d{2}$/);
  });

  it('every store belongs to the town nearest it and is named after it; each banner\'s default store is the nearest to its default ZIP', () => {
    for (const store of ctx.db.store.getAll()) {
      expect(nearestTown(store.banner, store)?.name, store.id).toBe(store.city);
      expect(store.name).toMatch(new RegExp(`${store.city}$`));
    }
    for (const banner of ctx.banners) expect(storesNear(ctx, banner.defaultZip, 50)[0]?.store.id, banner.id).toBe(banner.defaultStoreId);
    expect(cityOfZip('94704')?.name).toBe('Berkeley');
  });
});
