import { describe, it, expect } from 'vitest';
import { createAccountTarget, emailPrefill, sessionExpiry, signOutPlan } from './signInSession';

describe('sign-in session rules', () => {
  it('SIGNIN-04 a keep-me-signed-in user goes through single sign-on with goto the current page', () => {
    const d = sessionExpiry({ kmsiCookie: 'true', ssoPath: '/bin/fw/sso', banner: 'freshway', currentUrl: 'http://127.0.0.1:5173/a?b=1' });
    expect(d).toEqual({ action: 'single-sign-on', url: '/bin/fw/sso?banner=freshway&idp=false&goto=http%3A%2F%2F127.0.0.1%3A5173%2Fa%3Fb%3D1&setReInit=true', rules: ['SIGNIN-04'] });
  });

  it('SIGNIN-04 AMBIG-48 anyone else is signed out and becomes a guest', () => {
    for (const kmsiCookie of [null, undefined, 'logout', 'error', 'TRUE']) {
      expect(sessionExpiry({ kmsiCookie, ssoPath: '/sso', banner: 'fw', currentUrl: '/' }).action).toBe('sign-out-then-guest');
    }
  });

  it('SIGNIN-05 CALL-63 sign-out clears cookies, session and storage, ends the health session, then goes to the logout', () => {
    const plan = signOutPlan('https://idp.test/logout');
    expect(plan.steps.map((s) => s.type)).toEqual(['clearCookies', 'clearSession', 'clearStorage', 'call', 'navigate']);
    expect(plan.steps[3]).toMatchObject({ method: 'DELETE', path: '/health/users/healthSession', body: { isLoggedOut: true } });
    expect(plan.steps[4]).toEqual({ type: 'navigate', url: 'https://idp.test/logout' });
  });

  it('SIGNIN-08 progProfUser pre-fills and locks the stored email; emailToken asks the unsubscribe lookup', () => {
    expect(emailPrefill({ progProfUser: 'true', storedEmail: 'ann@example.com' })).toMatchObject({ kind: 'prefill', email: 'ann@example.com', locked: true });
    expect(emailPrefill({ progProfUser: 'true', storedEmail: '' })).toMatchObject({ kind: 'none' });
    expect(emailPrefill({ emailToken: 'abc' })).toMatchObject({ kind: 'lookup', call: 'CALL-64', token: 'abc' });
    expect(emailPrefill({})).toMatchObject({ kind: 'none' });
  });

  it('SIGNIN-09 create account goes to need-zipcode in a no-service area or without zipcode, else to create-account', () => {
    expect(createAccountTarget({ isInNoServiceArea: 'Y', zipcode: '94611' }).page).toBe('need-zipcode');
    expect(createAccountTarget({ zipcode: '' }).page).toBe('need-zipcode');
    expect(createAccountTarget({ isInNoServiceArea: 'N', zipcode: '94611' })).toEqual({ page: 'create-account', zipcode: '94611', rules: ['SIGNIN-09'] });
  });
  it('SIGNIN-04 the banner and the current page travel URL-encoded to single sign-on', () => {
    const d = sessionExpiry({ kmsiCookie: 'true', ssoPath: '/sso', banner: 'a&b c', currentUrl: '/x' });
    expect(d).toMatchObject({ action: 'single-sign-on', url: '/sso?banner=a%26b%20c&idp=false&goto=%2Fx&setReInit=true' });
    expect(sessionExpiry({ kmsiCookie: 'logout', ssoPath: '/sso', banner: 'fw', currentUrl: '/' })).toEqual({ action: 'sign-out-then-guest', rules: ['SIGNIN-04', 'AMBIG-48'] });
  });

  it('SIGNIN-05 CALL-63 the sign-out steps, in order, exactly', () => {
    expect(signOutPlan('/logout')).toEqual({
      steps: [
        { type: 'clearCookies' },
        { type: 'clearSession' },
        { type: 'clearStorage' },
        { type: 'call', call: 'CALL-63', method: 'DELETE', path: '/health/users/healthSession', body: { isLoggedOut: true } },
        { type: 'navigate', url: '/logout' },
      ],
      rules: ['SIGNIN-05'],
    });
  });

  it('SIGNIN-08 the prefill flag must be set and the stored email non-blank; the emailToken lookup comes next', () => {
    expect(emailPrefill({ progProfUser: 'true', storedEmail: ' ann@example.com ' })).toEqual({ kind: 'prefill', email: 'ann@example.com', locked: true, rules: ['SIGNIN-08'] });
    expect(emailPrefill({ progProfUser: '', storedEmail: 'ann@example.com' }).kind).toBe('prefill');
    for (const progProfUser of [null, undefined, 'false']) {
      expect(emailPrefill({ progProfUser, storedEmail: 'ann@example.com' })).toEqual({ kind: 'none', rules: ['SIGNIN-08'] });
      expect(emailPrefill({ progProfUser, storedEmail: 'ann@example.com', emailToken: 'tok' }).kind).toBe('lookup');
    }
    expect(emailPrefill({ progProfUser: 'true', storedEmail: '   ', emailToken: ' tok ' })).toEqual({ kind: 'lookup', call: 'CALL-64', token: 'tok', rules: ['SIGNIN-08'] });
    expect(emailPrefill({ progProfUser: 'true', storedEmail: null, emailToken: '  ' })).toEqual({ kind: 'none', rules: ['SIGNIN-08'] });
    expect(emailPrefill({ progProfUser: 'true', storedEmail: 'ann@example.com', emailToken: 'tok' }).kind).toBe('prefill');
  });

  it('SIGNIN-09 a blank zipcode is no zipcode, and only Y marks a no-service area', () => {
    expect(createAccountTarget({ zipcode: '   ' })).toEqual({ page: 'need-zipcode', rules: ['SIGNIN-09'] });
    expect(createAccountTarget({ isInNoServiceArea: null })).toEqual({ page: 'need-zipcode', rules: ['SIGNIN-09'] });
    expect(createAccountTarget({ isInNoServiceArea: 'Y' })).toEqual({ page: 'need-zipcode', rules: ['SIGNIN-09'] });
    expect(createAccountTarget({ zipcode: ' 94611 ' })).toEqual({ page: 'create-account', zipcode: '94611', rules: ['SIGNIN-09'] });
  });
});
