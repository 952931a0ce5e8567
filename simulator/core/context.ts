import { banners as specBanners } from '../../spec/banners';
import type { Banner } from '../../spec/schemas/banner';
import type { Outbox } from './contract';
import { createClock, DEFAULT_START } from './clock';
import type { SimClockControl } from './clock';
import { clearDb, createDb } from './db';
import type { SimDb } from './db';
import { FaultStore } from './faults';
import { createOutbox } from './outbox';
import { createRandom } from './random';
import type { SeededRandom } from './random';
import { seedAll } from './seed';

export interface SimContext {
  db: SimDb;
  clock: SimClockControl;
  outbox: Outbox;
  random: SeededRandom;
  /** The seed the state was built from (reset returns to it). */
  seed: number;
  faults: FaultStore;
  banners: readonly Banner[];
  /** The scenario the simulator was put in (by `?scenario=<id>`, the control API or the CLI), until the next reset. */
  activeScenario: ActiveScenario | null;
  /** Back to the seeded state: data, clock, outbox and faults. */
  reset(): void;
  /** Reset with a new seed. */
  reseed(seed: number): void;
}

export interface ActiveScenario {
  id: string;
  title: string;
  /** The storefront feature toggles the scenario runs with (the in-page storefront reads them at boot). */
  toggles: Record<string, boolean | string>;
  /** CONFIG-06 / ERR-48: `false` when the scenario withholds MD5 from the page (absent: the page has it). */
  md5?: boolean;
  /** What of the page's link could not be applied (a QA panel link's bad faults or clock), shown by the QA panel. */
  notice?: string;
}

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
