import { banners as specBanners } from '../../spec/banners';
import type { SimContext } from './simContext';
import { dumpRecords, insert, isEmptyDb, loadRecords, modelNames } from './db';
import type { ModelName } from './db';
import { GENERAL_MILLS_PLAN, GROCERY_SELLER, KNOWN_PASSWORD, knownCustomers, MARKETPLACE_SELLER } from './fixtures';
import type { KnownCustomer } from './fixtures';
import { nearestTown, regions, zipLocation } from './geo';
import { seedIdentity } from '../services/identity/seed';
import { storeById } from '../services/stores';
import type { Store } from '../services/stores';

/** Extra seeders of other services, run after the core seed in this order. */
const serviceSeeders: Array<(ctx: SimContext) => void> = [];

/**
 * Registers another service's seeder (called once at module load by that service's wiring). Like the core seed,
 * a seeder writes only the database and draws only from `ctx.random`: its result is kept as part of the template.
 */
export function registerSeeder(seeder: (ctx: SimContext) => void): void {
  if (!serviceSeeders.includes(seeder)) {
    serviceSeeders.push(seeder);
    templates.clear();
  }
}

/**
 * The seeded state is a pure function of the random sequence's position, the clock and the banners, and every
 * simulator (each Node scenario, each reset) starts from one: the records of the last few seeds are kept and
 * copied into a fresh database instead of being generated again.
 */
interface SeedTemplate {
  records: Record<ModelName, Record<string, unknown>[]>;
  random: number;
}
const templates = new Map<string | null, SeedTemplate>();
const TEMPLATES_KEPT = 4;

/** Builds the whole seeded state from `ctx.seed`; the same seed always gives the same state. */
export function seedAll(ctx: SimContext): void {
  const key = ctx.banners === specBanners && ctx.clock.mode() === 'frozen' && isEmptyDb(ctx.db) ? `${ctx.random.state()}|${ctx.clock.now()}` : null;
  // No template is kept under no key (a context that is not a copy of another), so none is found for one.
  const template = templates.get(key);
  if (template) {
    for (const name of modelNames) loadRecords(ctx.db, name, template.records[name]);
    ctx.random.resume(template.random);
    return;
  }
  seedStores(ctx);
  seedCustomers(ctx);
  seedIdentity(ctx);
  for (const seeder of serviceSeeders) seeder(ctx);
  if (key === null) return;
  templates.set(key, { records: dumpRecords(ctx.db), random: ctx.random.state() });
  for (const old of templates.keys()) {
    if (templates.size <= TEMPLATES_KEPT) break;
    templates.delete(old);
  }
}

export const STORES_PER_BANNER = 72;

function seedStores(ctx: SimContext): void {
  const { random, db } = ctx;
  const streets = ['Main St', 'Broadway', 'Market St', 'College Ave', 'Park Blvd', 'Shoreline Dr', 'Central Ave', '1st Ave', 'Lake St', 'Grand Ave'];
  for (const [regionIndex, region] of regions.entries()) {
    const banner = ctx.banners.find((b) => b.id === region.banner);
    // A simulator of fewer banners has no stores in the regions of the others.
    if (!banner) continue;
    const prefix = regionIndex + 1;
    const ids = new Set<string>([banner.defaultStoreId]);
    while (ids.size < STORES_PER_BANNER) ids.add(`${prefix}${random.digits(3)}`);
    for (const id of ids) {
      const isDefault = id === banner.defaultStoreId;
      const zipcode = isDefault ? banner.defaultZip : String(random.int(region.zipFrom, region.zipTo));
      // Every ZIP of a region's range lies on the map.
      const at = zipLocation(zipcode)!;
      const isOpen = isDefault || random.chance(0.92);
      const isEcom = isDefault || random.chance(0.85);
      const wine = isDefault ? region.banner === 'freshway' : isEcom && random.chance(0.2);
      const features: Record<string, boolean | string> = {
        isWineD2CEnabled: wine,
        isMarketplaceEnabled: random.chance(0.5),
        isFlashDeliveryEnabled: random.chance(0.3),
        isFreshPassEnabled: random.chance(0.6),
      };
      const line1 = `${random.int(10, 9899)} ${random.pick(streets)}`;
      // A town is still drawn, so the seed's sequence of draws stays the same; the store's town is the one it lies in.
      random.pick(region.cities);
      // A few blocks from the ZIP's centre; the default store at its default ZIP's centre, so it is the nearest there.
      const spread = isDefault ? 0 : 0.02;
      const north = (random.next() - 0.5) * spread;
      const east = (random.next() - 0.5) * spread;
      // The offsets are symmetric around the centre: subtracted, they place a store as far off on the other side.
      // Stryker disable next-line ArithmeticOperator: either sign puts the store a few blocks off, and no rule says on which side
      const lat = at.lat + north;
      // Stryker disable next-line ArithmeticOperator: as for the latitude
      const lng = at.lng + east;
      // Every region has its towns on the map.
      const city = nearestTown(region.banner, { lat, lng })!.name;
      insert(db, 'store', {
        id,
        banner: region.banner,
        name: `${banner.displayName} ${city}`,
        line1,
        city,
        state: region.state,
        zipcode,
        lat,
        lng,
        timezone: region.timezone,
        isOpen,
        isEcom,
        hasDelivery: isDefault || (isEcom && random.chance(0.7)),
        hasDriveUp: isDefault || (isEcom && random.chance(0.7)),
        hasRushDelivery: isEcom && random.chance(0.2),
        wineD2C: wine,
        wineStoreId: wine ? `W${id}` : '',
        features: JSON.stringify(features),
        isDefault,
      });
    }
  }
}

interface ProfileStore {
  storeId: string;
  banner: string;
  storePreference: 'Preferred' | 'DriveUp';
  address: { address1: string; city: string; state: string; zipCode: string };
  services: Array<{ type: 'DRIVEUP' | 'DELIVERY' | 'INSTORE' }>;
  isClosed: boolean;
}

/** A profile store entry built from a seeded store. */
export function profileStore(ctx: SimContext, storeId: string, storePreference: 'Preferred' | 'DriveUp'): ProfileStore | undefined {
  const store = storeById(ctx, storeId);
  return store ? profileStoreOf(store, storePreference) : undefined;
}

function profileStoreOf(store: Store, storePreference: 'Preferred' | 'DriveUp'): ProfileStore {
  return {
    storeId: store.id,
    banner: store.banner,
    storePreference,
    address: { address1: store.line1, city: store.city, state: store.state, zipCode: store.zipcode },
    services: [{ type: storePreference === 'DriveUp' ? 'DRIVEUP' : store.hasDelivery ? 'DELIVERY' : 'INSTORE' }],
    isClosed: !store.isOpen,
  };
}

function seedCustomer(ctx: SimContext, c: Omit<KnownCustomer, 'key'>, stores: ReadonlyMap<string, Store>): void {
  const { db, random } = ctx;
  insert(db, 'customer', {
    id: c.uuid,
    customerId: c.customerId,
    userId: c.uuid,
    houseId: `${random.digits(11)}`,
    clubCard: `4${random.digits(11)}`,
    email: c.email,
    phone: c.phone,
    firstName: c.firstName,
    lastName: c.lastName,
    banner: c.banner,
    siteType: c.siteType,
    userType: c.userType,
    orderCount: c.orderCount ?? 0,
    isClosed: c.isClosed ?? false,
    deactivated: c.deactivated ?? false,
    passwordExpired: c.passwordExpired ?? false,
    isCrossBannerMFCUser: c.isCrossBannerMFCUser ?? false,
    kind: c.kind,
    factorKinds: c.factorKinds,
    // Every seeded account, known or generated, signs in with a password among its factors.
    password: c.password,
    businessInfo: c.siteType === 'B' ? JSON.stringify({ name: `${c.lastName} Catering`, type: 'RESTAURANT' }) : '',
  });
  const addressId = `addr-${c.customerId}`;
  // Every customer's banner trades in a region of the map.
  const region = regions.find((r) => r.banner === c.banner)!;
  insert(db, 'address', {
    id: addressId,
    customerUuid: c.uuid,
    addressName: 'Home',
    address1: `${random.int(100, 9999)} ${random.pick(['Oak St', 'Pine Ave', 'Elm Way', 'Cedar Ct'])}`,
    address2: random.chance(0.3) ? `Apt ${random.int(1, 40)}` : '',
    city: region.cities[0],
    stateCode: region.state,
    postalCode: c.zipcode,
    postalCodeExtn: '',
    isSelectedAddress: true,
    selectedAddressBanner: c.banner,
    purposes: 'DELIVERY',
  });
  const store = stores.get(c.storeId);
  const preferred = store ? profileStoreOf(store, c.preference === 'dug' ? 'DriveUp' : 'Preferred') : undefined;
  insert(db, 'profile', {
    id: c.uuid,
    preferences: JSON.stringify([{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: c.banner, value: c.preference.toUpperCase() }]),
    stores: JSON.stringify(preferred ? [preferred] : []),
    postalCodes: JSON.stringify([{ postalCode: c.zipcode, bannerId: c.banner, purposes: ['DELIVERY'], stores: [c.storeId] }]),
    selectedAddresses: JSON.stringify([{ addressId, bannerId: c.banner, resetToDefault: c.resetToDefault ?? false }]),
  });
  insert(db, 'cart', { id: `cart-${c.customerId}-${GROCERY_SELLER}`, customerUuid: c.uuid, sellerId: GROCERY_SELLER, storeId: c.storeId, items: JSON.stringify([{ upc: '0000960012345', qty: 2 }]), updatedAt: ctx.clock.now() });
}

function seedCustomers(ctx: SimContext): void {
  const { db, random } = ctx;
  // The seeded stores by id (the customers are seeded after the stores and never change them).
  const storesById = new Map(db.store.getAll().map((s) => [s.id, s]));
  for (const c of Object.values(knownCustomers)) seedCustomer(ctx, c, storesById);
  const shopper = knownCustomers.shopper;
  insert(db, 'cart', { id: `cart-${shopper.customerId}-${MARKETPLACE_SELLER}`, customerUuid: shopper.uuid, sellerId: MARKETPLACE_SELLER, storeId: shopper.storeId, items: JSON.stringify([{ upc: '0000980000201', qty: 1 }]), updatedAt: ctx.clock.now() });
  insert(db, 'loyaltyPartner', { id: `lp-${shopper.customerId}-gm`, customerUuid: shopper.uuid, name: 'GeneralMills', planNumber: GENERAL_MILLS_PLAN });
  insert(db, 'loyaltyPartner', { id: `lp-${shopper.customerId}-fuel`, customerUuid: shopper.uuid, name: 'FuelRewards', planNumber: 'FR-1' });
  insert(db, 'loyaltyPartner', { id: `lp-${knownCustomers.registered.customerId}-gm`, customerUuid: knownCustomers.registered.uuid, name: 'GeneralMills', planNumber: '7' });

  // Generated customers: a seed-dependent crowd around the fixed identities.
  const first = ['Ava', 'Ben', 'Cleo', 'Dev', 'Emi', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jon'];
  const last = ['Nguyen', 'Garcia', 'Smith', 'Okafor', 'Kim', 'Rossi', 'Patel', 'Cohen'];
  const kinds = ['registered', 'credentialed', 'b2b', 'password-only', 'webauthn'] as const;
  // The regions of the simulator's banners, in the map's order (all of them, unless a simulator has fewer banners).
  const served = regions.filter((r) => ctx.banners.some((b) => b.id === r.banner));
  // Open e-commerce stores of a banner, in seeding order (what a findMany on those fields returns).
  const shopStoresOf = (banner: string) => [...storesById.values()].filter((s) => s.banner === banner && s.isOpen && s.isEcom);
  for (let i = 0; i < 40; i++) {
    const region = random.pick(served);
    const kind = random.pick(kinds);
    const store = random.pick(shopStoresOf(region.banner));
    // Any forty distinct three-digit numbers would serve: no scenario, page or rule names a generated customer.
    // Stryker disable next-line ArithmeticOperator: counted down from 100, the forty numbers are as distinct and as long
    const n = String(100 + i);
    seedCustomer(ctx, {
      uuid: random.uuid(),
      customerId: `8${random.digits(11)}`,
      email: `customer${n}@${region.banner}.test`,
      phone: `555${random.digits(4)}${n}`,
      password: KNOWN_PASSWORD,
      banner: region.banner,
      kind,
      userType: kind === 'registered' ? 'R' : 'C',
      siteType: kind === 'b2b' ? 'B' : 'C',
      factorKinds: kind === 'password-only' ? 'password' : kind === 'webauthn' ? 'email,sms,password,webauthn' : 'email,sms,password',
      firstName: random.pick(first),
      lastName: random.pick(last),
      orderCount: random.int(0, 30),
      preference: random.pick(['delivery', 'dug', 'j4u'] as const),
      storeId: store.id,
      zipcode: store.zipcode,
    }, storesById);
  }
}
