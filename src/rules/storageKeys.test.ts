import { describe, it, expect } from 'vitest';
import { STORAGE_KEYS, isStorageKey } from './storageKeys';

describe('STORAGE keys', () => {
  it('STORAGE-05 the storage keys are the listed ones', () => {
    expect(STORAGE_KEYS).toHaveLength(25);
    for (const k of ['abCart', 'oosBPNs', 'visitor_id', 'create-account-success', 'refresh']) expect(isStorageKey(k)).toBe(true);
    expect(isStorageKey('other')).toBe(false);
  });
});
