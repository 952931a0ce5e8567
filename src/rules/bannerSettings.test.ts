import { describe, it, expect } from 'vitest';
import { bannerById } from '../../spec/banners';
import { bannerSettings } from './bannerSettings';

describe('CONFIG banner settings', () => {
  it('CONFIG-09 the banner determines default store and zip, logos, B2B cookie names and SSO path', () => {
    expect(bannerSettings('valleymarket')).toMatchObject({ defaultStoreId: '2210', defaultZip: '85004', ssoPath: '/bin/wcax/sso', b2bCookieNames: { orderNumber: 'B_OrderNumber' } });
    expect(bannerSettings('nope')).toBeNull();
  });

  it('CONFIG-09 the settings are exactly what the banner determines, taken from that banner; an id that is no text is no banner', () => {
    const b = bannerById('valleymarket')!;
    expect(bannerSettings('valleymarket')).toEqual({ defaultStoreId: b.defaultStoreId, defaultZip: b.defaultZip, logo: b.logo, businessLogo: b.businessLogo, b2bCookieNames: b.b2bCookieNames, ssoPath: b.ssoPath });
    for (const id of [null, undefined, 42, { id: 'valleymarket' }]) expect(bannerSettings(id)).toBeNull();
  });
});
