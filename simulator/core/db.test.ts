import fc from 'fast-check';
import { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data';
import { describe, expect, it } from 'vitest';
import { clearDb, createDb, deleteByKey, dumpRecords, hasRecord, insert, isEmptyDb, loadRecords, modelNames, plainRecord, recordByKey, recordCount, recordsInOrder, simModels, updateByKey } from './db';
import type { SimDb } from './db';
import { createSimContext } from './context';
import { snapshotContext } from './persist';
import { storeById } from '../services/stores';

type Outcome = { error: true } | { error: false; keys: string[]; values: unknown[]; type: unknown; primaryKey: unknown; all: number };

function outcome(run: () => void, read: () => Record<PropertyKey, unknown> | undefined, count: () => number): Outcome {
  try {
    run();
  } catch {
    return { error: true };
  }
  const entity = read();
  if (!entity) return { error: true };
  return { error: false, keys: Object.keys(entity), values: Object.values(entity), type: entity[ENTITY_TYPE], primaryKey: entity[PRIMARY_KEY], all: count() };
}

const anyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.object(), fc.array(fc.integer()), fc.double(), fc.bigInt(), fc.constant(Symbol.for('sim')), fc.date());

describe('bulk records (the seed template and the snapshot restore)', () => {
  it('a record loads into the same entity, or fails alike, as the library create makes of it', () => {
    const arbitrary = fc.constantFrom(...modelNames).chain((name) => {
      const fields = Object.keys(simModels[name]);
      const key = Object.entries(simModels[name]).find(([, d]) => typeof d === 'object')?.[0] ?? 'id';
      // The model's own fields (and one it does not have) with values of any kind, the primary key mostly usable.
      const values = fc.dictionary(fc.constantFrom(...fields, 'notAField'), anyValue);
      const primary = fc.oneof(fc.string({ minLength: 1 }), anyValue);
      return fc.tuple(fc.constant(name), values, primary, fc.constant(key));
    });
    fc.assert(
      fc.property(arbitrary, ([name, values, primary, key]) => {
        const record: Record<string, unknown> = { ...values, [key]: primary };
        const fast = createDb();
        const slow = createDb();
        const read = (db: typeof fast) => () => (db[name] as unknown as { getAll(): Record<PropertyKey, unknown>[] }).getAll()[0];
        const count = (db: typeof fast) => () => (db[name] as unknown as { count(): number }).count();
        const a = outcome(() => loadRecords(fast, name, [record]), read(fast), count(fast));
        const b = outcome(() => (slow[name] as unknown as { create(r: unknown): unknown }).create(record), read(slow), count(slow));
        expect(a).toEqual(b);
        if (!a.error && typeof primary === 'string') expect(hasRecord(fast, name, primary)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a field a record inherits is taken, as by the library create', () => {
    const record = Object.assign(Object.create({ name: 'GeneralMills', planNumber: 'GM-1' }) as object, { id: 'a', customerUuid: 'u' });
    const fast = createDb();
    const slow = createDb();
    loadRecords(fast, 'loyaltyPartner', [record]);
    slow.loyaltyPartner.create(record);
    expect(plainRecord(fast.loyaltyPartner.getAll()[0] as unknown as Record<string, unknown>)).toEqual({ id: 'a', customerUuid: 'u', name: 'GeneralMills', planNumber: 'GM-1' });
    expect(plainRecord(fast.loyaltyPartner.getAll()[0] as unknown as Record<string, unknown>)).toEqual(plainRecord(slow.loyaltyPartner.getAll()[0] as unknown as Record<string, unknown>));
  });

  it('a duplicate primary key is refused, as by the library create', () => {
    const db = createDb();
    loadRecords(db, 'loyaltyPartner', [{ id: 'a', customerUuid: 'u', name: 'n', planNumber: '1' }]);
    expect(() => loadRecords(db, 'loyaltyPartner', [{ id: 'a' }])).toThrow(/already exists/);
    expect(() => db.loyaltyPartner.create({ id: 'a' })).toThrow();
  });

  it('records loaded into a database that someone indexes announce themselves (the store index is dropped)', () => {
    const ctx = createSimContext({ seed: 11 });
    const store = dumpRecords(ctx.db).store[0]!;
    const id = String(store.id);
    expect(storeById(ctx, id)?.name).toBe(store.name);
    clearDb(ctx.db);
    expect(isEmptyDb(ctx.db)).toBe(true);
    expect(storeById(ctx, id)).toBeNull();
    loadRecords(ctx.db, 'store', [{ ...store, name: 'Renamed' }]);
    expect(storeById(ctx, id)?.name).toBe('Renamed');
  });
});

describe('seed template', () => {
  it('a context seeded from the kept template equals one seeded from scratch, and draws the same numbers next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2_000, max: 2_000_000 }), fc.integer({ min: 0, max: 2 ** 40 }), (seed, now) => {
        // The first context of a (seed, clock) builds the seed; the second is copied from the kept template.
        const fresh = createSimContext({ seed, now });
        const copied = createSimContext({ seed, now });
        expect(snapshotContext(copied)).toEqual(snapshotContext(fresh));
        expect(copied.random.uuid()).toBe(fresh.random.uuid());
        // Records are copies: changing one context leaves the other and the template alone.
        copied.db.customer.update({ where: { id: { equals: copied.db.customer.getAll()[0]!.id } }, data: { firstName: 'Changed' } });
        expect(createSimContext({ seed, now }).db.customer.getAll()[0]!.firstName).toBe(fresh.db.customer.getAll()[0]!.firstName);
      }),
      { numRuns: 6 },
    );
  }, 60_000);

  it('an unseeded context is empty until reset, and the reset gives the seed', () => {
    const ctx = createSimContext({ seed: 5, unseeded: true });
    expect(isEmptyDb(ctx.db)).toBe(true);
    ctx.reset();
    expect(snapshotContext(ctx)).toEqual(snapshotContext(createSimContext({ seed: 5 })));
  });
});

/**
 * The database as the library's public API alone shows it (its internal instance, held under a symbol, left behind):
 * what the bulk operations see under a version of @mswjs/data whose internals they do not recognise.
 */
const publicView = (db: SimDb): SimDb => Object.fromEntries(Object.entries(db)) as unknown as SimDb;

const partner = (id: string, name = 'GeneralMills') => ({ id, customerUuid: 'u-1', name, planNumber: '1' });

describe('keyed operations, through the internal maps or the public API alike', () => {
  const views = [['internal', (db: SimDb) => db], ['public API', publicView]] as const;

  it.each(views)('%s: insert, look up, update, delete and count records by primary key', (_, view) => {
    const db = view(createDb());
    expect(isEmptyDb(db)).toBe(true);
    insert(db, 'loyaltyPartner', partner('a'));
    loadRecords(db, 'loyaltyPartner', [partner('b'), partner('c')]);
    expect(isEmptyDb(db)).toBe(false);
    expect(recordCount(db, 'loyaltyPartner')).toBe(3);
    expect(recordCount(db, 'customer')).toBe(0);
    expect(hasRecord(db, 'loyaltyPartner', 'b')).toBe(true);
    expect(hasRecord(db, 'loyaltyPartner', 'z')).toBe(false);
    expect(hasRecord(db, 'customer', 'b')).toBe(false);
    expect(plainRecord(recordByKey(db, 'loyaltyPartner', 'b') as unknown as Record<string, unknown>)).toEqual(partner('b'));
    expect(recordByKey(db, 'loyaltyPartner', 'z')).toBeNull();

    // An update changes the fields given and never the primary key.
    const updated = updateByKey(db, 'loyaltyPartner', 'b', { name: 'FuelRewards', id: 'moved' });
    expect(updated && plainRecord(updated as unknown as Record<string, unknown>)).toEqual(partner('b', 'FuelRewards'));
    expect(plainRecord(recordByKey(db, 'loyaltyPartner', 'b') as unknown as Record<string, unknown>)).toEqual(partner('b', 'FuelRewards'));
    expect(hasRecord(db, 'loyaltyPartner', 'moved')).toBe(false);
    expect(updateByKey(db, 'loyaltyPartner', 'z', { name: 'x' })).toBeNull();
    expect(db.loyaltyPartner.findFirst({ where: { id: { equals: 'b' } } })?.name).toBe('FuelRewards');

    expect(deleteByKey(db, 'loyaltyPartner', 'a')).toBe(true);
    expect(deleteByKey(db, 'loyaltyPartner', 'a')).toBe(false);
    expect([...recordsInOrder(db, 'loyaltyPartner')].map((r) => r.id)).toEqual(['b', 'c']);
    expect(dumpRecords(db).loyaltyPartner.map((r) => r.id)).toEqual(['b', 'c']);
    expect(() => loadRecords(db, 'loyaltyPartner', [partner('c')])).toThrow();

    clearDb(db);
    expect(isEmptyDb(db)).toBe(true);
    expect(recordCount(db, 'loyaltyPartner')).toBe(0);
    expect(db.loyaltyPartner.getAll()).toEqual([]);
  });

  it('on a database whose internals it knows, every keyed operation reads the model\'s map: none goes through the library\'s per-record queries', () => {
    const db = createDb();
    const api = db.loyaltyPartner as unknown as Record<string, unknown>;
    // The library's queries scan every record (their cost grows with the model); here they must not be reached.
    for (const method of ['create', 'findFirst', 'findMany', 'getAll', 'count', 'update', 'delete', 'deleteMany']) {
      api[method] = () => {
        throw new Error(`${method} was called`);
      };
    }
    insert(db, 'loyaltyPartner', partner('a'));
    loadRecords(db, 'loyaltyPartner', [partner('b')]);
    expect(hasRecord(db, 'loyaltyPartner', 'a')).toBe(true);
    expect(recordByKey(db, 'loyaltyPartner', 'b')?.name).toBe('GeneralMills');
    expect(updateByKey(db, 'loyaltyPartner', 'b', { name: 'FuelRewards' })?.name).toBe('FuelRewards');
    expect([...recordsInOrder(db, 'loyaltyPartner')].map((r) => r.id)).toEqual(['a', 'b']);
    expect(recordCount(db, 'loyaltyPartner')).toBe(2);
    expect(deleteByKey(db, 'loyaltyPartner', 'a')).toBe(true);
    expect(isEmptyDb(db)).toBe(false);
    clearDb(db);
    expect(recordCount(db, 'loyaltyPartner')).toBe(0);
  });

  it('an object under a symbol that lacks part of the library\'s database is not taken for it: every operation goes through the public API', () => {
    const refuse = (what: string) => () => {
      throw new Error(`the stand-in's ${what} was called`);
    };
    const standIn = () => ({ events: { listenerCount: refuse('listenerCount') }, getModel: refuse('getModel'), create: refuse('create'), update: refuse('update'), delete: refuse('delete') });
    const lacking: Array<[string, unknown]> = [
      ['nothing at all', null],
      ['a number', 7],
      ...(['getModel', 'create', 'update', 'delete', 'events'] as const).map((part): [string, unknown] => {
        const partial: Record<string, unknown> = standIn();
        delete partial[part];
        return [`its ${part}`, partial];
      }),
      ['its events\' listener count', { ...standIn(), events: {} }],
    ];
    for (const [what, value] of lacking) {
      const db = Object.assign(publicView(createDb()), { [Symbol('standIn')]: value });
      insert(db, 'loyaltyPartner', partner('a'));
      loadRecords(db, 'loyaltyPartner', [partner('b')]);
      expect(hasRecord(db, 'loyaltyPartner', 'a'), what).toBe(true);
      expect(recordByKey(db, 'loyaltyPartner', 'b')?.name, what).toBe('GeneralMills');
      expect(updateByKey(db, 'loyaltyPartner', 'b', { name: 'FuelRewards' })?.name, what).toBe('FuelRewards');
      expect([...recordsInOrder(db, 'loyaltyPartner')].map((r) => r.id), what).toEqual(['a', 'b']);
      expect(recordCount(db, 'loyaltyPartner'), what).toBe(2);
      expect(deleteByKey(db, 'loyaltyPartner', 'a'), what).toBe(true);
      expect(isEmptyDb(db), what).toBe(false);
      clearDb(db);
      expect(isEmptyDb(db), what).toBe(true);
    }
  });

  it.each(views)('%s: a model keyed by a field other than id is looked up, updated and deleted by that key', (_, view) => {
    const db = view(createDb());
    const token = (id: string, used = false) => ({ token: id, customerUuid: 'u-1', expiresAt: 5, used });
    loadRecords(db, 'sessionToken', [token('t-1'), token('t-2')]);
    expect(hasRecord(db, 'sessionToken', 't-2')).toBe(true);
    expect(hasRecord(db, 'sessionToken', 't-3')).toBe(false);
    expect(plainRecord(recordByKey(db, 'sessionToken', 't-2') as unknown as Record<string, unknown>)).toEqual(token('t-2'));
    expect(plainRecord(updateByKey(db, 'sessionToken', 't-1', { used: true, token: 't-9' }) as unknown as Record<string, unknown>)).toEqual(token('t-1', true));
    expect(hasRecord(db, 'sessionToken', 't-9')).toBe(false);
    expect(deleteByKey(db, 'sessionToken', 't-2')).toBe(true);
    expect(deleteByKey(db, 'sessionToken', 't-2')).toBe(false);
    expect(dumpRecords(db).sessionToken).toEqual([token('t-1', true)]);
  });

  it('a record\'s plain form keeps its own fields and leaves the entity marks behind', () => {
    const db = createDb();
    insert(db, 'loyaltyPartner', partner('a'));
    const entity = db.loyaltyPartner.getAll()[0]! as unknown as Record<PropertyKey, unknown>;
    expect(entity[ENTITY_TYPE]).toBe('loyaltyPartner');
    const plain = plainRecord(entity);
    expect(plain).toEqual(partner('a'));
    expect(Object.getOwnPropertySymbols(plain)).toEqual([]);
  });

  it('a database of a page with a BroadcastChannel mirrors nothing to other tabs, and the page keeps its channel', () => {
    const scope = globalThis as { window?: unknown; BroadcastChannel?: unknown };
    const had = { window: scope.window, channel: scope.BroadcastChannel };
    const posted: unknown[] = [];
    class Channel {
      constructor(readonly name: string) {}
      postMessage(message: unknown) {
        posted.push(message);
      }
      addEventListener() {}
      removeEventListener() {}
      close() {}
    }
    scope.window = globalThis;
    scope.BroadcastChannel = Channel;
    try {
      const db = createDb();
      db.loyaltyPartner.create(partner('a'));
      insert(db, 'loyaltyPartner', partner('b'));
      expect(scope.BroadcastChannel).toBe(Channel);
      expect(posted).toEqual([]);
    } finally {
      scope.window = had.window;
      scope.BroadcastChannel = had.channel;
    }
  });

  it('a database of a page without a BroadcastChannel leaves the page without one', () => {
    const scope = globalThis as { window?: unknown; BroadcastChannel?: unknown };
    const had = { window: scope.window, channel: Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel') };
    scope.window = globalThis;
    delete scope.BroadcastChannel;
    try {
      const db = createDb();
      insert(db, 'loyaltyPartner', partner('a'));
      expect('BroadcastChannel' in globalThis).toBe(false);
    } finally {
      scope.window = had.window;
      if (had.channel) Object.defineProperty(globalThis, 'BroadcastChannel', had.channel);
    }
  });

  it('building a database keeps the stack depth the process had', () => {
    const limit = Error.stackTraceLimit;
    createDb();
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
