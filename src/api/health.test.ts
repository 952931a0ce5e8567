import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { createHealthClient } from './health';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

function client(reply: Reply, servletBase = '') {
  const { fetch, sent } = fakeFetch(reply);
  const config = parseConfigObject(testConfig({ domain: { ...testConfig().domain, servletBase } }));
  return { health: createHealthClient({ config, env: testEnv(fetch) }), sent };
}

describe('health app session client (CALL-63, CALL-71)', () => {
  it('CALL-71 the handshake is a GET of /health/users/session on the site origin, with the browser\'s cookies', async () => {
    const session = { sessionId: 'hs-1', status: 'ACTIVE', signedIn: true, createdAt: '2026-06-01T15:00:00.000Z' };
    const { health, sent } = client(() => jsonReply(200, session));
    expect(await health.session()).toEqual(session);
    expect(readRequest(sent[0]!)).toEqual({ method: 'GET', address: 'http://127.0.0.1:9/health/users/session', query: {}, body: undefined });
    expect(sent[0]!.credentials).toBe('include');
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
  });

  it('CALL-63 sign-out ends the health session with DELETE /health/users/healthSession {isLoggedOut: true}', async () => {
    const { health, sent } = client(() => jsonReply(200, { isLoggedOut: true, sessionId: null }));
    expect(await health.logout()).toEqual({ isLoggedOut: true, sessionId: null });
    expect(readRequest(sent[0]!)).toEqual({ method: 'DELETE', address: 'http://127.0.0.1:9/health/users/healthSession', query: {}, body: { isLoggedOut: true } });
    expect(sent[0]!.credentials).toBe('include');
  });

  it('CALL-63 CALL-71 a servlets origin of its own is used, its trailing slashes dropped; failures name the call', async () => {
    const { health, sent } = client(() => jsonReply(500, { errors: [{ code: 'X', message: 'x' }] }, 'Internal Server Error'), 'http://localhost:8//');
    expect(await rejectionOf(health.session())).toMatchObject({ kind: 'status', call: 'CALL-71', status: 500 });
    expect(await rejectionOf(health.logout())).toMatchObject({ kind: 'status', call: 'CALL-63', status: 500 });
    expect(sent.map((r) => readRequest(r).address)).toEqual(['http://localhost:8/health/users/session', 'http://localhost:8/health/users/healthSession']);
  });

  it('CALL-71 an answer of another shape is an unexpected body', async () => {
    const { health } = client(() => jsonReply(200, { sessionId: 'hs-1', status: 'EXPIRED', signedIn: false, createdAt: 'x' }));
    expect(await rejectionOf(health.session())).toMatchObject({ kind: 'unexpected-body', call: 'CALL-71', field: 'status' });
  });
});
