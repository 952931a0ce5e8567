import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUrl } from './http';
import { withQuery } from './query';

describe('a query added to an address', () => {
  it('CALL-20 values are encoded and absent ones left out; an address with a query gets the rest after an ampersand', () => {
    expect(withQuery('http://127.0.0.1:9/search/seller-carousel', { storeId: undefined, q: 'salt & pepper', size: 1, bpn: null, shop: 'grocery' })).toBe('http://127.0.0.1:9/search/seller-carousel?q=salt+%26+pepper&size=1&shop=grocery');
    expect(withQuery('http://127.0.0.1:9/a?x=1', { y: true })).toBe('http://127.0.0.1:9/a?x=1&y=true');
    expect(withQuery('http://127.0.0.1:9/a', { y: undefined })).toBe('http://127.0.0.1:9/a');
  });

  it('CALLS-01 an address whole already gets the same query as the clients\' builder gives it without a path', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(fc.constantFrom('http://127.0.0.1:9/search', 'http://127.0.0.1:9/search?a=1', ''), fc.dictionary(fc.string({ minLength: 1 }), value), (url, query) => {
        expect(withQuery(url, query)).toBe(buildUrl(url, '', query));
      }),
    );
  });
});
