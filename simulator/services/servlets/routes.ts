import type { z } from 'zod';
import { servicePaths } from '../../../spec/config/endpoints';
import { bannerById } from '../../../spec/banners';
import {
  EcomGalleryQuery,
  FulfillmentBody,
  GuestAuthenticateQuery,
  PendingOrderUpdateBody,
  PREFERENCE_DEF_IDS,
  ProductQuery,
  PromosQuery,
  SsoQuery,
  StoreLocatorQuery,
  StoreResolverQuery,
  UserInfoQuery,
} from '../../../spec/schemas/upstream/servlets';
import type { SimContext } from '../../core/context';
import type { SimRequest, SimResponse, SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { customerByUuid, GUEST_COOKIE, moveCarts, parseJsonArray, sessionOf } from '../customers/session';
import type { Customer, Session } from '../customers/session';
import { resolveStore, storeById, storeLocation, storesNear } from '../stores';
import { asBrowserFollows, inPagePath } from '../../../src/rules/navigation';
import { validateGoto } from '../../../src/rules/redirect';
import { formatDeliveryAddress } from '../../../src/rules/address';
import { STORE_REWARD_FIELD_IDS } from '../../../src/rules/storeFlags';
import { serializePendingOrder } from '../../../src/rules/pendingOrder';
import { PENDING_ORDER_COOKIE } from '../../../src/rules/editOrder';
import { extendedType } from '../../../src/rules/userTypes';
import { promotionsFor } from '../catalogue/promotions';

registerErrorBody('servlets', (code, _status, message) => ({ errorCode: code, errorMessage: message }));

type Route = SimRoute<SimContext>;
const base = servicePaths.servlets;

/**
 * The callback servlet a browser reaches after the provider's authorize redirect (live mode; the in-page simulator
 * never follows that redirect). The provider session (sid) is already set; the code is redeemed once, and the browser
 * goes back to the page the hand-off left, which the browser names in Referer (the whole address on the same origin,
 * the origin alone across origins). Without a usable Referer it goes to the site's home page. Decision 0303.
 */
function authorizeCallback(request: SimRequest, ctx: SimContext): SimResponse {
  const q = queryOf(request) as Record<string, unknown>;
  const codeValue = typeof q.code === 'string' ? q.code : '';
  if (codeValue === '' || typeof q.state !== 'string' || q.state === '') return failure('servlets', 400, 'INVALID_CALLBACK', 'code and state are required');
  const code = ctx.db.authorizationCode.findFirst({ where: { code: { equals: codeValue } } });
  if (!code || code.used || code.expiresAt <= ctx.clock.now()) return failure('servlets', 400, 'INVALID_CALLBACK', 'the authorization code is invalid or has expired');
  ctx.db.authorizationCode.update({ where: { code: { equals: codeValue } }, data: { used: true } });
  return { status: 302, headers: { location: refererOnThisHost(request)?.toString() ?? '/' } };
}

/**
 * A site path on the storefront's origin: the servlets answer on the page's own origin in production, so the path
 * stays relative; when the browser came from another origin of this host (live mode against the simulator, decision
 * 0303), that origin, as the browser names it in Referer.
 */
function onStorefrontOrigin(request: SimRequest, path: string): string {
  const from = refererOnThisHost(request);
  return from === null || from.origin === request.url.origin ? path : `${from.origin}${path}`;
}

/**
 * The page the browser came from (Referer) without its fragment, when it is an http(s) address on this host (any
 * port: the storefront beside the simulator); null otherwise, so no answer sends the browser to another host.
 */
function refererOnThisHost(request: SimRequest): URL | null {
  return onThisHost(request, request.headers.get('referer'));
}

/** `address` without its fragment when it is an absolute http(s) address on this host (any port); null otherwise. */
function onThisHost(request: SimRequest, address: string | null): URL | null {
  if (address === null || !/^https?:\/\//i.test(address) || !URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.hostname !== request.url.hostname || url.username !== '' || url.password !== '') return null;
  url.hash = '';
  return url;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Where single sign-on sends the browser (REDIRECT-01..06, decision 0024): goto goes through the storefront's own
 * REDIRECT rules, as the browser will read it from the Location header (tabs and newlines stripped, backslashes as
 * slashes), with this host (any port) as the one trusted host: SIGNIN-04 hands back the page's full address. A
 * path is followed on the storefront's origin; anything refused becomes its home page. A control character has no
 * place in an address and cannot be written in a header: 400.
 */
function ssoRedirect(request: SimRequest, goto: string): SimResponse {
  if (CONTROL_CHARACTER.test(goto)) return failure('servlets', 400, 'INVALID_GOTO', 'goto contains a control character');
  const decision = validateGoto(asBrowserFollows(goto), { trustedDomains: [request.url.hostname], defaultRedirect: '/' });
  if (decision.accepted && decision.kind === 'trusted-url') {
    const page = new URL(decision.target);
    page.hash = '';
    return { status: 302, headers: { location: page.toString() } };
  }
  // The path as the URL parser writes it (non-ASCII percent-encoded), so the header can always be written.
  return { status: 302, headers: { location: onStorefrontOrigin(request, inPagePath(decision.target)) } };
}

/** STORE-FLAGS-09: the store's fulfilment rewards as the store-locations answer numbers them (custom fields). */
function storeCustomFields(store: NonNullable<ReturnType<typeof storeById>>): { id: number; value: string }[] {
  const ids = STORE_REWARD_FIELD_IDS;
  return [
    { id: ids.hasGroceryDelivery, value: String(store.hasDelivery) },
    { id: ids.hasDUG, value: String(store.hasDriveUp) },
    { id: ids.hasRushDelivery, value: String(store.hasRushDelivery) },
  ];
}

/** ADDRESS-05: the customer's selected delivery address as user info carries it, when the customer has one. */
function deliveryAddressOf(ctx: SimContext, customer: Customer): { deliveryAddress?: string } {
  const selected = ctx.db.address.findFirst({ where: { customerUuid: { equals: customer.id }, isSelectedAddress: { equals: true } } });
  if (!selected || !selected.purposes.split(',').includes('DELIVERY')) return {};
  return { deliveryAddress: formatDeliveryAddress({ address1: selected.address1, address2: selected.address2, city: selected.city, state: selected.stateCode, zipCode: selected.postalCode }) };
}

/** User info of a signed-in session (000 §3), with the shop token. */
export function signedInUserInfo(ctx: SimContext, session: Session, customer: Customer, banner: string) {
  const store = storeById(ctx, session.storeId);
  return {
    SWY_SHOP_TOKEN: session.token,
    token: session.token,
    expireTime: session.expireTime,
    userId: customer.userId,
    customerId: customer.customerId,
    UUID: customer.id,
    houseId: customer.houseId,
    clubCard: customer.clubCard,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    profileEmail: customer.email,
    profilePhone: customer.phone,
    userType: customer.userType,
    // USER-TYPES-06: the simulated servlet answers the type the rule gives.
    extendedType: extendedType(customer.userType, customer.orderCount),
    registered: true,
    orderCount: customer.orderCount,
    customerType: customer.siteType === 'B' ? 'BUSINESS' : 'CONSUMER',
    siteType: customer.siteType,
    banner,
    displayableBanner: customer.banner,
    branchId: session.storeId,
    zipcode: session.zipcode,
    preferenceMode: session.preference,
    ...deliveryAddressOf(ctx, customer),
    driveUpAndGoIsEnabled: store?.hasDriveUp ?? false,
    unattendedDeliveryIsEnabled: false,
    isClosed: customer.isClosed,
    isCrossBannerMFCUser: customer.isCrossBannerMFCUser,
    phoneVerified: customer.phone !== '',
    emailVerified: true,
    j4u: store ? { storeId: store.id, zipcode: store.zipcode, storeData: { storeLocation: storeLocation(store), customFields: storeCustomFields(store) } } : null,
  };
}

function guestInfo(ctx: SimContext, request: SimRequest, banner: string) {
  const [zip, storeId] = (request.cookies[GUEST_COOKIE] ?? '').split('|');
  const b = bannerById(banner);
  const zipcode = zip && /^\d{5}$/.test(zip) ? zip : (b?.defaultZip ?? '');
  const branchId = storeId && storeById(ctx, storeId) ? storeId : (b?.defaultStoreId ?? '');
  return { userType: 'G', banner, zipcode, branchId, preferenceMode: 'j4u', selectionType: zip ? 'user' : 'default', registered: false };
}

function requireSession(ctx: SimContext, request: SimRequest): { session: Session; customer: Customer } | null {
  const session = sessionOf(ctx, request);
  const customer = session ? customerByUuid(ctx, session.customerUuid) : null;
  return session && customer ? { session, customer } : null;
}

const simple = (calls: string[], method: 'GET' | 'POST', path: string, summary: string, body: (ctx: SimContext, request: SimRequest) => unknown): Route => ({
  calls,
  service: 'servlets',
  method,
  path: `${base}${path}`,
  summary,
  resolve: (request, ctx) => json(200, body(ctx, request)),
});

const departments = ['Produce', 'Meat & Seafood', 'Dairy, Eggs & Cheese', 'Bakery', 'Beverages', 'Frozen Foods', 'Wine, Beer & Spirits', 'Pantry'];

function priceOf(upc: string): number {
  let h = 0;
  for (const ch of upc) h = (h * 31 + ch.charCodeAt(0)) % 100000;
  return Math.round((0.99 + (h % 2000) / 100) * 100) / 100;
}

export const servletRoutes: Route[] = [
  {
    calls: ['CALL-01'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/unified/userinfo`,
    summary: 'User info with SWY_SHOP_TOKEN for a signed-in session; guest info otherwise',
    resolve(request, ctx) {
      const query = parsePart('servlets', 'query', UserInfoQuery, queryOf(request));
      if (!query.ok) return query.response;
      if (!bannerById(query.data.banner)) return failure('servlets', 400, 'INVALID_BANNER', `Invalid query parameter banner: unknown banner ${query.data.banner}`);
      const signedIn = requireSession(ctx, request);
      if (signedIn) return json(200, signedInUserInfo(ctx, signedIn.session, signedIn.customer, query.data.banner));
      return json(200, guestInfo(ctx, request, query.data.banner));
    },
  },
  {
    calls: ['CALL-30'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/userinfo`,
    summary: 'User info path (plain text JSON): SWY_SHOP_TOKEN when signed in, {} otherwise',
    resolve(request, ctx) {
      const signedIn = requireSession(ctx, request);
      const banner = queryOf(request).banner ?? signedIn?.customer.banner ?? 'freshway';
      const body = signedIn ? signedInUserInfo(ctx, signedIn.session, signedIn.customer, banner) : {};
      return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: JSON.stringify(body) };
    },
  },
  {
    calls: ['CALL-02'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/authenticate/guest`,
    summary: 'Guest session for a zip code: nearest e-commerce store of the banner (default store outside the service area)',
    resolve(request, ctx) {
      const q = queryOf(request);
      const query = parsePart('servlets', 'query', GuestAuthenticateQuery, q);
      if (!query.ok) return query.response;
      const banner = bannerById(q.banner ?? 'freshway')?.id ?? 'freshway';
      const zipcode = query.data.zipcode.slice(0, 5);
      const { store, inServiceArea } = resolveStore(ctx, banner, zipcode);
      const storeId = store?.id ?? '';
      return {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': `${GUEST_COOKIE}=${zipcode}|${storeId}; Path=/; Max-Age=86400; SameSite=Lax` },
        body: { userType: 'G', banner, zipcode, branchId: storeId, preferenceMode: 'j4u', selectionType: 'user', isInNoServiceArea: inServiceArea ? undefined : 'Y', registered: false },
      };
    },
  },
  {
    calls: ['CALL-03'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/store`,
    summary: 'The current store of the session (guest or signed in)',
    resolve(request, ctx) {
      const signedIn = requireSession(ctx, request);
      const storeId = signedIn?.session.storeId ?? (request.cookies[GUEST_COOKIE] ?? '').split('|')[1] ?? '';
      const store = storeById(ctx, storeId) ?? storeById(ctx, bannerById(queryOf(request).banner ?? 'freshway')?.defaultStoreId ?? '1502');
      return store ? json(200, { store: storeLocation(store), timezone: store.timezone }) : failure('servlets', 404, 'STORE_NOT_FOUND', 'Store not found');
    },
  },
  {
    calls: ['CALL-04', 'CALL-45'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/sso`,
    summary: "Single sign-on entry: redirects to goto as the REDIRECT rules validate it (a same-site path, or a page of this host), on the storefront's origin when it came from another",
    resolve(request) {
      const query = parsePart('servlets', 'query', SsoQuery, queryOf(request));
      if (!query.ok) return query.response;
      return ssoRedirect(request, query.data.goto ?? '/');
    },
  },
  {
    calls: ['CALL-47'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/authorize/callback`,
    summary: "The storefront's authorize callback (CALL-47's redirect_uri): redeems the code, then returns the browser to the page it left",
    resolve(request, ctx) {
      return authorizeCallback(request, ctx);
    },
  },
  {
    calls: ['CALL-05'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/store/locator`,
    summary: 'Open stores within 50 miles of a zip, nearest first',
    resolve(request, ctx) {
      const query = parsePart('servlets', 'query', StoreLocatorQuery, queryOf(request));
      if (!query.ok) return query.response;
      const near = storesNear(ctx, query.data.zipcode.slice(0, 5), 50, (s) => !query.data.banner || s.banner === query.data.banner).slice(0, 10);
      return json(200, { stores: near.map(({ store, distance }) => ({ ...storeLocation(store), distance: Math.round(distance * 10) / 10, isEcom: store.isEcom })) });
    },
  },
  {
    calls: ['CALL-06'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/store/resolver`,
    summary: 'The banner store for a zip',
    resolve(request, ctx) {
      const query = parsePart('servlets', 'query', StoreResolverQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { store, inServiceArea } = resolveStore(ctx, query.data.banner, query.data.zipcode.slice(0, 5));
      return store ? json(200, { storeId: store.id, zipcode: store.zipcode, inServiceArea }) : failure('servlets', 404, 'STORE_NOT_FOUND', 'Store not found');
    },
  },
  {
    calls: ['CALL-08'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/product/price`,
    summary: 'Price of a product',
    resolve(request) {
      const query = parsePart('servlets', 'query', ProductQuery, queryOf(request));
      if (!query.ok) return query.response;
      return json(200, { upc: query.data.upc, price: priceOf(query.data.upc), currency: 'USD' });
    },
  },
  {
    calls: ['CALL-09'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/product/similar`,
    summary: 'Similar products',
    resolve(request) {
      const query = parsePart('servlets', 'query', ProductQuery, queryOf(request));
      if (!query.ok) return query.response;
      const similar = [1, 2, 3].map((n) => String(Number(query.data.upc.slice(-6)) + n).padStart(query.data.upc.length, '0'));
      return json(200, { products: similar.map((upc) => ({ upc, price: priceOf(upc) })) });
    },
  },
  simple(['CALL-10'], 'GET', '/product/historylist', 'Purchase history list', () => ({ products: [] })),
  simple(['CALL-11'], 'GET', '/order/pending/alert.json', 'Pending order alert', () => ({ pendingOrders: [] })),
  simple(['CALL-12'], 'GET', '/order/selected/slot', 'Selected delivery slot', () => ({ slot: null })),
  simple(['CALL-13'], 'GET', '/editcart/orderid', 'Order being edited', () => ({ orderId: null })),
  {
    calls: ['CALL-14'],
    service: 'servlets',
    method: 'POST',
    path: `${base}/pendingorder/update`,
    summary: 'Pending order update',
    resolve(request, ctx) {
      const body = parsePart('servlets', 'body', PendingOrderUpdateBody, request.body);
      if (!body.ok) return body.response;
      const answer = json(200, { success: true, orderNumber: body.data.orderNumber });
      // COOKIE-13: a signed-in shopper's pending order is remembered with the branch it was placed at.
      const signedIn = requireSession(ctx, request);
      if (!signedIn) return answer;
      const value = encodeURIComponent(serializePendingOrder({ orderNumber: body.data.orderNumber, branchNumber: signedIn.session.storeId }));
      return { ...answer, headers: { ...answer.headers, 'set-cookie': `${PENDING_ORDER_COOKIE}=${value}; Path=/; SameSite=Lax` } };
    },
  },
  simple(['CALL-15'], 'GET', '/department', 'Departments', () => ({ departments: departments.map((name, i) => ({ id: `dept-${i + 1}`, name, pagePath: `/shop/aisles/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.html` })) })),
  {
    calls: ['CALL-16'],
    service: 'servlets',
    method: 'POST',
    path: `${base}/fulfillment`,
    summary: "Updates the signed-in customer's fulfilment preference and selected address; carts follow the store",
    resolve(request, ctx) {
      const signedIn = requireSession(ctx, request);
      if (!signedIn) return failure('servlets', 401, 'NOT_SIGNED_IN', 'Sign in to update fulfilment');
      const body = parsePart('servlets', 'body', FulfillmentBody, request.body);
      if (!body.ok) return body.response;
      return json(200, applyFulfillment(ctx, signedIn.session, signedIn.customer, body.data));
    },
  },
  {
    calls: ['CALL-17'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/promos.single.json`,
    summary: "Promotions of the catalogue's products matching the search terms (ads when includeAds=true)",
    resolve(request) {
      const query = parsePart('servlets', 'query', PromosQuery, queryOf(request));
      if (!query.ok) return query.response;
      // Decision 0434: the promotions the matching products have, so a chip never promises what the results lack.
      const promos = promotionsFor(query.data.searchTerms);
      return json(200, { promos, ads: query.data.includeAds === 'true' ? [{ id: 'ad-1', placement: 'search' }] : [] });
    },
  },
  {
    calls: ['CALL-18'],
    service: 'servlets',
    method: 'GET',
    path: `${base}/ecomgallery`,
    summary: 'Offer gallery of a program',
    resolve(request) {
      const query = parsePart('servlets', 'query', EcomGalleryQuery, queryOf(request));
      return query.ok ? json(200, { offerProgram: query.data.offerProgram, offers: [{ offerId: 'off-1', name: 'Save $1' }] }) : query.response;
    },
  },
  {
    calls: ['CALL-19'],
    service: 'servlets',
    method: 'GET',
    path: '/ecom/api/modern1/route',
    summary: 'Modern route switch',
    resolve: () => json(200, { route: 'modern', enabled: true }),
  },
  // CALL-20 and CALL-21 (/search/seller-carousel, /search/wine-carousel) are the catalogue's search routes: simulator/services/catalogue.
];

/** CALL-16: the preference and address land in the profile; a store-id preference moves the session and the carts. */
export function applyFulfillment(ctx: SimContext, session: Session, customer: Customer, body: z.infer<typeof FulfillmentBody>) {
  const profile = ctx.db.profile.findFirst({ where: { id: { equals: customer.id } } });
  const preferences = parseJsonArray<{ categoryCode: string; subCategoryCode: string; bannerId: string; value: string }>(profile?.preferences ?? '[]');
  let storeId = session.storeId;
  let preference = session.preference;
  for (const p of body.preferences) {
    if (p.preferenceDefId === PREFERENCE_DEF_IDS.fulfilmentMethod) {
      preference = p.value.toLowerCase();
      const existing = preferences.find((e) => e.bannerId === p.banner && e.categoryCode === 'FULFILLMENT');
      if (existing) existing.value = p.value.toUpperCase();
      else preferences.push({ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: p.banner, value: p.value.toUpperCase() });
    } else if ((p.preferenceDefId === PREFERENCE_DEF_IDS.driveUpStore || p.preferenceDefId === PREFERENCE_DEF_IDS.inStoreStore) && storeById(ctx, p.value)) {
      storeId = p.value;
    }
  }
  let addressId = body.selectedAddress?.addressId;
  if (body.address) {
    const created = ctx.db.address.create({
      id: ctx.random.id('addr-'),
      customerUuid: customer.id,
      addressName: body.address.addressName,
      address1: body.address.address1,
      address2: body.address.address2,
      city: body.address.city,
      stateCode: body.address.stateCode,
      postalCode: body.address.postalCode,
      postalCodeExtn: body.address.postalCodeExtn,
      isSelectedAddress: body.address.isSelectedAddress,
      selectedAddressBanner: body.address.selectedAddressBanner,
      purposes: body.address.purposes.join(','),
    });
    addressId = created.id;
  }
  if (addressId && profile) {
    const selected = parseJsonArray<{ addressId: string; bannerId?: string; resetToDefault: boolean }>(profile.selectedAddresses).filter((s) => s.bannerId !== customer.banner);
    selected.push({ addressId, bannerId: customer.banner, resetToDefault: false });
    ctx.db.profile.update({ where: { id: { equals: customer.id } }, data: { selectedAddresses: JSON.stringify(selected) } });
  }
  if (profile) ctx.db.profile.update({ where: { id: { equals: customer.id } }, data: { preferences: JSON.stringify(preferences) } });
  const store = storeById(ctx, storeId);
  ctx.db.simSession.update({ where: { id: { equals: session.id } }, data: { storeId, preference, zipcode: store?.zipcode ?? session.zipcode } });
  if (storeId !== session.storeId) moveCarts(ctx, customer.id, storeId);
  return { success: true, storeId, preference, addressId: addressId ?? null };
}
