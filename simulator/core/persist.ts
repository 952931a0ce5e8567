import { z } from 'zod';
import { clearDb, loadRecords, modelNames, plainRecord } from './db';
import type { ModelName } from './db';
import type { SimContext } from './context';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  // An array's prototype is Array's, so the prototype alone tells a record from a list.
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The whole state of a simulator context as plain JSON: every record of every model, the random sequence's
 * position, the clock, the outbox and the active faults. The in-page simulator keeps it in sessionStorage so a
 * reload or a navigation finds the same accounts, tokens, lockouts and passcodes, as a real backend would.
 */
export const SimSnapshot = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  random: z.number().int().nonnegative(),
  clock: z.object({ now: z.number().finite(), mode: z.enum(['frozen', 'real']), wall: z.number().finite().optional() }),
  outbox: z.object({
    messages: z.array(z.object({ id: z.string(), to: z.string(), channel: z.enum(['email', 'sms']), passcode: z.string(), sentAt: z.number(), purpose: z.string() })),
    counter: z.number().int().nonnegative(),
  }),
  faults: z.object({ faults: z.array(z.unknown()), counter: z.number().int().nonnegative(), jitter: z.number().int().nonnegative() }),
  // Each record is only checked to be a plain object here (its fields are the model's to read): a saved state holds
  // thousands of records, and checking every field of each one took most of the in-page simulator's start.
  db: z.record(z.string(), z.array(z.custom<Record<string, unknown>>(isPlainObject, 'a record is an object'))),
  scenario: z.object({ id: z.string(), title: z.string(), toggles: z.record(z.string(), z.union([z.boolean(), z.string()])), md5: z.boolean().optional() }).nullable().default(null),
});
export type SimSnapshot = z.infer<typeof SimSnapshot>;

interface AnyModel {
  getAll(): Record<string, unknown>[];
}
const model = (ctx: SimContext, name: ModelName) => ctx.db[name] as unknown as AnyModel;

/** `wall`: the real time of the snapshot, so a running clock restored later has run on meanwhile. */
export function snapshotContext(ctx: SimContext, wall?: number): SimSnapshot {
  const db: Record<string, Record<string, unknown>[]> = {};
  for (const name of modelNames) db[name] = model(ctx, name).getAll().map(plainRecord);
  return {
    version: 1,
    seed: ctx.seed,
    random: ctx.random.state(),
    clock: { now: ctx.clock.now(), mode: ctx.clock.mode(), ...(wall === undefined ? {} : { wall }) },
    outbox: ctx.outbox.dump(),
    faults: ctx.faults.dump(),
    db,
    scenario: ctx.activeScenario,
  };
}

/**
 * Puts a snapshot back into a context. Anything that is not a snapshot of this simulator (another version, a
 * record of an unknown model, a field of the wrong kind) is refused with an error naming it, and the context is
 * left reset to its seed rather than half restored.
 */
export function restoreContext(ctx: SimContext, input: unknown, wall?: number): void {
  const snap = SimSnapshot.parse(input);
  for (const name of Object.keys(snap.db)) {
    if (!(modelNames as string[]).includes(name)) throw new Error(`The snapshot has records of an unknown model: ${name}`);
  }
  const ownSeed = ctx.seed;
  ctx.seed = snap.seed;
  try {
    // Everything a reset would set is replaced by the snapshot's own, so the seed is not built only to be
    // dropped: the database is emptied and takes exactly the snapshot's records.
    clearDb(ctx.db);
    for (const name of modelNames) loadRecords(ctx.db, name, snap.db[name] ?? []);
    ctx.random.resume(snap.random);
    ctx.outbox.load(snap.outbox);
    ctx.faults.load(snap.faults);
    const ran = snap.clock.mode === 'real' && wall !== undefined && snap.clock.wall !== undefined ? Math.max(0, wall - snap.clock.wall) : 0;
    ctx.clock.reset();
    ctx.clock.set(snap.clock.now + ran);
    ctx.clock.mode(snap.clock.mode);
    ctx.activeScenario = snap.scenario;
  } catch (error) {
    ctx.seed = ownSeed;
    ctx.reset();
    throw error;
  }
}
