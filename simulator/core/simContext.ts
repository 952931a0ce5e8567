import type { Banner } from '../../spec/schemas/banner';
import type { SimClockControl } from './clock';
import type { Outbox } from './contract';
import type { SimDb } from './db';
import type { FaultStore } from './faults';
import type { SeededRandom } from './random';

/**
 * The simulator's state as every service, seed and state reads it (built by ./context.ts's createSimContext): a module
 * of its own, importing none of the modules that use it, so the seeding that ./context.ts runs can name it.
 */
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
