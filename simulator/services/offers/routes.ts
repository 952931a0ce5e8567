import { servicePaths } from '../../../spec/config/endpoints';
import {
  ClipRequest,
  DerivedEcomQuery,
  GalleryQuery,
  NewRegistrationRequest,
  OfferQuery,
  RewardsHistoryQuery,
  RewardUnclipRequest,
  StoreIdQuery,
  StoresByIdsQuery,
} from '../../../spec/schemas/upstream/offers';
import type { ClipResponse, GalleryResponse, OfferView } from '../../../spec/schemas/upstream/offers';
import type { HttpMethod, SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { createRandom } from '../../core/random';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import type { Customer } from '../identity/authn';
import { requireCustomer } from '../identity/access';
import { guarded } from '../identity/errors';
import { isoAt } from '../identity/validation';
import { AISLE_PICTURES, picturePath } from '../catalogue/pictures';
import { CATALOGUE, GROCERY_AISLES } from '../catalogue/products';

type Offer = NonNullable<ReturnType<SimContext['db']['offer']['findFirst']>>;
const DAY = 24 * 60 * 60_000;
export const OFFERS_PER_BANNER = 24;

const programs = ['PD', 'MF', 'SC', 'GR'] as const;

/**
 * The grocery aisles offers are made for, with the catalogue products of each of their brands (decision 0490): an
 * offer is one brand's in one aisle and applies to that brand's products there, which it names by their bpn.
 */
const OFFER_AISLES = GROCERY_AISLES.map((aisle) => ({
  aisle,
  picture: picturePath(AISLE_PICTURES[aisle.id] ?? 'shopping-bags'),
  products: new Map(aisle.brands.map((brand) => [brand, CATALOGUE.filter((p) => p.shop === 'grocery' && p.aisle.id === aisle.id && p.brand === brand).map((p) => p.bpn)])),
}));

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * A banner's offer catalogue, built on first use from the seed and the banner (so it is the same for a seed and
 * does not disturb the simulator's own random sequence): 24 offers over four programs and every grocery aisle.
 */
export function catalogue(ctx: SimContext, banner: string): Offer[] {
  const existing = ctx.db.offer.findMany({ where: { banner: { equals: banner } } });
  if (existing.length > 0) return existing.sort((a, b) => a.id.localeCompare(b.id));
  const random = createRandom((ctx.seed ^ hash(banner)) >>> 0);
  const now = ctx.clock.now();
  const made: Offer[] = [];
  for (let i = 0; i < OFFERS_PER_BANNER; i++) {
    const program = programs[i % programs.length] ?? 'SC';
    // Aisles in turn, so every aisle has offers; the brand is drawn.
    const { aisle, picture, products } = OFFER_AISLES[i % OFFER_AISLES.length]!;
    const brand = random.pick(aisle.brands);
    const category = aisle.name;
    const cents = random.int(25, 500);
    made.push(
      ctx.db.offer.create({
        id: `${banner.slice(0, 2).toUpperCase()}${String(1000 + i)}`,
        banner,
        program,
        name: `${brand} ${category}`,
        description: program === 'GR' ? `Redeem for $${(cents / 100).toFixed(2)} off ${brand} ${category.toLowerCase()}` : `Save $${(cents / 100).toFixed(2)} on ${brand} ${category.toLowerCase()}`,
        brand,
        category,
        products: (products.get(brand) ?? []).join(','),
        offerPrice: `$${(cents / 100).toFixed(2)} OFF`,
        image: picture,
        points: program === 'GR' ? random.int(1, 4) * 100 : 0,
        startDate: now - random.int(1, 10) * DAY,
        endDate: now + random.int(5, 30) * DAY,
        welcome: i % 7 === 0,
        companion: i % 5 === 0,
      }),
    );
  }
  return made;
}

const bannerOf = (ctx: SimContext, request: SimRequest, query: { banner?: string | undefined }): string =>
  query.banner ?? request.headers.get('x-swy-banner') ?? ctx.banners[0]?.id ?? 'freshway';

const clipId = (customerUuid: string, offerId: string) => `${customerUuid}:${offerId}`;

function isClipped(ctx: SimContext, customerUuid: string, offerId: string): { clippedAt: number } | null {
  return ctx.db.offerClip.findFirst({ where: { id: { equals: clipId(customerUuid, offerId) } } });
}

function view(ctx: SimContext, offer: Offer, customer: Customer | null): OfferView {
  const base: OfferView = {
    offerId: offer.id,
    program: offer.program as OfferView['program'],
    name: offer.name,
    description: offer.description,
    brand: offer.brand,
    category: offer.category,
    products: offer.products ? offer.products.split(',') : [],
    offerPrice: offer.offerPrice,
    image: offer.image,
    points: offer.points,
    startDate: isoAt(offer.startDate),
    endDate: isoAt(offer.endDate),
  };
  return customer ? { ...base, clipStatus: isClipped(ctx, customer.id, offer.id) ? 'C' : 'U' } : base;
}

/** Offers running now; personalised deals only for a signed-in customer. */
function running(ctx: SimContext, banner: string, customer: Customer | null): Offer[] {
  const now = ctx.clock.now();
  return catalogue(ctx, banner).filter((o) => o.startDate <= now && now < o.endDate && (customer !== null || o.program !== 'PD'));
}

type Handler = (request: SimRequest, ctx: SimContext, customer: Customer | null) => SimResponse;
type Personal = (request: SimRequest, ctx: SimContext, customer: Customer) => SimResponse;

function gallery(personal: boolean): Handler {
  return (request, ctx, customer) => {
    const q = parsePart('offers', 'query', GalleryQuery, queryOf(request));
    if (!q.ok) return q.response;
    const banner = customer?.banner ?? bannerOf(ctx, request, q.data);
    const offers = running(ctx, banner, personal ? customer : null)
      .filter((o) => (q.data.offerProgram ? o.program === q.data.offerProgram : true))
      .filter((o) => (q.data.category ? o.category === q.data.category : true))
      .map((o) => view(ctx, o, personal ? customer : null));
    const body: GalleryResponse = { offers, totalCount: offers.length };
    return json(200, body);
  };
}

const mine = (ctx: SimContext, customer: Customer, program?: 'GR'): Offer[] =>
  ctx.db.offerClip
    .findMany({ where: { customerUuid: { equals: customer.id } } })
    .map((c) => ctx.db.offer.findFirst({ where: { id: { equals: c.offerId } } }))
    .filter((o): o is Offer => o !== null && (program ? o.program === program : o.program !== 'GR'));

function clipItems(request: SimRequest, ctx: SimContext, customer: Customer, clip: boolean): SimResponse {
  const body = parsePart('offers', 'body', ClipRequest, request.body);
  if (!body.ok) return body.response;
  const items = 'items' in body.data ? body.data.items : [body.data];
  const offers = running(ctx, customer.banner, customer);
  const out: ClipResponse['items'] = [];
  for (const item of items) {
    const offer = offers.find((o) => o.id === item.offerId);
    if (!offer) return failure('offers', 404, 'OFFER_NOT_FOUND', `Invalid body field offerId: no running offer ${item.offerId} for this customer`);
    const id = clipId(customer.id, offer.id);
    const existing = isClipped(ctx, customer.id, offer.id);
    if (clip) {
      const clippedAt = existing?.clippedAt ?? ctx.clock.now();
      if (!existing) ctx.db.offerClip.create({ id, customerUuid: customer.id, offerId: offer.id, storeId: item.storeId ?? '', clippedAt });
      out.push({ offerId: offer.id, clipStatus: 'C', clipTs: isoAt(clippedAt) });
    } else {
      if (existing) ctx.db.offerClip.delete({ where: { id: { equals: id } } });
      out.push({ offerId: offer.id, clipStatus: 'U', clipTs: null });
    }
  }
  return json(200, { items: out });
}

function ensureRewardHistory(ctx: SimContext, customer: Customer) {
  const existing = ctx.db.rewardEvent.findMany({ where: { customerUuid: { equals: customer.id } } });
  if (existing.length > 0 || customer.orderCount === 0) return existing.sort((a, b) => b.at - a.at);
  const now = ctx.clock.now();
  const made = [];
  for (let i = 0; i < customer.orderCount; i++) {
    made.push(ctx.db.rewardEvent.create({ id: `${customer.id}-r${i}`, customerUuid: customer.id, points: 37 + ((i * 53) % 90), description: `Order ${i + 1}`, at: now - (customer.orderCount - i) * 7 * DAY }));
  }
  return made.sort((a, b) => b.at - a.at);
}

const pointsOf = (ctx: SimContext, customer: Customer) => ensureRewardHistory(ctx, customer).reduce((sum, e) => sum + e.points, 0);

const handlers = {
  gallery: gallery(true),
  anonymousGallery: gallery(false),
  offer: ((request, ctx, customer) => {
    const q = parsePart('offers', 'query', OfferQuery, queryOf(request));
    if (!q.ok) return q.response;
    const offer = running(ctx, customer?.banner ?? bannerOf(ctx, request, {}), customer).find((o) => o.id === q.data.offerId);
    return offer ? json(200, view(ctx, offer, customer)) : failure('offers', 404, 'OFFER_NOT_FOUND', `No running offer ${q.data.offerId}`);
  }) satisfies Handler,
  personalized: ((_r, ctx, customer) => json(200, { items: running(ctx, customer.banner, customer).filter((o) => o.program === 'PD').slice(0, 4).map((o) => view(ctx, o, customer)) })) satisfies Personal,
  mylist: ((_r, ctx, customer) => json(200, { offers: mine(ctx, customer).map((o) => view(ctx, o, customer)) })) satisfies Personal,
  mylistCount: ((_r, ctx, customer) => json(200, { count: mine(ctx, customer).length })) satisfies Personal,
  rewardOffers: ((_r, ctx, customer) => json(200, { rewards: running(ctx, customer.banner, customer).filter((o) => o.program === 'GR').map((o) => view(ctx, o, customer)) })) satisfies Personal,
  rewardMylist: ((_r, ctx, customer) => json(200, { rewards: mine(ctx, customer, 'GR').map((o) => view(ctx, o, customer)) })) satisfies Personal,
  allocations: ((_r, ctx, customer) => {
    const c = customer;
    // Personalised deals are allocated to every signed-in customer the first time they are asked for.
    for (const o of catalogue(ctx, c.banner).filter((x) => x.program === 'PD')) {
      const id = `${c.id}:${o.id}`;
      if (!ctx.db.offerAllocation.findFirst({ where: { id: { equals: id } } })) ctx.db.offerAllocation.create({ id, customerUuid: c.id, offerId: o.id, allocatedAt: ctx.clock.now(), source: 'personalized' });
    }
    const allocations = ctx.db.offerAllocation.findMany({ where: { customerUuid: { equals: c.id } } }).map((a) => ({ offerId: a.offerId, allocatedAt: isoAt(a.allocatedAt), source: a.source }));
    return json(200, { allocations });
  }) satisfies Personal,
  clip: ((request, ctx, customer) => clipItems(request, ctx, customer, true)) satisfies Personal,
  unclip: ((request, ctx, customer) => clipItems(request, ctx, customer, false)) satisfies Personal,
  rewardUnclip: ((request, ctx, customer) => {
    const q = parsePart('offers', 'query', StoreIdQuery, queryOf(request));
    if (!q.ok) return q.response;
    const body = parsePart('offers', 'body', RewardUnclipRequest, request.body);
    if (!body.ok) return body.response;
    const c = customer;
    const offer = ctx.db.offer.findFirst({ where: { id: { equals: body.data.offerId } } });
    if (!offer || offer.program !== 'GR') return failure('offers', 404, 'OFFER_NOT_FOUND', `Invalid body field offerId: ${body.data.offerId} is not a reward`);
    ctx.db.offerClip.delete({ where: { id: { equals: clipId(c.id, offer.id) } } });
    return json(200, { items: [{ offerId: offer.id, clipStatus: 'U', clipTs: null }] });
  }) satisfies Personal,
  companion: ((_r, ctx, customer) => json(200, { offers: running(ctx, customer.banner, customer).filter((o) => o.companion).map((o) => view(ctx, o, customer)) })) satisfies Personal,
  instantAllocation: ((_r, ctx, customer) => {
    const ids = new Set(ctx.db.offerAllocation.findMany({ where: { customerUuid: { equals: customer.id } } }).map((a) => a.offerId));
    return json(200, { offers: running(ctx, customer.banner, customer).filter((o) => ids.has(o.id)).map((o) => view(ctx, o, customer)) });
  }) satisfies Personal,
  newRegistration: ((request, ctx, customer) => {
    const body = parsePart('offers', 'body', NewRegistrationRequest, request.body ?? {});
    if (!body.ok) return body.response;
    const c = customer;
    const allocated = [];
    for (const o of catalogue(ctx, body.data.banner ?? c.banner).filter((x) => x.welcome)) {
      const id = `${c.id}:${o.id}`;
      if (!ctx.db.offerAllocation.findFirst({ where: { id: { equals: id } } })) ctx.db.offerAllocation.create({ id, customerUuid: c.id, offerId: o.id, allocatedAt: ctx.clock.now(), source: 'new_registration' });
      allocated.push(o.id);
    }
    return json(200, { allocated });
  }) satisfies Personal,
  filter: ((request, ctx, customer) => {
    const offers = running(ctx, customer?.banner ?? bannerOf(ctx, request, {}), customer);
    const count = (key: (o: Offer) => string) => {
      const counts = new Map<string, number>();
      for (const o of offers) counts.set(key(o), (counts.get(key(o)) ?? 0) + 1);
      return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, n]) => ({ name, count: n }));
    };
    return json(200, { filters: { categories: count((o) => o.category), brands: count((o) => o.brand), programs: count((o) => o.program) } });
  }) satisfies Handler,
  challenges: ((request, ctx, customer) => {
    const q = parsePart('offers', 'query', StoreIdQuery, queryOf(request));
    if (!q.ok) return q.response;
    const clipped = mine(ctx, customer).length;
    const challenges = [
      { challengeId: 'clip-5', title: 'Clip 5 offers', target: 5, progress: Math.min(clipped, 5), rewardPoints: 50 },
      { challengeId: 'clip-10', title: 'Clip 10 offers', target: 10, progress: Math.min(clipped, 10), rewardPoints: 150 },
      { challengeId: 'orders-3', title: 'Place 3 orders', target: 3, progress: Math.min(customer.orderCount, 3), rewardPoints: 200 },
    ].map((c) => ({ ...c, completed: c.progress >= c.target }));
    return json(200, { challenges });
  }) satisfies Personal,
  savings: ((request, ctx, customer) => {
    const c = customer;
    if (request.params.clubCard !== c.clubCard) return failure('offers', 403, 'FORBIDDEN', 'Invalid path parameter clubCard: not the signed-in customer card');
    const lifetime = Math.round((c.orderCount * 12.34 + mine(ctx, c).length * 1.5) * 100) / 100;
    return json(200, { clubCard: c.clubCard, lifetimeSavings: lifetime, yearToDateSavings: Math.round(lifetime * 40) / 100, currency: 'USD' });
  }) satisfies Personal,
  clippedRewards: ((_r, ctx, customer) => json(200, { rewards: mine(ctx, customer, 'GR').map((o) => view(ctx, o, customer)) })) satisfies Personal,
  rewardsHistory: ((request, ctx, customer) => {
    const q = parsePart('offers', 'query', RewardsHistoryQuery, queryOf(request));
    if (!q.ok) return q.response;
    const all = ensureRewardHistory(ctx, customer);
    const { page, size } = q.data;
    const history = all.slice((page - 1) * size, page * size).map((e) => ({ id: e.id, points: e.points, description: e.description, at: isoAt(e.at) }));
    return json(200, { history, page, size, total: all.length });
  }) satisfies Personal,
  rewardsHistoryV2: ((_r, ctx, customer) => json(200, { history: ensureRewardHistory(ctx, customer).map((e) => ({ id: e.id, points: e.points, description: e.description, at: isoAt(e.at) })) })) satisfies Personal,
  storesByIds: ((request, ctx) => {
    const q = parsePart('offers', 'query', StoresByIdsQuery, queryOf(request));
    if (!q.ok) return q.response;
    const stores = q.data.storeIds
      .split(',')
      .map((id) => ctx.db.store.findFirst({ where: { id: { equals: id } } }))
      .filter((s) => s !== null)
      .map((s) => ({ storeId: s.id, banner: s.banner, name: s.name, address: { line1: s.line1, city: s.city, state: s.state, zipcode: s.zipcode }, isEcom: s.isEcom }));
    return json(200, { stores });
  }) satisfies Handler,
  derivedEcom: ((request, ctx) => {
    const q = parsePart('offers', 'query', DerivedEcomQuery, queryOf(request));
    if (!q.ok) return q.response;
    const store = ctx.db.store.findFirst({ where: { id: { equals: q.data.storeId } } });
    if (!store) return failure('offers', 404, 'STORE_NOT_FOUND', `Invalid query parameter storeId: no store ${q.data.storeId}`);
    // A non-ecommerce store is served by its banner's default store.
    const ecom = store.isEcom ? store : ctx.db.store.findFirst({ where: { banner: { equals: store.banner }, isDefault: { equals: true } } });
    if (!ecom) return failure('offers', 404, 'STORE_NOT_FOUND', `No ecommerce store derives from ${store.id}`);
    return json(200, { storeId: store.id, derivedEcomStoreId: ecom.id, zipcode: ecom.zipcode });
  }) satisfies Handler,
  getRewards: ((_r, ctx, customer) => {
    const points = pointsOf(ctx, customer);
    return json(200, { points, pointsToNextReward: 100 - (points % 100), rewardsAvailable: Math.floor(points / 100) });
  }) satisfies Personal,
};

/** Each path of CALL-32..37 with its access rule and handler. */
type Entry = [HttpMethod, string, 'customer', Personal, string, string] | [HttpMethod, string, 'anonymous' | 'optional', Handler, string, string];
const table: Entry[] = [
  ['GET', '/ecomgallery', 'customer', handlers.gallery, 'CALL-32', 'Offer gallery with the customer clip status'],
  ['GET', '/ecomgallery/anonymous', 'anonymous', handlers.anonymousGallery, 'CALL-32', 'Anonymous offer gallery (no personalised deals)'],
  ['GET', '/offer', 'optional', handlers.offer, 'CALL-32', 'One offer by offerId'],
  ['GET', '/personalizedcontent', 'customer', handlers.personalized, 'CALL-32', 'Personalised deals for the customer'],
  ['GET', '/mylist', 'customer', handlers.mylist, 'CALL-32', 'Clipped offers'],
  ['GET', '/mylist/count', 'customer', handlers.mylistCount, 'CALL-32', 'Number of clipped offers'],
  ['GET', '/grocery/rewards/offers', 'customer', handlers.rewardOffers, 'CALL-32', 'Grocery rewards that can be clipped'],
  ['GET', '/grocery/rewards/mylist', 'customer', handlers.rewardMylist, 'CALL-32', 'Clipped grocery rewards'],
  ['GET', '/offers/gallery', 'customer', handlers.gallery, 'CALL-32', 'Offer gallery with the customer clip status'],
  ['GET', '/offers/gallery/anonymous', 'anonymous', handlers.anonymousGallery, 'CALL-32', 'Anonymous offer gallery'],
  ['GET', '/CC/offer/allocations', 'customer', handlers.allocations, 'CALL-32', 'Offers allocated to the customer'],
  ['POST', '/offers/clip', 'customer', handlers.clip, 'CALL-33', 'Clip one or several offers (idempotent)'],
  ['POST', '/offers/unclip', 'customer', handlers.unclip, 'CALL-33', 'Unclip one or several offers (idempotent)'],
  ['POST', '/rewards/unclip', 'customer', handlers.rewardUnclip, 'CALL-33', 'Unclip a reward (storeId query required)'],
  ['GET', '/xapi/offers', 'customer', handlers.gallery, 'CALL-34', 'xAPI offer gallery'],
  ['GET', '/xapi/offers/companiongalleryoffer', 'customer', handlers.companion, 'CALL-34', 'Companion gallery offers'],
  ['GET', '/xapi/offers/instantAllocationGallery', 'customer', handlers.instantAllocation, 'CALL-34', 'Offers instantly allocated to the customer'],
  ['POST', '/xapi/offers/event/new_registration/offers', 'customer', handlers.newRegistration, 'CALL-34', 'Allocate the welcome offers of a new registration'],
  ['GET', '/dce/offergallery/offers/filter', 'optional', handlers.filter, 'CALL-35', 'Gallery filters with counts'],
  ['GET', '/dce/offergallery/challenges', 'customer', handlers.challenges, 'CALL-35', 'Offer challenges and progress (storeId query required)'],
  ['GET', '/dce/mycard/:clubCard/savings', 'customer', handlers.savings, 'CALL-35', 'Card savings of the signed-in customer'],
  ['GET', '/xapi/ocrp/rewards/clippedrewards', 'customer', handlers.clippedRewards, 'CALL-36', 'Clipped rewards'],
  ['GET', '/xapi/ocrp/rewards/v2/rewardsHistory', 'customer', handlers.rewardsHistoryV2, 'CALL-36', 'Rewards history'],
  ['GET', '/xapi/ocrp/rewards/v3/rewardsHistory', 'customer', handlers.rewardsHistory, 'CALL-36', 'Rewards history, paged (page, size)'],
  ['GET', '/xapi/storeresolver/v2/storesByIds', 'anonymous', handlers.storesByIds, 'CALL-37', 'Stores by a comma-separated list of ids'],
  ['GET', '/api/services/locator/store/derivedecom', 'anonymous', handlers.derivedEcom, 'CALL-37', 'Derived ecommerce store of a store'],
  ['GET', '/rewardshub/getRewards', 'customer', handlers.getRewards, 'CALL-37', 'Rewards points summary'],
];

function build(base: string): SimRoute<SimContext>[] {
  return table.map((entry) => {
    const [method, path, , , call, summary] = entry;
    return {
    calls: [call],
    service: 'offers' as const,
    method,
    path: `${base}${path}`,
    summary,
    resolve: (request: SimRequest, ctx: SimContext) =>
      guarded(
        () => {
          if (entry[2] === 'anonymous') return entry[3](request, ctx, null);
          if (entry[2] === 'optional' && !request.headers.has('authorization')) return entry[3](request, ctx, null);
          const auth = requireCustomer(ctx, request, 'offers');
          return auth.ok ? entry[3](request, ctx, auth.customer) : auth.response;
        },
        (message) => failure('offers', 500, 'INTERNAL', message),
      ),
    };
  });
}

/** Every CALL-32..37 path under both bases (usePcfEndpoint selects the PCF one); the two share one state. */
export const offersRoutes: SimRoute<SimContext>[] = [...build(servicePaths.offers), ...build(servicePaths.offersPcf)];
