import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

  it('SESSION-EST-11 the registered module runs its example', () => {
    expect(sessionEventsModule.run(sessionEventsModule.input.parse(sessionEventsModule.example)).rules).toEqual(['SESSION-EST-11']);
  });
});
