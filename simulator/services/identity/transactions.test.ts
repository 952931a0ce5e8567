import { describe, expect, it, vi } from 'vitest';
import { createSimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { liveTransaction, startTransaction, TRANSACTION_TTL_MS } from './authn';
import { findTransaction, MAX_OPEN_TRANSACTIONS, pruneTransactions } from './transactions';

const open = (ctx: ReturnType<typeof createSimContext>) => startTransaction(ctx, knownCustomers.shopper.uuid);

describe('sign-in transactions are bounded', () => {
  it('CALL-61 an expired transaction is pruned when the next one opens, and answers as unknown', () => {
    const ctx = createSimContext();
    const old = Array.from({ length: 5 }, () => open(ctx));
    expect(ctx.db.authnTransaction.count()).toBe(5);
    ctx.clock.advance(TRANSACTION_TTL_MS);
    expect(liveTransaction(ctx, old[0]!.stateToken)).toBeNull();
    const fresh = open(ctx);
    expect(ctx.db.authnTransaction.count()).toBe(1);
    expect(ctx.db.authnTransaction.getAll()[0]?.stateToken).toBe(fresh.stateToken);
    for (const tx of old) expect(findTransaction(ctx, tx.stateToken)).toBeNull();
    expect(liveTransaction(ctx, fresh.stateToken)?.stateToken).toBe(fresh.stateToken);
  });

  it('CALL-61 expired ones left behind a live one (the clock set back) go in a full sweep once the store doubles', () => {
    const ctx = createSimContext();
    ctx.clock.advance(TRANSACTION_TTL_MS * 2);
    const late = open(ctx); // expires last, opened first
    ctx.clock.advance(-TRANSACTION_TTL_MS * 2);
    for (let i = 0; i < 2_000; i++) open(ctx);
    ctx.clock.advance(TRANSACTION_TTL_MS);
    // The front of the map is live (the late one), so the cheap prune stops there at once...
    expect(pruneTransactions(ctx)).toBe(0);
    // ...and the open that doubles the store since its last full sweep (1 024 records) sweeps it all.
    const more = Array.from({ length: 100 }, () => open(ctx));
    expect(ctx.db.authnTransaction.getAll().map((t) => t.stateToken)).toEqual([late.stateToken, ...more.map((t) => t.stateToken)]);
  });

  it('CALL-61 under a frozen clock at most MAX_OPEN_TRANSACTIONS stay open, the oldest going first', () => {
    const ctx = createSimContext();
    const first = open(ctx);
    for (let i = 1; i < MAX_OPEN_TRANSACTIONS + 50; i++) open(ctx);
    expect(ctx.db.authnTransaction.count()).toBe(MAX_OPEN_TRANSACTIONS);
    expect(liveTransaction(ctx, first.stateToken)).toBeNull();
  });

  it('CALL-62 a lookup goes through the stateToken index, never a scan of the transactions', () => {
    const ctx = createSimContext();
    const txs = Array.from({ length: 50 }, () => open(ctx));
    const findFirst = vi.spyOn(ctx.db.authnTransaction, 'findFirst');
    const findMany = vi.spyOn(ctx.db.authnTransaction, 'findMany');
    const getAll = vi.spyOn(ctx.db.authnTransaction, 'getAll');
    const update = vi.spyOn(ctx.db.authnTransaction, 'update');
    expect(liveTransaction(ctx, txs[17]!.stateToken)?.stateToken).toBe(txs[17]!.stateToken);
    expect(liveTransaction(ctx, 'sim-st-unknown')).toBeNull();
    open(ctx);
    for (const spy of [findFirst, findMany, getAll, update]) expect(spy).not.toHaveBeenCalled();
  });
});
