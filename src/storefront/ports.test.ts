import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStorage, readJson, readKey, removeKey, storageEntries, storageWorks, writeKey } from './ports';

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

/** A storage that throws on every use, as a browser's does when storage is disabled. */
const unavailable = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
  clear: () => {
    throw new Error('SecurityError');
  },
  key: () => {
    throw new Error('SecurityError');
  },
  get length(): number {
    throw new Error('SecurityError');
  },
};

describe('the in-memory Web Storage', () => {
  it('holds what it was given and what is set, as text, and answers null for a key it lacks', () => {
    const storage = memoryStorage([['abCart', '{"abs":"c1"}']]);
    storage.setItem('abOrderCount', 3 as unknown as string);
    expect(storage.getItem('abCart')).toBe('{"abs":"c1"}');
    expect(storage.getItem('abOrderCount')).toBe('3');
    expect(storage.getItem('cartId')).toBeNull();
    expect(storage.length).toBe(2);
  });

  it('like Web Storage, key(i) names the i-th key and null past the last; remove and clear forget', () => {
    const storage = memoryStorage([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['a', 'b', null]);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
    expect(storage.key(0)).toBeNull();
  });

  it('starts empty without entries', () => {
    expect(memoryStorage().length).toBe(0);
  });
});

describe('reading and writing storage keys', () => {
  it('every key and value of a storage, in its order', () => {
    expect(storageEntries(memoryStorage([['abCart', 'c1'], ['cartId', 'c2']]))).toEqual({ abCart: 'c1', cartId: 'c2' });
    expect(storageEntries(memoryStorage())).toEqual({});
  });

  it('a key that is gone by the time it is read (another tab removed it) is passed over, and a vanished value reads as empty', () => {
    const shifting = { length: 3, key: (i: number) => ['a', null, 'c'][i] ?? null, getItem: (k: string) => (k === 'a' ? '1' : null), setItem: () => undefined, removeItem: () => undefined, clear: () => undefined };
    expect(storageEntries(shifting)).toEqual({ a: '1', c: '' });
  });

  it('STORE-FLAGS-07 an unavailable storage reads as empty and as null, and writing or removing through it throws nothing', () => {
    expect(storageEntries(unavailable)).toEqual({});
    expect(readKey(unavailable, 'cartId')).toBeNull();
    expect(() => writeKey(unavailable, 'cartId', 'c1')).not.toThrow();
    expect(() => removeKey(unavailable, 'cartId')).not.toThrow();
    expect(storageWorks(unavailable)).toBe(false);
  });

  it('readKey, writeKey and removeKey reach a working storage', () => {
    const storage = memoryStorage();
    writeKey(storage, 'cartId', 'c1');
    expect(readKey(storage, 'cartId')).toBe('c1');
    removeKey(storage, 'cartId');
    expect(readKey(storage, 'cartId')).toBeNull();
  });

  it('a storage that reads back another value than it was given does not work', () => {
    expect(storageWorks({ getItem: () => '0', setItem: () => undefined, removeItem: () => undefined })).toBe(false);
  });
});

describe('JSON another script may have written', () => {
  it('parses JSON, and gives null for nothing stored or text that is not JSON', () => {
    expect(readJson('{"id":"v-1","n":2}')).toEqual({ id: 'v-1', n: 2 });
    expect(readJson('"text"')).toBe('text');
    expect(readJson(null)).toBeNull();
    expect(readJson('{not json')).toBeNull();
    expect(readJson('')).toBeNull();
  });
});
