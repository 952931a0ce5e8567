import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import { hostile, host, sitePath } from '../../spec/schemas/addressArbitraries';
import { parseConfig, toRawConfig, type StorefrontConfig, type StorefrontConfigInput } from '../../spec/schemas/config';
import { createIdentityClient } from '../../src/api/identity';
import { servletNavigation } from '../../src/api/servletAddress';
import { crossBannerSsoUrl } from '../../src/rules/crossBanner';
import { autoSignIn } from '../../src/rules/sessionEvents';
import { authorizeUrl } from '../../src/rules/signInMachine';
import { signInContext } from '../../src/storefront/sign-in/signInFlow';

/**
 * Decision 0480: the page goes only to hosts its configuration names. Whatever a configuration file holds, either the
 * page's parser refuses it (naming the field), or every address the page builds from it to leave the page (the
 * sign-in's authorize hand-off, the automatic sign-in after a password reset, the single sign-on on the servlets'
 * origin, another banner's site, the provider logout, the default redirect and the sign-out path) is on the site or on
 * a host the file spelt out as an absolute address.
 */

const SITE = 'https://www.freshway.test/shop/cart.html';
const SITE_HOST = new URL(SITE).host;

/** A field's value: hostile, a path on the site, or an https address on a host of its own (which then counts as named). */
const addressValue = fc.oneof(
  hostile.map((value) => ({ value, named: null as string | null })),
  sitePath.map((value) => ({ value, named: null as string | null })),
  fc.tuple(host, sitePath).map(([h, path]) => ({ value: `https://${h}${path}`, named: h })),
);
const domainValue = fc.oneof(hostile.map((value) => ({ value, named: null as string | null })), host.map((h) => ({ value: h, named: h })));

async function leaves(config: StorefrontConfig): Promise<string[]> {
  const settings = signInContext(config, () => 'id-1').authorize;
  const targets = [
    authorizeUrl(settings, 'session-token'),
    await createIdentityClient({ config, env: { fetch: () => Promise.reject(new Error('no calls')), random: () => 0.5, now: () => 0, log: () => undefined } }).authorizeUrl({ state: 's', nonce: 'n', sessionToken: 't' }),
    ...autoSignIn({ sessionToken: 'session-token', reason: 'password-reset', ...config.identity, state: 's', nonce: 'n', now: 0 }).flatMap((e) => (e.kind === 'navigate' ? [e.target] : [])),
    servletNavigation(config, '/bin/wcax/sso?banner=freshway'),
    crossBannerSsoUrl({ targetBanner: 'valleymarket', goto: SITE, bannerDomainMap: config.bannerDomainMap }).url ?? '/',
    config.identity.logoutUrl,
    config.domain.defaultRedirect,
    config.domain.signOutPath,
  ];
  return targets.map((target) => new URL(target, SITE).host);
}

describe('configured addresses and where the page goes (decision 0480)', () => {
  it('CONFIG-01 CALL-47 SESSION-EST-15 CROSS-BANNER-06 property: a configuration the parser accepts sends the browser only to the site or to hosts it names', async () => {
    await fc.assert(
      fc.asyncProperty(addressValue, addressValue, addressValue, domainValue, addressValue, addressValue, async (issuer, logoutUrl, servletBase, domain, defaultRedirect, signOutPath) => {
        const base = simulatorConfig('freshway');
        const input: StorefrontConfigInput = {
          ...base,
          identity: { ...base.identity, issuer: issuer.value, logoutUrl: logoutUrl.value },
          domain: { ...base.domain, servletBase: servletBase.value, defaultRedirect: defaultRedirect.value, signOutPath: signOutPath.value },
          bannerDomainMap: { ...base.bannerDomainMap, valleymarket: domain.value },
        };
        let config: StorefrontConfig;
        try {
          config = parseConfig(toRawConfig(input));
        } catch (e) {
          // Refused, naming a field: the page shows the configuration error and goes nowhere.
          expect((e as Error).name).toBe('ConfigError');
          return;
        }
        const named = new Set([SITE_HOST, ...Object.values(base.bannerDomainMap), ...[issuer, logoutUrl, servletBase, domain, defaultRedirect, signOutPath].flatMap((v) => (v.named ? [v.named] : []))]);
        for (const to of await leaves(config)) expect(named, `${to} from ${JSON.stringify({ issuer, logoutUrl, servletBase, domain, defaultRedirect, signOutPath })}`).toContain(to);
      }),
      { numRuns: 300 },
    );
  });

  it('CONFIG-01 the issue’s issuer of //evil.example is refused naming identity.issuer, so no authorize address is built from it', () => {
    const base = simulatorConfig('freshway');
    expect(() => parseConfig(toRawConfig({ ...base, identity: { ...base.identity, issuer: '//evil.example/oauth2/default' } }))).toThrow(/identity\.issuer/);
  });
});
