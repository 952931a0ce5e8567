import { describe, expect, it, vi } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createServletsClient } from './servlets';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const ORIGIN = 'http://127.0.0.1:9';
const sameOrigin = parseConfigObject(testConfig());
// The servlets served from another origin of the site, the base written with a trailing slash.
const otherOrigin = parseConfigObject(testConfig({ domain: { ...testConfig().domain, servletBase: 'http://localhost:8//' } }));

function client(reply: Reply = () => jsonReply(503, { message: 'down' }, 'Service Unavailable'), config = sameOrigin, random = 0.25) {
  const { fetch, sent } = fakeFetch(reply);
  return { servlets: createServletsClient({ config, env: testEnv(fetch, { random: () => random }) }), sent };
}

describe('servlets client: the page load\'s servlet calls (000 §7)', () => {
  it('CALL-01 user info is a GET of /bin/{provider}/unified/userinfo with a random number and the banner, with the session cookies', async () => {
    const { servlets, sent } = client(() => jsonReply(200, { SWY_SHOP_TOKEN: 'shop-1', userType: 'G' }), sameOrigin, 0.5);
    expect(await servlets.userInfo()).toMatchObject({ SWY_SHOP_TOKEN: 'shop-1', userType: 'G' });
    const { rand, ...query } = readRequest(sent[0]!).query;
    expect(readRequest(sent[0]!)).toMatchObject({ method: 'GET', address: `${ORIGIN}/bin/wcax/unified/userinfo`, body: undefined });
    expect(query).toEqual({ banner: 'freshway' });
    expect(rand).toMatch(/^\d+$/);
    expect(sent[0]!.credentials).toBe('include');
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
    await servlets.userInfo({ banner: 'valleymarket' });
    expect(readRequest(sent[1]!).query.banner).toBe('valleymarket');
  });

  it('CALL-01 the random number changes with the random source, so no cache answers it', async () => {
    const a = client(() => jsonReply(200, {}), sameOrigin, 0.1);
    const b = client(() => jsonReply(200, {}), sameOrigin, 0.2);
    await a.servlets.userInfo();
    await b.servlets.userInfo();
    expect(readRequest(a.sent[0]!).query.rand).not.toBe(readRequest(b.sent[0]!).query.rand);
  });

  it('CALL-01 CALL-02 CALL-30 servlets on another origin are reached there, the base\'s trailing slashes dropped', async () => {
    const { servlets, sent } = client(() => jsonReply(200, {}), otherOrigin);
    await servlets.userInfo();
    await servlets.guestAuthenticate('94611');
    await servlets.userInfoText();
    expect(sent.map((r) => readRequest(r).address)).toEqual([
      'http://localhost:8/bin/wcax/unified/userinfo',
      'http://localhost:8/bin/wcax/authenticate/guest',
      'http://localhost:8/bin/wcax/userinfo',
    ]);
    expect(sent.map((r) => r.credentials)).toEqual(['include', 'include', 'include']);
    expect(servlets.guestAuthenticateUrl('94611')).toBe('http://localhost:8/bin/wcax/authenticate/guest?zipcode=94611');
    expect(servlets.signOutUrl()).toBe('http://localhost:8/bin/wcax/signout');
    expect(servlets.ssoUrl({ goto: '/' }).startsWith('http://localhost:8/bin/wcax/sso?')).toBe(true);
  });

  it('CALL-02 the guest session is asked for a zip code of 5 digits or 5+4; anything else is refused before any request', async () => {
    const { servlets, sent } = client(() => jsonReply(200, { userType: 'G', zipcode: '94611' }));
    expect(await servlets.guestAuthenticate('94611-1234')).toMatchObject({ userType: 'G' });
    expect(readRequest(sent[0]!)).toMatchObject({ method: 'GET', address: `${ORIGIN}/bin/wcax/authenticate/guest`, query: { zipcode: '94611-1234' } });
    for (const zipcode of ['9461', '94611-12', 'abcde', '']) {
      expect(await rejectionOf(servlets.guestAuthenticate(zipcode)), zipcode).toMatchObject({ kind: 'missing-input', call: 'CALL-02', field: 'zipcode', message: `zipcode must be 5 digits or 5+4, got '${zipcode}'` });
      expect(() => servlets.guestAuthenticateUrl(zipcode), zipcode).toThrow();
    }
    expect(sent).toHaveLength(1);
  });

  it('CALL-01 CALL-02 CALL-30 CALL-17 a failure names the call and keeps the status', async () => {
    const { servlets } = client();
    for (const [call, attempt] of [
      ['CALL-01', servlets.userInfo()],
      ['CALL-02', servlets.guestAuthenticate('94611')],
      ['CALL-30', servlets.userInfoText()],
      ['CALL-17', servlets.promos()],
    ] as const) {
      const error = await rejectionOf(attempt);
      expect(error, call).toBeInstanceOf(ApiError);
      expect(error, call).toMatchObject({ kind: 'status', call, status: 503, statusText: 'Service Unavailable' });
    }
  });

  it('CALL-30 user info read as plain text holding JSON; an empty answer is no user info, text that is no JSON or of another shape a typed error', async () => {
    const json = client(() => new Response(JSON.stringify({ SWY_SHOP_TOKEN: 'shop-2' }), { status: 200, headers: { 'content-type': 'text/plain' } }));
    expect(await json.servlets.userInfoText()).toMatchObject({ SWY_SHOP_TOKEN: 'shop-2' });
    expect(readRequest(json.sent[0]!)).toEqual({ method: 'GET', address: `${ORIGIN}/bin/wcax/userinfo`, query: { banner: 'freshway' }, body: undefined });
    await json.servlets.userInfoText({ banner: 'harborfoods' });
    expect(readRequest(json.sent[1]!).query).toEqual({ banner: 'harborfoods' });
    expect(await client(() => new Response('  \n', { status: 200 })).servlets.userInfoText()).toEqual({});
    const notJson = await rejectionOf(client(() => new Response('SWY_SHOP_TOKEN=x', { status: 200, statusText: 'OK' })).servlets.userInfoText());
    expect(notJson).toMatchObject({ kind: 'malformed-json', call: 'CALL-30', status: 200, statusText: 'OK', message: 'CALL-30 user info text is not JSON' });
    const drift = await rejectionOf(client(() => new Response(JSON.stringify({ SWY_SHOP_TOKEN: 7 }), { status: 200, statusText: 'OK' })).servlets.userInfoText());
    expect(drift).toMatchObject({ kind: 'unexpected-body', call: 'CALL-30', status: 200, statusText: 'OK', field: 'SWY_SHOP_TOKEN', body: { SWY_SHOP_TOKEN: 7 } });
    expect((drift as ApiError).message).toMatch(/^CALL-30 unexpected body at SWY_SHOP_TOKEN: ./);
  });

  it('CALL-04 CALL-45 the single sign-on address carries banner, idp=false, goto, setReInit=true and ml only when given', () => {
    const { servlets } = client();
    const url = new URL(servlets.ssoUrl({ goto: '/shop/cart.html' }), ORIGIN);
    expect(url.pathname).toBe('/bin/wcax/sso');
    expect(Object.fromEntries(url.searchParams)).toEqual({ banner: 'freshway', idp: 'false', goto: '/shop/cart.html', setReInit: 'true' });
  });

  it('CALL-46 the sign-out address is the configured path on the servlets\' origin', () => {
    expect(client().servlets.signOutUrl()).toBe('/bin/wcax/signout');
  });

  it('CALL-17 promotions ask for ads and search terms only when given', async () => {
    const { servlets, sent } = client();
    await rejectionOf(servlets.promos());
    await rejectionOf(servlets.promos({ includeAds: false, searchTerms: 'milk' }));
    await rejectionOf(servlets.promos({ includeAds: true }));
    expect(sent.map((r) => readRequest(r))).toEqual([
      { method: 'GET', address: `${ORIGIN}/bin/wcax/promos.single.json`, query: {}, body: undefined },
      { method: 'GET', address: `${ORIGIN}/bin/wcax/promos.single.json`, query: { includeAds: 'false', searchTerms: 'milk' }, body: undefined },
      { method: 'GET', address: `${ORIGIN}/bin/wcax/promos.single.json`, query: { includeAds: 'true' }, body: undefined },
    ]);
    expect(sent.every((r) => r.credentials === 'include')).toBe(true);
  });
});

describe('servlets client: the calls no page load makes, fetched on their first call', () => {
  it('CALL-15 a failed fetch of their module is forgotten: the next call fetches it again', async () => {
    vi.resetModules();
    vi.doMock('./servletCalls', () => {
      throw new Error('chunk failed');
    });
    try {
      const { createServletsClient: create } = await import('./servlets');
      const { fetch, sent } = fakeFetch(() => jsonReply(200, { departments: [] }));
      const servlets = create({ config: sameOrigin, env: testEnv(fetch) });
      expect(await rejectionOf(servlets.departments())).toBeInstanceOf(Error);
      expect(sent).toHaveLength(0);
      vi.doUnmock('./servletCalls');
      await servlets.departments();
      expect(sent).toHaveLength(1);
    } finally {
      vi.doUnmock('./servletCalls');
      vi.resetModules();
    }
  });
});
