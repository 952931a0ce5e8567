import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimContext } from './context';
import { restoreContext, snapshotContext } from './persist';

const ops = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant('draw' as const) }),
    fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3_600_000 }) }),
    fc.record({ op: fc.constant('deliver' as const), to: fc.emailAddress() }),
    fc.record({ op: fc.constant('fault' as const), times: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ op: fc.constant('customer' as const), name: fc.string({ minLength: 1, maxLength: 12 }) }),
  ),
  { maxLength: 12 },
);

type Step = { op: string; ms?: number; to?: string; times?: number; name?: string };

function mutate(ctx: ReturnType<typeof createSimContext>, steps: readonly Step[]) {
  for (const step of steps) {
    if (step.op === 'draw') ctx.random.uuid();
    if (step.op === 'advance') ctx.clock.advance(step.ms ?? 0);
    if (step.op === 'deliver') ctx.outbox.deliver({ to: step.to ?? 'a@b.test', channel: 'email', passcode: ctx.random.digits(6), purpose: 'sign-in' });
    if (step.op === 'fault') ctx.faults.add({ target: { service: 'store-flags' }, fault: { kind: 'status', status: 500 }, times: step.times });
    if (step.op === 'customer') {
      const first = ctx.db.customer.getAll()[0]!;
      ctx.db.customer.update({ where: { id: { equals: first.id } }, data: { firstName: step.name ?? 'x' } });
    }
  }
}

describe('simulator snapshot (the in-page simulator across reloads)', () => {
  it('round trip: a context restored from a snapshot has the same snapshot, and continues the same random sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), ops, (seed, steps) => {
        const a = createSimContext({ seed });
        mutate(a, steps);
        const snap = JSON.parse(JSON.stringify(snapshotContext(a))) as unknown;
        const b = createSimContext({ seed: seed + 1 });
        restoreContext(b, snap);
        expect(snapshotContext(b)).toEqual(snapshotContext(a));
        expect(b.random.uuid()).toBe(a.random.uuid());
        expect(b.outbox.deliver({ to: 'x@y.test', channel: 'sms', passcode: '1', purpose: 'p' }).id).toBe(a.outbox.deliver({ to: 'x@y.test', channel: 'sms', passcode: '1', purpose: 'p' }).id);
      }),
      { numRuns: 12 },
    );
  }, 60_000);

  it('restoring is idempotent', () => {
    const a = createSimContext({ seed: 7 });
    mutate(a, [{ op: 'draw' }, { op: 'deliver', to: 'q@r.test' }, { op: 'fault', times: 2 }]);
    const snap = snapshotContext(a);
    const b = createSimContext();
    restoreContext(b, snap);
    restoreContext(b, snap);
    expect(snapshotContext(b)).toEqual(snap);
  }, 30_000);

  it('refuses anything that is not a snapshot and leaves the context at its seed', () => {
    const fresh = snapshotContext(createSimContext({ seed: 3 }));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ version: fc.constant(1), db: fc.dictionary(fc.string(), fc.array(fc.object())) })), (junk) => {
        const ctx = createSimContext({ seed: 3 });
        let threw = false;
        try {
          restoreContext(ctx, junk);
        } catch {
          threw = true;
        }
        expect(threw).toBe(true);
        expect(snapshotContext(ctx)).toEqual(fresh);
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('refuses records of a model the simulator does not have', () => {
    const ctx = createSimContext();
    const snap = snapshotContext(ctx);
    expect(() => restoreContext(ctx, { ...snap, db: { ...snap.db, nothing: [{ id: 'x' }] } })).toThrow(/unknown model: nothing/);
  });
});

describe('simulator snapshot clock', () => {
  it('a running clock restored later has run on by the real time between snapshot and restore; a frozen one has not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (gap, running) => {
        const a = createSimContext({ now: 1_000_000 });
        if (running) a.clock.mode('real');
        const snap = snapshotContext(a, 5_000);
        const b = createSimContext();
        restoreContext(b, snap, 5_000 + gap);
        b.clock.mode('frozen');
        expect(b.clock.now() - snap.clock.now).toBeGreaterThanOrEqual(running ? gap : 0);
        // The restoring context's own clock runs in real time too while the test runs: allow it a second.
        expect(b.clock.now() - snap.clock.now).toBeLessThan((running ? gap : 0) + 1_000);
      }),
      { numRuns: 10 },
    );
  }, 60_000);
});

describe('what a snapshot holds and accepts', () => {
  it('the scenario the context is in goes with it; a wall time only when given', () => {
    const a = createSimContext({ seed: 2 });
    a.activeScenario = { id: 'locked-out', title: 'Locked out', toggles: { j4u: true, theme: 'dark' }, md5: false };
    const snap = snapshotContext(a);
    expect('wall' in snap.clock).toBe(false);
    expect(snapshotContext(a, 9).clock.wall).toBe(9);
    const b = createSimContext({ seed: 2 });
    restoreContext(b, JSON.parse(JSON.stringify(snap)));
    expect(b.activeScenario).toEqual(a.activeScenario);
    expect(b.seed).toBe(2);
  });

  it('a frozen clock restored later stands where it was; messages of either channel come back', () => {
    const a = createSimContext({ now: 1_000_000 });
    a.outbox.deliver({ to: '4155550101', channel: 'sms', passcode: '1', purpose: 'signin' });
    a.outbox.deliver({ to: 'shopper@freshway.test', channel: 'email', passcode: '2', purpose: 'signin' });
    const snap = snapshotContext(a, 5_000);
    const b = createSimContext();
    restoreContext(b, JSON.parse(JSON.stringify(snap)), 5_000_000);
    expect(b.clock.now()).toBe(1_000_000);
    expect(b.outbox.list().map((m) => m.channel)).toEqual(['sms', 'email']);
  });

  it('a model the snapshot does not list restores empty', () => {
    const a = createSimContext({ seed: 2 });
    const { loyaltyPartner: _left, ...db } = snapshotContext(a).db;
    const b = createSimContext({ seed: 2 });
    restoreContext(b, { ...snapshotContext(a), db });
    expect(b.db.loyaltyPartner.count()).toBe(0);
    expect(b.db.customer.count()).toBe(a.db.customer.count());
  });

  it('a snapshot of an older simulator, without a scenario, restores to none', () => {
    const a = createSimContext({ seed: 2 });
    const { scenario: _none, ...older } = snapshotContext(a);
    const b = createSimContext({ seed: 2 });
    b.activeScenario = { id: 'x', title: 'X', toggles: {} };
    restoreContext(b, older);
    expect(b.activeScenario).toBeNull();
  });

  it('a record must be a plain object: an array, a date or a class instance is refused', () => {
    const ctx = createSimContext({ seed: 2 });
    const snap = snapshotContext(ctx);
    class Loyalty {
      id = 'lp-x';
    }
    for (const record of [['lp-x'], new Date(0), new Loyalty(), null, undefined, 'lp-x']) {
      expect(() => restoreContext(ctx, { ...snap, db: { ...snap.db, loyaltyPartner: [record] } }), JSON.stringify(record)).toThrow(/a record is an object/);
    }
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { id: 'lp-x', customerUuid: 'u', name: 'n', planNumber: '1' });
    restoreContext(ctx, { ...snap, db: { ...snap.db, loyaltyPartner: [bare] } });
    expect(ctx.db.loyaltyPartner.getAll().map((r) => r.id)).toEqual(['lp-x']);
  });

  it('a running clock whose wall time lies before the snapshot\'s does not run backwards; without a wall time it has not run', () => {
    const a = createSimContext({ now: 1_000_000 });
    a.clock.mode('real');
    const snap = snapshotContext(a, 50_000);
    const b = createSimContext();
    restoreContext(b, snap, 10_000);
    b.clock.mode('frozen');
    expect(b.clock.now() - snap.clock.now).toBeGreaterThanOrEqual(0);
    expect(b.clock.now() - snap.clock.now).toBeLessThan(1_000);
    const c = createSimContext();
    restoreContext(c, snapshotContext(a), 10_000_000);
    c.clock.mode('frozen');
    expect(c.clock.now() - snap.clock.now).toBeLessThan(1_000);
    const d = createSimContext();
    restoreContext(d, snap);
    expect(d.clock.mode()).toBe('real');
  });

  it('a snapshot whose faults do not hold is refused after the database was replaced, and the context is back at its seed', () => {
    const ctx = createSimContext({ seed: 5 });
    const fresh = snapshotContext(createSimContext({ seed: 5 }));
    const other = snapshotContext(createSimContext({ seed: 6 }));
    expect(() => restoreContext(ctx, { ...other, faults: { faults: [{ id: 'x', fault: { kind: 'nope' } }], counter: 0, jitter: 0 } })).toThrow();
    expect(snapshotContext(ctx)).toEqual(fresh);
  });
});
