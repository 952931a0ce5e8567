import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { parseConfigObject } from '../../spec/schemas/config';
import { simulatorConfig } from '../../spec/config/endpoints';
import { ApiError } from './http';
import { identityLogout } from './navigation';

const config = parseConfigObject(simulatorConfig('freshway', 'http://127.0.0.1:4173'));

describe('identity logout client', () => {
  it('CALL-46 SIGNIN-05 requests the configured logout address with the provider cookie, not following redirects, and nothing added to the URL', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    await identityLogout(config, { fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(config.identity.logoutUrl, { method: 'GET', redirect: 'manual', credentials: 'include' });
  });

  it('CALL-46 a redirect answer counts as done; a failing status or network error is an ApiError', async () => {
    await expect(identityLogout(config, { fetch: async () => new Response(null, { status: 302, headers: { location: '/' } }) })).resolves.toBeUndefined();
    await expect(identityLogout(config, { fetch: async () => new Response('no', { status: 500 }) })).rejects.toBeInstanceOf(ApiError);
    await expect(identityLogout(config, { fetch: async () => Promise.reject(new TypeError('offline')) })).rejects.toMatchObject({ kind: 'network', call: 'CALL-46' });
  });

  it('CALL-46 any answer status either resolves or rejects with an ApiError, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 200, max: 599 }), async (status) => {
        const body = status === 204 || status === 205 || status === 304 ? null : '';
        const outcome = await identityLogout(config, { fetch: async () => new Response(body, { status }) }).then(
          () => 'ok',
          (e: unknown) => (e instanceof ApiError ? 'api-error' : 'other'),
        );
        expect(outcome).toBe(status < 400 ? 'ok' : 'api-error');
      }),
    );
  });

  it('CALL-46 the provider handing back (an opaque redirect, status 0) counts as done; a refusal keeps its status and status text', async () => {
    const answered = (fields: Partial<Response>) => ({ fetch: async () => fields as Response });
    await expect(identityLogout(config, answered({ type: 'opaqueredirect', status: 0 }))).resolves.toBeUndefined();
    await expect(identityLogout(config, answered({ type: 'basic', status: 0 }))).resolves.toBeUndefined();
    await expect(identityLogout(config, answered({ type: 'opaqueredirect', status: 403, statusText: 'Forbidden' }))).resolves.toBeUndefined();
    await expect(identityLogout(config, answered({ type: 'basic', status: 399 }))).resolves.toBeUndefined();
    await expect(identityLogout(config, answered({ type: 'basic', status: 199 }))).rejects.toMatchObject({ status: 199 });
    const refused = identityLogout(config, answered({ type: 'basic', status: 400, statusText: 'Bad Request' }));
    await expect(refused).rejects.toMatchObject({ kind: 'status', call: 'CALL-46', status: 400, statusText: 'Bad Request', message: 'The sign-out request answered 400' });
    await expect(identityLogout(config, { fetch: async () => Promise.reject(new TypeError('offline')) })).rejects.toMatchObject({ message: 'The sign-out request could not be sent' });
  });
});
