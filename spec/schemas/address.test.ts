import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../config/endpoints';
import { addressProblem, isSitePath } from './address';
import { hostile, host, sitePath } from './addressArbitraries';
import { ConfigError, parseConfigObject, type StorefrontConfigInput } from './config';

const SITE = 'https://shop.freshway.test/sign-in.html';
/** Where a browser would go for `address` from a page of the site (the URL parser the page's navigation uses). */
const leavesSite = (address: string) => new URL(address, SITE).host !== 'shop.freshway.test';

describe('configuration addresses (decision 0480)', () => {
  it('property: every hostile form is refused, as an address and as a site path', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        expect(addressProblem(value), value).not.toBeNull();
        expect(isSitePath(value), value).toBe(false);
      }),
    );
  });

  it('property: any well-formed site path, https URL or loopback http URL is accepted', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        expect(addressProblem(path), path).toBeNull();
        expect(isSitePath(path)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(host, sitePath, fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }), (h, path, port) => {
        const url = `https://${h}${port === undefined ? '' : `:${port}`}${path}`;
        expect(addressProblem(url), url).toBeNull();
      }),
    );
    for (const loopback of ['http://127.0.0.1:4011/idp', 'http://localhost:5173', 'http://[::1]:8080/x', 'http://127.9.0.1/a']) expect(addressProblem(loopback), loopback).toBeNull();
  });

  it('property: never throws on any string, and whatever it accepts stays on the site or names its host outright', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.tuple(fc.constantFrom('/', '//', '/\\', 'https://', 'http://', 'https:', 'HTTP://127.0.0.1'), fc.string()).map(([a, b]) => a + b), hostile), (value) => {
        const problem = addressProblem(value);
        if (problem !== null) return;
        if (value.startsWith('/')) expect(leavesSite(value), value).toBe(false);
        else expect(new URL(value).host.length, value).toBeGreaterThan(0);
      }),
    );
  });

  const withField = (section: string, field: string, value: string): StorefrontConfigInput => {
    const config = simulatorConfig('freshway') as unknown as Record<string, Record<string, unknown>>;
    return { ...config, [section]: { ...config[section], [field]: value } } as unknown as StorefrontConfigInput;
  };
  const refusedAt = (input: StorefrontConfigInput) => {
    try {
      parseConfigObject(input);
      return null;
    } catch (e) {
      return e instanceof ConfigError ? e.path : `threw ${String(e)}`;
    }
  };

  it('CONFIG-01 every address field of the configuration refuses the hostile forms, naming the field', () => {
    const fields: Array<[string, string]> = [
      ['identity', 'host'],
      ['identity', 'issuer'],
      ['identity', 'logoutUrl'],
      ['identity', 'redirectUri'],
      ['preloadStoreFlags', 'path'],
      ['storeResolution', 'deliveryEndpoint'],
      ['cartAndStoreServices', 'messaging'],
      ['offers', 'base'],
      ['sponsored', 'iconsEndpoint'],
      ['targetedContent', 'splashPath'],
      ['domain', 'defaultRedirect'],
      ['domain', 'signOutPath'],
      ['domain', 'servletBase'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...fields), hostile, ([section, field], value) => {
        expect(refusedAt(withField(section, field, value)), `${section}.${field} = ${JSON.stringify(value)}`).toBe(`${section}.${field}`);
      }),
    );
  });

  it('CONFIG-01 paths the page navigates to on its own site refuse absolute URLs, and the search templates stay on the site', () => {
    expect(refusedAt(withField('domain', 'defaultRedirect', 'https://shop.freshway.test/'))).toBe('domain.defaultRedirect');
    expect(refusedAt(withField('domain', 'signOutPath', 'https://evil.example/bin/signout'))).toBe('domain.signOutPath');
    expect(refusedAt(withField('search', 'wineSearchTemplate', '//evil.example/?q={q}'))).toBe('search.wineSearchTemplate');
    expect(refusedAt(withField('search', 'sellerSearchTemplate', '/\\evil.example/{sellerId}?q={q}'))).toBe('search.sellerSearchTemplate');
  });

  it('CONFIG-01 the workbench configurations, an empty servlet base and https services on other hosts are accepted', () => {
    expect(refusedAt(simulatorConfig('freshway'))).toBeNull();
    expect(refusedAt(simulatorConfig('freshway', 'http://127.0.0.1:4011'))).toBeNull();
    expect(refusedAt(simulatorConfig('valleymarket', 'https://api.example.test'))).toBeNull();
    expect(refusedAt(withField('domain', 'servletBase', ''))).toBeNull();
    expect(refusedAt(withField('identity', 'issuer', 'https://login.freshway.test/oauth2/default'))).toBeNull();
  });

  it('CROSS-BANNER-06 the banner domain map holds host names or origins, never a path or credentials', () => {
    const map = (value: string) => ({ ...simulatorConfig('freshway'), bannerDomainMap: { valleymarket: value } });
    for (const ok of ['www.valleymarket.test', 'localhost:4174', 'https://www.valleymarket.test', 'http://127.0.0.1:4174/']) expect(refusedAt(map(ok)), ok).toBeNull();
    for (const bad of ['www.valleymarket.test@evil.example', '//evil.example', 'https://evil.example/x?', 'javascript:alert(1)', 'http://evil.example']) expect(refusedAt(map(bad)), bad).toBe('bannerDomainMap.valleymarket');
  });
});
