import { banners as specBanners } from '../../spec/banners';
import { createClock, DEFAULT_START } from './clock';
import { clearDb, createDb } from './db';
import { FaultStore } from './faults';
import { createOutbox } from './outbox';
import { createRandom } from './random';
import { seedAll } from './seed';
import type { SimContext } from './simContext';

// The context's type is a leaf of its own, so the seeding modules this one imports can name it without importing it back.
export type { ActiveScenario, SimContext } from './simContext';

export interface SimContextOptions {
  /** Default 1. */
  seed?: number;
  /** Clock start in epoch ms; default 2026-06-01T15:00:00Z. The clock is frozen until set or advanced. */
  now?: number;
  /**
   * A stream of its own for what the state draws once seeded (passcodes, tokens, cart ids): mixed into the random
   * sequence after every seeding, so two contexts of one seed share their data (stores, customers, catalogue) but not
   * their draws. A tenant of `sim serve` gets one from its name and the server's secret; absent, the seed alone decides.
   */
  stream?: number;
  /**
   * Start with an empty database, for a runtime that restores a snapshot or applies a scenario (which resets)
   * before the first request, so the seed is not built only to be replaced.
   */
  unseeded?: boolean;
}

export const DEFAULT_SEED = 1;

export function createSimContext(options: SimContextOptions = {}): SimContext {
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer');
  const clock = createClock(options.now ?? DEFAULT_START);
  const stream = options.stream;
  if (stream !== undefined && (!Number.isInteger(stream) || stream < 0 || stream > 0xffffffff)) throw new RangeError('stream must be a 32-bit unsigned integer');
  // The draws after seeding continue from the seeded position mixed with the stream (nothing when there is none).
  const ownStream = () => {
    // Stryker disable next-line ConditionalExpression: mixed in, no stream (undefined is 0 in an XOR) moves nothing
    if (stream !== undefined) ctx.random.resume((ctx.random.state() ^ stream) >>> 0);
  };
  const ctx: SimContext = {
    db: createDb(),
    clock,
    outbox: createOutbox(() => clock.now()),
    random: createRandom(seed),
    seed,
    faults: new FaultStore(),
    banners: specBanners,
    activeScenario: null,
    reset() {
      ctx.activeScenario = null;
      clearDb(ctx.db);
      ctx.random.reseed(ctx.seed);
      ctx.clock.reset();
      ctx.outbox.clear();
      ctx.faults.reset();
      seedAll(ctx);
      ownStream();
    },
    reseed(next) {
      if (!Number.isSafeInteger(next)) throw new RangeError('seed must be an integer');
      ctx.seed = next;
      ctx.reset();
    },
  };
  if (options.unseeded !== true) {
    seedAll(ctx);
    ownStream();
  }
  return ctx;
}
