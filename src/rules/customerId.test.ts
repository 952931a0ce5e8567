import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { customerIdForPath } from './customerId';

describe('CALLS-03 customer id in API paths (AMBIG-56)', () => {
  it('CALLS-03 a known customer id is used as it is, in either kind of path', () => {
    for (const kind of ['general', 'datapower'] as const) {
      expect(customerIdForPath('abc-123', kind)).toBe('abc-123');
      expect(customerIdForPath(' 42 ', kind)).toBe(' 42 ');
    }
    fc.assert(fc.property(fc.string().filter((s) => s.trim() !== '' && s !== '{hash}'), fc.constantFrom('general' as const, 'datapower' as const), (id, kind) => customerIdForPath(id, kind) === id));
  });
  it("CALLS-03 AMBIG-56 an unknown id is '1' in general paths and 111-111-1111111111111 for the datapower stores call", () => {
    for (const id of [undefined, null, '', '   ', '{hash}', 42, { id: 'x' }]) {
      expect(customerIdForPath(id, 'general')).toBe('1');
      expect(customerIdForPath(id, 'datapower')).toBe('111-111-1111111111111');
    }
  });
});
