import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStorage, storageWorks } from './ports';

const throwing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
const dropping = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

describe('STORE-FLAGS-07 the storage probe', () => {
  it('a working storage works, and the probe leaves nothing behind', () => {
    const storage = memoryStorage([['abCart', '{"abs":"c1"}']]);
    expect(storageWorks(storage)).toBe(true);
    expect([...storage.entries()]).toEqual([['abCart', '{"abs":"c1"}']]);
  });

  it('a storage that throws on a write (private mode, full quota), drops the write, or is missing does not work', () => {
    expect(storageWorks(throwing)).toBe(false);
    expect(storageWorks(dropping)).toBe(false);
    expect(storageWorks(null)).toBe(false);
  });

  it('whatever a storage holds, the probe keeps it as it was', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string().filter((key) => key !== '__storage_probe__'), fc.string()), (held) => {
        const storage = memoryStorage(Object.entries(held));
        const before = [...storage.entries()];
        expect(storageWorks(storage)).toBe(true);
        expect([...storage.entries()]).toEqual(before);
      }),
    );
  });
});
