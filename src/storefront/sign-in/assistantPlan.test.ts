import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assistantPlan } from './assistantSignIn';

const SERVICE = '/account/auth/service/sign-in.html';
const policy = { trustedDomains: ['www.freshway.test'], defaultRedirect: '/' };
const plan = (search: string, stored: string | null = null, pathname = SERVICE) => assistantPlan({ pathname, search, stored, issuer: '/idp/oauth2/default', nonce: 'n-1', policy, ownClientId: 'web-portal-sim' });

describe('where a sign-in authorises for an assistant', () => {
  it("SIGNIN-06 DEEPLINK-09 with all four values (address or storage) the assistant's client, redirect, scope and state are used", () => {
    expect(plan('?client_id=assistant-sim&redirect_uri=https%3A%2F%2Fwww.freshway.test%2Fcb&scope=openid&state=s')).toMatchObject({
      kind: 'authorize',
      settings: { clientId: 'assistant-sim', redirectUri: 'https://www.freshway.test/cb', scope: 'openid', state: 's', nonce: 'n-1', issuer: '/idp/oauth2/default' },
    });
    const stored = JSON.stringify({ clientId: 'assistant-sim', redirectUri: '/cb', scope: 'openid', state: 's' });
    expect(plan('', stored).kind).toBe('authorize');
  });

  it('SIGNIN-06 REDIRECT-06 an authorised assistant plan names the assistant rule and the redirect validation', () => {
    const p = plan('?client_id=assistant-sim&redirect_uri=%2Fcb&scope=openid&state=s');
    expect(p.kind === 'authorize' && p.rules).toEqual(expect.arrayContaining(['SIGNIN-06', 'REDIRECT-06']));
  });

  it("SIGNIN-07 without the page's own client id no partner is told apart from the page itself: an ordinary sign-in", () => {
    expect(assistantPlan({ pathname: SERVICE, search: '?clientId=partner-sim&redirect_uri=%2Fcb&state=p1', stored: null, issuer: '/idp', nonce: 'n', policy })).toEqual({ kind: 'none' });
  });

  it('SIGNIN-06 ERR-38 a missing value refuses with the not-authorised message; other pages are ordinary sign-ins', () => {
    for (const search of ['?client_id=a&redirect_uri=%2Fcb&state=s', '?client_id=a&scope=openid&state=s', '?scope=openid&redirect_uri=%2Fcb&state=s']) {
      expect(plan(search)).toMatchObject({ kind: 'refused', message: 'You are not authorized to Sign-In.' });
    }
    expect(plan('?client_id=a&redirect_uri=%2Fcb&scope=openid&state=s', null, '/account/sign-in.html')).toEqual({ kind: 'none' });
    expect(plan('?clientId=web-portal-sim&redirect_uri=%2Fcb&v=2.0&state=s')).toEqual({ kind: 'none' });
  });

  it('SIGNIN-07 a third-party partner on the service page authorises with its client id and redirect and the scopes openid, loyalty and cart', () => {
    expect(plan('?clientId=partner-sim&redirect_uri=https%3A%2F%2Fwww.freshway.test%2Fpartner&v=2.0&state=p1')).toMatchObject({
      kind: 'authorize',
      settings: { clientId: 'partner-sim', redirectUri: 'https://www.freshway.test/partner', scope: 'openid loyalty cart', state: 'p1', nonce: 'n-1' },
      rules: expect.arrayContaining(['SIGNIN-07']),
    });
    expect(plan('?clientId=partner-sim&redirect_uri=https%3A%2F%2Fevil.example%2F&state=p1')).toMatchObject({ kind: 'refused', rules: expect.arrayContaining(['SIGNIN-07', 'REDIRECT-06']) });
    expect(plan('?clientId=partner-sim&redirect_uri=%2Fcb')).toEqual({ kind: 'none' });
    expect(plan('?clientId=partner-sim&redirect_uri=%2Fcb&state=s', null, '/account/sign-in.html')).toEqual({ kind: 'none' });
  });

  it('REDIRECT-06 ERR-38 an assistant redirect the redirect rules refuse is never authorised with', () => {
    fc.assert(
      fc.property(fc.constantFrom('https://evil.example/cb', '//evil.example/cb', 'javascript:alert(1)', 'https://user@www.freshway.test/cb', 'https://www.freshway.test.evil.example/'), (redirect) => {
        const p = plan(`?client_id=a&redirect_uri=${encodeURIComponent(redirect)}&scope=openid&state=s`);
        return p.kind === 'refused' && p.rules.includes('REDIRECT-06');
      }),
    );
  });

  it('SIGNIN-06 never throws on any address or stored value', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (search, stored) => {
        expect(['none', 'authorize', 'refused']).toContain(plan(search, stored).kind);
      }),
    );
  });
});
