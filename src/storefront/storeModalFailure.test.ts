import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_CHANGE_FAILED, STORE_LOOKUP_FAILED, storeModalFailureLog } from './storeModalFailure';

// The texts the rules answer the caller with (ERR-10, ERR-31, ERR-42): the modal never shows them to the shopper.
const RULE_MESSAGES = ['CustomerId is not Available to Update Profile', 'Error in store resolver', 'The Store Resolver API returned error: '];

describe('store modal failure texts', () => {
  it("ERR-10 ERR-31 ERR-42 the modal's two fallbacks are texts of their own, not the rules' messages", () => {
    for (const text of [STORE_LOOKUP_FAILED, STORE_CHANGE_FAILED]) {
      expect(text.trim()).not.toBe('');
      for (const rule of RULE_MESSAGES) expect(text).not.toContain(rule);
    }
    expect(STORE_LOOKUP_FAILED).not.toBe(STORE_CHANGE_FAILED);
  });
});

describe('store modal failure log lines', () => {
  it("ERR-10 names the rule's CustomerId error before its message", () => {
    expect(storeModalFailureLog('store change', { name: 'CustomerId', message: 'CustomerId is not Available to Update Profile' })).toBe('store change failed: CustomerId: CustomerId is not Available to Update Profile');
  });

  it('ERR-42 gives the resolver message of an error class without its class name', () => {
    class ApiError extends Error {
      override name = 'ApiError';
    }
    expect(storeModalFailureLog('store lookup', new ApiError('Error in store resolver'))).toBe('store lookup failed: Error in store resolver');
    expect(storeModalFailureLog('store lookup', new Error('Error in store resolver'))).toBe('store lookup failed: Error in store resolver');
  });

  it('ERR-31 a name of its own is given whatever it starts with; only a name ending in Error is a class name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((n) => !n.endsWith('Error')),
        fc.string({ minLength: 1 }),
        (name, message) => storeModalFailureLog('store lookup', { name, message }) === `store lookup failed: ${name}: ${message}`,
      ),
    );
    expect(storeModalFailureLog('store lookup', { name: 'ErrorCode', message: 'The Store Resolver API returned error: 503' })).toBe('store lookup failed: ErrorCode: The Store Resolver API returned error: 503');
  });

  it('an empty or non-text name adds nothing', () => {
    for (const name of ['', 42, null, undefined]) {
      expect(storeModalFailureLog('store change', { name, message: 'Error in store resolver' })).toBe('store change failed: Error in store resolver');
    }
  });

  it('a thrown text is its own message; an error without a message, or an empty one, logs as unknown', () => {
    expect(storeModalFailureLog('store lookup', 'Error in store resolver')).toBe('store lookup failed: Error in store resolver');
    for (const thrown of ['', { message: '' }, { message: 7 }, null, undefined, 0]) {
      const line = storeModalFailureLog('store change', thrown);
      expect(line).toMatch(/^store change failed: \S/);
      expect(line).toBe(storeModalFailureLog('store change', {}));
    }
  });

  it('a thrown function is no error object: its own name is not logged', () => {
    function customerLookup(): void {}
    expect(storeModalFailureLog('store lookup', customerLookup)).toBe(storeModalFailureLog('store lookup', undefined));
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
