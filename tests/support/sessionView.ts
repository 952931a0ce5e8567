import type { SessionView } from '../../src/storefront/session/establish';

/** A signed-in shopper's page-load session at the freshway default store, for the screens and writers that read one. */
export function signedInView(over: Partial<SessionView> = {}): SessionView {
  return {
    userType: 'C',
    storeId: '1502',
    zipcode: '94611',
    preference: 'J4U',
    banner: 'freshway',
    siteType: 'C',
    storeAddress: null,
    firstName: 'Sam',
    customerId: '5501',
    userInfo: { userType: 'C', UUID: 'u-1' },
    how: 'signed-in user info',
    rules: [],
    ...over,
  };
}
