import { describe, it, expect } from 'vitest';
import { healthAppRestorePlan } from './healthApp';

describe('MISC health app', () => {
  it('MISC-04 sendToHealthApp restores the stored session and redirects once with the after-cookies marker', () => {
    const stored = { COMMON: { storeId: '1502' } };
    const first = healthAppRestorePlan('/pharmacy/create-account.html?sendToHealthApp=true', stored);
    expect(first).toEqual({ restore: stored, redirectTo: '/pharmacy/create-account.html?sendToHealthApp=true&sendToHealthAppAfterCookiesUpdated=true', rules: ['MISC-04'] });
    expect(healthAppRestorePlan(first.redirectTo!, stored).redirectTo).toBeNull();
    expect(healthAppRestorePlan('/x.html', stored).redirectTo).toBeNull();
  });
});
