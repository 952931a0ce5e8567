import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../rules/storageKeys';
import { REOPEN_SIGN_IN_KEY } from '../../rules/sessionEstablishment';
import { PENDING_DELIVERY_TYPE_KEY } from '../../rules/editOrder';
import { GUEST_CART_KEY } from '../cart/cartIds';
import { MARKETPLACE_SHIPPING_KEY } from '../catalogue/shipping';
import { PREBOOK_SHOWN_KEY } from '../pageLoadQueue';
import { BUSINESS_PROFILE_DONE_KEY } from '../signedIn';
import { ASSISTANT_STORAGE_KEY } from '../sign-in/assistantSignIn';
import { TOOLTIP_ACK_KEY } from '../sessionTooltip';
import { SIGN_IN_HAND_OFF_KEY } from './sessionEvents';
import { STORE_TIMEZONE_KEY } from './storeFlags';
import { PROG_PROF_EMAIL_KEY } from '../sign-in/emailPrefill';
import { memoryCookieJar } from '../cookies';
import { SPLASH_SHOWN_KEY } from '../splash';
import { memoryStorage } from '../ports';
import { isStorefrontStorageKey, OWN_STORAGE_RECORDS, signOutSession } from './signOut';

describe('sign-out on the client (SIGNIN-05)', () => {
  it('STORAGE-05 the storefront\'s keys are 000 §3\'s named keys and its own records, each owning module\'s constant among them', () => {
    for (const key of STORAGE_KEYS) expect(isStorefrontStorageKey(key)).toBe(true);
    const owned = [REOPEN_SIGN_IN_KEY, PENDING_DELIVERY_TYPE_KEY, GUEST_CART_KEY, MARKETPLACE_SHIPPING_KEY, PREBOOK_SHOWN_KEY, BUSINESS_PROFILE_DONE_KEY, ASSISTANT_STORAGE_KEY, TOOLTIP_ACK_KEY, SIGN_IN_HAND_OFF_KEY, STORE_TIMEZONE_KEY, PROG_PROF_EMAIL_KEY, SPLASH_SHOWN_KEY];
    for (const key of owned) expect(OWN_STORAGE_RECORDS).toContain(key);
    expect(isStorefrontStorageKey('workbench.simulator.v1')).toBe(false);
  });

  it('SIGNIN-05 STORAGE-05 clears the cookies but the remembered banner, and only the storefront\'s keys of each storage (decision 0417)', async () => {
    const cookies = memoryCookieJar({ SWY_SHOP_TOKEN: 't', ECommBanner: 'freshway', abs_gsession: 'x' });
    const local = memoryStorage([['abCart', '{}'], ['visitor_id', '{}'], ['other', '1']]);
    const session = memoryStorage([['notifyMessage', '{}'], ['signInReturn', '{}'], ['workbench.simulator.v1', '{}']]);
    const done = await signOutSession({ cookies, local, session, backend: { signOut: async () => undefined }, logoutUrl: 'https://idp.test/logout' });
    expect([...local.entries().keys()]).toEqual(['other']);
    expect([...session.entries().keys()]).toEqual(['workbench.simulator.v1']);
    expect(Object.keys(cookies.all())).toEqual(['ECommBanner']);
    expect(done).toMatchObject({ cookies: ['SWY_SHOP_TOKEN', 'abs_gsession'], sessionKeys: ['notifyMessage', 'signInReturn'], localKeys: ['abCart', 'visitor_id'] });
  });

  it('SIGNIN-05 SPONSORED-03 the sponsored icons\' session id (their sid header, kept in session storage by the icons screen) goes with the session', async () => {
    // The screen that keeps it (src/app/sponsored) is out of the core's reach, so its key is written out here.
    const session = memoryStorage([['sponsoredSid', 'k2x9'], ['workbench.simulator.v1', '{}']]);
    const done = await signOutSession({ cookies: memoryCookieJar(), session, backend: { signOut: async () => undefined }, logoutUrl: 'https://idp.test/logout' });
    expect(done.sessionKeys).toEqual(['sponsoredSid']);
    expect([...session.entries().keys()]).toEqual(['workbench.simulator.v1']);
  });

  it('SIGNIN-05 follows the plan: cookies, session, storage, then CALL-63 ends the health-app session, then the provider logout (CALL-46)', async () => {
    const order: string[] = [];
    const cookies = memoryCookieJar({ SWY_SHOP_TOKEN: 't' });
    const local = memoryStorage([['abCart', '{}']]);
    const session = memoryStorage([['signInReturn', '{}']]);
    const seen = () => `${Object.keys(cookies.all()).length}/${local.length}/${session.length}`;
    const done = await signOutSession({
      cookies,
      local,
      session,
      backend: {
        healthLogout: async () => void order.push(`CALL-63 after ${seen()}`),
        signOut: async () => void order.push(`CALL-46 after ${seen()}`),
      },
      logoutUrl: 'https://idp.test/logout',
    });
    expect(order).toEqual(['CALL-63 after 0/0/0', 'CALL-46 after 0/0/0']);
    expect(done.steps).toEqual(['clearCookies', 'clearSession', 'clearStorage', 'CALL-63', 'navigate']);
  });

  it('SIGNIN-05 a failed health-app or provider call never stops the sign-out: the other call is still made', async () => {
    const calls: string[] = [];
    const cookies = memoryCookieJar({ SWY_SHOP_TOKEN: 't' });
    await signOutSession({
      cookies,
      backend: {
        healthLogout: async () => {
          calls.push('CALL-63');
          throw new Error('down');
        },
        signOut: async () => {
          calls.push('CALL-46');
          throw new Error('down');
        },
      },
      logoutUrl: 'https://idp.test/logout',
    });
    expect(calls).toEqual(['CALL-63', 'CALL-46']);
    expect(cookies.all()).toEqual({});
  });

  it('SIGNIN-05 a storage that is absent or unavailable has nothing cleared, and the sign-out goes on to the provider logout', async () => {
    const unavailable = { get length(): number { throw new Error('SecurityError'); } } as unknown as ReturnType<typeof memoryStorage>;
    const signOut = vi.fn(async () => undefined);
    const done = await signOutSession({ cookies: memoryCookieJar({ SWY_SHOP_TOKEN: 't' }), local: unavailable, backend: { signOut }, logoutUrl: 'https://idp.test/logout' });
    expect(done).toMatchObject({ cookies: ['SWY_SHOP_TOKEN'], sessionKeys: [], localKeys: [] });
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
