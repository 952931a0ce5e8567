// @vitest-environment jsdom
// The hand-off mark is kept in the page's local storage (window.localStorage).
import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../../spec/schemas/config';
import { createApi } from '../../api/index';
import { fakeFetch, jsonReply, testConfig, testEnv } from '../../../tests/support/api';
import type { Reply } from '../../../tests/support/api';
import { apiBackend } from './apiBackend';
import { BackendError } from './backend';
import { SIGN_IN_HAND_OFF_KEY } from './sessionEvents';

function backendWith(reply: Reply) {
  const { fetch, sent } = fakeFetch(reply);
  const api = createApi(parseConfigObject(testConfig()), testEnv(fetch));
  return { backend: apiBackend(api, 'freshway', api.identity, async () => undefined, window.localStorage), sent };
}

const refreshed = { id: 'ses-1', login: 'shopper@freshway.test', userId: 'u-1', status: 'ACTIVE', createdAt: '2026-06-01T15:00:00Z', expiresAt: '2026-06-01T17:00:00Z' };

describe('the storefront backend over the API clients', () => {
  it('CALL-48 the session refresh posts to the identity host and reads status and login', async () => {
    const { backend, sent } = backendWith(() => jsonReply(200, refreshed));
    expect(await backend.refreshSession!()).toEqual({ status: 'ACTIVE', login: 'shopper@freshway.test' });
    expect(sent[0]).toMatchObject({ method: 'POST' });
    expect(sent[0]!.url).toMatch(/\/api\/v1\/sessions\/me\/lifecycle\/refresh$/);
  });

  it('ERR-13 a refused refresh reaches the refresh rule as a BackendError carrying the status', async () => {
    const { backend } = backendWith(() => jsonReply(403, { errorCode: 'E0000006', errorSummary: 'You do not have permission' }));
    const error: unknown = await backend.refreshSession!().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).status).toBe(403);
  });

  it('CALL-30 the text user-info path is read as JSON in plain text, SWY_SHOP_TOKEN included', async () => {
    const { backend, sent } = backendWith(() => new Response(JSON.stringify({ userType: 'C', SWY_SHOP_TOKEN: 'tok' }), { status: 200, headers: { 'content-type': 'text/plain' } }));
    expect(await backend.userInfoText!()).toMatchObject({ SWY_SHOP_TOKEN: 'tok' });
    expect(sent[0]!.url).toMatch(/\/userinfo\?banner=freshway$/);
  });

  it('SESSION-EST-18 following the authorize address marks the hand-off for the page load that follows', async () => {
    window.localStorage.removeItem(SIGN_IN_HAND_OFF_KEY);
    const { backend } = backendWith(() => jsonReply(200, {}));
    await backend.followAuthorize('/idp/oauth2/default/v1/authorize?sessionToken=x');
    expect(window.localStorage.getItem(SIGN_IN_HAND_OFF_KEY)).toBe('true');
  });
});

describe('the calls only a shopper makes, fetched on their first use', () => {
  it('CALL-23 the store list of a zip code answers the same before its module has been fetched, and each call reaches the service', async () => {
    const deliveryBody = { delivery: { count: 1, stores: [{ locationId: '1234', polarisBannerName: 'freshway', distance: 1.5 }] } };
    const addressBody = { storeAddressModel: { storeName: ' Freshway Main ', hours: { opens: '07:00', closes: '22:00' }, address: { line1: '1 Main St', city: 'Pleasanton', state: 'CA', zipcode: '94566' } } };
    const { backend, sent } = backendWith((request) => jsonReply(200, /address/i.test(request.url) ? addressBody : deliveryBody));
    // Two calls at once, before the module has arrived: both wait for the one fetch and both answer.
    const [first, second] = await Promise.all([backend.storesForZip('94566'), backend.storesForZip('94566')]);
    expect(first).toEqual([{ storeId: '1234', banner: 'freshway', zipcode: '94566', address: '1 Main St, Pleasanton, CA', distance: 1.5, name: 'Freshway Main', hours: { opens: '07:00', closes: '22:00' } }]);
    expect(second).toEqual(first);
    expect(sent.length).toBe(4);
  });

  it('SIGNIN-01 without an identity client the sign-in calls fail as before, with the same message', async () => {
    const { fetch } = fakeFetch(() => jsonReply(200, {}));
    const api = createApi(parseConfigObject(testConfig()), testEnv(fetch));
    const backend = apiBackend(api, 'freshway');
    await expect(backend.authn('shopper@freshway.test')).rejects.toThrow('Sign-in is not available');
    await expect(backend.followAuthorize('/authorize')).rejects.toThrow('Sign-in is not available');
  });

  it('ERR-13 a shopper call that fails rejects with a BackendError carrying the status', async () => {
    const { backend } = backendWith(() => jsonReply(500, { errorCode: 'CSMS-500', message: 'down' }));
    const error: unknown = await backend.passwordToken!('shopper@freshway.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).status).toBe(500);
    expect((error as BackendError).code).toBe('CSMS-500');
  });
});
