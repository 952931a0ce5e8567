import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { simulatorConfig } from '../../spec/config/endpoints';
import { ConfigError, parseConfig, toRawConfig } from '../../spec/schemas/config';
import type { ConfigFileError} from './storefrontConfig';
import { decodeConfigText, followInPage, loadRawConfig, STOREFRONT_CONFIG_PATH } from './storefrontConfig';
import { offerEarlyRequest } from './earlyResponses';

describe('storefront configuration file', () => {
  it('CONFIG-01 returns the decoded file, and names what is wrong otherwise', async () => {
    await expect(loadRawConfig(async () => new Response('{"banner":"freshway"}'))).resolves.toEqual({ banner: 'freshway' });
    await expect(loadRawConfig(async () => new Response('nope', { status: 404 }))).rejects.toThrow('/storefront.config.json is missing');
    await expect(loadRawConfig(async () => new Response('nope', { status: 503 }))).rejects.toThrow('/storefront.config.json answered 503');
    await expect(loadRawConfig(async () => new Response('{"banner":'))).rejects.toThrow('/storefront.config.json is not valid JSON');
    await expect(
      loadRawConfig(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toMatchObject({ problem: 'unreachable', message: '/storefront.config.json could not be fetched' });
  });

  it('CONFIG-01 a missing file, an HTML fallback page and a non-JSON answer each get their own message', async () => {
    const problem = (answer: Response) => loadRawConfig(async () => answer).then(() => 'none', (e: ConfigFileError) => e.problem);
    expect(await problem(new Response('', { status: 404 }))).toBe('missing');
    // A server that answers unknown paths with index.html: 200, but the page, not the file.
    expect(await problem(new Response('<!doctype html><html><body><div id="root"></div></body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }))).toBe('html');
    expect(await problem(new Response('\n  <html></html>'))).toBe('html');
    expect(await problem(new Response('banner=freshway', { headers: { 'content-type': 'application/json' } }))).toBe('not-json');
    await expect(loadRawConfig(async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }))).rejects.toThrow(/is an HTML page, not the configuration.*missing from the deployment/);
  });

  it('CONFIG-01 the banner must be one of the configured banners: an unknown one is named, not rendered as the default', () => {
    const raw = toRawConfig(simulatorConfig('freshway'));
    expect(parseConfig(raw).banner).toBe('freshway');
    expect(() => parseConfig({ ...raw, banner: 'acme' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...raw, banner: 'acme' })).toThrow(/banner: 'acme' is not one of the configured banners \(freshway, valleymarket, harborfoods\)/);
  });

  it('CONFIG-01 never throws anything but an Error with a message, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (body) => {
        try {
          await loadRawConfig(async () => new Response(body));
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).toMatch(/storefront\.config\.json/);
        }
      }),
    );
  });
});

describe('simulator sign-in hand-off', () => {
  it('REDIRECT-03 follows same-origin addresses only, as a request with credentials', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 302 }));
    await followInPage(fetchImpl, '/bin/wcax/authorize/callback?code=x', 'http://127.0.0.1:4173');
    expect(fetchImpl).toHaveBeenCalledWith('/bin/wcax/authorize/callback?code=x', { redirect: 'manual', credentials: 'include' });
    for (const hostile of ['//evil.test/x', 'https://evil.test/x', '/\\evil.test', 'http://127.0.0.1:4174/x']) {
      await expect(followInPage(fetchImpl, hostile, 'http://127.0.0.1:4173')).rejects.toThrow('must stay on this site');
    }
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('storefront configuration file: the request and its answers', () => {
  it('CONFIG-01 the file is asked for at its published path as JSON; a gone file (410) is a missing one; a body that cannot be read is named', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}'));
    await loadRawConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/storefront.config.json', { headers: { accept: 'application/json' } });
    expect(STOREFRONT_CONFIG_PATH).toBe('/storefront.config.json');
    await expect(loadRawConfig(async () => new Response('', { status: 410 }))).rejects.toMatchObject({ problem: 'missing', name: 'ConfigFileError' });
    const unreadable = new Response(new ReadableStream({ start: (c) => c.error(new Error('reset')) }));
    await expect(loadRawConfig(async () => unreadable)).rejects.toMatchObject({ problem: 'unreachable', message: '/storefront.config.json could not be read' });
    await expect(loadRawConfig(async () => new Response('{}', { status: 503 }), '/other.json')).rejects.toMatchObject({ problem: 'status', message: '/other.json answered 503' });
  });

  it('CONFIG-01 the response the page\'s early request has for the file is used instead of asking again, once', async () => {
    offerEarlyRequest({ url: '/early.config.json', headers: { accept: 'application/json' }, response: Promise.resolve(new Response('{"banner":"early"}')) });
    const fetchImpl = vi.fn(async () => new Response('{"banner":"own"}'));
    expect(await loadRawConfig(fetchImpl, '/early.config.json')).toEqual({ banner: 'early' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await loadRawConfig(fetchImpl, '/early.config.json')).toEqual({ banner: 'own' });
  });

  it('CONFIG-01 HTML is told by its content type (any case) or by a body starting with a tag; JSON with an HTML-looking string is JSON', () => {
    expect(() => decodeConfigText('{}', '/c.json', 'TEXT/HTML')).toThrow(/is an HTML page/);
    expect(() => decodeConfigText('{}', '/c.json', 'application/xhtml+xml')).not.toThrow();
    expect(() => decodeConfigText('{}', '/c.json', 'text/htmlx')).not.toThrow();
    expect(decodeConfigText('{"a":"<b>"}', '/c.json', 'application/json')).toEqual({ a: '<b>' });
    expect(decodeConfigText('{"a":1}', '/c.json')).toEqual({ a: 1 });
    expect(() => decodeConfigText('x<html>', '/c.json')).toThrow(/is not valid JSON \(/);
  });

  it('REDIRECT-03 the hand-off requests the address\'s path and query on this site, not its fragment', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await followInPage(fetchImpl, 'http://127.0.0.1:4173/bin/wcax/authorize/callback?code=x&state=y#top', 'http://127.0.0.1:4173');
    expect(fetchImpl).toHaveBeenCalledWith('/bin/wcax/authorize/callback?code=x&state=y', { redirect: 'manual', credentials: 'include' });
  });
});
