import type { SimContext } from '../../core/context';
import { deleteByKey, insert, recordByKey, recordCount, recordsInOrder, updateByKey } from '../../core/db';
import type { RecordInput, SimDb } from '../../core/db';

/**
 * The store of sign-in transactions (the provider's stateTokens). Every unauthenticated authn opens one, so the
 * store must stay bounded under any traffic: a transaction is looked up by its stateToken in the model's map (never
 * by scanning), goes when its `expiresAt` passes on the simulator clock, and at most MAX_OPEN_TRANSACTIONS are kept
 * (the oldest opened goes first), so even a flood under a frozen clock holds a fixed amount of memory. A transaction
 * dropped for room answers as an expired one does (E0000011), as a real provider's forgotten one would.
 */
export type Transaction = NonNullable<ReturnType<SimContext['db']['authnTransaction']['findFirst']>>;

/** How many sign-in transactions may be open at once. */
export const MAX_OPEN_TRANSACTIONS = 10_000;

/** A full sweep runs when the store has doubled since the last one (and holds at least this many). */
const SWEEP_FLOOR = 1_024;
const sizeAfterSweep = new WeakMap<SimDb, number>();

const expired = (tx: Transaction, now: number) => tx.expiresAt <= now;

/**
 * Drops expired transactions; answers how many went. Transactions are opened in clock order, so the expired ones
 * are at the front of the map and the sweep stops at the first live one. A clock set back, or a state that opens a
 * longer-lived one, can leave expired ones behind a live one: a full sweep whenever the store has doubled catches
 * those, which keeps the cost per opened transaction constant.
 */
export function pruneTransactions(ctx: SimContext): number {
  const now = ctx.clock.now();
  const gone: string[] = [];
  const size = recordCount(ctx.db, 'authnTransaction');
  const full = size >= Math.max(SWEEP_FLOOR, 2 * (sizeAfterSweep.get(ctx.db) ?? 0));
  for (const tx of recordsInOrder(ctx.db, 'authnTransaction')) {
    if (expired(tx, now)) gone.push(tx.stateToken);
    else if (!full) break;
  }
  for (const stateToken of gone) deleteByKey(ctx.db, 'authnTransaction', stateToken);
  if (full) sizeAfterSweep.set(ctx.db, size - gone.length);
  return gone.length;
}

/** Opens a transaction, first making room: expired ones go, then the oldest while the store is full. */
export function openTransaction(ctx: SimContext, record: RecordInput<'authnTransaction'> & { stateToken: string }): Transaction {
  pruneTransactions(ctx);
  let over = recordCount(ctx.db, 'authnTransaction') - MAX_OPEN_TRANSACTIONS + 1;
  if (over > 0) {
    const oldest: string[] = [];
    for (const tx of recordsInOrder(ctx.db, 'authnTransaction')) {
      if (over-- <= 0) break;
      oldest.push(tx.stateToken);
    }
    for (const stateToken of oldest) deleteByKey(ctx.db, 'authnTransaction', stateToken);
  }
  deleteByKey(ctx.db, 'authnTransaction', record.stateToken);
  insert(ctx.db, 'authnTransaction', record);
  const opened = recordByKey(ctx.db, 'authnTransaction', record.stateToken);
  if (!opened) throw new Error(`transaction ${record.stateToken} was not stored`);
  return opened;
}

/** The transaction of a stateToken, by its key; an expired one is dropped and answers null, like an unknown one. */
export function findTransaction(ctx: SimContext, stateToken: string): Transaction | null {
  const tx = recordByKey(ctx.db, 'authnTransaction', stateToken);
  if (!tx) return null;
  if (expired(tx, ctx.clock.now())) {
    deleteByKey(ctx.db, 'authnTransaction', stateToken);
    return null;
  }
  return tx;
}

/** Updates a transaction by its key; null when there is none. */
export function changeTransaction(ctx: SimContext, stateToken: string, data: Partial<Omit<Transaction, 'stateToken'>>): Transaction | null {
  return updateByKey(ctx.db, 'authnTransaction', stateToken, data);
}
