import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestHeaders } from '../rules/calls';
import { CATALOGUE_HEADERS, catalogueRequest, productQuery } from './catalogueRequest';
import { buildHeaders } from './http';

describe('the catalogue request', () => {
  it("CALLS-02 the catalogue's headers are the rule's assembly for an untraced call of nobody: accept alone, no trace, no bearer", () => {
    expect(CATALOGUE_HEADERS).toEqual(requestHeaders({ traced: false }).headers);
    expect(CATALOGUE_HEADERS).toEqual({ accept: 'application/json' });
  });

  it("CALLS-02 they are what the clients' header builder gives an untraced call without a caller, whatever the clock and randomness", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (now, random) => {
        expect(buildHeaders({ now: () => now, random: () => random }, {})).toEqual(CATALOGUE_HEADERS);
      }),
    );
  });

  it('CALL-20 every request gets its own copy of the headers, so one request changing its own leaves the next alone', () => {
    const first = catalogueRequest('http://127.0.0.1:9', productQuery({ shop: 'grocery', bpn: '960012345', storeId: null }));
    first.headers['x-extra'] = 'changed';
    const second = catalogueRequest('http://127.0.0.1:9', productQuery({ shop: 'grocery', bpn: '960012345', storeId: null }));
    expect(second.headers).toEqual({ accept: 'application/json' });
    expect(second.url).toBe('http://127.0.0.1:9/search/seller-carousel?size=1&bpn=960012345&shop=grocery');
  });
});
