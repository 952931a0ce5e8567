import { describe, expect, it } from 'vitest';
import { apiAt, boolean, eachLike, like, pactFor, regex, rejection, BANNER } from './support';

const pact = pactFor('servlets');

describe('servlets contract', () => {
  it('CALL-01 user info for a visitor without a session is not an authorised user', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-01 user info for a visitor without a session')
      .withRequest('GET', '/bin/wcax/unified/userinfo', (b) => b.query({ rand: regex(/^\d+$/, '437500000000'), banner: BANNER }))
      .willRespondWith(200, (b) => b.jsonBody({ userType: regex(/^(A|G|)$/, 'A') }))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        const info = await api.servlets.userInfo();
        expect(['A', 'G', '']).toContain(info.userType);
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-02 guest authenticate with a zip code starts a guest session', async () => {
    await pact
      .addInteraction()
      .given('zip 94611 is served by a freshway store')
      .uponReceiving('CALL-02 guest authenticate with a served zip code')
      .withRequest('GET', '/bin/wcax/authenticate/guest', (b) => b.query({ zipcode: '94611' }))
      .willRespondWith(200, (b) => b.jsonBody({ userType: 'G', zipcode: '94611', branchId: like('1502') }))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const info = await api.servlets.guestAuthenticate('94611');
        expect(info.userType).toBe('G');
        expect(info.zipcode).toBe('94611');
      });
  });
});

const SESSION = { customer: 'shopper', sessionId: 'pact-session' };
const COOKIE = 'SIM_SESSION=pact-session';
const storeFields = { storeId: like('1502'), zipcode: like('94611'), city: like('Oakland'), state: like('CA') };

describe('servlets contract with a session', () => {
  it('CALL-01 user info of a signed-in session carries SWY_SHOP_TOKEN', async () => {
    await pact
      .addInteraction()
      .given('the customer has a servlet session', SESSION)
      .uponReceiving('CALL-01 user info of a signed-in session')
      .withRequest('GET', '/bin/wcax/unified/userinfo', (b) => b.query({ rand: regex(/^\d+$/, '437500000000'), banner: BANNER }).headers({ cookie: COOKIE }))
      .willRespondWith(200, (b) => b.jsonBody({ SWY_SHOP_TOKEN: like('sim-at-1'), userType: like('C'), UUID: like('00000000-0000-4000-8000-000000000001'), customerId: like('900000000001'), expireTime: like(1780329600000) }))
      .executeTest(async (server) => {
        const info = await apiAt(server.url, {}, COOKIE).api.servlets.userInfo();
        expect(info.SWY_SHOP_TOKEN).toBeTruthy();
      });
  });

  it('CALL-30 the plain-text user info path of a signed-in session answers text', async () => {
    await pact
      .addInteraction()
      .given('the customer has a servlet session', SESSION)
      .uponReceiving('CALL-30 plain-text user info of a signed-in session')
      .withRequest('GET', '/bin/wcax/userinfo', (b) => b.query({ banner: BANNER }).headers({ cookie: COOKIE }))
      // Pact cannot match fields inside a text/plain body, so the contract pins the status and the media type;
      // the fields themselves are CALL-01's user info, pinned there.
      .willRespondWith(200, (b) => b.headers({ 'content-type': 'text/plain; charset=utf-8' }))
      .executeTest(async (server) => {
        const info = await apiAt(server.url, {}, COOKIE).api.servlets.userInfoText();
        expect(info.SWY_SHOP_TOKEN).toBeUndefined();
      });
  });

  it('CALL-07 adds an item to the cart of a signed-in session', async () => {
    await pact
      .addInteraction()
      .given('the customer has a servlet session', SESSION)
      .uponReceiving('CALL-07 add an item to the cart')
      .withRequest('POST', '/bin/wcax/cart/add', (b) => b.headers({ cookie: COOKIE }).jsonBody({ upc: '0000960012345', qty: 2, sellerId: 'abs' }))
      .willRespondWith(200, (b) => b.jsonBody({ sellerId: 'abs', items: eachLike({ upc: like('0000960012345'), qty: like(2) }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url, {}, COOKIE).api.servlets.addToCart({ upc: '0000960012345', qty: 2, sellerId: 'abs' })).items.length).toBeGreaterThan(0);
      });
  });

  it('CALL-07 adding to the cart without a session is refused with 401', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-07 add an item to the cart without a session')
      .withRequest('POST', '/bin/wcax/cart/add', (b) => b.jsonBody({ upc: '0000960012345', qty: 1, sellerId: 'abs' }))
      .willRespondWith(401, (b) => b.jsonBody({ errorCode: 'NOT_SIGNED_IN', errorMessage: like('Sign in to add to cart') }))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.servlets.addToCart({ upc: '0000960012345', qty: 1 }))).status).toBe(401);
      });
  });

  it('CALL-16 a store change with a full address posts preferences and the address', async () => {
    const body = {
      preferences: [{ preferenceDefId: '101', value: 'DELIVERY', banner: BANNER }],
      address: { addressName: 'Home', address1: '5 Elm St', address2: '', city: 'Oakland', stateCode: 'CA', postalCode: '94611', postalCodeExtn: '', isSelectedAddress: true, selectedAddressBanner: BANNER, addressTypes: [], purposes: ['DELIVERY'] },
    };
    await pact
      .addInteraction()
      .given('the customer has a servlet session', SESSION)
      .uponReceiving('CALL-16 update fulfilment with a full address')
      .withRequest('POST', '/bin/wcax/fulfillment', (b) => b.headers({ cookie: COOKIE }).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(like({})))
      .executeTest(async (server) => {
        await expect(apiAt(server.url, {}, COOKIE).api.servlets.fulfillment(body)).resolves.toBeDefined();
      });
  });

  const reads: [string, string, Record<string, string> | undefined, unknown, (api: ReturnType<typeof apiAt>['api']) => Promise<unknown>][] = [
    ['CALL-03 the current store of a visitor', '/bin/wcax/store', { banner: BANNER }, { store: storeFields, timezone: like('America/Los_Angeles') }, (api) => api.servlets.currentStore()],
    ['CALL-05 stores near a zip code', '/bin/wcax/store/locator', { zipcode: '94611', banner: BANNER }, { stores: eachLike(storeFields) }, (api) => api.servlets.storeLocator('94611')],
    ['CALL-06 the banner store for a zip code', '/bin/wcax/store/resolver', { zipcode: '94611', banner: BANNER }, { storeId: like('1502'), zipcode: like('94611'), inServiceArea: like(true) }, (api) => api.servlets.storeForZip('94611')],
    ['CALL-08 the price of a product', '/bin/wcax/product/price', { upc: '0000960012345' }, { upc: '0000960012345', price: like(3.49) }, (api) => api.servlets.productPrice('0000960012345')],
    ['CALL-09 similar products', '/bin/wcax/product/similar', { upc: '0000960012345' }, { products: eachLike({ upc: like('0001111040102') }) }, (api) => api.servlets.similarProducts('0000960012345')],
    ['CALL-10 the purchase history list', '/bin/wcax/product/historylist', undefined, { products: eachLike({ upc: like('0000960012345') }, 0) }, (api) => api.servlets.historyList()],
    ['CALL-11 the pending order alert', '/bin/wcax/order/pending/alert.json', undefined, { pendingOrders: eachLike({}, 0) }, (api) => api.servlets.pendingOrderAlert()],
    ['CALL-12 the selected delivery slot', '/bin/wcax/order/selected/slot', undefined, { slot: null }, (api) => api.servlets.selectedSlot()],
    ['CALL-13 the order being edited', '/bin/wcax/editcart/orderid', undefined, { orderId: null }, (api) => api.servlets.editCartOrderId()],
    ['CALL-15 the departments', '/bin/wcax/department', undefined, { departments: eachLike({ id: like('dept-1'), name: like('Produce'), pagePath: like('/shop/aisles/produce.html') }) }, (api) => api.servlets.departments()],
    ['CALL-17 promotions with ads for a search', '/bin/wcax/promos.single.json', { includeAds: 'true', searchTerms: 'eggs' }, { promos: eachLike({ id: like('bogo') }), ads: eachLike({ id: like('ad-1') }) }, (api) => api.servlets.promos({ includeAds: true, searchTerms: 'eggs' })],
    ['CALL-18 the offer gallery of a program', '/bin/wcax/ecomgallery', { offerProgram: 'MF' }, { offers: eachLike({ offerId: like('off-1') }) }, (api) => api.servlets.ecomGallery('MF')],
    ['CALL-19 the modern route switch', '/ecom/api/modern1/route', undefined, { route: like('modern'), enabled: like(true) }, (api) => api.servlets.modernRoute()],
    ['CALL-20 the marketplace seller carousel', '/search/seller-carousel', undefined, { sellers: eachLike({ sellerId: like('mkp-4417'), name: like('Pantry Partners') }) }, (api) => api.servlets.sellerCarousel()],
    ['CALL-21 the wine carousel', '/search/wine-carousel', undefined, { products: eachLike({ upc: like('0008200001001'), name: like('Cabernet Sauvignon') }) }, (api) => api.servlets.wineCarousel()],
  ];
  for (const [title, path, query, response, run] of reads) {
    it(title, async () => {
      await pact
        .addInteraction()
        .given('no session exists')
        .uponReceiving(title)
        .withRequest('GET', path, (b) => {
          if (query) b.query(query);
        })
        .willRespondWith(200, (b) => b.jsonBody(response))
        .executeTest(async (server) => {
          await expect(run(apiAt(server.url).api)).resolves.toBeDefined();
        });
    });
  }

  it('CALL-14 a pending order update', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-14 update a pending order')
      .withRequest('POST', '/bin/wcax/pendingorder/update', (b) => b.jsonBody({ orderNumber: 'ORD-1' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, orderNumber: 'ORD-1' }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.servlets.pendingOrderUpdate('ORD-1')).success).toBe(true);
      });
  });
});

const GUEST = { cartId: 'gcart-pact' };
const APPLES = '0000960012345';
const OLIVE_OIL = '0000980000201';
const line = (upc: string, qty: number) => ({ upc: like(upc), qty: like(qty), name: like('Farm Fresh Gala Apples'), price: like(5.99), stock: regex(/^(in-stock|low-stock|out-of-stock|unavailable)$/, 'in-stock') });

describe('servlets contract: the cart (CALL-07 and the simulator\'s own cart calls)', () => {
  it('CALL-07 a guest add without a cart id starts a guest cart of the seller at the named store', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-07 a guest adds a marketplace item to a new guest cart')
      .withRequest('POST', '/bin/wcax/cart/add', (b) => b.jsonBody({ upc: OLIVE_OIL, qty: 1, sellerId: 'mkp-4417', storeId: '1502' }))
      .willRespondWith(200, (b) => b.jsonBody({ cartId: like('gcart-1'), sellerId: 'mkp-4417', storeId: '1502', guest: true, items: eachLike({ ...line(OLIVE_OIL, 1), sellerName: like('Pantry Partners') }) }))
      .executeTest(async (server) => {
        const cart = await apiAt(server.url).api.cart.add({ upc: OLIVE_OIL, qty: 1, sellerId: 'mkp-4417', storeId: '1502' });
        expect(cart).toMatchObject({ sellerId: 'mkp-4417', guest: true });
      });
  });

  it('CALL-07 STORAGE-01 a guest add names its cart by the id abCart holds', async () => {
    await pact
      .addInteraction()
      .given('a guest cart holds an item', GUEST)
      .uponReceiving('CALL-07 a guest adds to its guest cart')
      .withRequest('POST', '/bin/wcax/cart/add', (b) => b.jsonBody({ upc: APPLES, qty: 2, sellerId: 'abs', cartId: 'gcart-pact' }))
      .willRespondWith(200, (b) => b.jsonBody({ cartId: 'gcart-pact', sellerId: 'abs', storeId: like('1502'), items: eachLike(line(APPLES, 3)) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.cart.add({ upc: APPLES, qty: 2, cartId: 'gcart-pact' })).items[0]?.qty).toBe(3);
      });
  });

  it('CALL-07 a guest add naming a cart the service does not know is refused with 404', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-07 a guest adds to an unknown guest cart')
      .withRequest('POST', '/bin/wcax/cart/add', (b) => b.jsonBody({ upc: APPLES, qty: 1, sellerId: 'abs', cartId: 'gcart-unknown' }))
      .willRespondWith(404, (b) => b.jsonBody({ errorCode: 'CART_NOT_FOUND', errorMessage: like('No guest cart gcart-unknown') }))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.cart.add({ upc: APPLES, qty: 1, cartId: 'gcart-unknown' }))).status).toBe(404);
      });
  });

  it('CALL-07 a guest reads its carts by id', async () => {
    await pact
      .addInteraction()
      .given('a guest cart holds an item', GUEST)
      .uponReceiving('CALL-07 a guest reads its guest carts')
      .withRequest('GET', '/bin/wcax/cart', (b) => b.query({ cartIds: 'gcart-pact' }))
      .willRespondWith(200, (b) => b.jsonBody({ carts: eachLike({ cartId: 'gcart-pact', sellerId: 'abs', storeId: like('1502'), guest: true, items: eachLike(line(APPLES, 1)) }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.cart.list(['gcart-pact']))[0]?.cartId).toBe('gcart-pact');
      });
  });

  it('CALL-07 a signed-in session reads the customer\'s carts, one per seller', async () => {
    await pact
      .addInteraction()
      .given('the customer has a servlet session', SESSION)
      .uponReceiving('CALL-07 a signed-in session reads its carts')
      .withRequest('GET', '/bin/wcax/cart', (b) => b.headers({ cookie: COOKIE }))
      .willRespondWith(200, (b) => b.jsonBody({ carts: eachLike({ cartId: like('cart-900000000001-abs'), sellerId: like('abs'), storeId: like('1502'), guest: boolean(false), items: eachLike(line(APPLES, 2)) }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url, {}, COOKIE).api.cart.list()).length).toBeGreaterThan(0);
      });
  });

  it('CALL-07 a quantity of 0 removes the line', async () => {
    await pact
      .addInteraction()
      .given('a guest cart holds an item', GUEST)
      .uponReceiving('CALL-07 a guest removes a line')
      .withRequest('POST', '/bin/wcax/cart/update', (b) => b.jsonBody({ upc: APPLES, qty: 0, sellerId: 'abs', cartId: 'gcart-pact' }))
      .willRespondWith(200, (b) => b.jsonBody({ cartId: 'gcart-pact', sellerId: 'abs', items: [] }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.cart.setQuantity({ upc: APPLES, qty: 0, cartId: 'gcart-pact' })).items).toEqual([]);
      });
  });

  it('CALL-07 merging on sign-in takes the guest cart into the customer\'s carts at the session store', async () => {
    await pact
      .addInteraction()
      .given('a guest cart holds an item', { ...GUEST, sessionId: SESSION.sessionId })
      .uponReceiving('CALL-07 merge the guest cart on sign-in')
      .withRequest('POST', '/bin/wcax/cart/merge', (b) => b.headers({ cookie: COOKIE }).jsonBody({ guestCartIds: ['gcart-pact'], storeId: '1502' }))
      .willRespondWith(200, (b) => b.jsonBody({ carts: eachLike({ cartId: like('cart-900000000001-abs'), sellerId: like('abs'), storeId: '1502', items: eachLike(line(APPLES, 3)) }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url, {}, COOKIE).api.cart.merge({ guestCartIds: ['gcart-pact'], storeId: '1502' })).length).toBeGreaterThan(0);
      });
  });

  it('CALL-07 merging without a signed-in session is refused with 401', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-07 merge without a session')
      .withRequest('POST', '/bin/wcax/cart/merge', (b) => b.jsonBody({ guestCartIds: ['gcart-pact'] }))
      .willRespondWith(401, (b) => b.jsonBody({ errorCode: 'NOT_SIGNED_IN', errorMessage: like('Sign in to merge the guest cart') }))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.cart.merge({ guestCartIds: ['gcart-pact'] }))).status).toBe(401);
      });
  });

  it('CALL-07 GUEST-STORE-17 a guest cart follows a store change', async () => {
    await pact
      .addInteraction()
      .given('a guest cart holds an item', GUEST)
      .uponReceiving('CALL-07 move a guest cart to another store')
      .withRequest('POST', '/bin/wcax/cart/store', (b) => b.jsonBody({ storeId: '1502', cartIds: ['gcart-pact'] }))
      .willRespondWith(200, (b) => b.jsonBody({ carts: eachLike({ cartId: 'gcart-pact', sellerId: 'abs', storeId: '1502', items: eachLike(line(APPLES, 1)) }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.cart.moveToStore({ storeId: '1502', cartIds: ['gcart-pact'] }))[0]?.storeId).toBe('1502');
      });
  });
});
