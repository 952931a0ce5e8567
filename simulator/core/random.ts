import type { SimRandom } from './contract';

/** mulberry32: a small, fast, seedable PRNG; the same seed always gives the same sequence. */
interface Mulberry {
  (): number;
  /** The generator's whole state: restoring it continues the same sequence. */
  state(): number;
}

function mulberry32(seed: number): Mulberry {
  let a = seed >>> 0;
  const draw = () => {
    // The simulator promises a repeatable sequence, not mulberry32's own numbers: a variant of the mixing steps is
    // another repeatable sequence that no test can tell from it.
    // Stryker disable next-line ArithmeticOperator: see above
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    // Stryker disable next-line ArithmeticOperator: see above
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(draw, { state: () => a });
}

export interface SeededRandom extends SimRandom {
  /** An RFC 4122 version-4 shaped UUID drawn from the seeded sequence. */
  uuid(): string;
  /** `count` decimal digits. */
  digits(count: number): string;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Restarts the sequence from `seed`. */
  reseed(seed: number): void;
  /** The position in the sequence, to be restored with `resume` (a page reload of the in-page simulator). */
  state(): number;
  resume(state: number): void;
}

export function createRandom(seed: number): SeededRandom {
  let next = mulberry32(seed);
  const random: SeededRandom = {
    next: () => next(),
    int(min, maxInclusive) {
      return min + Math.floor(next() * (maxInclusive - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    id(prefix = '') {
      let s = '';
      for (let i = 0; i < 16; i++) s += Math.floor(next() * 36).toString(36);
      return `${prefix}${s}`;
    },
    uuid() {
      const hex = () => Math.floor(next() * 16).toString(16);
      const part = (n: number) => Array.from({ length: n }, hex).join('');
      const variant = (8 + Math.floor(next() * 4)).toString(16);
      return `${part(8)}-${part(4)}-4${part(3)}-${variant}${part(3)}-${part(12)}`;
    },
    digits(count) {
      let s = '';
      for (let i = 0; i < count; i++) s += Math.floor(next() * 10).toString();
      return s;
    },
    chance(p) {
      // Stryker disable next-line EqualityOperator: a draw equal to p comes once in 2^32 draws at most
      return next() < p;
    },
    reseed(seed) {
      next = mulberry32(seed);
    },
    state: () => next.state(),
    resume(state) {
      // mulberry32 draws from its state as it is; seeding with the state itself continues the sequence.
      next = mulberry32(state);
    },
  };
  return random;
}
