import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { memoryCookieJar } from '../cookies';
import { memoryStorage } from '../ports';
import { BackendError, unavailableBackend } from './backend';
import type { Backend } from './backend';
import { errorScenarios } from '../../../spec/scenarios/errors';
import { refreshDue, SESSION_TIMEOUT_TITLE, sessionCheckDue } from './sessionEvents';
import { sessionCheck } from './signedInSession';
import { confirmSignedIn, refreshKmsiSession } from './sessionRefresh';
import { signOutSession } from './signOut';

const NOW = 1_700_000_000_000;
const NINETY_DAYS = 90 * 24 * 60 * 60 * 1000;

function refreshWith(refreshSession: Backend['refreshSession'], cookies = memoryCookieJar({ SAFEWAY_KMSI: 'true', sid: 's-1', abs_gsession: '{}' })) {
  const signOut = vi.fn(async () => undefined);
  const log = vi.fn();
  const storage = memoryStorage([['abCart', '{"abs":"c-1"}']]);
  const backend = { ...unavailableBackend, signOut, ...(refreshSession ? { refreshSession } : {}) };
  const promise = refreshKmsiSession('C', { backend, cookies, now: NOW, log, signOut: () => signOutSession({ cookies, local: storage, backend, logoutUrl: '' }) });
  return { promise, cookies, signOut, log, cleared: () => storage.getItem('abCart') === null };
}

describe('keep-me-signed-in session refresh (CALL-48)', () => {
  it('SIGNIN-03 an authorised user with keep-me-signed-in exactly true has a provider session to refresh; no one else', () => {
    expect(refreshDue('C', 'true')).toBe(true);
    expect(refreshDue('R', 'true')).toBe(true);
    expect(refreshDue('G', 'true')).toBe(false);
    expect(refreshDue('C', 'error')).toBe(false);
    expect(refreshDue('C', 'logout')).toBe(false);
    expect(refreshDue('C', undefined)).toBe(false);
  });

  it('SIGNIN-03 a successful refresh keeps the session and its cookies', async () => {
    const refresh = vi.fn(async () => ({ status: 'ACTIVE', login: 'shopper@freshway.test' }));
    const { promise, cookies, signOut } = refreshWith(refresh);
    expect(await promise).toMatchObject({ kind: 'ok', status: 'ACTIVE' });
    expect(refresh).toHaveBeenCalledOnce();
    expect(signOut).not.toHaveBeenCalled();
    expect(cookies.get('sid')).toBe('s-1');
  });

  it('ERR-13 ERRORS-10 a 403 or 404 is logged as a summary and ends in the forced sign-out', async () => {
    for (const status of [403, 404]) {
      const { promise, log, signOut } = refreshWith(async () => {
        throw new BackendError('refused', status);
      });
      expect(await promise).toMatchObject({ kind: 'failed', status });
      expect(log).toHaveBeenCalledWith(`Session refresh returned ${status}`);
      expect(signOut).toHaveBeenCalledOnce();
    }
  });

  it('SIGNIN-03 SESSION-EST-11 SESSION-EST-02 with the federated context an ACTIVE answer resets the sign-in count and welcomes back; without it neither', async () => {
    const active = async () => ({ status: 'ACTIVE', login: 'shopper@freshway.test' });
    const plain = refreshWith(active);
    expect(await plain.promise).toEqual({ kind: 'ok', status: 'ACTIVE', rules: ['SIGNIN-03'] });
    expect(plain.cookies.all()).toEqual({ SAFEWAY_KMSI: 'true', sid: 's-1', abs_gsession: '{}' });
    const cookies = memoryCookieJar({ SAFEWAY_KMSI: 'true', ECommSignInCount: '2' });
    const outcome = await refreshKmsiSession('C', { backend: { ...unavailableBackend, refreshSession: active }, cookies, now: NOW, log: vi.fn(), signOut: vi.fn(async () => undefined), federated: { ssoNeeded: false, signInCountCookie: 'ECommSignInCount', signInCount: 2 } });
    expect(outcome).toEqual({ kind: 'ok', status: 'ACTIVE', rules: ['SIGNIN-03', 'SESSION-EST-11', 'SESSION-EST-02'], welcomeBack: true });
    expect(cookies.all()).toStrictEqual({ SAFEWAY_KMSI: 'true', ECommSignInCount: '0' });
    expect(cookies.expiries.get('ECommSignInCount')).toBeNull();
  });

  it('SESSION-EST-13 ERRORS-10 AMBIG-54 a failed refresh names its rules once each and leaves only the keep-me-signed-in mark', async () => {
    const { promise, cookies } = refreshWith(async () => {
      throw new BackendError('refused', 403);
    });
    expect(await promise).toMatchObject({ kind: 'failed', rules: ['ERRORS-10', 'AMBIG-54', 'SESSION-EST-13'] });
    expect(cookies.all()).toStrictEqual({ SAFEWAY_KMSI: 'error' });
  });

  it("ERR-14 ERRORS-10 a 429 logs 'Too many requests' with the note that it can be ignored", async () => {
    const { promise, log } = refreshWith(async () => {
      throw new BackendError('slow down', 429);
    });
    await promise;
    expect(log.mock.calls[0]?.[0]).toMatch(/^Too many requests.*can be ignored/);
  });

  it("ERR-15 ERRORS-10 any other failure logs 'Invalid URL or Cross-Origin Request Blocked' with the allow-list hint", async () => {
    const { promise, log } = refreshWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await promise).toMatchObject({ kind: 'failed', status: null });
    expect(log.mock.calls[0]?.[0]).toMatch(/^Invalid URL or Cross-Origin Request Blocked.*allow-list/);
  });

  it('ERR-16 SESSION-EST-13 AMBIG-22 AMBIG-54 every failure signs out: client session cleared, keep-me-signed-in marked error for 90 days', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.integer({ min: 100, max: 599 }), { nil: null }), async (status) => {
        const { promise, cookies, signOut, cleared } = refreshWith(async () => {
          throw new BackendError('failed', status);
        });
        const outcome = await promise;
        expect(outcome.kind).toBe('failed');
        expect(signOut).toHaveBeenCalledOnce();
        expect(cleared()).toBe(true);
        expect(cookies.all()).toStrictEqual({ SAFEWAY_KMSI: 'error' });
        expect(cookies.expiries.get('SAFEWAY_KMSI')).toBe(NOW + NINETY_DAYS);
      }),
      { numRuns: 40 },
    );
  });

  it('SIGNIN-03 a backend without the refresh call refreshes nothing and signs no one out', async () => {
    const { promise, signOut, cookies } = refreshWith(undefined);
    expect(await promise).toEqual({ kind: 'not-due' });
    expect(signOut).not.toHaveBeenCalled();
    expect(cookies.get('SAFEWAY_KMSI')).toBe('true');
  });

  it('SIGNIN-03 a user who is not due is left alone: no call', async () => {
    const refresh = vi.fn(async () => ({ status: 'ACTIVE', login: 'x' }));
    const outcome = await refreshKmsiSession('C', { backend: { ...unavailableBackend, refreshSession: refresh }, cookies: memoryCookieJar({ SAFEWAY_KMSI: 'error' }), now: NOW, log: () => undefined, signOut: async () => undefined });
    expect(outcome).toEqual({ kind: 'not-due' });
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the session check of a page load', () => {
  const base = { ssoPath: '/bin/wcax/sso', banner: 'freshway', currentUrl: '/shop/aisles.html' };

  it('ERR-11 SESSION-EST-14 the cookie says signed in, user info says guest: the session timeout modal', () => {
    expect(sessionCheck({ ...base, sessionCookieUserType: 'C', userInfo: { userType: 'G' }, kmsiCookie: undefined })).toMatchObject({ kind: 'timeout-modal', rules: expect.arrayContaining(['SESSION-EST-14', 'SIGNIN-04']) });
  });

  it('ERR-11 SESSION-EST-14 the timeout modal names its rules once each, and its title is the text the ERR-11 scenario shows', () => {
    const check = sessionCheck({ ...base, sessionCookieUserType: 'C', userInfo: { userType: 'G' }, kmsiCookie: 'false' });
    expect(check.kind === 'timeout-modal' ? new Set(check.rules).size : 0).toBe(check.kind === 'timeout-modal' ? check.rules.length : -1);
    const scenario = errorScenarios.find((s) => s.errors?.includes('ERR-11') && s.rules?.includes('SESSION-EST-14'));
    expect(scenario?.expect.text).toContain(SESSION_TIMEOUT_TITLE);
  });

  it('SIGNIN-04 the same failed check for a keep-me-signed-in user goes through single sign-on with goto the page', () => {
    const check = sessionCheck({ ...base, sessionCookieUserType: 'R', userInfo: { userType: 'A' }, kmsiCookie: 'true' });
    expect(check).toMatchObject({ kind: 'single-sign-on', url: '/bin/wcax/sso?banner=freshway&idp=false&goto=%2Fshop%2Faisles.html&setReInit=true' });
  });

  it('ERR-05 a user-info call that failed is not a failed check; a guest cookie or a signed-in answer passes', () => {
    expect(sessionCheck({ ...base, sessionCookieUserType: 'C', userInfo: null, kmsiCookie: undefined }).kind).toBe('ok');
    expect(sessionCheck({ ...base, sessionCookieUserType: 'G', userInfo: { userType: 'G' }, kmsiCookie: undefined }).kind).toBe('ok');
    expect(sessionCheck({ ...base, sessionCookieUserType: 'C', userInfo: { userType: 'C' }, kmsiCookie: undefined }).kind).toBe('ok');
  });

  it('ERR-11 the check is total: any cookie type and any user type give a decision', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (cookieType, infoType, kmsi) => {
        const check = sessionCheck({ ...base, sessionCookieUserType: cookieType, userInfo: infoType === undefined ? null : { userType: infoType }, kmsiCookie: kmsi });
        expect(['ok', 'single-sign-on', 'timeout-modal']).toContain(check.kind);
      }),
    );
  });
});

describe('the text user-info check after the sign-in hand-off (CALL-30)', () => {
  const deps = (userInfoText: Backend['userInfoText']) => ({ backend: { ...unavailableBackend, ...(userInfoText ? { userInfoText } : {}) }, currentPage: '/shop/cart.html', ssoPath: '/bin/wcax/sso', banner: 'freshway' });

  it('SESSION-EST-18 a shop token confirms the signed-in session', async () => {
    expect((await confirmSignedIn(deps(async () => ({ userType: 'C', SWY_SHOP_TOKEN: 'tok' })))).kind).toBe('ok');
  });

  it('ERR-49 SESSION-EST-20 without SWY_SHOP_TOKEN the page goes through single sign-on with goto the current page', async () => {
    for (const token of [undefined, '', '  ']) {
      const check = await confirmSignedIn(deps(async () => ({ userType: 'C', ...(token === undefined ? {} : { SWY_SHOP_TOKEN: token }) })));
      expect(check).toMatchObject({ kind: 'single-sign-on', url: '/bin/wcax/sso?banner=freshway&idp=false&goto=%2Fshop%2Fcart.html&setReInit=true' });
    }
  });

  it('SESSION-EST-18 SESSION-EST-19 SESSION-EST-20 each check names its rules once each', async () => {
    expect(await confirmSignedIn(deps(async () => ({ userType: 'C', SWY_SHOP_TOKEN: 'tok' })))).toEqual({ kind: 'ok', rules: ['SESSION-EST-18'] });
    expect((await confirmSignedIn(deps(async () => ({ userType: 'C' })))).rules).toEqual(['SESSION-EST-18', 'SESSION-EST-20']);
    expect((await confirmSignedIn(deps(async () => Promise.reject(new BackendError('down', 500))))).rules).toEqual(['SESSION-EST-18', 'SESSION-EST-19']);
  });

  it('ERR-35 AMBIG-21 a failed call reloads the page', async () => {
    expect(await confirmSignedIn(deps(async () => Promise.reject(new BackendError('down', 500))))).toMatchObject({ kind: 'reload', rules: expect.arrayContaining(['SESSION-EST-19']) });
    expect((await confirmSignedIn(deps(undefined))).kind).toBe('reload');
  });
});

describe('whether the session check is due (its decision fetched only then)', () => {
  it('ERR-11 ERR-05 due exactly when the check would not pass at once: a signed-in cookie and an answer that is not signed in', () => {
    const base = { ssoPath: '/bin/wcax/sso', banner: 'freshway', currentUrl: '/', kmsiCookie: undefined };
    fc.assert(
      fc.property(fc.constantFrom('', 'G', 'A', 'R', 'C', 'r', 'c', 'x'), fc.option(fc.constantFrom('', 'G', 'A', 'R', 'C', 'r', 'c', 'x'), { nil: undefined }), (cookieType, infoType) => {
        const input = { sessionCookieUserType: cookieType, userInfo: infoType === undefined ? null : { userType: infoType } };
        expect(sessionCheckDue(input)).toBe(sessionCheck({ ...base, ...input }).kind !== 'ok');
      }),
    );
  });
});
