import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BANNER_CHOICE_COOKIE, chooseBanner } from './bannerChoice';

const map = { freshway: 'www.freshway.test', valleymarket: 'www.valleymarket.test', harborfoods: 'www.harborfoods.test' };
const ids = ['freshway', 'valleymarket', 'harborfoods'];

describe('banner choice', () => {
  it('GUEST-STORE-14 the banner cookie is ECommBanner', () => {
    expect(BANNER_CHOICE_COOKIE).toBe('ECommBanner');
  });

  it('CONFIG-09 the host picks the banner through the banner domain map', () => {
    expect(chooseBanner({ host: 'www.harborfoods.test', search: '?banner=valleymarket', cookieBanner: 'freshway', bannerDomainMap: map })).toEqual(expect.objectContaining({ banner: expect.objectContaining({ id: 'harborfoods' }), source: 'host', b2b: false, remember: null }));
  });

  it('CONFIG-09 the configured map wins over the banner data: a host only the map names picks its banner', () => {
    const own = { harborfoods: 'Shop.Harbor.Example' };
    expect(chooseBanner({ host: 'shop.harbor.example', search: '?banner=valleymarket', cookieBanner: 'freshway', bannerDomainMap: own })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host' });
    expect(chooseBanner({ host: 'SHOP.HARBOR.EXAMPLE:8443', search: '', cookieBanner: undefined, bannerDomainMap: own })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host' });
    expect(chooseBanner({ host: 'shop.harbor.example', search: '', cookieBanner: undefined }).source).toBe('default');
  });

  it('CONFIG-09 a mapped host is matched with or without its www.', () => {
    expect(chooseBanner({ host: 'harbor.example', search: '', cookieBanner: undefined, bannerDomainMap: { harborfoods: 'www.harbor.example' } })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host' });
    expect(chooseBanner({ host: 'www.harbor.example', search: '', cookieBanner: undefined, bannerDomainMap: { harborfoods: 'harbor.example' } })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host' });
    // Only a leading www. is left out: a www. inside the name is part of it.
    expect(chooseBanner({ host: 'shop.harbor.example', search: '', cookieBanner: undefined, bannerDomainMap: { harborfoods: 'shop.www.harbor.example' } }).source).toBe('default');
    expect(chooseBanner({ host: 'shop.www.harbor.example', search: '', cookieBanner: undefined, bannerDomainMap: { harborfoods: 'shop.harbor.example' } }).source).toBe('default');
  });

  it('CONFIG-09 a map value naming no banner of the storefront picks none', () => {
    expect(chooseBanner({ host: 'www.other.example', search: '', cookieBanner: undefined, bannerDomainMap: { otherbanner: 'www.other.example' } }).source).toBe('default');
  });

  it("CONFIG-09 without a map the banner's own domain picks it, whatever the case and the port", () => {
    expect(chooseBanner({ host: 'WWW.HarborFoods.test:4173', search: '?banner=valleymarket', cookieBanner: undefined })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host', remember: null });
    expect(chooseBanner({ host: ' www.harborfoods.test ', search: '', cookieBanner: undefined })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host' });
    expect(chooseBanner({ host: 'harborfoods.test', search: '', cookieBanner: undefined })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host' });
  });

  it('the port is what follows the last colon: a host that is an IPv6 address keeps its own colons', () => {
    expect(chooseBanner({ host: '[::1]:4173', search: '', cookieBanner: undefined, bannerDomainMap: { harborfoods: '[::1]' } })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host' });
  });

  it('USER-TYPES-07 a host starting with business is the B2B site of that banner', () => {
    expect(chooseBanner({ host: 'business.valleymarket.test', search: '', cookieBanner: undefined, bannerDomainMap: map })).toMatchObject({ banner: { id: 'valleymarket' }, source: 'host', b2b: true });
    expect(chooseBanner({ host: 'business-east.harborfoods.test', search: '', cookieBanner: undefined, bannerDomainMap: map })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host', b2b: true });
    expect(chooseBanner({ host: 'business.www.harborfoods.test', search: '', cookieBanner: undefined })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host', b2b: true });
    expect(chooseBanner({ host: 'business.harborfoods.test', search: '', cookieBanner: undefined })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host', b2b: true });
  });

  it('USER-TYPES-07 AMBIG-44 a business label that is not the first, or not the whole word, is no business host', () => {
    for (const host of ['www.business.harborfoods.test', 'businessweek.harborfoods.test']) {
      const choice = chooseBanner({ host, search: '', cookieBanner: undefined, bannerDomainMap: map });
      expect(choice.source, host).toBe('default');
      expect(choice.b2b, host).toBe(false);
    }
  });

  it('USER-TYPES-07 a configured host of its own on the business site picks its banner', () => {
    expect(chooseBanner({ host: 'business.harbor.example', search: '', cookieBanner: undefined, bannerDomainMap: { harborfoods: 'business.harbor.example' } })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host', b2b: true });
  });

  it('USER-TYPES-07 siteType B is the business site on any host', () => {
    expect(chooseBanner({ host: 'www.harborfoods.test', search: '', cookieBanner: undefined, bannerDomainMap: map, siteType: 'B' }).b2b).toBe(true);
    expect(chooseBanner({ host: 'www.harborfoods.test', search: '', cookieBanner: undefined, bannerDomainMap: map, siteType: 'C' }).b2b).toBe(false);
  });

  it('a ?banner= query on first load chooses the banner and asks to remember it', () => {
    expect(chooseBanner({ host: '127.0.0.1:4173', search: '?banner=ValleyMarket', cookieBanner: 'harborfoods', bannerDomainMap: map })).toEqual({ banner: expect.objectContaining({ id: 'valleymarket' }), source: 'query', b2b: false, remember: 'valleymarket' });
    expect(chooseBanner({ host: '127.0.0.1', search: '?banner=%20harborfoods%20', cookieBanner: undefined })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'query', remember: 'harborfoods' });
  });

  it('a query naming no banner is passed over for the cookie', () => {
    expect(chooseBanner({ host: '127.0.0.1', search: '?banner=otherbanner&x=valleymarket', cookieBanner: 'harborfoods' })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'cookie', remember: null });
    expect(chooseBanner({ host: '127.0.0.1', search: '?x=valleymarket', cookieBanner: 'harborfoods' })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'cookie', remember: null });
  });

  it('GUEST-STORE-14 the remembered cookie applies on later pages, else the first banner', () => {
    expect(chooseBanner({ host: '127.0.0.1', search: '', cookieBanner: 'harborfoods' })).toEqual({ banner: expect.objectContaining({ id: 'harborfoods' }), source: 'cookie', b2b: false, remember: null });
    expect(chooseBanner({ host: '127.0.0.1', search: '', cookieBanner: ' HarborFoods ' })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'cookie' });
    expect(chooseBanner({ host: '127.0.0.1', search: '', cookieBanner: undefined })).toEqual({ banner: expect.objectContaining({ id: 'freshway' }), source: 'default', b2b: false, remember: null });
    expect(chooseBanner({ host: '127.0.0.1', search: '', cookieBanner: 'otherbanner' }).source).toBe('default');
  });

  it('never throws and always names a known banner, whatever the host, query or cookie', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), (host, search, cookie) => {
        const choice = chooseBanner({ host, search, cookieBanner: cookie, bannerDomainMap: map });
        expect(ids).toContain(choice.banner.id);
        expect(choice.remember === null || choice.source === 'query').toBe(true);
      }),
    );
  });
});
