import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readSplashResponse, splashAllowedOn, splashDecision, splashRequest } from './splash';
import type { SplashInput } from './splash';

const ready: SplashInput = { pathname: '/shop/search-results.html', editOrder: false, consentBannerClosed: true, conflictFlowDone: true, profileCheckDone: true, lastShownAt: null, now: 1_000_000 };

describe('splash', () => {
  it('SPLASH-01 AMBIG-35 the splash is allowed only on the listed page kinds and exactly the root path', () => {
    for (const p of ['/', '/shop/product-details.123.html', '/meal-plans-recipes/x.html', '/recipes/soup.html', '/landing/summer.html', '/shop/search-results.html', '/shop/purchases.html', '/shop/aisles/bakery.html']) {
      expect(splashAllowedOn(p).allowed).toBe(true);
    }
    for (const p of ['/home.html', '/contact-us.html', '/customer-account/communication-preference', '']) expect(splashAllowedOn(p).allowed).toBe(false);
  });

  it('SPLASH-02 it is not shown on the sign-in page', () => {
    expect(splashDecision({ ...ready, pathname: '/account/sign-in.html' })).toMatchObject({ show: false, reason: 'sign-in' });
  });

  it('SPLASH-03 it is not shown on the deals page', () => {
    expect(splashDecision({ ...ready, pathname: '/foru/coupons-deals.html' })).toMatchObject({ show: false, reason: 'deals' });
  });

  it('SPLASH-04 it is not shown in edit-order mode', () => {
    expect(splashDecision({ ...ready, editOrder: true })).toMatchObject({ show: false, reason: 'edit-order' });
  });

  it('SPLASH-05 it is not shown while the consent banner is open', () => {
    expect(splashDecision({ ...ready, consentBannerClosed: false })).toMatchObject({ show: false, reason: 'consent' });
  });

  it('SPLASH-06 it waits for both the conflict-flow and profile-check events', () => {
    expect(splashDecision({ ...ready, conflictFlowDone: false })).toMatchObject({ show: false, reason: 'waiting' });
    expect(splashDecision({ ...ready, profileCheckDone: false })).toMatchObject({ show: false, reason: 'waiting' });
    expect(splashDecision(ready).show).toBe(true);
  });

  it('SPLASH-07 it shows at most once per TTL', () => {
    expect(splashDecision({ ...ready, lastShownAt: ready.now - 1000, ttlMs: 5000 })).toMatchObject({ show: false, reason: 'ttl' });
    expect(splashDecision({ ...ready, lastShownAt: ready.now - 5000, ttlMs: 5000 }).show).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (last, dt, ttl) => {
      expect(splashDecision({ ...ready, lastShownAt: last, now: last + dt, ttlMs: ttl }).show).toBe(dt >= ttl);
    }));
  });

  it('SPLASH-08 CALL-66 the request carries the six fields and the response is read defensively', () => {
    const body = { placement: 'splash', storeId: '1502', uiPageSize: 12, householdId: 'h1', assortmentChannel: 'delivery', platform: 'web' };
    expect(splashRequest(body).body).toEqual(body);
    expect(() => splashRequest({ ...body, storeId: '' })).toThrow();
    expect(readSplashResponse({ dealsInfo: [{ id: 1 }], p13nAdobeMetrics: { a: 1 } })).toMatchObject({ dealsInfo: [{ id: 1 }], p13nAdobeMetrics: { a: 1 } });
    fc.assert(fc.property(fc.anything(), (b) => {
      expect(() => readSplashResponse(b)).not.toThrow();
    }));
  });
});
