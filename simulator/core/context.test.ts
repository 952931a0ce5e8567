import { describe, expect, it } from 'vitest';
import { createSimContext } from './context';
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
