import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { storeResolverErrorText } from './storeResolverErrors';

const rules = ['ERRORS-11', 'AMBIG-41'];

describe('the store-resolver error texts', () => {
  it('ERRORS-11 AMBIG-41 the synchronous failure has its own text, whatever was thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (e) => {
        expect(storeResolverErrorText('sync', e)).toEqual({ text: 'Error in store resolver', rules });
      }),
    );
  });

  it('ERRORS-11 AMBIG-41 the address failure names the error: a text as written, an Error by its message, anything else as JSON', () => {
    expect(storeResolverErrorText('address', '503 $& Service Unavailable')).toEqual({ text: 'The Store Resolver API returned error: 503 $& Service Unavailable', rules });
    expect(storeResolverErrorText('address', new Error('boom')).text).toBe('The Store Resolver API returned error: boom');
    expect(storeResolverErrorText('address', { status: 503 }).text).toBe('The Store Resolver API returned error: {"status":503}');
    expect(storeResolverErrorText('address', 42).text).toBe('The Store Resolver API returned error: 42');
  });

  it('ERRORS-11 an error that JSON cannot write is still named, never thrown', () => {
    expect(storeResolverErrorText('address', undefined).text).toBe('The Store Resolver API returned error: undefined');
    expect(storeResolverErrorText('address', 10n).text).toBe('The Store Resolver API returned error: unknown error');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(storeResolverErrorText('address', circular).text).toBe('The Store Resolver API returned error: unknown error');
  });
});
