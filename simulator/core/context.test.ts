import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimContext, DEFAULT_SEED } from './context';
import { DEFAULT_START } from './clock';
import { knownCustomers, SHARED_PHONE } from './fixtures';
import { STORES_PER_BANNER } from './seed';

const snapshot = (ctx: ReturnType<typeof createSimContext>) => ({
  customers: ctx.db.customer.getAll().map((c) => ({ ...c })),
  stores: ctx.db.store.getAll().map((s) => ({ ...s })),
  carts: ctx.db.cart.getAll().map((c) => ({ ...c })),
});

describe('simulator context', () => {
  it('seeds the same state for the same seed and a different one for another seed', () => {
    const a = createSimContext({ seed: 7 });
    const b = createSimContext({ seed: 7 });
    const c = createSimContext({ seed: 8 });
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(snapshot(a).stores).not.toEqual(snapshot(c).stores);
  });

  it('reset returns to the seeded state, clock, outbox and faults', () => {
    const ctx = createSimContext({ seed: 3 });
    const before = snapshot(ctx);
    ctx.db.customer.delete({ where: { id: { equals: knownCustomers.shopper.uuid } } });
    ctx.clock.advance(60_000);
    ctx.outbox.deliver({ to: 'a@b.test', channel: 'email', passcode: '123456', purpose: 'signin' });
    ctx.faults.add({ fault: { kind: 'network-error' } });
    ctx.reset();
    expect(snapshot(ctx)).toEqual(before);
    expect(ctx.clock.now()).toBe(DEFAULT_START);
    expect(ctx.outbox.list()).toEqual([]);
    expect(ctx.faults.list()).toEqual([]);
  });

  it('every banner default store exists, is open and e-commerce, and there are at least 200 stores', () => {
    const ctx = createSimContext();
    expect(ctx.db.store.count()).toBeGreaterThanOrEqual(200);
    expect(ctx.db.store.count()).toBe(STORES_PER_BANNER * ctx.banners.length);
    for (const banner of ctx.banners) {
      const store = ctx.db.store.findFirst({ where: { id: { equals: banner.defaultStoreId } } });
      expect(store).toMatchObject({ banner: banner.id, zipcode: banner.defaultZip, isOpen: true, isEcom: true, isDefault: true });
    }
    const stores = ctx.db.store.getAll();
    expect(stores.some((s) => !s.isOpen)).toBe(true);
    expect(stores.some((s) => !s.isEcom)).toBe(true);
    expect(stores.some((s) => s.wineD2C && s.wineStoreId)).toBe(true);
  });

  it('seeds every known customer, and two accounts share one phone', () => {
    const ctx = createSimContext({ seed: 99 });
    for (const known of Object.values(knownCustomers)) {
      expect(ctx.db.customer.findFirst({ where: { email: { equals: known.email } } })?.id).toBe(known.uuid);
    }
    expect(ctx.db.customer.findMany({ where: { phone: { equals: SHARED_PHONE } } })).toHaveLength(2);
  });

  it('the clock is frozen until set or advanced, and can run in real mode', () => {
    const ctx = createSimContext({ now: 1000 });
    expect(ctx.clock.now()).toBe(1000);
    ctx.clock.advance(500);
    expect(ctx.clock.now()).toBe(1500);
    ctx.clock.set(42);
    expect(ctx.clock.now()).toBe(42);
    expect(ctx.clock.mode('real')).toBe('real');
    expect(ctx.clock.now()).toBeGreaterThanOrEqual(42);
  });
});

// Decision 0486: a named tenant of `sim serve` has the seed's data but draws of its own, mixed in after every seeding;
// without a stream the seed alone decides.
describe('a context\'s own stream of draws (a tenant of `sim serve`)', () => {
  const draws = (ctx: ReturnType<typeof createSimContext>) => [ctx.random.uuid(), ctx.random.digits(6)];

  it('two streams of one seed share the seeded data but neither draw predicts the other; one stream is reproducible', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), (s1, s2) => {
        fc.pre(s1 !== s2);
        const a = createSimContext({ seed: 4, stream: s1 });
        const b = createSimContext({ seed: 4, stream: s2 });
        const again = createSimContext({ seed: 4, stream: s1 });
        expect(snapshot(a)).toEqual(snapshot(b));
        expect(draws(a)).not.toEqual(draws(b));
        expect(draws(again)).toEqual(draws(createSimContext({ seed: 4, stream: s1 })));
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('the stream is mixed in again after every reset and reseed; without one the seed alone decides', () => {
    const plain = createSimContext({ seed: 6 });
    const firstPlain = draws(plain);
    const streamed = createSimContext({ seed: 6, stream: 77 });
    const firstStreamed = draws(streamed);
    expect(firstStreamed).not.toEqual(firstPlain);
    streamed.reset();
    expect(draws(streamed)).toEqual(firstStreamed);
    plain.reset();
    expect(draws(plain)).toEqual(firstPlain);
    streamed.reseed(6);
    expect(draws(streamed)).toEqual(firstStreamed);
    // A zero stream is a stream too, and mixing zero in changes nothing.
    expect(draws(createSimContext({ seed: 6, stream: 0 }))).toEqual(firstPlain);
  });

  it('a stream is a 32-bit unsigned integer and a seed a safe integer, or the context is refused', () => {
    for (const stream of [-1, 0x100000000, 1.5, Number.NaN]) expect(() => createSimContext({ stream }), String(stream)).toThrow(new RangeError('stream must be a 32-bit unsigned integer'));
    for (const stream of [0, 0xffffffff]) expect(() => createSimContext({ stream, unseeded: true }), String(stream)).not.toThrow();
    for (const seed of [1.5, Number.NaN, 2 ** 53]) expect(() => createSimContext({ seed }), String(seed)).toThrow(new RangeError('seed must be an integer'));
    const ctx = createSimContext({ unseeded: true });
    expect(ctx.seed).toBe(DEFAULT_SEED);
    expect(() => ctx.reseed(0.5)).toThrow(new RangeError('seed must be an integer'));
    expect(ctx.seed).toBe(DEFAULT_SEED);
  });
});

describe('reset and reseed', () => {
  it('reset leaves the scenario and any clock mode behind; reseed builds the new seed\'s state and keeps it for the next reset', () => {
    const ctx = createSimContext({ seed: 2 });
    ctx.activeScenario = { id: 's', title: 'S', toggles: {} };
    ctx.clock.mode('real');
    ctx.reset();
    expect(ctx.activeScenario).toBeNull();
    expect(ctx.clock.mode()).toBe('frozen');
    ctx.reseed(8);
    expect(ctx.seed).toBe(8);
    const eight = snapshot(createSimContext({ seed: 8 }));
    expect(snapshot(ctx)).toEqual(eight);
    ctx.reset();
    expect(snapshot(ctx)).toEqual(eight);
  });

  it('a context starts at the given clock time, else the default start, with no scenario', () => {
    expect(createSimContext({ unseeded: true }).clock.now()).toBe(DEFAULT_START);
    const ctx = createSimContext({ now: 123_456, unseeded: true });
    expect(ctx.clock.now()).toBe(123_456);
    expect(ctx.activeScenario).toBeNull();
    expect(ctx.outbox.list()).toEqual([]);
    ctx.clock.advance(10);
    ctx.reset();
    expect(ctx.clock.now()).toBe(123_456);
  });
});
