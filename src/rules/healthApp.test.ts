import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { healthAppRestorePlan, pharmacyCreateAccountAddress } from './healthApp';

describe('MISC health app', () => {
  it('MISC-04 sendToHealthApp restores the stored session and redirects once with the after-cookies marker', () => {
    const stored = { COMMON: { storeId: '1502' } };
    const first = healthAppRestorePlan('/pharmacy/create-account.html?sendToHealthApp=true', stored);
    expect(first).toEqual({ restore: stored, redirectTo: '/pharmacy/create-account.html?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true', rules: ['MISC-04'] });
    expect(healthAppRestorePlan(first.redirectTo!, stored).redirectTo).toBeNull();
    expect(healthAppRestorePlan('/x.html', stored)).toEqual({ restore: null, redirectTo: null, rules: ['MISC-04'] });
    expect(healthAppRestorePlan('/x.html?sendToHealthApp=false', stored).restore).toBeNull();
  });

  it('MISC-04 decision 0024 the redirect stays on the page\'s own origin, keeping the path, query and hash', () => {
    expect(healthAppRestorePlan('https://evil.test/health/users/session?sendToHealthApp=true#top', null).redirectTo).toBe('/health/users/session?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true#top');
    expect(healthAppRestorePlan('//evil.test/a?sendToHealthApp=true', null).redirectTo).toBe('/evil.test/a?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true');
    fc.assert(fc.property(fc.string(), (url) => {
      const to = healthAppRestorePlan(`${url}?sendToHealthApp=true`, null).redirectTo;
      return to === null || (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\'));
    }));
  });

  it('PAGES-19 the pharmacy create-account page is opened with sendToHealthApp=true', () => {
    expect(pharmacyCreateAccountAddress()).toBe('/pharmacy/create-account.html?sendToHealthApp=true');
  });
});
