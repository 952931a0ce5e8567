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

describe('splash in detail', () => {
  it('SPLASH-01 AMBIG-35 the page fragments are matched in any case, and only the root path itself counts as the root', () => {
    for (const p of ['/Shop/Search-Results.html', '/RECIPES/x.html', '/shop/AISLES/x.html', '/shop/Product-Details.1.html', '/landing', '/purchases', '/meal-plans']) expect(splashAllowedOn(p).allowed, p).toBe(true);
    for (const p of ['//', '/x/', '/shop/aisle/x.html', 'aisles/x.html']) expect(splashAllowedOn(p), p).toEqual({ allowed: false, reason: 'page', rules: ['SPLASH-01', 'AMBIG-35'] });
    expect(splashAllowedOn('/')).toEqual({ allowed: true, rules: ['SPLASH-01', 'AMBIG-35'] });
  });

  it('SPLASH-02 every sign-in page shape, in any case, refuses the splash even on an allowed page kind', () => {
    for (const p of ['/account/sign-in.html', '/account/sign-in', '/content/www/freshway/en/account/Sign-In.html', '/recipes/sign-in.html', 'account/sign-in'])
      expect(splashAllowedOn(p), p).toEqual({ allowed: false, reason: 'sign-in', rules: ['SPLASH-02'] });
    expect(splashAllowedOn('/recipes/account/sign-in-help.html').allowed).toBe(true);
    expect(splashAllowedOn('/recipes/myaccount/sign-in').allowed).toBe(true);
  });

  it('SPLASH-03 the deals page refuses the splash wherever it sits, in any case', () => {
    expect(splashAllowedOn('/landing/foru/Coupons-Deals.html')).toEqual({ allowed: false, reason: 'deals', rules: ['SPLASH-03'] });
    expect(splashDecision({ ...ready, pathname: '/content/www/freshway/en/foru/coupons-deals.html' })).toEqual({ show: false, reason: 'deals', rules: ['SPLASH-03'] });
  });

  it('SPLASH-01..07 each refusal names the rule it stopped at; a shown splash names all of them', () => {
    const page = ['SPLASH-01', 'AMBIG-35'];
    expect(splashDecision({ ...ready, pathname: '/home.html' })).toEqual({ show: false, reason: 'page', rules: page });
    expect(splashDecision({ ...ready, editOrder: true })).toEqual({ show: false, reason: 'edit-order', rules: [...page, 'SPLASH-04'] });
    expect(splashDecision({ ...ready, consentBannerClosed: false })).toEqual({ show: false, reason: 'consent', rules: [...page, 'SPLASH-05'] });
    expect(splashDecision({ ...ready, conflictFlowDone: false, profileCheckDone: false })).toEqual({ show: false, reason: 'waiting', rules: [...page, 'SPLASH-06'] });
    expect(splashDecision({ ...ready, lastShownAt: ready.now })).toEqual({ show: false, reason: 'ttl', rules: [...page, 'SPLASH-07'] });
    expect(splashDecision(ready)).toEqual({ show: true, rules: [...page, 'SPLASH-04', 'SPLASH-05', 'SPLASH-06', 'SPLASH-07'] });
  });

  it('SPLASH-07 without a TTL given the splash waits one day (decision 0222)', () => {
    const day = 86_400_000;
    expect(splashDecision({ ...ready, lastShownAt: ready.now - day + 1 }).show).toBe(false);
    expect(splashDecision({ ...ready, lastShownAt: ready.now - day }).show).toBe(true);
    expect(splashDecision({ ...ready, lastShownAt: 0, now: day - 1 }).show).toBe(false);
  });

  it('SPLASH-08 CALL-66 each request field is required and typed; no deals and no metrics read as empty and null', () => {
    const body = { placement: 'splash', storeId: '1502', uiPageSize: 12, householdId: '', assortmentChannel: '', platform: 'web' };
    expect(splashRequest(body)).toEqual({ body, rules: ['SPLASH-08'] });
    for (const bad of [{ placement: '' }, { platform: '' }, { uiPageSize: 0 }, { uiPageSize: 1.5 }, { householdId: undefined }, { assortmentChannel: undefined }])
      expect(() => splashRequest({ ...body, ...bad } as never), JSON.stringify(bad)).toThrow();
    expect(readSplashResponse({})).toEqual({ dealsInfo: [], p13nAdobeMetrics: null, rules: ['SPLASH-08'] });
    expect(readSplashResponse({ dealsInfo: null })).toEqual({ dealsInfo: [], p13nAdobeMetrics: null, rules: ['SPLASH-08'] });
    expect(readSplashResponse({ dealsInfo: 'x', p13nAdobeMetrics: { a: 1 } })).toEqual({ dealsInfo: [], p13nAdobeMetrics: null, rules: ['SPLASH-08'] });
    expect(readSplashResponse({ dealsInfo: [1], p13nAdobeMetrics: 0 })).toEqual({ dealsInfo: [1], p13nAdobeMetrics: 0, rules: ['SPLASH-08'] });
  });

  it('SPLASH-08 a response with deals but without metrics still has its deals; metrics without deals mean none', () => {
    expect(readSplashResponse({ dealsInfo: [{ id: 1 }] })).toEqual({ dealsInfo: [{ id: 1 }], p13nAdobeMetrics: null, rules: ['SPLASH-08'] });
    expect(readSplashResponse({ p13nAdobeMetrics: { a: 1 } })).toEqual({ dealsInfo: [], p13nAdobeMetrics: { a: 1 }, rules: ['SPLASH-08'] });
  });
});
