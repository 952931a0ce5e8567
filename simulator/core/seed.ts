import type { SimContext } from './context';
import { GENERAL_MILLS_PLAN, GROCERY_SELLER, KNOWN_PASSWORD, knownCustomers, MARKETPLACE_SELLER } from './fixtures';
import type { KnownCustomer } from './fixtures';
import { regions, zipLocation } from './geo';
import { seedIdentity } from '../services/identity/seed';

/** Extra seeders of other services, run after the core seed in this order. */
const serviceSeeders: Array<(ctx: SimContext) => void> = [];

/** Registers another service's seeder (called once at module load by that service's wiring). */
export function registerSeeder(seeder: (ctx: SimContext) => void): void {
  if (!serviceSeeders.includes(seeder)) serviceSeeders.push(seeder);
}

/** Builds the whole seeded state from `ctx.seed`; the same seed always gives the same state. */
export function seedAll(ctx: SimContext): void {
  seedStores(ctx);
  seedCustomers(ctx);
  seedIdentity(ctx);
  for (const seeder of serviceSeeders) seeder(ctx);
}

export const STORES_PER_BANNER = 72;

function seedStores(ctx: SimContext): void {
  const { random, db } = ctx;
  const streets = ['Main St', 'Broadway', 'Market St', 'College Ave', 'Park Blvd', 'Shoreline Dr', 'Central Ave', '1st Ave', 'Lake St', 'Grand Ave'];
  for (const [regionIndex, region] of regions.entries()) {
    const banner = ctx.banners.find((b) => b.id === region.banner);
    if (!banner) continue;
    const prefix = regionIndex + 1;
    const ids = new Set<string>([banner.defaultStoreId]);
    while (ids.size < STORES_PER_BANNER) ids.add(`${prefix}${random.digits(3)}`);
    for (const id of ids) {
      const isDefault = id === banner.defaultStoreId;
      const zipcode = isDefault ? banner.defaultZip : String(random.int(region.zipFrom, region.zipTo));
      const at = zipLocation(zipcode) ?? { lat: region.lat, lng: region.lng };
      const isOpen = isDefault || random.chance(0.92);
      const isEcom = isDefault || random.chance(0.85);
      const wine = isDefault ? region.banner === 'freshway' : isEcom && random.chance(0.2);
      const features: Record<string, boolean | string> = {
        isWineD2CEnabled: wine,
        isMarketplaceEnabled: random.chance(0.5),
        isFlashDeliveryEnabled: random.chance(0.3),
        isFreshPassEnabled: random.chance(0.6),
      };
      db.store.create({
        id,
        banner: region.banner,
        name: `${banner.displayName} ${region.cities[ids.size % region.cities.length] ?? ''} #${id}`,
        line1: `${random.int(10, 9899)} ${random.pick(streets)}`,
        city: random.pick(region.cities),
        state: region.state,
        zipcode,
        lat: at.lat + (random.next() - 0.5) * 0.02,
        lng: at.lng + (random.next() - 0.5) * 0.02,
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
  const store = ctx.db.store.findFirst({ where: { id: { equals: storeId } } });
  if (!store) return undefined;
  return {
    storeId: store.id,
    banner: store.banner,
    storePreference,
    address: { address1: store.line1, city: store.city, state: store.state, zipCode: store.zipcode },
    services: [{ type: storePreference === 'DriveUp' ? 'DRIVEUP' : store.hasDelivery ? 'DELIVERY' : 'INSTORE' }],
    isClosed: !store.isOpen,
  };
}

function seedCustomer(ctx: SimContext, c: KnownCustomer): void {
  const { db, random } = ctx;
  db.customer.create({
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
    password: c.factorKinds.includes('password') ? c.password : '',
    businessInfo: c.siteType === 'B' ? JSON.stringify({ name: `${c.lastName} Catering`, type: 'RESTAURANT' }) : '',
  });
  const addressId = `addr-${c.customerId}`;
  const region = regions.find((r) => r.banner === c.banner);
  db.address.create({
    id: addressId,
    customerUuid: c.uuid,
    addressName: 'Home',
    address1: `${random.int(100, 9999)} ${random.pick(['Oak St', 'Pine Ave', 'Elm Way', 'Cedar Ct'])}`,
    address2: random.chance(0.3) ? `Apt ${random.int(1, 40)}` : '',
    city: region?.cities[0] ?? 'Oakland',
    stateCode: region?.state ?? 'CA',
    postalCode: c.zipcode,
    postalCodeExtn: '',
    isSelectedAddress: true,
    selectedAddressBanner: c.banner,
    purposes: 'DELIVERY',
  });
  const preferred = profileStore(ctx, c.storeId, c.preference === 'dug' ? 'DriveUp' : 'Preferred');
  db.profile.create({
    id: c.uuid,
    preferences: JSON.stringify([{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: c.banner, value: c.preference.toUpperCase() }]),
    stores: JSON.stringify(preferred ? [preferred] : []),
    postalCodes: JSON.stringify([{ postalCode: c.zipcode, bannerId: c.banner, purposes: ['DELIVERY'], stores: [c.storeId] }]),
    selectedAddresses: JSON.stringify([{ addressId, bannerId: c.banner, resetToDefault: c.resetToDefault ?? false }]),
  });
  db.cart.create({ id: `cart-${c.customerId}-${GROCERY_SELLER}`, customerUuid: c.uuid, sellerId: GROCERY_SELLER, storeId: c.storeId, items: JSON.stringify([{ upc: '0001111041700', qty: 2 }]), updatedAt: ctx.clock.now() });
}

function seedCustomers(ctx: SimContext): void {
  const { db, random } = ctx;
  for (const c of Object.values(knownCustomers)) seedCustomer(ctx, c);
  const shopper = knownCustomers.shopper;
  db.cart.create({ id: `cart-${shopper.customerId}-${MARKETPLACE_SELLER}`, customerUuid: shopper.uuid, sellerId: MARKETPLACE_SELLER, storeId: shopper.storeId, items: JSON.stringify([{ upc: '0008500001234', qty: 1 }]), updatedAt: ctx.clock.now() });
  db.loyaltyPartner.create({ id: `lp-${shopper.customerId}-gm`, customerUuid: shopper.uuid, name: 'GeneralMills', planNumber: GENERAL_MILLS_PLAN });
  db.loyaltyPartner.create({ id: `lp-${shopper.customerId}-fuel`, customerUuid: shopper.uuid, name: 'FuelRewards', planNumber: 'FR-1' });
  db.loyaltyPartner.create({ id: `lp-${knownCustomers.registered.customerId}-gm`, customerUuid: knownCustomers.registered.uuid, name: 'GeneralMills', planNumber: '7' });

  // Generated customers: a seed-dependent crowd around the fixed identities.
  const first = ['Ava', 'Ben', 'Cleo', 'Dev', 'Emi', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jon'];
  const last = ['Nguyen', 'Garcia', 'Smith', 'Okafor', 'Kim', 'Rossi', 'Patel', 'Cohen'];
  const kinds = ['registered', 'credentialed', 'b2b', 'password-only', 'webauthn'] as const;
  for (let i = 0; i < 40; i++) {
    const region = random.pick(regions);
    const kind = random.pick(kinds);
    const stores = db.store.findMany({ where: { banner: { equals: region.banner }, isOpen: { equals: true }, isEcom: { equals: true } } });
    const store = random.pick(stores);
    const n = String(100 + i).padStart(3, '0');
    seedCustomer(ctx, {
      key: `generated${i}`,
      uuid: random.uuid(),
      customerId: `8${random.digits(11)}`,
      email: `customer${n}@${region.banner}.test`,
      phone: `555${random.digits(4)}${n.slice(-3)}`,
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
    });
  }
}
