import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_RETURN_KEY, SIGN_IN_RETURN_TTL_MS, rememberSignInReturn, signInReturnPage } from './signInReturn';

function memory() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const product = at('/shop/product-details.960012345.html', '?cmpid=x', '#reviews');

describe('live sign-in return (decision 0432)', () => {
  it('CALL-47 a hand-off from a product page that lands on the bare home page shows the product page', () => {
    const storage = memory();
    rememberSignInReturn(storage, product, 1_000);
    expect(signInReturnPage(storage, at('/'), 2_000)).toBe('/shop/product-details.960012345.html?cmpid=x#reviews');
    // Used once.
    expect(storage.map.has(SIGN_IN_RETURN_KEY)).toBe(false);
    expect(signInReturnPage(storage, at('/'), 3_000)).toBeNull();
  });

  it('landing on the page itself, on another page, or on home with a query keeps that page; the mark goes either way', () => {
    for (const landed of [product, at('/shop/aisles/produce.html'), at('/', '?q=1')]) {
      const storage = memory();
      rememberSignInReturn(storage, product, 1_000);
      expect(signInReturnPage(storage, landed, 2_000)).toBeNull();
      expect(storage.map.size).toBe(0);
    }
  });

  it('a stale, future, malformed or foreign mark is ignored', () => {
    const storage = memory();
    rememberSignInReturn(storage, product, 1_000);
    expect(signInReturnPage(storage, at('/'), 1_000 + SIGN_IN_RETURN_TTL_MS + 1)).toBeNull();
    rememberSignInReturn(storage, product, 5_000);
    expect(signInReturnPage(storage, at('/'), 4_000)).toBeNull();
    for (const raw of ['nope', '{}', JSON.stringify({ page: '//evil.test/x', at: 1 }), JSON.stringify({ page: '/\\evil.test', at: 1 }), JSON.stringify({ page: 'https://evil.test/', at: 1 })]) {
      storage.map.set(SIGN_IN_RETURN_KEY, raw);
      expect(signInReturnPage(storage, at('/'), 2), raw).toBeNull();
    }
  });

  it('property: whatever is stored, the answer is null or a path of this site', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (page, when) => {
        const storage = memory();
        storage.map.set(SIGN_IN_RETURN_KEY, JSON.stringify({ page, at: when }));
        const back = signInReturnPage(storage, at('/'), when);
        if (back !== null) expect(back).toMatch(/^\/(?![/\\])/);
      }),
    );
  });

  it('no storage: nothing is remembered and nothing is read', () => {
    expect(() => rememberSignInReturn(null, product, 1)).not.toThrow();
    expect(signInReturnPage(null, at('/'), 1)).toBeNull();
  });
});
