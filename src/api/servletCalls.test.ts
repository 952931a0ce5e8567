import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createServletCalls } from './servletCalls';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const ORIGIN = 'http://127.0.0.1:9';
const sameOrigin = parseConfigObject(testConfig());
const otherOrigin = parseConfigObject(testConfig({ domain: { ...testConfig().domain, servletBase: 'http://localhost:8//' } }));

function calls(reply: Reply = () => jsonReply(503, { errorCode: 'DOWN', errorMessage: 'down' }, 'Service Unavailable'), config = sameOrigin) {
  const { fetch, sent } = fakeFetch(reply);
  return { servlets: createServletCalls({ config, env: testEnv(fetch) }), sent };
}
type Calls = ReturnType<typeof createServletCalls>;

const fulfilment = { preferences: [{ preferenceDefId: '101', value: 'DELIVERY', banner: 'freshway' }], selectedAddress: { addressId: 'a-1', banner: 'freshway', purposes: ['DELIVERY'] } };

describe('the servlets\' later calls (000 §7 CALL-03, CALL-05..16, CALL-18..21)', () => {
  it('each call goes to its servlet path with its method, query and body, with the session cookies and no bearer token, and its failure names the call', async () => {
    const cases: [string, (s: Calls) => Promise<unknown>, string, string, Record<string, string>, unknown][] = [
      ['CALL-03', (s) => s.currentStore(), 'GET', '/bin/wcax/store', { banner: 'freshway' }, undefined],
      ['CALL-05', (s) => s.storeLocator('94611'), 'GET', '/bin/wcax/store/locator', { zipcode: '94611', banner: 'freshway' }, undefined],
      ['CALL-06', (s) => s.storeForZip('94611-1234'), 'GET', '/bin/wcax/store/resolver', { zipcode: '94611-1234', banner: 'freshway' }, undefined],
      ['CALL-07', (s) => s.addToCart({ upc: '0001111040101', qty: 2 }), 'POST', '/bin/wcax/cart/add', {}, { upc: '0001111040101', qty: 2, sellerId: 'abs' }],
      ['CALL-08', (s) => s.productPrice('0001111040101'), 'GET', '/bin/wcax/product/price', { upc: '0001111040101' }, undefined],
      ['CALL-09', (s) => s.similarProducts('0001111040101'), 'GET', '/bin/wcax/product/similar', { upc: '0001111040101' }, undefined],
      ['CALL-10', (s) => s.historyList(), 'GET', '/bin/wcax/product/historylist', {}, undefined],
      ['CALL-11', (s) => s.pendingOrderAlert(), 'GET', '/bin/wcax/order/pending/alert.json', {}, undefined],
      ['CALL-12', (s) => s.selectedSlot(), 'GET', '/bin/wcax/order/selected/slot', {}, undefined],
      ['CALL-13', (s) => s.editCartOrderId(), 'GET', '/bin/wcax/editcart/orderid', {}, undefined],
      ['CALL-14', (s) => s.pendingOrderUpdate('556-1'), 'POST', '/bin/wcax/pendingorder/update', {}, { orderNumber: '556-1' }],
      ['CALL-15', (s) => s.departments(), 'GET', '/bin/wcax/department', {}, undefined],
      ['CALL-16', (s) => s.fulfillment(fulfilment), 'POST', '/bin/wcax/fulfillment', {}, fulfilment],
      ['CALL-18', (s) => s.ecomGallery('PD'), 'GET', '/bin/wcax/ecomgallery', { offerProgram: 'PD' }, undefined],
      ['CALL-19', (s) => s.modernRoute(), 'GET', '/ecom/api/modern1/route', {}, undefined],
      ['CALL-20', (s) => s.sellerCarousel(), 'GET', '/search/seller-carousel', {}, undefined],
      ['CALL-21', (s) => s.wineCarousel(), 'GET', '/search/wine-carousel', {}, undefined],
    ];
    for (const [call, make, method, path, query, body] of cases) {
      const { servlets, sent } = calls();
      const error = await rejectionOf(make(servlets));
      expect(error, call).toBeInstanceOf(ApiError);
      expect(error, call).toMatchObject({ kind: 'status', call, status: 503, statusText: 'Service Unavailable' });
      expect(readRequest(sent[0]!), call).toEqual({ method, address: `${ORIGIN}${path}`, query, body });
      expect(sent[0]!.credentials, call).toBe('include');
      expect(sent[0]!.headers.has('authorization'), call).toBe(false);
    }
  });

  it('servlets on another origin are reached there, the base\'s trailing slashes dropped, origin-level paths too', async () => {
    const { servlets, sent } = calls(undefined, otherOrigin);
    await rejectionOf(servlets.currentStore());
    await rejectionOf(servlets.modernRoute());
    await rejectionOf(servlets.sellerCarousel());
    await rejectionOf(servlets.wineCarousel());
    expect(sent.map((r) => readRequest(r).address)).toEqual([
      'http://localhost:8/bin/wcax/store',
      'http://localhost:8/ecom/api/modern1/route',
      'http://localhost:8/search/seller-carousel',
      'http://localhost:8/search/wine-carousel',
    ]);
  });

  it('CALL-05 CALL-06 CALL-08 CALL-14 CALL-18 malformed or blank input is refused before any request, naming the field', async () => {
    const { servlets, sent } = calls();
    const refusals: [Promise<unknown>, string, string][] = [
      [servlets.storeLocator('9461'), 'CALL-05', 'zipcode'],
      [servlets.storeLocator('x94611'), 'CALL-05', 'zipcode'],
      [servlets.storeForZip('94611-'), 'CALL-06', 'zipcode'],
      [servlets.storeForZip('94611\n'), 'CALL-06', 'zipcode'],
      [servlets.productPrice('12ab'), 'CALL-08', 'upc'],
      [servlets.similarProducts(''), 'CALL-09', 'upc'],
      [servlets.addToCart({ upc: '0001111040101', qty: 0 }), 'CALL-07', 'qty'],
      [servlets.fulfillment({ preferences: [] }), 'CALL-16', 'preferences'],
      [servlets.pendingOrderUpdate('  '), 'CALL-14', 'orderNumber'],
      [servlets.ecomGallery(' '), 'CALL-18', 'offerProgram'],
    ];
    for (const [attempt, call, field] of refusals) expect(await rejectionOf(attempt), `${call} ${field}`).toMatchObject({ kind: 'missing-input', call, field });
    expect(sent).toHaveLength(0);
  });

  it('CALL-05 CALL-06 a refused zip code is named in the message', async () => {
    const { servlets } = calls();
    expect(await rejectionOf(servlets.storeLocator('1'))).toMatchObject({ message: "zipcode must be 5 digits or 5+4, got '1'" });
    expect(await rejectionOf(servlets.pendingOrderUpdate(''))).toMatchObject({ message: 'orderNumber is required' });
    expect(await rejectionOf(servlets.ecomGallery(''))).toMatchObject({ message: 'offerProgram is required' });
  });
});
