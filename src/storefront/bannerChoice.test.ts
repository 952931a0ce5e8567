import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chooseBanner } from './bannerChoice';

const map = { freshway: 'www.freshway.test', valleymarket: 'www.valleymarket.test', harborfoods: 'www.harborfoods.test' };

describe('banner choice', () => {
  it('CONFIG-09 the host picks the banner through the banner domain map', () => {
    expect(chooseBanner({ host: 'www.harborfoods.test', search: '?banner=valleymarket', cookieBanner: 'freshway', bannerDomainMap: map })).toMatchObject({ banner: { id: 'harborfoods' }, source: 'host', remember: null });
  });

  it('USER-TYPES-07 a host starting with business is the B2B site of that banner', () => {
    expect(chooseBanner({ host: 'business.valleymarket.test', search: '', cookieBanner: undefined, bannerDomainMap: map })).toMatchObject({ banner: { id: 'valleymarket' }, b2b: true });
  });

  it('a ?banner= query on first load chooses the banner and asks to remember it', () => {
    expect(chooseBanner({ host: '127.0.0.1:4173', search: '?banner=ValleyMarket', cookieBanner: undefined, bannerDomainMap: map })).toMatchObject({ banner: { id: 'valleymarket' }, source: 'query', remember: 'valleymarket' });
  });

  it('the remembered cookie applies on later pages, else the first banner', () => {
    expect(chooseBanner({ host: '127.0.0.1', search: '', cookieBanner: 'harborfoods' }).banner.id).toBe('harborfoods');
    expect(chooseBanner({ host: '127.0.0.1', search: '', cookieBanner: undefined }).banner.id).toBe('freshway');
  });

  it('never throws and always names a known banner, whatever the host, query or cookie', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), (host, search, cookie) => {
        const choice = chooseBanner({ host, search, cookieBanner: cookie, bannerDomainMap: map });
        expect(['freshway', 'valleymarket', 'harborfoods']).toContain(choice.banner.id);
      }),
    );
  });
});
