import { describe, expect, it } from 'vitest';
import { assistantRequest } from './assistantSignIn';

const SERVICE = '/account/auth/service/sign-in.html';
const request = (search: string, stored: string | null = null, pathname = SERVICE) => assistantRequest({ pathname, search, stored, issuer: 'https://idp.test/oauth2/default', nonce: 'n' });

describe('the assistant request on the service sign-in page', () => {
  it('SIGNIN-06 ERR-38 a missing value (here the scope) gives the not-authorised message and stores nothing', () => {
    const r = request('?client_id=assistant&redirect_uri=%2Fcallback&state=s1');
    expect(r?.decision).toMatchObject({ ok: false, message: 'You are not authorized to Sign-In.' });
    expect(r?.store).toBeNull();
  });

  it('SIGNIN-06 DEEPLINK-09 all four values are stored and the sign-in may go ahead', () => {
    const r = request('?client_id=assistant&redirect_uri=%2Fcallback&scope=openid&state=s1');
    expect(r?.decision.ok).toBe(true);
    expect(JSON.parse(r!.store!)).toEqual({ clientId: 'assistant', redirectUri: '/callback', scope: 'openid', state: 's1' });
  });

  it('SIGNIN-06 values stored earlier are used when the address no longer carries them', () => {
    const stored = JSON.stringify({ clientId: 'assistant', redirectUri: '/callback', scope: 'openid', state: 's1' });
    expect(request('', stored)?.decision.ok).toBe(true);
    expect(request('', '{not json')).toBeNull();
  });

  it('SIGNIN-06 ERR-38 stored values count only as text: a stored record of other types, or no record, refuses', () => {
    expect(request('?scope=openid', JSON.stringify({ clientId: 7, redirectUri: '/callback', scope: 'openid', state: 's1' }))?.decision).toMatchObject({ ok: false, message: 'You are not authorized to Sign-In.' });
    expect(request('?scope=openid', JSON.stringify({ clientId: 'assistant', redirectUri: ['/callback'], scope: 'openid', state: 's1' }))?.decision.ok).toBe(false);
    for (const stored of [null, '', 'null', '"text"', '42', '{broken']) expect(request('?scope=openid', stored)?.decision.ok, String(stored)).toBe(false);
  });

  it("the service page's own query, or another page, is not an assistant request", () => {
    expect(request('?clientId=web&redirect_uri=%2Fx&v=2.0&state=s')).toBeNull();
    expect(request('?client_id=assistant', null, '/account/sign-in.html')).toBeNull();
  });
});
