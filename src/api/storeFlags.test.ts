import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createStoreFlagsClient } from './storeFlags';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const settings = config.preloadStoreFlags;

function client(reply: Reply) {
  const { fetch, sent } = fakeFetch(reply);
  return { flags: createStoreFlagsClient({ config, env: testEnv(fetch) }), sent };
}

describe('store flags client (CALL-22)', () => {
  it('CALL-22 STORE-FLAGS-01 the flags are a GET of the preload path with the branch, the subscription key and the traced headers, no bearer token', async () => {
    const answer = { flags: { ecomStore: { storeFeatures: { isWineD2CEnabled: true } } }, timezone: 'America/Los_Angeles' };
    const { flags, sent } = client(() => jsonReply(200, answer));
    expect(await flags.get('1502')).toEqual(answer);
    expect(readRequest(sent[0]!)).toEqual({ method: 'GET', address: `${settings.path}/1502`, query: {}, body: undefined });
    expect(sent[0]!.headers.get('ocp-apim-subscription-key')).toBe(settings.subscriptionKey);
    expect(sent[0]!.headers.get('x-correlation-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0]!.headers.get('x-client-id')).toBe(config.identity.clientId);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
  });

  it('CALL-22 a failure rejects naming the call (the caller turns it into empty flags); a branch that is not one is refused naming it', async () => {
    const { flags, sent } = client(() => jsonReply(500, {}, 'Internal Server Error'));
    const failed = await rejectionOf(flags.get('1502'));
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: 'status', call: 'CALL-22', status: 500 });
    expect(await rejectionOf(flags.get('abc'))).toMatchObject({ kind: 'missing-input', call: 'CALL-22', field: 'branchId', message: "branchId must be digits, got 'abc'" });
    expect(sent).toHaveLength(1);
  });
});
