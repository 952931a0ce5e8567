import { describe, expect, it, vi } from 'vitest';
import { parseConfigObject } from '../../../spec/schemas/config';
import { createApi } from '../../api/index';
import { fakeFetch, jsonReply, testConfig, testEnv } from '../../../tests/support/api';
import type { Reply } from '../../../tests/support/api';
import type { Api } from '../../api/index';
import type { IdentityClient } from '../../api/identity';
import { memoryStorage } from '../ports';
import { BackendError } from './backend';
import { SIGN_IN_HAND_OFF_KEY } from './sessionEvents';
import { shopperCalls } from './shopperCalls';

function callsWith(reply: Reply) {
  const { fetch, sent } = fakeFetch(reply);
  const api = createApi(parseConfigObject(testConfig()), testEnv(fetch));
  return { calls: shopperCalls(api, undefined, undefined, null), sent };
}

const delivery = (stores: unknown[]) => ({ delivery: { count: stores.length, stores } });
const located = (model: unknown) => ({ storeAddressModel: model });
const address = { line1: '1 Main St', city: 'Pleasanton', state: 'CA', zipcode: '94566' };

/** The store list of one store whose address answer is `model` (or a failure). */
async function listed(model: unknown, store: Record<string, unknown> = {}) {
  const { calls } = callsWith((request) => (/address/i.test(request.url) ? (model === 'fail' ? jsonReply(500, {}) : jsonReply(200, located(model))) : jsonReply(200, delivery([{ locationId: '1234', polarisBannerName: 'freshway', distance: 1.5, ...store }]))));
  const stores = await calls.storesForZip!('94566');
  return stores[0];
}

describe('the store list of a ZIP code (CALL-23, CALL-25, decision 0431)', () => {
  it('CALL-23 each store of the delivery check with its banner, the ZIP code asked and its distance; CALL-25 its address, name and hours', async () => {
    expect(await listed({ storeName: 'Freshway Main', hours: { opens: '00:00', closes: '23:59' }, address })).toEqual({ storeId: '1234', banner: 'freshway', zipcode: '94566', address: '1 Main St, Pleasanton, CA', distance: 1.5, name: 'Freshway Main', hours: { opens: '00:00', closes: '23:59' } });
  });

  it('decision 0431 a store whose address lookup fails is still listed, without address, name or hours', async () => {
    expect(await listed('fail')).toEqual({ storeId: '1234', banner: 'freshway', zipcode: '94566', address: null, distance: 1.5 });
  });

  it('decision 0431 an answer without its address model lists the store with no address, name or hours known', async () => {
    expect(await listed(undefined)).toEqual({ storeId: '1234', banner: 'freshway', zipcode: '94566', address: null, distance: 1.5, name: null, hours: null });
  });

  it('decision 0431 a model without an address lists none; a blank name is no name; the name is trimmed', async () => {
    expect(await listed({ storeName: '   ', hours: null })).toMatchObject({ address: null, name: null, hours: null });
    expect(await listed({ storeName: ' Freshway Main ', address })).toMatchObject({ name: 'Freshway Main' });
    expect(await listed({ storeName: 42, address })).toMatchObject({ name: null });
  });

  it('decision 0431 hours are kept only when both ends are 24-hour HH:MM', async () => {
    for (const hours of [{ opens: '07:00' }, { closes: '22:00' }, { opens: '7:00', closes: '22:00' }, { opens: '07:00', closes: '24:00' }, { opens: '07:60', closes: '22:00' }, { opens: '07:00 ', closes: '22:00' }, { opens: '107:00', closes: '22:00' }, { opens: ['07:00'], closes: '22:00' }, { opens: '07:00', closes: ['22:00'] }, { opens: 700, closes: 2200 }, 'daily', null]) {
      expect((await listed({ address, hours }))?.hours).toBeNull();
    }
    expect((await listed({ address, hours: { opens: '19:30', closes: '20:00' } }))?.hours).toEqual({ opens: '19:30', closes: '20:00' });
  });

  it('decision 0431 a distance is kept only when it is a number of miles, zero included', async () => {
    expect((await listed({ address }, { distance: 0 }))?.distance).toBe(0);
    for (const distance of [-1, '2.5', null]) expect((await listed({ address }, { distance }))?.distance).toBeNull();
  });
});

/** The sign-in's calls over an identity client that answers `body` to every call. */
function signInWith(body: unknown, handOff?: (url: string) => Promise<void>) {
  const identity = { authn: vi.fn(async () => body), sendPasscode: vi.fn(async () => body), verifyPasscode: vi.fn(async () => body), verifyPassword: vi.fn(async () => body) };
  const local = memoryStorage();
  const { fetch } = fakeFetch(() => jsonReply(200, {}));
  const calls = shopperCalls(createApi(parseConfigObject(testConfig()), testEnv(fetch)), identity as unknown as IdentityClient, handOff, local);
  return { calls, identity, local };
}

describe('the sign-in\'s calls (OTP-08, CALL-61, CALL-62)', () => {
  it('CALL-61 the primary authentication gives its status, state token, expiry, factors and user', async () => {
    const { calls, identity } = signInWith({ status: 'MFA_REQUIRED', stateToken: 'st-1', expiresAt: '2026-06-01T15:05:00Z', _embedded: { user: { id: 'u-1' }, factors: [{ id: 'email-1', factorType: 'email' }, { id: 7 }] } });
    expect(await calls.authn!('ana@example.com')).toEqual({ status: 'MFA_REQUIRED', stateToken: 'st-1', expiresAt: '2026-06-01T15:05:00Z', factors: [{ id: 'email-1', factorType: 'email' }], userId: 'u-1' });
    expect(identity.authn).toHaveBeenCalledWith('ana@example.com');
  });

  it('CALL-61 an answer without its fields gives none of them; an unreadable one is a failure without a status', async () => {
    expect(await signInWith({}).calls.authn!('ana@example.com')).toEqual({ status: null, stateToken: '', expiresAt: null, factors: [], userId: null });
    const error = await signInWith('not a body').calls.authn!('ana@example.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: null, message: expect.stringContaining('CALL-61') });
  });

  it('OTP-08 CALL-62 a password is verified as a password, a code through its factor; the answer gives status and session token', async () => {
    const { calls, identity } = signInWith({ status: 'SUCCESS', sessionToken: 'tok' });
    expect(await calls.verify!('password', 'st-1', 'Passw0rd!')).toEqual({ status: 'SUCCESS', sessionToken: 'tok' });
    expect(identity.verifyPassword).toHaveBeenCalledWith('st-1', 'Passw0rd!');
    expect(identity.verifyPasscode).not.toHaveBeenCalled();
    await calls.verify!('email-1', 'st-1', '123456');
    expect(identity.verifyPasscode).toHaveBeenCalledWith('email-1', 'st-1', '123456');
    expect(identity.verifyPassword).toHaveBeenCalledOnce();
  });

  it('CALL-62 an answer without its fields gives an empty status and no token; an unreadable one is a failure without a status', async () => {
    expect(await signInWith({}).calls.verify!('email-1', 'st-1', '123456')).toEqual({ status: '', sessionToken: null });
    const error = await signInWith(['x']).calls.verify!('email-1', 'st-1', '123456').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: null, message: expect.stringContaining('CALL-62') });
  });

  it('OTP-08 a code is sent through its factor with the state token', async () => {
    const { calls, identity } = signInWith({ status: 'MFA_CHALLENGE' });
    await expect(calls.sendCode!('email-1', 'st-1')).resolves.toBeUndefined();
    expect(identity.sendPasscode).toHaveBeenCalledWith('email-1', 'st-1');
  });

  it('OTP-10 SESSION-EST-18 following the authorize address marks the hand-off, then follows it; without a hand-off it fails unmarked', async () => {
    const handOff = vi.fn(async () => undefined);
    const { calls, local } = signInWith({}, handOff);
    await calls.followAuthorize!('/idp/oauth2/default/v1/authorize?sessionToken=tok');
    expect(handOff).toHaveBeenCalledWith('/idp/oauth2/default/v1/authorize?sessionToken=tok');
    expect(local.getItem(SIGN_IN_HAND_OFF_KEY)).toBe('true');
    const without = signInWith({});
    const refused = await without.calls.followAuthorize!('/authorize').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BackendError);
    expect(refused).toMatchObject({ status: null, message: expect.stringMatching(/hand-off/i) });
    expect(without.local.getItem(SIGN_IN_HAND_OFF_KEY)).toBeNull();
  });

  it('without an identity client there are no sign-in calls here', () => {
    const { calls } = callsWith(() => jsonReply(200, {}));
    expect([calls.authn, calls.sendCode, calls.verify, calls.followAuthorize]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

/** An Api whose every client method answers `answer` (its extra fields show what the storefront keeps). */
function stubApi(answer: Record<string, unknown>) {
  const fn = () => vi.fn(async (..._args: unknown[]) => answer);
  const api = {
    messaging: { resend: fn(), signup: fn(), verifySignup: fn(), register: fn(), passwordToken: fn() },
    customerAccount: { resetPassword: fn(), updateBusinessProfile: fn(), createPasskey: fn(), activatePasskey: fn(), anonymousUnsubscribe: fn() },
    profile: { updateStores: fn() },
    location: { storeLocation: fn() },
    storeResolver: { storeAddressLine: fn() },
  };
  return { api, calls: shopperCalls(api as unknown as Api, undefined, undefined, null) };
}

describe('the account, profile and store calls a shopper makes', () => {
  const caller = { userType: 'C', token: 'tok' };
  const answer = { stateToken: 'st-1', factorId: 'email-9', maskedEmail: 'a***@example.com', sessionToken: 'sess-1', emailAddress: 'ana@example.com', id: 'pk-1', other: 'dropped' };

  it('CALL-40 sign-up, its passcode, registration and the reset-code request keep only what the screens read', async () => {
    const { api, calls } = stubApi(answer);
    const signup = { emailAddress: 'ana@example.com', firstName: 'Ana', lastName: 'Diaz', password: 'Passw0rd!', banner: 'freshway' };
    expect(await calls.signup!(signup)).toEqual({ stateToken: 'st-1', factorId: 'email-9', maskedEmail: 'a***@example.com' });
    expect(api.messaging.signup).toHaveBeenCalledWith(signup);
    await expect(calls.verifySignup!('email-9', 'st-1', '123456')).resolves.toBeUndefined();
    expect(api.messaging.verifySignup).toHaveBeenCalledWith('email-9', 'st-1', '123456');
    expect(await calls.register!('st-1')).toEqual({ sessionToken: 'sess-1' });
    expect(api.messaging.register).toHaveBeenCalledWith('st-1');
    expect(await calls.passwordToken!('ana@example.com')).toEqual({ maskedEmail: 'a***@example.com' });
    expect(api.messaging.passwordToken).toHaveBeenCalledWith('ana@example.com');
  });

  it('CALL-57 CALL-39 CALL-64 the resend, the password reset and the unsubscribe address', async () => {
    const { api, calls } = stubApi(answer);
    const body = { stateToken: 'st-1' };
    await expect(calls.resendCode!('email-9', body)).resolves.toBeUndefined();
    expect(api.messaging.resend).toHaveBeenCalledWith('email-9', body);
    expect(await calls.resetPassword!('code-1', 'N3wPassw0rd!')).toEqual({ sessionToken: 'sess-1' });
    expect(api.customerAccount.resetPassword).toHaveBeenCalledWith('code-1', 'N3wPassw0rd!');
    expect(await calls.unsubscribeEmail!('unsub-1')).toBe('ana@example.com');
    expect(api.customerAccount.anonymousUnsubscribe).toHaveBeenCalledWith('unsub-1');
  });

  it('CALL-26 CALL-65 CALL-68 CALL-69 the signed-in caller\'s profile stores, business profile and passkey enrolment', async () => {
    const { api, calls } = stubApi(answer);
    const stores = { stores: [] } as never;
    await expect(calls.updateProfileStores!(caller, 'user-1', stores)).resolves.toBeUndefined();
    expect(api.profile.updateStores).toHaveBeenCalledWith(caller, 'user-1', stores);
    await expect(calls.updateBusinessProfile!(caller, 'u-1', { name: 'Cafe', type: 'restaurant' })).resolves.toBeUndefined();
    expect(api.customerAccount.updateBusinessProfile).toHaveBeenCalledWith(caller, 'u-1', { name: 'Cafe', type: 'restaurant' });
    expect(await calls.createPasskey!(caller, 'u-1')).toBe(answer);
    expect(api.customerAccount.createPasskey).toHaveBeenCalledWith(caller, 'u-1');
    const credential = { attestation: 'att', clientData: 'cd' };
    await expect(calls.activatePasskey!(caller, 'u-1', 'pk-1', credential)).resolves.toBeUndefined();
    expect(api.customerAccount.activatePasskey).toHaveBeenCalledWith(caller, 'u-1', 'pk-1', credential);
  });

  it('CALL-31 CALL-72 the page scripts\' store location and address line', async () => {
    const { api, calls } = stubApi(answer);
    expect(await calls.storeLocation!('1502')).toBe(answer);
    expect(api.location.storeLocation).toHaveBeenCalledWith('1502');
    expect(await calls.storeAddressLine!('1502')).toBe(answer);
    expect(api.storeResolver.storeAddressLine).toHaveBeenCalledWith('1502');
  });
});

