import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeTarget } from '../../rules/navigation';
import { afterSignIn } from './afterSignIn';

const PAGE = 'https://www.freshway.test/account/sign-in.html';
/** The step the router takes for the decision (the one place a validated trusted URL may leave). */
const followTarget = (d: Parameters<typeof routeTarget>[0]) => routeTarget(d, PAGE);

const policy = { trustedDomains: ['www.freshway.test', '127.0.0.1'], defaultRedirect: '/' };
const at = (search: string, redirectCookie: string | null = null) => afterSignIn({ pathname: '/account/sign-in.html', search, redirectCookie, policy });

describe('where the sign-in page goes once signed in', () => {
  it('REDIRECT-06 ERR-07 an untrusted goto (another host, //host, /\\host, encoded slashes) becomes the default home redirect', () => {
    for (const goto of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', 'https://www.freshway.test.evil.example/']) {
      const d = at(`?goto=${encodeURIComponent(goto)}`);
      expect(d, goto).toMatchObject({ accepted: false, target: '/' });
      expect(followTarget(d!)).toEqual({ kind: 'in-page', path: '/' });
    }
  });

  it('REDIRECT-01 REDIRECT-02 a same-site path or a trusted URL is followed as is', () => {
    expect(followTarget(at('?goto=%2Fshop%2Fsearch-results.html%3Fq%3Dmilk')!)).toEqual({ kind: 'in-page', path: '/shop/search-results.html?q=milk' });
    expect(followTarget(at(`?goto=${encodeURIComponent('https://www.freshway.test/cart.html')}`)!)).toEqual({ kind: 'leave', url: 'https://www.freshway.test/cart.html' });
  });

  it('REDIRECT-06 without goto the recorded redirect address is followed, validated the same way', () => {
    expect(at('', '/foru/coupons-deals.html')).toMatchObject({ accepted: true, target: '/foru/coupons-deals.html' });
    expect(at('', 'https://evil.example/')).toMatchObject({ accepted: false, target: '/' });
    expect(at('?goto=%2Fcontact-us.html', 'https://evil.example/')).toMatchObject({ target: '/contact-us.html' });
  });

  it('only the sign-in page follows a target; without one the page stays', () => {
    expect(at('')).toBeNull();
    expect(afterSignIn({ pathname: '/', search: '?goto=%2Fx', redirectCookie: '/y', policy })).toBeNull();
  });

  it('REDIRECT-03 whatever goto holds, the page never leaves for a host outside the trusted list', () => {
    fc.assert(
      fc.property(fc.string(), (goto) => {
        const d = at(`?goto=${encodeURIComponent(goto)}`)!;
        const next = followTarget(d);
        if (next.kind === 'in-page') return new URL(next.path, PAGE).origin === new URL(PAGE).origin;
        return next.kind === 'leave' && policy.trustedDomains.includes(new URL(next.url).hostname);
      }),
    );
  });
});
