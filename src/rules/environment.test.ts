import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carouselIsMobile, environmentFromHost, environmentModule, GREETING_WIDTH_PX, hostNameOf, isWideScreen, layoutFor, loggingEnabled, tooltipVariant } from './environment';

describe('environment and layout', () => {
  it('ENV-LAYOUT-01 the environment comes from the host; anything unmatched is prod (AMBIG-12)', () => {
    expect(environmentFromHost('localhost:5173')).toBe('local-origin');
    expect(environmentFromHost('127.0.0.1')).toBe('local-origin');
    expect(environmentFromHost('www-dev2.freshway.test')).toBe('dev2');
    expect(environmentFromHost('www.qa3.freshway.test')).toBe('qa3');
    expect(environmentFromHost('stage.freshway.test')).toBe('stage');
    expect(environmentFromHost('https://beta.valleymarket.test/x')).toBe('beta');
    expect(environmentFromHost('www.freshway.test')).toBe('prod');
    expect(environmentFromHost('www.dev4.freshway.test')).toBe('prod');
    expect(environmentFromHost('developer.freshway.test')).toBe('prod');
    expect(environmentFromHost(undefined)).toBe('prod');
  });

  it('ENV-LAYOUT-01 each listed environment is named by its token; every local host is local-origin (AMBIG-12)', () => {
    for (const env of ['dev1', 'dev2', 'dev3', 'qa1', 'qa2', 'qa3', 'stage', 'beta']) {
      expect(environmentFromHost(`www.${env}.freshway.test`)).toBe(env);
      expect(environmentFromHost(`www-${env.toUpperCase()}.freshway.test:8443`)).toBe(env);
    }
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '[::1]:5173', 'shop.localhost', ' LOCALHOST ', 'http://[::1]:5173/x']) {
      expect(environmentFromHost(host)).toBe('local-origin');
    }
    expect(environmentFromHost('localhost.freshway.test')).toBe('prod');
  });

  it('ENV-LAYOUT-01 the host name is read without port, case or surrounding space; an unreadable one is empty', () => {
    const read = [' WWW.Freshway.test:8080 ', '[::1]:5173', '[::1', 'https://www.qa1.freshway.test:8443/a?b', 'http://exa mple.test/'].map(hostNameOf);
    expect(read).toEqual(['www.freshway.test', '[::1]', '[::1', 'www.qa1.freshway.test', '']);
    for (const v of [undefined, null, 42, { toString: () => 'localhost' }]) expect(hostNameOf(v)).toBe('');
  });

  it('ENV-LAYOUT-01 never throws on any string host', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (h) => {
        expect(typeof environmentFromHost(h)).toBe('string');
      }));
  });

  it('ENV-LAYOUT-02 mobile under 768 px', () => {
    expect([0, 320, 767].map(layoutFor)).toEqual(['mobile', 'mobile', 'mobile']);
  });
  it('ENV-LAYOUT-03 tablet from 768 to 991 px inclusive', () => {
    expect([768, 900, 991].map(layoutFor)).toEqual(['tablet', 'tablet', 'tablet']);
  });
  it('ENV-LAYOUT-04 desktop from 992 px', () => {
    expect([992, 1280, 4000].map(layoutFor)).toEqual(['desktop', 'desktop', 'desktop']);
  });
  it('ENV-LAYOUT-02 ENV-LAYOUT-03 ENV-LAYOUT-04 layout is monotone in width', () => {
    const rank = { mobile: 0, tablet: 1, desktop: 2 } as const;
    fc.assert(fc.property(fc.integer({ min: -10, max: 5000 }), fc.nat(2000), (w, d) => {
        expect(rank[layoutFor(w)]).toBeLessThanOrEqual(rank[layoutFor(w + d)]);
      }));
  });
  it('ENV-LAYOUT-05 the carousel treats widths under 768 px as mobile', () => {
    expect([carouselIsMobile(767), carouselIsMobile(768)]).toEqual([true, false]);
  });
  it('ENV-LAYOUT-06 the tooltip is small at 1024 px or less, large above', () => {
    expect([tooltipVariant(1024), tooltipVariant(1025)]).toEqual(['small', 'large']);
  });
  it('ENV-LAYOUT-07 the greeting is wide beyond 1279 px and 154 px wide', () => {
    expect([isWideScreen(1279), isWideScreen(1280)]).toEqual([false, true]);
    expect(GREETING_WIDTH_PX).toBe(154);
  });
  it('ENV-LAYOUT-08 logging only with log=true in the URL', () => {
    expect(loggingEnabled('https://www.freshway.test/home.html?log=true')).toBe(true);
    expect(loggingEnabled('/home.html?a=1&log=true#x')).toBe(true);
    expect(loggingEnabled('/home.html?log=false')).toBe(false);
    expect(loggingEnabled('/home.html?catalog=true')).toBe(false);
    expect(loggingEnabled('/home.html?log=trueish')).toBe(false);
    expect(loggingEnabled(undefined)).toBe(false);
    // Only the page URL's text is read: a value that is not text is no URL.
    expect(loggingEnabled({ toString: () => '/home.html?log=true' })).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (u) => {
        expect(typeof loggingEnabled(u)).toBe('boolean');
      }),
    );
  });
  it('ENV-LAYOUT-01 the registered module runs its example', () => {
    expect(environmentModule.run(environmentModule.input.parse(environmentModule.example))).toMatchObject({ environment: 'qa2', layout: 'tablet', logging: true });
  });
});
