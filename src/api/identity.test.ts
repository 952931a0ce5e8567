import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createIdentityClient } from './identity';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const HOST = config.identity.host;

function client(reply: Reply = () => jsonReply(403, { errorCode: 'E0000011', errorSummary: 'Invalid token provided' }, 'Forbidden')) {
  const { fetch, sent } = fakeFetch(reply);
  return { identity: createIdentityClient({ config, env: testEnv(fetch) }), sent };
}

describe('identity provider client (CALL-47, CALL-48, CALL-61, CALL-62)', () => {
  it('CALL-61 CALL-62 CALL-48 each call is a POST to its path on the provider host, and its failure names the call', async () => {
    const cases: [string, (i: ReturnType<typeof createIdentityClient>) => Promise<unknown>, string, unknown][] = [
      ['CALL-61', (i) => i.authn('a@b.test'), 'api/v1/authn', { username: 'a@b.test' }],
      ['CALL-62', (i) => i.sendPasscode('email-1', 'st-1'), 'api/v1/authn/factors/email-1/verify', { stateToken: 'st-1' }],
      ['CALL-62', (i) => i.verifyPasscode('email-1', 'st-1', '123456'), 'api/v1/authn/factors/email-1/verify', { stateToken: 'st-1', passCode: '123456' }],
      ['CALL-62', (i) => i.verifyPassword('st-1', 'Passw0rd!'), 'api/v1/authn/factors/password/verify', { stateToken: 'st-1', passCode: 'Passw0rd!' }],
      ['CALL-48', (i) => i.refreshSession(), 'api/v1/sessions/me/lifecycle/refresh', undefined],
    ];
    for (const [call, make, path, body] of cases) {
      const { identity, sent } = client();
      expect(await rejectionOf(make(identity)), path).toMatchObject({ kind: 'status', call, status: 403, statusText: 'Forbidden', body: { errorCode: 'E0000011' } });
      expect(readRequest(sent[0]!), path).toEqual({ method: 'POST', address: `${HOST}/${path}`, query: {}, body });
      // USER-TYPES-13: the provider's calls carry no bearer token; CALLS-02: they ask for JSON.
      expect(sent[0]!.headers.has('authorization'), path).toBe(false);
      expect(sent[0]!.headers.get('accept'), path).toBe('application/json');
    }
  });

  it('CALL-48 the session refresh sends the browser\'s cookies; the sign-in calls do not', async () => {
    const { identity, sent } = client();
    await rejectionOf(identity.refreshSession());
    await rejectionOf(identity.authn('a@b.test'));
    await rejectionOf(identity.verifyPassword('st', 'pw'));
    expect(sent.map((r) => r.credentials)).toEqual(['include', undefined, undefined]);
  });

  it('CALL-62 the answer is read with the schema: status and session token', async () => {
    const { identity } = client(() => jsonReply(200, { status: 'SUCCESS', expiresAt: '2026-06-01T15:05:00.000Z', sessionToken: 'sess-1' }));
    expect(await identity.verifyPasscode('email-1', 'st', '1')).toMatchObject({ status: 'SUCCESS', sessionToken: 'sess-1' });
    const odd = client(() => jsonReply(200, { status: 'MAYBE', expiresAt: 'x' }));
    expect(await rejectionOf(odd.identity.verifyPasscode('email-1', 'st', '1'))).toMatchObject({ kind: 'unexpected-body', call: 'CALL-62', field: 'status' });
  });

  it('CALL-61 CALL-62 a blank username, factor or state token is refused before any request, naming the field', async () => {
    const { identity, sent } = client();
    const refusals: [Promise<unknown>, string, string][] = [
      [identity.authn('  '), 'CALL-61', 'username'],
      [identity.sendPasscode(' ', 'st'), 'CALL-62', 'factorId'],
      [identity.sendPasscode('email-1', ''), 'CALL-62', 'stateToken'],
      [identity.verifyPassword('', 'pw'), 'CALL-62', 'stateToken'],
    ];
    for (const [attempt, call, field] of refusals) {
      const error = await rejectionOf(attempt);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'missing-input', call, field, message: `${field} is required` });
    }
    expect(sent).toHaveLength(0);
  });

  it('CALL-47 every authorize parameter is required: a missing one is named and no address is made', async () => {
    const { identity } = client();
    for (const name of ['state', 'nonce', 'sessionToken'] as const) {
      const input = { state: 's', nonce: 'n', sessionToken: 't', [name]: '' };
      expect(await rejectionOf(identity.authorizeUrl(input)), name).toMatchObject({ kind: 'missing-input', call: 'CALL-47', field: name, message: `${name} is required` });
    }
  });
});
