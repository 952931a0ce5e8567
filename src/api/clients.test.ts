import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simulatorConfig } from '../../spec/config/endpoints';
import { ApiError, createApi, errorCodeOf } from './index';
import { fakeFetch, jsonReply, testConfig, testEnv, type Reply } from '../../tests/support/api';
import { validatedConfig } from '../../spec/schemas/config';
import { shipMethodsRejection, shipMethodsRequest } from './requests';

function apiWith(reply: Reply, overrides: Parameters<typeof testConfig>[0] = {}) {
  const { fetch, sent } = fakeFetch(reply);
  return { api: createApi(testConfig(overrides), testEnv(fetch)), sent };
}
const signedIn = { userType: 'C', token: 'tok-1' };
const guest = { userType: 'G', token: 'tok-1' };
const storeChange = {
  stores: [{ storeId: '1502', storePreference: 'Preferred' as const, address: { zipCode: '94611' }, banner: 'freshway' }],
  preferences: [{ categoryCode: 'FULFILLMENT' as const, subCategoryCode: 'METHOD' as const, value: 'DELIVERY', bannerId: 'freshway' }],
};

describe('store resolver client', () => {
  it('CALL-23 CALLS-05 the delivery check asks for radius 50 and size 10 with the subscription key', async () => {
    const { api, sent } = apiWith(() => jsonReply(200, { delivery: { count: 0, stores: [] } }));
    await api.storeResolver.delivery('94611');
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/apim/storeresolver/v2/delivery');
    expect(Object.fromEntries(url.searchParams)).toEqual({ zipcode: '94611', radius: '50', size: '10' });
    expect(sent[0]!.headers.get('ocp-apim-subscription-key')).toBe('sim-storeresolver-key');
  });

  it('CALL-24 ERR-42 a failing validate throws Error in store resolver and keeps the status', async () => {
    const { api } = apiWith(() => jsonReply(503, { error: 'DOWN', message: 'down' }, 'Service Unavailable'));
    const error = (await api.storeResolver.validate({ storeid: '1502', preference: 'instore' }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Error in store resolver');
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
    const down = apiWith(() => Promise.reject(new TypeError('fetch failed')));
    const network = (await down.api.storeResolver.validate({ storeid: '1502', preference: 'instore' }).catch((e: unknown) => e)) as ApiError;
    expect(network.message).toBe('Error in store resolver');
    expect(network.kind).toBe('network');
  });

  it('CALL-25 ERR-31 a failing store address names the resolver error, or the status when the body has none', async () => {
    const coded = apiWith(() => jsonReply(500, { error: 'RESOLVER_DOWN', message: 'x' }, 'Internal Server Error'));
    expect(await coded.api.storeResolver.storeAddress('1502').catch((e: ApiError) => e.message)).toBe('The Store Resolver API returned error: RESOLVER_DOWN');
    const plain = apiWith(() => new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    expect(await plain.api.storeResolver.storeAddress('1502').catch((e: ApiError) => e.message)).toBe('The Store Resolver API returned error: 500 Internal Server Error');
  });

  it('CALL-72 ERR-43 an unknown store or an empty model reads Store not found; a known one its first line', async () => {
    expect(await apiWith(() => jsonReply(404, { error: 'STORE_NOT_FOUND', message: 'Store not found' })).api.storeResolver.storeAddressLine('9')).toBe('Store not found');
    expect(await apiWith(() => jsonReply(200, { storeAddressModel: null })).api.storeResolver.storeAddressLine('9')).toBe('Store not found');
    const known = apiWith(() => jsonReply(200, { storeAddressModel: { address: { line1: '1 Main St', city: 'Oakland', state: 'CA', zipcode: '94611' } } }));
    expect(await known.api.storeResolver.storeAddressLine('1502')).toBe('1 Main St');
    const failing = apiWith(() => jsonReply(500, { error: 'DOWN', message: 'x' }));
    await expect(failing.api.storeResolver.storeAddressLine('1502')).rejects.toThrow('The Store Resolver API returned error: DOWN');
  });

  it('bad store ids and zip codes are refused before any request, never with a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const { api, sent } = apiWith(() => jsonReply(200, { validRequest: { isValid: true } }));
        const result = await api.storeResolver.validate({ storeid: text, preference: 'instore' }).then(
          () => 'ok',
          (e: unknown) => (e instanceof ApiError ? e.kind : 'crash'),
        );
        if (/^\d{1,6}$/.test(text)) expect(result).toBe('ok');
        else {
          expect(result).toBe('missing-input');
          expect(sent).toHaveLength(0);
        }
      }),
    );
  });
});

describe('store flags client', () => {
  it('CALL-22 an empty body reads as empty flags', async () => {
    const { api, sent } = apiWith(() => new Response('', { status: 200 }));
    expect(await api.storeFlags.get('1502', { zipcode: '94611' })).toEqual({});
    expect(sent[0]!.url).toBe('http://127.0.0.1:9/apim/storeflags/v1/stores/1502?zipcode=94611');
  });

  it('STORE-FLAGS-01 CALL-22 without a known branch id there is no request, and a zipcode that is not one is left off', async () => {
    const { api, sent } = apiWith(() => jsonReply(200, {}));
    for (const branch of ['', '  ', 'abc', '15/02']) {
      const error = (await api.storeFlags.get(branch).catch((e: unknown) => e)) as ApiError;
      expect(error.kind, branch).toBe('missing-input');
    }
    expect(sent).toHaveLength(0);
    await api.storeFlags.get(' 1502 ', { zipcode: 'x1' });
    expect(sent[0]!.url).toBe('http://127.0.0.1:9/apim/storeflags/v1/stores/1502');
    expect(sent[0]!.headers.get('ocp-apim-subscription-key')).toBeTruthy();
  });
});

describe('profile client', () => {
  it('ERR-10 a store change without a user id fails with an error named CustomerId and sends nothing', async () => {
    const { api, sent } = apiWith(() => jsonReply(200, { success: true }));
    for (const userId of [undefined, null, '', '  ']) {
      const error = (await api.profile.updateStores(signedIn, userId, storeChange).catch((e: unknown) => e)) as ApiError;
      expect(error.name).toBe('CustomerId');
      expect(error.message).toBe('CustomerId is not Available to Update Profile');
    }
    expect(sent).toHaveLength(0);
  });

  it('CALL-26 ERR-08 ERR-09 a refused store change keeps status and status text for the caller', async () => {
    for (const [status, statusText] of [
      [401, 'Unauthorized'],
      [403, 'Forbidden'],
      [500, 'Internal Server Error'],
    ] as const) {
      const { api } = apiWith(() => jsonReply(status, { errors: [{ code: 'X', message: 'x' }] }, statusText));
      const error = (await api.profile.updateStores(signedIn, 'u-1', storeChange).catch((e: unknown) => e)) as ApiError;
      expect([error.status, error.statusText]).toEqual([status, statusText]);
    }
  });

  it('CALL-27 CALLS-03 AMBIG-56 an unknown customer id (missing, blank or {hash}) uses the datapower placeholder id', async () => {
    const { api, sent } = apiWith(() => jsonReply(200, { stores: [] }));
    await api.profile.customerStores(guest, undefined);
    await api.profile.customerStores(guest, ' ');
    await api.profile.customerStores(guest, '{hash}');
    await api.profile.customerStores(signedIn, 'c-42');
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual([
      '/apim/datapower/api/uca/customers/111-111-1111111111111/stores',
      '/apim/datapower/api/uca/customers/111-111-1111111111111/stores',
      '/apim/datapower/api/uca/customers/111-111-1111111111111/stores',
      '/apim/datapower/api/uca/customers/c-42/stores',
    ]);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
  });
});

describe('customer account client', () => {
  it('CALL-51 the acknowledgment is a merge-patch with both resetToDefault false', async () => {
    const { api, sent } = apiWith(() => new Response(null, { status: 204 }));
    await api.customerAccount.acknowledgeDefault(signedIn, 'u-1', { postalCode: '94611', addressId: 'a-1' });
    expect(sent[0]!.method).toBe('PATCH');
    expect(sent[0]!.headers.get('content-type')).toBe('application/merge-patch+json');
    expect(new URL(sent[0]!.url).searchParams.get('type')).toBe('userAck');
    expect(JSON.parse(sent[0]!.body!)).toEqual({ postalCode: { postalCode: '94611', resetToDefault: false }, selectedAddress: { addressId: 'a-1', resetToDefault: false } });
  });

  it('CALL-50 addresses carry bearer, correlation id, date, banner and client name', async () => {
    const { api, sent } = apiWith(() => jsonReply(200, { addresses: [] }));
    await api.customerAccount.addresses(signedIn, 'u-1');
    const h = sent[0]!.headers;
    expect(h.get('authorization')).toBe('Bearer tok-1');
    for (const name of ['x-correlation-id', 'x-request-date', 'x-banner', 'x-client-name']) expect(h.get(name)).toBeTruthy();
    expect(Object.fromEntries(new URL(sent[0]!.url).searchParams)).toEqual({ resolveStoresWithGeoCodes: 'false', includeDivestitureStores: 'false' });
  });
});

describe('sponsored, offers, seller and messaging clients', () => {
  it('CALL-55 icons carry the subscription key and sid, and the bearer only for an authorised user', async () => {
    const input = { pagename: 'home', storeId: '1502', taxonomyPath: 'root', channel: 'delivery' as const, sid: 's-1' };
    const { api, sent } = apiWith(() => jsonReply(200, { icons: [] }));
    await api.sponsored.icons(input, guest);
    await api.sponsored.icons(input, signedIn);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    expect(sent[1]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(sent[0]!.headers.get('sid')).toBe('s-1');
    expect(Object.fromEntries(new URL(sent[0]!.url).searchParams)).toMatchObject({ position: 'CategoryIcon', slots: '1,-14', taxonomyId: 'ProductAlike', channel: 'delivery' });
  });

  it('CALL-55 SPONSORED-03 without a store or a channel there is no request, and an empty session id sends no sid', async () => {
    const input = { pagename: 'home', storeId: '1502', taxonomyPath: 'root', channel: 'delivery' as const, sid: '' };
    const { api, sent } = apiWith(() => jsonReply(200, { icons: [] }));
    expect(await api.sponsored.icons({ ...input, storeId: ' ' }, guest).catch((e: ApiError) => e.kind)).toBe('missing-input');
    expect(await api.sponsored.icons({ ...input, channel: '' as 'delivery' }, guest).catch((e: ApiError) => e.kind)).toBe('missing-input');
    expect(sent).toHaveLength(0);
    await api.sponsored.icons(input, { userType: 'G', token: '' });
    expect(sent[0]!.headers.has('sid')).toBe(false);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
  });

  it('CALL-32 CONFIG-08 usePcfEndpoint selects the PCF offers base', async () => {
    const plain = apiWith(() => jsonReply(200, { count: 0 }));
    await plain.api.offers.myListCount(signedIn);
    expect(new URL(plain.sent[0]!.url).pathname).toBe('/apim/offers/mylist/count');
    const pcf = apiWith(() => jsonReply(200, { count: 0 }), { featureToggles: { usePcfEndpoint: true } });
    await pcf.api.offers.myListCount(signedIn);
    expect(new URL(pcf.sent[0]!.url).pathname).toBe('/apim/offers-pcf/mylist/count');
  });

  it('CALL-68 CALL-69 PASSKEY-05 a passkey is enrolled as webauthn/FIDO and activated with the attestation, under the customer\'s encoded id', async () => {
    const { api, sent } = apiWith(() => jsonReply(200, { id: 'f 1', status: 'ACTIVE', _embedded: { activation: { challenge: 'c', rp: {}, user: {}, pubKeyCredParams: [] } } }));
    await api.customerAccount.createPasskey(signedIn, 'u/1').catch(() => undefined);
    await api.customerAccount.activatePasskey(signedIn, 'u/1', 'f 1', { attestation: 'att', clientData: 'cd' }).catch(() => undefined);
    expect(sent.map((r) => [r.method, new URL(r.url).pathname.replace(/^.*\/customers\//, 'customers/')])).toEqual([
      ['POST', 'customers/u%2F1/factors'],
      ['POST', 'customers/u%2F1/factors/f%201/lifecycle/activate'],
    ]);
    expect(JSON.parse(sent[0]!.body!)).toEqual({ factorType: 'webauthn', provider: 'FIDO' });
    expect(JSON.parse(sent[1]!.body!)).toEqual({ attestation: 'att', clientData: 'cd' });
    expect(await api.customerAccount.createPasskey(signedIn, ' ').catch((e: ApiError) => e.kind)).toBe('missing-input');
  });

  it('CALL-28 CALLS-06 200 is complete, 206 partial; a failure rejects with status and statusText (ERR-12)', async () => {
    const body = { zipcode: '94611', sellers: [{ sellerId: 'mkp-1', items: [] }] };
    const answer = { shipMethods: [], errors: [] };
    expect((await apiWith(() => jsonReply(200, answer)).api.seller.shipMethods(body)).complete).toBe(true);
    expect((await apiWith(() => jsonReply(206, answer)).api.seller.shipMethods(body)).complete).toBe(false);
    const error = (await apiWith(() => jsonReply(502, {}, 'Bad Gateway')).api.seller.shipMethods(body).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.statusText]).toEqual([502, 'Bad Gateway']);
    expect(error).toEqual(shipMethodsRejection(502, 'Bad Gateway', {}));
    const { api, sent } = apiWith(() => jsonReply(200, answer));
    await api.seller.shipMethods(body);
    const built = shipMethodsRequest(validatedConfig(testConfig()), body, testEnv(async () => new Response()));
    expect([sent[0]!.method, sent[0]!.url, JSON.parse(sent[0]!.body!)]).toEqual([built.method, built.url, built.body]);
    for (const [name, value] of Object.entries(built.headers)) if (name !== 'x-correlation-id') expect(sent[0]!.headers.get(name)).toBe(value);
  });

  it('ERR-21 ERR-28 the server code of a failure is read from messaging and provider error bodies', async () => {
    const csms = (await apiWith(() => jsonReply(429, { errors: [{ code: 'CSMS0139', message: 'wait' }] })).api.messaging.signin('a@b.test').catch((e: unknown) => e)) as ApiError;
    expect(errorCodeOf(csms)).toBe('CSMS0139');
    const provider = (await apiWith(() => jsonReply(403, { errorCode: 'E0000068', errorSummary: 'x' })).api.identity.verifyPasscode('f-1', 'st', '1').catch((e: unknown) => e)) as ApiError;
    expect(errorCodeOf(provider)).toBe('E0000068');
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
  });
});

describe('navigations', () => {
  it('CALL-47 CALL-70 the authorize URL carries every parameter and the scopes', async () => {
    const { api } = apiWith(() => jsonReply(200, {}));
    const url = new URL(await api.identity.authorizeUrl({ state: 's-1', nonce: 'n-1', sessionToken: 't-1' }));
    expect(url.pathname).toBe('/idp/oauth2/default/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'web-portal-sim',
      redirect_uri: '/bin/wcax/authorize/callback',
      response_type: 'code',
      response_mode: 'query',
      state: 's-1',
      nonce: 'n-1',
      scope: 'openid profile email offline_access used_credentials',
      sessionToken: 't-1',
    });
    await expect(api.identity.authorizeUrl({ state: '', nonce: 'n', sessionToken: 't' })).rejects.toThrow(ApiError);
  });

  it('CALL-45 the single sign-on URL carries banner, idp=false, goto, setReInit=true and ml', () => {
    const { api } = apiWith(() => jsonReply(200, {}));
    const url = new URL(api.servlets.ssoUrl({ goto: '/shop/cart.html', ml: '1' }), 'http://127.0.0.1:9');
    expect(url.pathname).toBe('/bin/wcax/sso');
    expect(Object.fromEntries(url.searchParams)).toEqual({ banner: 'freshway', idp: 'false', goto: '/shop/cart.html', setReInit: 'true', ml: '1' });
  });
});

describe('configuration', () => {
  it('CALLS-01 every client URL starts at the configured origin: no host is written in code', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1024, max: 65535 }), fc.constantFrom('127.0.0.1', 'localhost'), async (port, host) => {
        const origin = `http://${host}:${port}`;
        const { fetch, sent } = fakeFetch(() => jsonReply(200, { delivery: { count: 0, stores: [] }, validRequest: { isValid: true }, addresses: [], count: 0 }));
        const api = createApi(simulatorConfig('freshway', origin), testEnv(fetch, { origin: undefined }));
        await api.storeResolver.delivery('94611');
        await api.storeResolver.validate({ storeid: '1', preference: 'instore' });
        await api.customerAccount.addresses(signedIn, 'u');
        await api.offers.myListCount(signedIn);
        for (const s of sent) expect(s.url.startsWith(`${origin}/`)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});

describe('offers and content clients apply their rules', () => {
  it('EXPIRY-11 CALL-37 the same caller\'s rewards summary is reused for 10 000 ms, then fetched again', async () => {
    let now = Date.UTC(2026, 5, 1, 15, 0, 0);
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { points: 120, pointsToNextReward: 80, rewardsAvailable: 1 }));
    const api = createApi(testConfig(), testEnv(fetch, { now: () => now }));
    await api.offers.rewardsSummary(signedIn);
    now += 9_999;
    await api.offers.rewardsSummary(signedIn);
    expect(sent).toHaveLength(1);
    await api.offers.rewardsSummary({ userType: 'C', token: 'another' });
    expect(sent).toHaveLength(2);
    now += 10_000;
    await api.offers.rewardsSummary({ userType: 'C', token: 'another' });
    expect(sent).toHaveLength(3);
  });

  it('MISC-05 CALL-67 deliveryTimeZone travels only when known, and the answer is read as its first item', async () => {
    const item = { type: 'title-header', designType: 'banner', webImageAsset: { src: '/a.png', alt: 'A' } };
    const { api, sent } = apiWith(() => jsonReply(200, { items: [item, { ...item, type: 'other' }] }));
    const request = { storeId: '1502', zipcode: '94611', banner: 'freshway', channel: 'instore', fragment: 'home', screenName: 'homepage', zone: 'top' };
    expect(await api.content.targetedItem({ ...request, deliveryTimeZone: '' })).toEqual(item);
    expect(JSON.parse(String(sent[0]!.body))).not.toHaveProperty('deliveryTimeZone');
    await api.content.targetedItem({ ...request, deliveryTimeZone: 'America/Los_Angeles' });
    expect(JSON.parse(String(sent[1]!.body)).deliveryTimeZone).toBe('America/Los_Angeles');
    const empty = apiWith(() => jsonReply(200, { items: [] }));
    expect(await empty.api.content.targetedItem(request)).toBeNull();
  });
});
