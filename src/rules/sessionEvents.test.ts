import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planPageLoad, signInCount, singleSignOnReasons, singleSignOnUrl } from './sessionEstablishment';
import { FeatureToggles } from '../../spec/schemas/config';
import { autoSignIn, federatedSessionStatus, KMSI_TTL_MS, pharmacyAccountCreated, registrationFinished, sessionCheckFailed, sessionEventsModule, sessionRefreshFailed, userInfoTextResult } from './sessionEvents';

const NOW = 1_700_000_000_000;

describe('session events', () => {
  it('SESSION-EST-11 ACTIVE or MFA_ENROLL resets the sign-in count to 0; other statuses leave it; ACTIVE shows welcome back', () => {
    expect(federatedSessionStatus('ACTIVE')).toEqual([
      { kind: 'set-cookie', name: 'ECommSignInCount', value: '0', rules: ['SESSION-EST-11'] },
      { kind: 'show-alert', alert: 'welcome-back', rules: ['SESSION-EST-11'] },
    ]);
    expect(federatedSessionStatus('MFA_ENROLL').map((e) => e.kind)).toEqual(['set-cookie']);
    for (const s of ['LOCKED_OUT', '', undefined, 42]) expect(federatedSessionStatus(s)).toEqual([]);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(Array.isArray(federatedSessionStatus(s))).toBe(true);
      }),
    );
  });

  it('SESSION-EST-13 a failed refresh marks keep-me-signed-in error and signs out (AMBIG-22)', () => {
    expect(sessionRefreshFailed().map((e) => (e.kind === 'set-cookie' ? `${e.name}=${e.value}` : e.kind))).toEqual(['SAFEWAY_KMSI=error', 'sign-out']);
  });

  it('SESSION-EST-14 a failed session check shows the session timeout modal', () => {
    expect(sessionCheckFailed()).toEqual([{ kind: 'show-modal', modal: 'session-timeout', rules: ['SESSION-EST-14'] }]);
  });

  const auto = { reason: 'password-reset' as const, issuer: 'https://id.freshway.test/oauth2/default/', clientId: 'cid', redirectUri: 'https://www.freshway.test/cb', state: 'brave-otter-calm-river', nonce: 'n1', now: NOW };
  it('SESSION-EST-15 automatic sign-in needs a non-empty token, stores a notification, remembers for 90 days and goes to authorize', () => {
    expect(autoSignIn({ ...auto, sessionToken: '' })[0]).toMatchObject({ kind: 'refuse' });
    expect(autoSignIn({ ...auto, sessionToken: undefined })[0]).toMatchObject({ kind: 'refuse' });
    const effects = autoSignIn({ ...auto, sessionToken: 'st-1' });
    expect(effects.map((e) => e.kind)).toEqual(['store', 'set-cookie', 'navigate']);
    expect(effects[0]).toMatchObject({ key: 'notifyMessage', value: JSON.stringify({ message: 'Password successfully updated!', isDisplayed: false }) });
    expect(effects[1]).toMatchObject({ name: 'SAFEWAY_KMSI', value: 'true', expires: NOW + KMSI_TTL_MS });
    const target = effects[2]?.kind === 'navigate' ? new URL(effects[2].target) : null;
    expect(target?.pathname).toBe('/oauth2/default/v1/authorize');
    expect(target?.searchParams.get('sessionToken')).toBe('st-1');
    expect(target?.searchParams.get('response_type')).toBe('code');
    expect(autoSignIn({ ...auto, reason: 'account-created', sessionToken: 'x' })[0]).toMatchObject({ value: expect.stringContaining('Account successfully created! You are now signed in.') });
  });

  it('SESSION-EST-16 a new pharmacy-linked account stores a redirect cookie to the pharmacy create-account page', () => {
    expect(pharmacyAccountCreated()[0]).toMatchObject({ kind: 'set-cookie', name: 'ECommRedirectURL', value: expect.stringMatching(/^\/pharmacy\/create-account\.html/) });
  });

  it('SESSION-EST-17 a signed-in user finishing registration gets a redirect cookie then a silent sign-out', () => {
    expect(registrationFinished('R', '/account/welcome.html')).toEqual([
      { kind: 'set-cookie', name: 'ECommRedirectURL', value: '/account/welcome.html', rules: ['SESSION-EST-17'] },
      { kind: 'sign-out', silent: true, rules: ['SESSION-EST-17'] },
    ]);
    expect(registrationFinished('G', '/x')).toEqual([]);
  });

  it('SESSION-EST-18 the user-info text call without a shop token goes to single sign-on with goto; a failure reloads (AMBIG-21)', () => {
    const base = { currentPage: '/shop/cart.html', ssoPath: '/bin/wcax/sso', banner: 'freshway' };
    const sso = userInfoTextResult({ ...base, outcome: 'ok', shopToken: '' })[0];
    expect(sso?.kind).toBe('navigate');
    if (sso?.kind === 'navigate') expect(new URL(sso.target, 'https://x.test').searchParams.get('goto')).toBe('/shop/cart.html');
    expect(userInfoTextResult({ ...base, outcome: 'failed', shopToken: 'tok' })).toMatchObject([{ kind: 'reload' }]);
    expect(userInfoTextResult({ ...base, outcome: 'ok', shopToken: 'tok' })).toEqual([]);
  });

  it('SESSION-EST-11 SESSION-EST-02 the status is read in any case and spacing; only ACTIVE welcomes back, and only a return', () => {
    const reset = (rules: string[]) => ({ kind: 'set-cookie', name: 'ECommSignInCount', value: '0', rules });
    expect(federatedSessionStatus(' active ', { signInCount: 1 })).toEqual([reset(['SESSION-EST-11']), { kind: 'show-alert', alert: 'welcome-back', rules: ['SESSION-EST-11'] }]);
    expect(federatedSessionStatus('mfa_enroll', { signInCount: 3 })).toEqual([reset(['SESSION-EST-11'])]);
    expect(federatedSessionStatus('ACTIVE', { signInCount: 0 })).toEqual([reset(['SESSION-EST-11'])]);
    expect(federatedSessionStatus('ACTIVE', { ssoNeeded: false, signInCount: 0 })).toEqual([reset(['SESSION-EST-11', 'SESSION-EST-02'])]);
    expect(federatedSessionStatus('ACTIVE', { ssoNeeded: true })).toEqual([]);
    expect(federatedSessionStatus('MFA_ENROLL', { signInCountCookie: 'ABSignInCount' })).toEqual([{ ...reset(['SESSION-EST-11']), name: 'ABSignInCount' }]);
  });

  it('SESSION-EST-13 AMBIG-22 the refresh failure marks keep-me-signed-in error, then signs out where the user sees it', () => {
    const rules = ['SESSION-EST-13'];
    expect(sessionRefreshFailed()).toEqual([{ kind: 'set-cookie', name: 'SAFEWAY_KMSI', value: 'error', rules }, { kind: 'sign-out', silent: false, rules }]);
  });

  it('SESSION-EST-15 a blank or missing token is refused; the authorize address carries every parameter and the issuer loses its trailing slashes', () => {
    for (const sessionToken of ['   ', null, 7]) expect(autoSignIn({ ...auto, sessionToken })).toEqual([{ kind: 'refuse', reason: expect.stringMatching(/session token/) as string, rules: ['SESSION-EST-15'] }]);
    const effects = autoSignIn({ ...auto, issuer: 'https://id.freshway.test/oauth2/default//', sessionToken: 'st-1' });
    expect(effects.every((e) => e.rules.length === 1 && e.rules[0] === 'SESSION-EST-15')).toBe(true);
    expect(effects[0]).toEqual({ kind: 'store', key: 'notifyMessage', value: JSON.stringify({ message: 'Password successfully updated!', isDisplayed: false }), rules: ['SESSION-EST-15'] });
    expect(effects[1]).toEqual({ kind: 'set-cookie', name: 'SAFEWAY_KMSI', value: 'true', expires: NOW + 90 * 86_400_000, rules: ['SESSION-EST-15'] });
    const target = effects[2]?.kind === 'navigate' ? effects[2].target : '';
    expect(target.startsWith('https://id.freshway.test/oauth2/default/v1/authorize?')).toBe(true);
    expect(Object.fromEntries(new URL(target).searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: 'https://www.freshway.test/cb',
      response_type: 'code',
      response_mode: 'query',
      state: 'brave-otter-calm-river',
      nonce: 'n1',
      scope: 'openid profile email offline_access used_credentials',
      sessionToken: 'st-1',
    });
  });

  it('SESSION-EST-16 SESSION-EST-17 the redirect cookies name their rules; a credentialed user is signed in too', () => {
    expect(pharmacyAccountCreated()).toEqual([{ kind: 'set-cookie', name: 'ECommRedirectURL', value: expect.stringMatching(/^\/pharmacy\/create-account\.html/) as string, rules: ['SESSION-EST-16'] }]);
    expect(registrationFinished('C', '/x')).toHaveLength(2);
    expect(registrationFinished(undefined, '/x')).toEqual([]);
  });

  it('SESSION-EST-18..20 AMBIG-21 a blank or missing shop token goes to the single-sign-on path with banner and goto; a failed call reloads', () => {
    const base = { currentPage: '/shop/cart.html', ssoPath: '/bin/wcax/sso', banner: 'valleymarket' };
    for (const shopToken of ['  ', undefined, 3]) {
      const effects = userInfoTextResult({ ...base, outcome: 'ok', shopToken });
      expect(effects).toEqual([{ kind: 'navigate', target: singleSignOnUrl('/bin/wcax/sso', { banner: 'valleymarket', goto: '/shop/cart.html' }), rules: ['SESSION-EST-18', 'SESSION-EST-20'] }]);
      const target = effects[0]?.kind === 'navigate' ? new URL(effects[0].target, 'https://x.test') : null;
      expect(target?.pathname).toBe('/bin/wcax/sso');
      expect(target?.searchParams.get('banner')).toBe('valleymarket');
    }
    expect(userInfoTextResult({ ...base, outcome: 'failed' })).toEqual([{ kind: 'reload', rules: ['SESSION-EST-18', 'SESSION-EST-19'] }]);
  });

  it('SESSION-EST-11 the registered module runs its example', () => {
    expect(sessionEventsModule.run(sessionEventsModule.input.parse(sessionEventsModule.example)).rules).toEqual(['SESSION-EST-11']);
  });
});

describe('SESSION-EST-11 with the SESSION-EST-02 loop guard (decision 0020)', () => {
  const HOST = 'www.freshway.test';
  const toggles = FeatureToggles.parse({});
  const user = { userType: 'C', customerId: '5501', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 3_600_000, zipcode: '94611' };
  const statuses = fc.constantFrom('ACTIVE', 'MFA_ENROLL', 'LOCKED_OUT', 'PASSWORD_EXPIRED', '', 'active');
  /** A page load: does the re-init cookie name this host (a reason for single sign-on), and what the refresh answers. */
  const pageLoad = fc.record({ reInitHere: fc.boolean(), status: statuses });

  /**
   * Visits pages in order with the real page-load planner. A single-sign-on redirect comes back with the count raised
   * (the single-sign-on round trip records a sign-in); a page that stays runs the refresh and applies the status.
   */
  function browse(loads: readonly { reInitHere: boolean; status: string }[], apply: (status: string, ssoNeeded: boolean, count: number) => ReturnType<typeof federatedSessionStatus>) {
    const cookies: Record<string, string> = { SAFEWAY_KMSI: 'true' };
    const trace: { sso: boolean; reason: boolean; countAfter: number; status: string }[] = [];
    for (const load of loads) {
      if (load.reInitHere) cookies.ECommReInit = 'www';
      else delete cookies.ECommReInit;
      const plan = planPageLoad({ url: '/shop/aisles.html', host: HOST, banner: 'freshway', cookies, storage: {}, userInfo: user, sessionCookieUserType: 'C', freshId: 'grs-1', toggles, now: NOW, deepLink: null, page: null, ssoPath: '/bin/wcax/sso', redirectPolicy: { trustedDomains: [], defaultRedirect: '/' } });
      const sso = plan.effects.some((e) => e.kind === 'redirect' && e.reason === 'single-sign-on');
      const reason = singleSignOnReasons(user, cookies, HOST, toggles, NOW).length > 0;
      if (sso) cookies.ECommSignInCount = String(signInCount(cookies) + 1);
      else for (const effect of apply(load.status, reason, signInCount(cookies))) if (effect.kind === 'set-cookie') cookies[effect.name] = effect.value;
      trace.push({ sso, reason, countAfter: signInCount(cookies), status: load.status });
    }
    return trace;
  }
  const ruled = (status: string, ssoNeeded: boolean, count: number) => federatedSessionStatus(status, { ssoNeeded, signInCount: count });

  it('SESSION-EST-02 SESSION-EST-11 while a reason for single sign-on holds, at most one redirect happens, whatever the refresh answers', () => {
    fc.assert(
      fc.property(fc.array(pageLoad, { maxLength: 30 }), (loads) => {
        let redirectsInRun = 0;
        for (const step of browse(loads, ruled)) {
          if (!step.reason) redirectsInRun = 0;
          else if (step.sso) redirectsInRun += 1;
          if (redirectsInRun > 1) return false;
        }
        return true;
      }),
    );
  });

  it('SESSION-EST-01 SESSION-EST-02 SESSION-EST-11 a reason that persists forever costs exactly one redirect at most', () => {
    fc.assert(
      fc.property(fc.array(statuses, { minLength: 1, maxLength: 30 }), (answers) => {
        const trace = browse(answers.map((status) => ({ reInitHere: true, status })), ruled);
        return trace.filter((t) => t.sso).length === 1 && trace[0]!.sso;
      }),
    );
  });

  it('SESSION-EST-11 where no reason holds, ACTIVE and MFA_ENROLL always leave the count at 0 and other statuses leave it unchanged', () => {
    fc.assert(
      fc.property(fc.array(pageLoad, { maxLength: 30 }), (loads) => {
        let before = 0;
        for (const step of browse(loads, ruled)) {
          if (!step.sso && !step.reason) {
            const s = step.status.trim().toUpperCase();
            const expected = s === 'ACTIVE' || s === 'MFA_ENROLL' ? 0 : before;
            if (step.countAfter !== expected) return false;
          }
          before = step.countAfter;
        }
        return true;
      }),
    );
  });

  it('SESSION-EST-02 a reset on every refresh (the reading not taken) would redirect again on every other page', () => {
    const naive = (status: string) => federatedSessionStatus(status);
    const trace = browse(Array.from({ length: 6 }, () => ({ reInitHere: true, status: 'ACTIVE' })), naive);
    expect(trace.map((t) => t.sso)).toEqual([true, false, true, false, true, false]);
    expect(browse(Array.from({ length: 6 }, () => ({ reInitHere: true, status: 'ACTIVE' })), ruled).map((t) => t.sso)).toEqual([true, false, false, false, false, false]);
  });

  it('SESSION-EST-11 the welcome-back alert marks a return: ACTIVE with a count of 1 or more (or unknown), never while single sign-on is needed', () => {
    fc.assert(
      fc.property(statuses, fc.boolean(), fc.option(fc.integer({ min: -2, max: 5 }), { nil: undefined }), (status, ssoNeeded, count) => {
        const effects = federatedSessionStatus(status, { ssoNeeded, ...(count === undefined ? {} : { signInCount: count }) });
        const welcomed = effects.some((e) => e.kind === 'show-alert');
        const expected = !ssoNeeded && status.trim().toUpperCase() === 'ACTIVE' && (count === undefined || count >= 1);
        return welcomed === expected && (ssoNeeded ? effects.length === 0 : true);
      }),
    );
  });
});
