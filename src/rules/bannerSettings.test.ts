import { describe, it, expect } from 'vitest';
import { bannerSettings } from './bannerSettings';

describe('CONFIG banner settings', () => {
  it('CONFIG-09 the banner determines default store and zip, logos, B2B cookie names and SSO path', () => {
    expect(bannerSettings('valleymarket')).toMatchObject({ defaultStoreId: '2210', defaultZip: '85004', ssoPath: '/bin/wcax/sso', b2bCookieNames: { orderNumber: 'B_OrderNumber' } });
    expect(bannerSettings('nope')).toBeNull();
  });
});
