import { CATALOGUE } from './catalogue/products';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { knownCustomers } from '../core/fixtures';
import { startServletSession, SESSION_COOKIE } from './customers/session';
import { startHarness } from '../testing/harness';
import type { Harness } from '../testing/harness';
import { routeTable } from '../runtimes/routes';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('msw-node');
});
afterAll(async () => h.close());
beforeEach(() => h.ctx.reset());

const shopper = knownCustomers.shopper;
const getJson = async (path: string, init?: RequestInit) => {
  const res = await h.fetch(path, init);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are inspected field by field
  const body: any = await res.json();
  return { status: res.status, body };
};
const signIn = (uuid: string = shopper.uuid) => {
  const session = startServletSession(h.ctx, uuid, 'freshway');
  return { cookie: `${SESSION_COOKIE}=${session.id}`, token: session.token };
};
const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('servlets', () => {
  it('CALL-01 user info carries SWY_SHOP_TOKEN for a signed-in session and guest info otherwise', async () => {
    const guest = await getJson('/bin/wcax/unified/userinfo?rand=1&banner=freshway');
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ userType: 'G', zipcode: '94611', branchId: '1502' });
    expect(guest.body.SWY_SHOP_TOKEN).toBeUndefined();
    const { cookie, token } = signIn();
    const signed = await getJson('/bin/wcax/unified/userinfo?rand=2&banner=freshway', { headers: { cookie } });
    expect(signed.body).toMatchObject({ SWY_SHOP_TOKEN: token, UUID: shopper.uuid, userType: 'C', customerId: shopper.customerId, extendedType: 'ce' });
    expect(signed.body.expireTime).toBeGreaterThan(h.ctx.clock.now());
  });

  it('CALL-01 ADDRESS-05 a signed-in user info carries the selected delivery address as address1, address2 if present, city, state, zip', async () => {
    const { cookie } = signIn();
    const a = h.ctx.db.address.findFirst({ where: { customerUuid: { equals: shopper.uuid }, isSelectedAddress: { equals: true } } })!;
    const signed = await getJson('/bin/wcax/unified/userinfo?rand=3&banner=freshway', { headers: { cookie } });
    // STORE-FLAGS-09: the offers store's rewards travel as the store-locations answer's numbered custom fields.
    expect((signed.body.j4u.storeData.customFields as { id: number }[]).map((f) => f.id)).toEqual([24995, 23763, 23762]);
    expect(signed.body.deliveryAddress).toBe([a.address1, ...(a.address2 ? [a.address2] : []), a.city, a.stateCode, a.postalCode].join(', '));
  });

  it('CALL-14 COOKIE-13 a signed-in pending order update remembers the order and its branch in the pending-order cookie', async () => {
    const session = startServletSession(h.ctx, shopper.uuid, 'freshway');
    const cookie = `${SESSION_COOKIE}=${session.id}`;
    const res = await h.fetch('/bin/wcax/pendingorder/update', { ...jsonInit('POST', { orderNumber: '40017' }), headers: { 'content-type': 'application/json', cookie } });
    expect(res.status).toBe(200);
    expect(session.storeId).not.toBe('');
    expect(res.headers.get('set-cookie')).toBe(`PendingOrder=${encodeURIComponent(`40017|${session.storeId}`)}; Path=/; SameSite=Lax`);
    const guest = await h.fetch('/bin/wcax/pendingorder/update', jsonInit('POST', { orderNumber: '40017' }));
    expect(guest.headers.get('set-cookie')).toBeNull();
  });

  it('CALL-01 a request without rand gets a 400 naming the field', async () => {
    const res = await getJson('/bin/wcax/unified/userinfo?banner=freshway');
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('rand');
  });

  it('CALL-02 guest authenticate picks the nearest store of the banner, or the default outside the service area', async () => {
    const near = await getJson('/bin/wcax/authenticate/guest?zipcode=94611');
    expect(near.body).toMatchObject({ userType: 'G', zipcode: '94611' });
    const far = await getJson('/bin/wcax/authenticate/guest?zipcode=10001');
    expect(far.body).toMatchObject({ branchId: '1502', isInNoServiceArea: 'Y' });
    expect((await getJson('/bin/wcax/authenticate/guest?zipcode=abc')).status).toBe(400);
  });

  it('CALL-30 user info path answers plain text', async () => {
    const { cookie, token } = signIn();
    const res = await h.fetch('/bin/wcax/userinfo', { headers: { cookie } });
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(JSON.parse(await res.text()).SWY_SHOP_TOKEN).toBe(token);
  });

  it('CALL-16 fulfilment needs a session, validates the body and moves carts with the store', async () => {
    expect((await h.fetch('/bin/wcax/fulfillment', jsonInit('POST', {}))).status).toBe(401);
    const { cookie } = signIn();
    const bad = await getJson('/bin/wcax/fulfillment', jsonInit('POST', { preferences: [] }, { cookie }));
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('preferences');
    const ok = await getJson('/bin/wcax/fulfillment', jsonInit('POST', { preferences: [{ preferenceDefId: '101', value: 'dug', banner: 'freshway' }, { preferenceDefId: '102', value: '2210', banner: 'freshway' }] }, { cookie }));
    expect(ok.body).toMatchObject({ success: true, storeId: '2210', preference: 'dug' });
    expect(h.ctx.db.cart.findMany({ where: { customerUuid: { equals: shopper.uuid } } }).map((c) => c.storeId)).toEqual(['2210', '2210']);
  });

  it('CALL-03..21 answer plausibly', async () => {
    for (const path of ['/bin/wcax/store', '/bin/wcax/store/locator?zipcode=94611', '/bin/wcax/store/resolver?zipcode=94611&banner=freshway', '/bin/wcax/product/price?upc=0001111041700', '/bin/wcax/product/similar?upc=0001111041700', '/bin/wcax/product/historylist', '/bin/wcax/order/pending/alert.json', '/bin/wcax/order/selected/slot', '/bin/wcax/editcart/orderid', '/bin/wcax/department', '/bin/wcax/promos.single.json?includeAds=true&searchTerms=milk', '/bin/wcax/ecomgallery?offerProgram=J4U', '/ecom/api/modern1/route', '/search/seller-carousel', '/search/wine-carousel']) {
      expect((await h.fetch(path)).status, path).toBe(200);
    }
    expect((await h.fetch('/bin/wcax/sso?banner=freshway&goto=https://evil.test/', { redirect: 'manual' })).headers.get('location')).toBe('/');
  });

  it('CALL-04 single sign-on returns to goto on the storefront origin the browser came from (decision 0303), and never elsewhere', async () => {
    const sso = (goto: string, referer?: string) => h.fetch(`/bin/wcax/sso?banner=freshway&goto=${encodeURIComponent(goto)}`, { redirect: 'manual', headers: referer === undefined ? {} : { referer } });
    expect((await sso('/shop/cart.html?x=1')).headers.get('location')).toBe('/shop/cart.html?x=1');
    expect((await sso('/shop/cart.html', 'http://127.0.0.1:4174/shop/aisles/produce.html#a')).headers.get('location')).toBe('http://127.0.0.1:4174/shop/cart.html');
    for (const goto of ['//evil.test/', '/\\evil.test/', 'https://evil.test/', 'javascript:alert(1)']) {
      expect((await sso(goto, 'http://127.0.0.1:4174/')).headers.get('location'), goto).toBe('http://127.0.0.1:4174/');
    }
    expect((await sso('/shop/cart.html', 'javascript:alert(1)')).headers.get('location')).toBe('/shop/cart.html');
    // A page of another host never becomes the way out.
    expect((await sso('/shop/cart.html', 'https://evil.test/page')).headers.get('location')).toBe('/shop/cart.html');
  });

  it('SIGNIN-04 single sign-on follows a full page address as goto when it is on this host (any port), and refuses any other', async () => {
    const sso = (goto: string) => h.fetch(`/bin/wcax/sso?banner=freshway&idp=false&goto=${encodeURIComponent(goto)}&setReInit=true`, { redirect: 'manual', headers: { referer: 'http://127.0.0.1:4174/' } });
    expect((await sso('http://127.0.0.1:4174/shop/aisles/produce.html?sort=a#top')).headers.get('location')).toBe('http://127.0.0.1:4174/shop/aisles/produce.html?sort=a');
    for (const goto of ['http://127.0.0.1.evil.test/', 'http://evil.test/?127.0.0.1', 'http://127.0.0.1@evil.test/', 'http://user@127.0.0.1:4174/', 'ftp://127.0.0.1/', 'http:/\\evil.test/', 'http://evil.test%2F127.0.0.1/']) {
      expect((await sso(goto)).headers.get('location'), goto).toBe('http://127.0.0.1:4174/');
    }
  });
});

describe('store resolver, flags and location', () => {
  it('CALL-23 delivery lists stores by distance, at most size', async () => {
    const res = await getJson('/apim/storeresolver/v2/delivery?zipcode=94611&radius=50&size=10');
    expect(res.body.delivery.count).toBe(res.body.delivery.stores.length);
    expect(res.body.delivery.count).toBeGreaterThan(0);
    expect(res.body.delivery.count).toBeLessThanOrEqual(10);
    const d = (res.body.delivery.stores as Array<{ distance: number }>).map((s) => s.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect((await getJson('/apim/storeresolver/v2/delivery?zipcode=10001&radius=50&size=10')).body.delivery.count).toBe(0);
    const bad = await getJson('/apim/storeresolver/v2/delivery?zipcode=94611&size=10');
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.body.message).toContain('radius');
  });

  it('CALL-24 validate: valid default store, invalid other banner, non-e-commerce store mapped to an e-commerce one', async () => {
    const ok = await getJson('/apim/storeresolver/v2/validate?banner=freshway&storeid=1502&preference=instore');
    expect(ok.body.validRequest).toMatchObject({ isValid: true, ecomStore: { storeId: '1502', defaultStore: true } });
    const other = await getJson('/apim/storeresolver/v2/validate?banner=valleymarket&storeid=1502&preference=instore');
    expect(other.body.validRequest.isValid).toBe(false);
    const nonEcom = h.ctx.db.store.findFirst({ where: { isEcom: { equals: false }, isOpen: { equals: true } } })!;
    const mapped = await getJson(`/apim/storeresolver/v2/validate?banner=${nonEcom.banner}&storeid=${nonEcom.id}&preference=instore`);
    expect(mapped.body.validRequest.store.storeId).toBe(nonEcom.id);
    expect(mapped.body.validRequest.ecomStore.storeId).not.toBe(nonEcom.id);
    expect((await getJson('/apim/storeresolver/v2/validate?banner=freshway&storeid=x&preference=instore')).status).toBe(400);
  });

  it('CALL-25 CALL-72 store address, and Store not found', async () => {
    const ok = await getJson('/apim/storeresolver/v2/storeaddress?storeid=1502');
    expect(ok.body.storeAddressModel.address.zipcode).toBe('94611');
    const missing = await getJson('/apim/storeresolver/v2/storeaddress?storeid=9');
    expect(missing).toEqual({ status: 404, body: { error: 'STORE_NOT_FOUND', message: 'Store not found' } });
  });

  it('CALL-22 store flags with wine flag and timezone; unknown store 404; non-e-commerce empty', async () => {
    const ok = await getJson('/apim/storeflags/v1/stores/1502?zipcode=94611');
    expect(ok.body).toMatchObject({ timezone: 'America/Los_Angeles', flags: { ecomStore: { storeFeatures: { isWineD2CEnabled: true } }, wineStoreId: 'W1502' } });
    expect((await getJson('/apim/storeflags/v1/stores/9')).status).toBe(404);
    expect((await getJson('/apim/storeflags/v1/stores/abc')).status).toBe(400);
    const nonEcom = h.ctx.db.store.findFirst({ where: { isEcom: { equals: false } } })!;
    expect((await getJson(`/apim/storeflags/v1/stores/${nonEcom.id}`)).body).toEqual({});
  });

  it('CALL-31 location answers field response; missing apikey is a 400', async () => {
    expect((await getJson('/apim/location/v1/stores/2210?apikey=k&version=1')).body.response).toMatchObject({ storeId: '2210', banner: 'valleymarket' });
    expect((await getJson('/apim/location/v1/stores/2210?version=1')).status).toBe(400);
    expect((await getJson('/apim/location/v1/stores/9?apikey=k&version=1')).status).toBe(404);
  });
});

describe('profile and customer account', () => {
  const storesPath = `/apim/profile/ucaservice/api/uca/customers/${shopper.uuid}/stores`;
  const change = (storeId: string, zip: string) => ({ stores: [{ storeId, storePreference: 'Preferred', address: { zipCode: zip }, banner: 'freshway' }], preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', value: 'J4U', bannerId: 'freshway' }] });

  it('CALL-49 profile: 401 without a bearer, 403 for another customer, the profile otherwise', async () => {
    expect((await h.fetch(storesPath)).status).toBe(401);
    const other = signIn(knownCustomers.registered.uuid);
    expect((await h.fetch(storesPath, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(403);
    const { token } = signIn();
    const res = await getJson(storesPath, { headers: { authorization: `Bearer ${token}` } });
    expect(res.body.preferences[0]).toMatchObject({ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway' });
    expect(res.body.stores[0]).toMatchObject({ storeId: '1502', storePreference: 'Preferred' });
  });

  it('CALL-26 store change updates the profile and keeps every cart, moved to the new store', async () => {
    const { token } = signIn();
    const auth = { authorization: `Bearer ${token}` };
    expect((await getJson(storesPath, jsonInit('POST', { stores: [] }, auth))).status).toBe(400);
    const res = await getJson(storesPath, jsonInit('POST', change('2210', '85004'), auth));
    expect(res).toMatchObject({ status: 200, body: { success: true, storeId: '2210' } });
    const carts = h.ctx.db.cart.findMany({ where: { customerUuid: { equals: shopper.uuid } } });
    expect(carts.map((c) => c.sellerId).sort()).toEqual(['abs', 'mkp-4417']);
    expect(carts.every((c) => c.storeId === '2210')).toBe(true);
  });

  it('CALL-27 datapower stores; placeholder id answers empty', async () => {
    expect((await getJson('/apim/datapower/api/uca/customers/1/stores')).body).toEqual({ stores: [] });
    expect((await h.fetch(`/apim/datapower/api/uca/customers/${shopper.customerId}/stores`)).status).toBe(401);
  });

  it('CALL-50 CALL-51 addresses and the userAck merge-patch clears resetToDefault', async () => {
    const reset = knownCustomers.resetDefault;
    const { token } = signIn(reset.uuid);
    const auth = { authorization: `Bearer ${token}` };
    const base = `/apim/customer/api/uca/customers/${reset.uuid}/addresses`;
    const list = await getJson(`${base}?resolveStoresWithGeoCodes=false&includeDivestitureStores=false`, { headers: auth });
    expect(list.body.addresses[0].zipCode).toBe('94611');
    const body = { postalCode: { postalCode: '94611', resetToDefault: false }, selectedAddress: { addressId: list.body.addresses[0].addressId, resetToDefault: false } };
    expect((await h.fetch(`${base}?type=userAck`, jsonInit('PATCH', body, auth))).status).toBe(415);
    expect((await h.fetch(`${base}?type=userAck`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/merge-patch+json' }, body: JSON.stringify({ selectedAddress: { addressId: 'a', resetToDefault: true } }) })).status).toBe(400);
    expect((await h.fetch(`${base}?type=userAck`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/merge-patch+json' }, body: JSON.stringify(body) })).status).toBe(204);
    const profile = await getJson(`/apim/profile/ucaservice/api/uca/customers/${reset.uuid}/stores`, { headers: auth });
    expect((profile.body.selectedAddresses as Array<{ resetToDefault: boolean }>).every((s) => !s.resetToDefault)).toBe(true);
  });

  it('CALL-52 loyalty partners include GeneralMills for the shopper', async () => {
    const { token } = signIn();
    const res = await getJson(`/apim/customer/api/uca/customers/${shopper.uuid}/loyaltypartners`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.body.loyaltyPartners).toContainEqual({ name: 'GeneralMills', planNumber: 'GM-778812' });
  });

  it('CALL-65 business profile patch for a B2B account; 409 for a consumer; 400 without a name', async () => {
    const b2b = signIn(knownCustomers.b2b.uuid);
    const path = (uuid: string) => `/apim/customer/api/uca/customers/${uuid}/businessprofile`;
    const auth = { authorization: `Bearer ${b2b.token}` };
    expect((await getJson(path(knownCustomers.b2b.uuid), jsonInit('PATCH', { businessInfo: { name: 'Cafe', type: 'RESTAURANT' } }, auth))).body.businessInfo.name).toBe('Cafe');
    expect((await h.fetch(path(knownCustomers.b2b.uuid), jsonInit('PATCH', { businessInfo: { type: 'X' } }, auth))).status).toBe(400);
    const consumer = signIn();
    expect((await h.fetch(path(shopper.uuid), jsonInit('PATCH', { businessInfo: { name: 'A', type: 'B' } }, { authorization: `Bearer ${consumer.token}` }))).status).toBe(409);
  });

  it('CALL-38 CALL-39 profile family and registration', async () => {
    const { token } = signIn();
    const auth = { headers: { authorization: `Bearer ${token}` } };
    for (const sub of ['rewards', 'stores', 'profile?full=y', 'subscriptions', 'preferences/fulfillment', 'fulfillment']) expect((await h.fetch(`/apim/customer/api/uca/customers/${shopper.uuid}/${sub}`, auth)).status, sub).toBe(200);
    const reg = await getJson('/apim/customer/api/uca/customers/register', jsonInit('POST', { email: 'new@freshway.test', firstName: 'N', lastName: 'E', banner: 'freshway' }));
    expect(reg.status).toBe(201);
    expect((await h.fetch('/apim/customer/api/uca/customers/register', jsonInit('POST', { email: shopper.email, firstName: 'N', lastName: 'E', banner: 'freshway' }))).status).toBe(409);
    expect((await getJson('/apim/customer/api/uca/cities/94611')).body.state).toBe('CA');
  });
});

describe('seller, content, sponsored', () => {
  const ship = (sellers: string[], zipcode = '94611') => getJson('/apim/seller/v1/shipmethods', jsonInit('POST', { zipcode, sellers: sellers.map((sellerId) => ({ sellerId })) }));
  it('CALL-28 ship methods: 200 full, 206 partial, 404 none, 422 undeliverable, 400 malformed', async () => {
    expect((await ship(['mkp-4417', 'mkp-5120'])).status).toBe(200);
    const partial = await ship(['mkp-4417', 'nope']);
    expect(partial.status).toBe(206);
    expect(partial.body.errors[0].sellerId).toBe('nope');
    expect((await ship(['nope'])).status).toBe(404);
    expect((await ship(['mkp-4417'], '10001')).status).toBe(422);
    expect((await ship([])).status).toBe(400);
  });

  it('CALL-66 splash and CALL-67 targeted content', async () => {
    const splash = await getJson('/apim/content/v1/splash', jsonInit('POST', { placement: 'home', storeId: '1502', uiPageSize: 2, assortmentChannel: 'delivery', platform: 'web' }));
    expect(splash.body.dealsInfo).toHaveLength(2);
    expect(splash.body.p13nAdobeMetrics).toBeDefined();
    const targeted = await getJson('/apim/content/v1/targeted', jsonInit('POST', { storeId: '1502', zipcode: '94611', banner: 'freshway', channel: 'delivery', fragment: 'f', screenName: 'home', zone: 'z1' }));
    expect(targeted.body.items[0]).toMatchObject({ type: 'title-header' });
    expect((await h.fetch('/apim/content/v1/targeted', jsonInit('POST', { storeId: '1502' }))).status).toBe(400);
  });

  it('CALL-55 sponsored icons with the spec query; bearer optional but checked when sent', async () => {
    const q = 'source=web&banner=freshway&pagename=home&position=CategoryIcon&slots=1,-14&storeId=1502&taxonomyId=ProductAlike&taxonomyPath=snacks&channel=delivery';
    const res = await getJson(`/apim/sponsored/v1/icons?${q}`);
    expect(res.body.icons[0].content.categoryId).toBeTruthy();
    expect((await h.fetch(`/apim/sponsored/v1/icons?${q}`, { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
    const bad = await getJson(`/apim/sponsored/v1/icons?${q.replace('CategoryIcon', 'Banner')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('position');
  });
});

describe('store change and carts (model-based)', () => {
  it('a store change never loses a cart: carts keyed by seller survive any sequence and follow the store', async () => {
    const storeIds = h.ctx.db.store.findMany({ where: { banner: { equals: 'freshway' } } }).map((s) => s.id).slice(0, 12);
    // The cart service takes a product only into its own seller's cart: one real product per seller.
    const upcOf = (sellerId: string) => CATALOGUE.find((p) => (p.seller?.sellerId ?? 'abs') === sellerId)?.upc ?? '';
    type Model = { sellers: Map<string, number>; storeId: string };
    type Real = { cookie: string; token: string };
    class ChangeStore implements fc.AsyncCommand<Model, Real> {
      constructor(readonly storeId: string, readonly via: 'profile' | 'fulfillment') {}
      check = () => true;
      async run(m: Model, r: Real) {
        const store = h.ctx.db.store.findFirst({ where: { id: { equals: this.storeId } } })!;
        const res =
          this.via === 'profile'
            ? await h.fetch(`/apim/profile/ucaservice/api/uca/customers/${shopper.uuid}/stores`, jsonInit('POST', { stores: [{ storeId: store.id, storePreference: 'Preferred', address: { zipCode: store.zipcode }, banner: 'freshway' }], preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', value: 'J4U', bannerId: 'freshway' }] }, { authorization: `Bearer ${r.token}` }))
            : await h.fetch('/bin/wcax/fulfillment', jsonInit('POST', { preferences: [{ preferenceDefId: '103', value: store.id, banner: 'freshway' }] }, { cookie: r.cookie }));
        expect(res.status).toBe(200);
        m.storeId = this.storeId;
        check(m);
      }
      toString = () => `change(${this.storeId}, ${this.via})`;
    }
    class AddToCart implements fc.AsyncCommand<Model, Real> {
      constructor(readonly sellerId: string, readonly qty: number) {}
      check = () => true;
      async run(m: Model, r: Real) {
        const res = await h.fetch('/bin/wcax/cart/add', jsonInit('POST', { upc: upcOf(this.sellerId), qty: this.qty, sellerId: this.sellerId }, { cookie: r.cookie }));
        expect(res.status).toBe(200);
        m.sellers.set(this.sellerId, (m.sellers.get(this.sellerId) ?? 0) + this.qty);
        check(m);
      }
      toString = () => `add(${this.sellerId}, ${this.qty})`;
    }
    const check = (m: Model) => {
      const carts = h.ctx.db.cart.findMany({ where: { customerUuid: { equals: shopper.uuid } } });
      expect(carts.map((c) => c.sellerId).sort()).toEqual([...m.sellers.keys()].sort());
      for (const cart of carts) {
        const added = (JSON.parse(cart.items) as Array<{ upc: string; qty: number }>).find((i) => i.upc === upcOf(cart.sellerId))?.qty ?? 0;
        expect(added).toBe(m.sellers.get(cart.sellerId));
        if (m.storeId) expect(cart.storeId).toBe(m.storeId);
      }
    };
    const commands = [
      fc.tuple(fc.constantFrom(...storeIds), fc.constantFrom<'profile' | 'fulfillment'>('profile', 'fulfillment')).map(([s, via]) => new ChangeStore(s, via)),
      fc.tuple(fc.constantFrom('abs', 'mkp-4417', 'mkp-5120'), fc.integer({ min: 1, max: 5 })).map(([s, q]) => new AddToCart(s, q)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        h.ctx.db.cart.deleteMany({ where: { customerUuid: { equals: shopper.uuid } } });
        h.ctx.db.cart.create({ id: 'c-abs', customerUuid: shopper.uuid, sellerId: 'abs', storeId: '1502', items: '[]', updatedAt: 0 });
        h.ctx.db.cart.create({ id: 'c-mkp', customerUuid: shopper.uuid, sellerId: 'mkp-4417', storeId: '1502', items: '[]', updatedAt: 0 });
        const session = signIn();
        await fc.asyncModelRun(() => ({ model: { sellers: new Map([['abs', 0], ['mkp-4417', 0]]), storeId: '' }, real: session }), cmds);
      }),
      { numRuns: 25 },
    );
  });
});

describe('route table', () => {
  it('every service route declares at least one CALL ID, and no method and path repeats', () => {
    const table = routeTable();
    for (const r of table.filter((r) => r.service !== 'control')) expect(r.calls.length, `${r.method} ${r.path}`).toBeGreaterThan(0);
    const keys = table.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
