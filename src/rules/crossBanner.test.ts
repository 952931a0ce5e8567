import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { validateCrossBannerUpdate, crossBannerSsoUrl } from './crossBanner';

const full = { preference: 'J4U', storeId: '2210', banner: 'valleymarket', zipcode: '85004' };
describe('CROSS-BANNER', () => {
  it('CROSS-BANNER-01 preference, storeId, banner and zipcode all non-empty pass', () => {
    expect(validateCrossBannerUpdate(full)).toEqual({ ok: true, rules: ['CROSS-BANNER-01'] });
    expect(validateCrossBannerUpdate({ ...full, zipcode: ' ' }).ok).toBe(true);
  });
  it('CROSS-BANNER-02 empty preference fails with Preference is empty', () => {
    expect(validateCrossBannerUpdate({ ...full, preference: '' })).toEqual({ ok: false, message: 'Preference is empty', rules: ['CROSS-BANNER-01', 'CROSS-BANNER-02'] });
  });
  it('CROSS-BANNER-03 empty storeId fails with StoreId is empty', () => {
    expect(validateCrossBannerUpdate({ ...full, storeId: null })).toMatchObject({ ok: false, message: 'StoreId is empty' });
  });
  it('CROSS-BANNER-04 empty banner fails with Banner is empty', () => {
    expect(validateCrossBannerUpdate({ ...full, banner: undefined })).toMatchObject({ ok: false, message: 'Banner is empty' });
  });
  it('CROSS-BANNER-05 empty zipcode fails with Zipcode is empty; with several empty the first in order is reported (AMBIG-24)', () => {
    expect(validateCrossBannerUpdate({ ...full, zipcode: '' })).toMatchObject({ ok: false, message: 'Zipcode is empty' });
    expect(validateCrossBannerUpdate({ storeId: '', zipcode: '' })).toMatchObject({ message: 'Preference is empty' });
    expect(validateCrossBannerUpdate({ ...full, banner: '', zipcode: '' })).toMatchObject({ message: 'Banner is empty' });
    expect(validateCrossBannerUpdate(null)).toMatchObject({ message: 'Preference is empty' });
    fc.assert(fc.property(fc.anything(), (v) => typeof validateCrossBannerUpdate(v).ok === 'boolean'));
  });
  it('CROSS-BANNER-06 a cross-banner change redirects to the other banner single-sign-on path', () => {
    expect(crossBannerSsoUrl({ targetBanner: 'valleymarket', goto: '/shop/aisles.html' }).url).toBe('https://www.valleymarket.test/bin/wcax/sso?banner=valleymarket&idp=false&goto=%2Fshop%2Faisles.html&setReInit=true');
    expect(crossBannerSsoUrl({ targetBanner: 'valleymarket', bannerDomainMap: { valleymarket: 'http://127.0.0.1:5174/' } }).url).toBe('http://127.0.0.1:5174/bin/wcax/sso?banner=valleymarket&idp=false&setReInit=true');
    expect(crossBannerSsoUrl({ targetBanner: 'nowhere' })).toEqual({ url: null, rules: ['CROSS-BANNER-06'] });
    expect(crossBannerSsoUrl({ targetBanner: 'valleymarket', ml: 'x1' })).toEqual({ url: 'https://www.valleymarket.test/bin/wcax/sso?banner=valleymarket&idp=false&setReInit=true&ml=x1', rules: ['CROSS-BANNER-06'] });
    expect(crossBannerSsoUrl({ targetBanner: 'valleymarket', bannerDomainMap: { valleymarket: 'http://127.0.0.1:5174//' } }).url).toBe('http://127.0.0.1:5174/bin/wcax/sso?banner=valleymarket&idp=false&setReInit=true');
    // A mapped host without a scheme is served over https, even when its text carries a scheme further on.
    expect(crossBannerSsoUrl({ targetBanner: 'valleymarket', bannerDomainMap: { valleymarket: 'www.valleymarket.test' } }).url).toBe('https://www.valleymarket.test/bin/wcax/sso?banner=valleymarket&idp=false&setReInit=true');
    expect(crossBannerSsoUrl({ targetBanner: 'valleymarket', bannerDomainMap: { valleymarket: 'www.valleymarket.test/http://x' } }).url).toMatch(/^https:\/\/www\.valleymarket\.test\//);
  });
});
