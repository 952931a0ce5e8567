import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storeModalFailureLog } from './storeModalFailure';

describe('store modal failure log lines', () => {
  it("ERR-10 names the rule's CustomerId error before its message", () => {
    expect(storeModalFailureLog('store change', { name: 'CustomerId', message: 'CustomerId is not Available to Update Profile' })).toBe('store change failed: CustomerId: CustomerId is not Available to Update Profile');
  });

  it('ERR-42 gives the resolver message of an error class without its class name', () => {
    class ApiError extends Error {
      override name = 'ApiError';
    }
    expect(storeModalFailureLog('store lookup', new ApiError('Error in store resolver'))).toBe('store lookup failed: Error in store resolver');
  });

  it('never throws and always names the action, whatever was thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const line = storeModalFailureLog('store lookup', thrown);
        expect(line.startsWith('store lookup failed: ')).toBe(true);
        expect(line.length).toBeGreaterThan('store lookup failed: '.length);
      }),
    );
  });
});
