import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createSellerClient } from './seller';
import { fakeFetch, jsonReply, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const body = { zipcode: '94611', sellers: [{ sellerId: 'mkp-1', items: [{ upc: '0001111040101', qty: 1 }] }] };

function client(reply: Reply) {
  const { fetch, sent } = fakeFetch(reply);
  return { seller: createSellerClient({ config, env: testEnv(fetch) }), sent };
}

describe('seller client (CALL-28)', () => {
  it('CALLS-06 the answer keeps its status beside the ship methods', async () => {
    const answer = { shipMethods: [], errors: [] };
    expect(await client(() => jsonReply(206, answer)).seller.shipMethods(body)).toEqual({ ...answer, status: 206, complete: false });
    expect(await client(() => jsonReply(200, answer)).seller.shipMethods(body)).toEqual({ ...answer, status: 200, complete: true });
  });

  it('ERR-12 only an answer with a failure status is restated; no answer at all rejects as it came', async () => {
    const noText = await rejectionOf(client(() => new Response(null, { status: 503 })).seller.shipMethods(body));
    expect(noText).toMatchObject({ kind: 'status', call: 'CALL-28', status: 503, statusText: '', message: 'CALL-28 ship methods answered 503' });
    const down = await rejectionOf(client(() => Promise.reject(new TypeError('fetch failed'))).seller.shipMethods(body));
    expect(down).toBeInstanceOf(ApiError);
    expect(down).toMatchObject({ kind: 'network', call: 'CALL-28' });
    expect((down as ApiError).message).toMatch(/failed: fetch failed$/);
    const drift = await rejectionOf(client(() => jsonReply(200, { shipMethods: 'none' })).seller.shipMethods(body));
    expect(drift).toMatchObject({ kind: 'unexpected-body', call: 'CALL-28', field: 'shipMethods' });
  });

  it('CALL-28 a malformed body is refused before any request, naming the field', async () => {
    const { seller, sent } = client(() => jsonReply(200, {}));
    const refused = await rejectionOf(seller.shipMethods({ ...body, zipcode: 'x' }));
    expect(refused).toMatchObject({ kind: 'missing-input', call: 'CALL-28', field: 'zipcode' });
    expect((refused as ApiError).message).toMatch(/^CALL-28 body is invalid at zipcode: /);
    expect(sent).toHaveLength(0);
  });
});
