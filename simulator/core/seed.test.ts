import { describe, expect, it } from 'vitest';
import { createSimContext } from './context';
import { GENERAL_MILLS_PLAN, GROCERY_SELLER, KNOWN_PASSWORD, knownCustomers, MARKETPLACE_SELLER } from './fixtures';
import { distanceMiles, nearestTown, regions, zipLocation } from './geo';
import { dumpRecords } from './db';
import { createClock } from './clock';
import { profileStore, registerSeeder, seedAll, STORES_PER_BANNER } from './seed';

// The seeded state every simulator starts from: stores on the simulator's map (decision 0431), the known identities
// of fixtures.ts with their addresses, profiles, carts and loyalty partners, and a crowd of generated customers.
// Each test seeds its own context from scratch (a context of a copy of the spec's banners is never copied from a kept
// template), so what a test checks is the seed as built, not an earlier test's copy of it.
function seeded(seed = 21) {
  const ctx = createSimContext({ seed, unseeded: true });
  ctx.banners = [...ctx.banners];
  ctx.reset();
  return { ctx, stores: ctx.db.store.getAll(), customers: ctx.db.customer.getAll() };
}
const json = (text: string): unknown => JSON.parse(text);

describe('seeded stores', () => {
  it('each banner has its stores inside its own region, on the map where their ZIP lies, in the nearest town', () => {
    const { ctx, stores } = seeded();
    for (const region of regions) {
      const banner = ctx.banners.find((b) => b.id === region.banner)!;
      const own = stores.filter((s) => s.banner === region.banner);
      expect(own).toHaveLength(STORES_PER_BANNER);
      expect(new Set(own.map((s) => s.id)).size).toBe(own.length);
      for (const store of own) {
        const zip = Number(store.zipcode);
        expect(zip >= region.zipFrom && zip <= region.zipTo, store.zipcode).toBe(true);
        expect(distanceMiles(store, zipLocation(store.zipcode)!)).toBeLessThan(1);
        const town = nearestTown(region.banner, store)!.name;
        expect(store).toMatchObject({ city: town, name: `${banner.displayName} ${town}`, state: region.state, timezone: region.timezone });
        expect(store.line1).toMatch(/^\d+ \S/);
      }
    }
  });

  it('a store other than the default lies a few blocks from its ZIP\'s centre, not on it', () => {
    const { stores } = seeded();
    const off = stores.filter((s) => !s.isDefault).map((s) => distanceMiles(s, zipLocation(s.zipcode)!));
    for (const d of off) expect(d).toBeLessThan(1);
    expect(off.every((d) => d > 0)).toBe(true);
    expect(Math.max(...off)).toBeGreaterThan(0.2);
  });

  it('store ids of one banner share its leading digit and differ from every other banner\'s', () => {
    const { stores } = seeded();
    const leading = new Map<string, Set<string>>();
    for (const s of stores) leading.set(s.banner, (leading.get(s.banner) ?? new Set()).add(s.id[0]!));
    for (const set of leading.values()) expect(set.size).toBe(1);
    expect(new Set([...leading.values()].map((s) => [...s][0])).size).toBe(regions.length);
    for (const s of stores) expect(s.id).toMatch(/^\d+$/);
  });

  it('a store\'s services follow from what it is: no e-commerce store delivers, drives up, rushes or sells wine', () => {
    const { stores } = seeded();
    for (const s of stores) {
      if (!s.isEcom) expect(s, s.id).toMatchObject({ hasDelivery: s.isDefault, hasDriveUp: s.isDefault, hasRushDelivery: false, wineD2C: s.isDefault && s.wineD2C });
      expect(s.wineStoreId).toBe(s.wineD2C ? `W${s.id}` : '');
      const features = json(s.features) as Record<string, unknown>;
      expect(features.isWineD2CEnabled).toBe(s.wineD2C);
      for (const flag of ['isMarketplaceEnabled', 'isFlashDeliveryEnabled', 'isFreshPassEnabled']) expect(typeof features[flag], flag).toBe('boolean');
    }
    // Every service is seeded somewhere, and somewhere not, among the stores other than the banners' defaults.
    for (const key of ['hasDelivery', 'hasDriveUp', 'hasRushDelivery', 'wineD2C', 'isOpen', 'isEcom'] as const) {
      expect(stores.some((s) => s[key] && !s.isDefault), key).toBe(true);
      expect(stores.some((s) => !s[key] && s.isEcom && !s.isDefault), key).toBe(key !== 'isEcom');
      expect(stores.some((s) => !s[key]), key).toBe(true);
    }
    for (const flag of ['isMarketplaceEnabled', 'isFlashDeliveryEnabled', 'isFreshPassEnabled']) {
      const values = new Set(stores.map((s) => (json(s.features) as Record<string, boolean>)[flag]));
      expect(values.size, flag).toBe(2);
    }
  });

  it('a banner\'s default store sits at its default ZIP\'s centre, offers every service, and sells wine only on freshway', () => {
    const { ctx, stores } = seeded();
    for (const banner of ctx.banners) {
      const store = stores.find((s) => s.id === banner.defaultStoreId)!;
      expect(store).toMatchObject({ isDefault: true, isOpen: true, isEcom: true, hasDelivery: true, hasDriveUp: true, zipcode: banner.defaultZip, ...zipLocation(banner.defaultZip) });
      expect(store.wineD2C).toBe(banner.id === 'freshway');
    }
    expect(stores.filter((s) => s.isDefault)).toHaveLength(ctx.banners.length);
  });

  it('a profile store entry is built from a seeded store: its address, its services, closed when the store is', () => {
    const { ctx, stores } = seeded();
    const closed = stores.find((s) => !s.isOpen)!;
    const delivering = stores.find((s) => s.isOpen && s.hasDelivery)!;
    const instore = stores.find((s) => s.isOpen && !s.hasDelivery)!;
    expect(profileStore(ctx, delivering.id, 'Preferred')).toEqual({
      storeId: delivering.id, banner: delivering.banner, storePreference: 'Preferred',
      address: { address1: delivering.line1, city: delivering.city, state: delivering.state, zipCode: delivering.zipcode },
      services: [{ type: 'DELIVERY' }], isClosed: false,
    });
    expect(profileStore(ctx, instore.id, 'Preferred')?.services).toEqual([{ type: 'INSTORE' }]);
    expect(profileStore(ctx, delivering.id, 'DriveUp')?.services).toEqual([{ type: 'DRIVEUP' }]);
    expect(profileStore(ctx, closed.id, 'Preferred')?.isClosed).toBe(true);
    expect(profileStore(ctx, 'no-such-store', 'Preferred')).toBeUndefined();
  });
});

describe('seeded customers', () => {
  it('every known identity has its account flags, one Home address, a profile with its preference and store, and a grocery cart', () => {
    const { ctx, customers } = seeded();
    for (const known of Object.values(knownCustomers)) {
      const c = customers.find((x) => x.id === known.uuid)!;
      const flags = known as { isClosed?: boolean; deactivated?: boolean; passwordExpired?: boolean; isCrossBannerMFCUser?: boolean; orderCount?: number };
      expect(c, known.key).toMatchObject({
        customerId: known.customerId, userId: known.uuid, email: known.email, phone: known.phone, banner: known.banner, firstName: known.firstName, lastName: known.lastName,
        userType: known.userType, siteType: known.siteType, kind: known.kind, factorKinds: known.factorKinds,
        orderCount: flags.orderCount ?? 0, isClosed: flags.isClosed ?? false, deactivated: flags.deactivated ?? false, passwordExpired: flags.passwordExpired ?? false, isCrossBannerMFCUser: flags.isCrossBannerMFCUser ?? false,
        password: KNOWN_PASSWORD,
      });
      // fixtures.ts: every account's simulator password is KNOWN_PASSWORD, and every one signs in with it.
      expect(known.factorKinds.split(','), known.key).toContain('password');
      expect(c.businessInfo ? json(c.businessInfo) : null).toEqual(known.siteType === 'B' ? { name: `${known.lastName} Catering`, type: 'RESTAURANT' } : null);
      const addresses = ctx.db.address.findMany({ where: { customerUuid: { equals: known.uuid } } });
      expect(addresses).toHaveLength(1);
      const region = regions.find((r) => r.banner === known.banner)!;
      expect(addresses[0]).toMatchObject({ addressName: 'Home', postalCode: known.zipcode, isSelectedAddress: true, selectedAddressBanner: known.banner, stateCode: region.state, purposes: 'DELIVERY' });
      expect(region.cities).toContain(addresses[0]!.city);
      expect(addresses[0]!.address1).toMatch(/^\d+ [A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(addresses[0]!.address2).toMatch(/^(Apt ([1-9]|[1-3]\d|40))?$/);
      expect(addresses[0]!.postalCodeExtn).toBe('');
      expect(ctx.db.address.getAll().some((a) => a.address2 !== ''), 'someone lives in an apartment').toBe(true);
      const profile = ctx.db.profile.findFirst({ where: { id: { equals: known.uuid } } })!;
      expect(json(profile.preferences)).toEqual([{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: known.banner, value: known.preference.toUpperCase() }]);
      expect(json(profile.stores)).toEqual([profileStore(ctx, known.storeId, known.preference === 'dug' ? 'DriveUp' : 'Preferred')]);
      expect(json(profile.postalCodes)).toEqual([{ postalCode: known.zipcode, bannerId: known.banner, purposes: ['DELIVERY'], stores: [known.storeId] }]);
      expect(json(profile.selectedAddresses)).toEqual([{ addressId: addresses[0]!.id, bannerId: known.banner, resetToDefault: (known as { resetToDefault?: boolean }).resetToDefault ?? false }]);
      const cart = ctx.db.cart.findFirst({ where: { customerUuid: { equals: known.uuid }, sellerId: { equals: GROCERY_SELLER } } });
      expect(cart).toMatchObject({ storeId: known.storeId, updatedAt: ctx.clock.now() });
      expect((json(cart!.items) as unknown[]).length).toBeGreaterThan(0);
      for (const line of json(cart!.items) as Array<{ upc: unknown; qty: unknown }>) {
        expect(line.upc).toMatch(/^\d{13}$/);
        expect(Number.isInteger(line.qty) && (line.qty as number) >= 1).toBe(true);
      }
    }
  });

  it('the shopper also has a marketplace cart and the General Mills and Fuel Rewards partners; the registered user a plan too short for box tops', () => {
    const { ctx } = seeded();
    const shopper = knownCustomers.shopper;
    expect(ctx.db.cart.findMany({ where: { customerUuid: { equals: shopper.uuid } } }).map((c) => c.sellerId).sort()).toEqual([GROCERY_SELLER, MARKETPLACE_SELLER].sort());
    const partners = (uuid: string) => ctx.db.loyaltyPartner.findMany({ where: { customerUuid: { equals: uuid } } }).map((p) => [p.name, p.planNumber]);
    expect(partners(shopper.uuid)).toEqual([['GeneralMills', GENERAL_MILLS_PLAN], ['FuelRewards', 'FR-1']]);
    const marketplace = ctx.db.cart.findFirst({ where: { customerUuid: { equals: shopper.uuid }, sellerId: { equals: MARKETPLACE_SELLER } } })!;
    expect(marketplace).toMatchObject({ storeId: shopper.storeId, updatedAt: ctx.clock.now() });
    const lines = json(marketplace.items) as Array<{ upc: string; qty: number }>;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toEqual({ upc: expect.stringMatching(/^\d{13}$/) as unknown, qty: expect.any(Number) as unknown });
    const registered = partners(knownCustomers.registered.uuid);
    expect(registered).toHaveLength(1);
    expect(registered[0]![0]).toBe('GeneralMills');
    expect(registered[0]![1]).toHaveLength(1);
  });

  it('forty generated customers, each of a banner and at an open e-commerce store of it, with unique email, id and phone', () => {
    const { ctx, stores, customers } = seeded();
    const known = new Set<string>(Object.values(knownCustomers).map((k) => k.uuid));
    const crowd = customers.filter((c) => !known.has(c.id));
    expect(crowd).toHaveLength(40);
    expect(new Set(crowd.map((c) => c.email)).size).toBe(40);
    expect(new Set(crowd.map((c) => c.id)).size).toBe(40);
    expect(new Set(crowd.map((c) => c.phone)).size).toBe(40);
    for (const c of crowd) {
      expect(c.email).toMatch(new RegExp(`^customer\\d{3}@${c.banner}\\.test$`));
      expect(c.phone).toMatch(/^\d{10}$/);
      expect(c.customerId).toMatch(/^\d{12}$/);
      expect(c.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(c.userType).toBe(c.kind === 'registered' ? 'R' : 'C');
      expect(c.siteType).toBe(c.kind === 'b2b' ? 'B' : 'C');
      expect(c.factorKinds.split(',')).toContain('password');
      expect(c.factorKinds.includes('webauthn')).toBe(c.kind === 'webauthn');
      expect(c.factorKinds === 'password').toBe(c.kind === 'password-only');
      const profile = ctx.db.profile.findFirst({ where: { id: { equals: c.id } } })!;
      const [entry] = json(profile.postalCodes) as [{ postalCode: string; stores: [string] }];
      const store = stores.find((s) => s.id === entry.stores[0])!;
      expect(store).toMatchObject({ banner: c.banner, isOpen: true, isEcom: true, zipcode: entry.postalCode });
      const [preference] = json(profile.preferences) as [{ value: string; bannerId: string }];
      expect(['DELIVERY', 'DUG', 'J4U']).toContain(preference.value);
      expect(preference.bannerId).toBe(c.banner);
      const addresses = ctx.db.address.findMany({ where: { customerUuid: { equals: c.id } } });
      expect(addresses.map((a) => a.postalCode)).toEqual([store.zipcode]);
    }
    expect(new Set(crowd.map((c) => c.banner)).size).toBe(regions.length);
    expect(new Set(crowd.map((c) => c.firstName)).size).toBeGreaterThan(1);
    for (const c of crowd) {
      expect(c.firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(c.lastName).toMatch(/^[A-Z][a-z]+$/);
    }
    expect(new Set(crowd.map((c) => c.orderCount)).size).toBeGreaterThan(1);
  });

  it('whatever the seed, every generated customer has a first and a last name', () => {
    const known = new Set<string>(Object.values(knownCustomers).map((k) => k.uuid));
    for (const seed of [1, 2, 21]) {
      for (const c of seeded(seed).customers.filter((x) => !known.has(x.id))) {
        expect(c.firstName, `${seed} ${c.email}`).toMatch(/^[A-Z][a-z]+$/);
        expect(c.lastName, `${seed} ${c.email}`).toMatch(/^[A-Z][a-z]+$/);
      }
    }
  });

  it('club cards and house ids are digits, each its own', () => {
    const { customers } = seeded();
    for (const c of customers) {
      expect(c.clubCard).toMatch(/^\d{12}$/);
      expect(c.houseId).toMatch(/^\d{11}$/);
    }
    expect(new Set(customers.map((c) => c.clubCard)).size).toBe(customers.length);
  });
});

describe('a simulator of fewer banners', () => {
  it('has the stores and the generated customers of its own banners only; a known customer of another keeps its account, without a profile store', () => {
    const ctx = createSimContext({ seed: 21, unseeded: true });
    ctx.banners = ctx.banners.filter((b) => b.id === 'freshway');
    ctx.reset();
    const stores = ctx.db.store.getAll();
    expect(stores).toHaveLength(STORES_PER_BANNER);
    expect(new Set(stores.map((s) => s.banner))).toEqual(new Set(['freshway']));
    const known = new Set<string>(Object.values(knownCustomers).map((k) => k.uuid));
    const crowd = ctx.db.customer.getAll().filter((c) => !known.has(c.id));
    expect(crowd).toHaveLength(40);
    for (const c of crowd) expect(c.banner).toBe('freshway');
    const elsewhere = knownCustomers.valleyShopper;
    expect(ctx.db.customer.findFirst({ where: { id: { equals: elsewhere.uuid } } })?.email).toBe(elsewhere.email);
    const profile = ctx.db.profile.findFirst({ where: { id: { equals: elsewhere.uuid } } })!;
    expect(json(profile.stores)).toEqual([]);
    const shopper = ctx.db.profile.findFirst({ where: { id: { equals: knownCustomers.shopper.uuid } } })!;
    expect(json(shopper.stores)).toEqual([profileStore(ctx, knownCustomers.shopper.storeId, 'Preferred')]);
  });
});

describe('service seeders', () => {
  it('a registered seeder runs on every seeding after the core seed, once however often it is registered', () => {
    let runs = 0;
    const seeder = (seededCtx: ReturnType<typeof createSimContext>) => {
      runs += 1;
      expect(seededCtx.db.store.count()).toBeGreaterThan(0);
    };
    registerSeeder(seeder);
    registerSeeder(seeder);
    createSimContext({ seed: 21 });
    expect(runs).toBe(1);
    // Another clock time is seeded anew, and so is a context of banners other than the spec's (none kept for it).
    createSimContext({ seed: 21, now: 5 });
    expect(runs).toBe(2);
    const own = createSimContext({ seed: 21, unseeded: true });
    own.banners = [...own.banners];
    own.reset();
    own.reset();
    expect(runs).toBe(4);
  });
});

describe('kept seeds', () => {
  it('a context seeded again for the same seed and clock is a copy of the first, equal to one seeded anew, and draws on alike', () => {
    const first = createSimContext({ seed: 33 });
    const copied = createSimContext({ seed: 33 });
    const anew = seeded(33).ctx;
    expect(dumpRecords(copied.db)).toEqual(dumpRecords(anew.db));
    expect(dumpRecords(first.db)).toEqual(dumpRecords(anew.db));
    expect(copied.random.state()).toBe(anew.random.state());
    expect(copied.random.uuid()).toBe(anew.random.uuid());
  });

  it('a context whose clock runs is seeded anew every time, never copied: the time it reads moves while it is seeded', () => {
    let builds = 0;
    registerSeeder(() => {
      builds += 1;
    });
    const running = () => {
      const ctx = createSimContext({ seed: 51, unseeded: true });
      // Real time that stands still, so both contexts read the same time and only the clock's mode tells them apart.
      ctx.clock = createClock(Date.UTC(2026, 5, 1), () => 0);
      ctx.clock.mode('real');
      seedAll(ctx);
      return ctx;
    };
    running();
    running();
    expect(builds).toBe(2);
    createSimContext({ seed: 51 });
    createSimContext({ seed: 51 });
    expect(builds).toBe(3);
  });

  it('the last four seeds are kept: a seed pushed out by four newer ones is built again', () => {
    // Kept before the seeder below is known: a seeder registered later still sees every seed built.
    createSimContext({ seed: 41 });
    const built: number[] = [];
    registerSeeder((c) => {
      built.push(c.seed);
    });
    for (const seed of [41, 42, 43, 44, 45]) createSimContext({ seed });
    expect(built).toEqual([41, 42, 43, 44, 45]);
    createSimContext({ seed: 42 });
    createSimContext({ seed: 45 });
    expect(built).toEqual([41, 42, 43, 44, 45]);
    createSimContext({ seed: 41 });
    expect(built).toEqual([41, 42, 43, 44, 45, 41]);
  });
});
