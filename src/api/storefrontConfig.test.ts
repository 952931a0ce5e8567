import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { followInPage, loadRawConfig } from './storefrontConfig';

describe('storefront configuration file', () => {
  it('CONFIG-01 returns the decoded file, and names what is wrong otherwise', async () => {
    await expect(loadRawConfig(async () => new Response('{"banner":"freshway"}'))).resolves.toEqual({ banner: 'freshway' });
    await expect(loadRawConfig(async () => new Response('nope', { status: 404 }))).rejects.toThrow('/storefront.config.json answered 404');
    await expect(loadRawConfig(async () => new Response('{"banner":'))).rejects.toThrow('/storefront.config.json is not valid JSON');
    await expect(
      loadRawConfig(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('/storefront.config.json could not be fetched');
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
