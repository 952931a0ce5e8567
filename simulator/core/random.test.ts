import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

const seed = fc.integer({ min: 0, max: 0xffffffff });
const draws = (r: ReturnType<typeof createRandom>, n = 20) => Array.from({ length: n }, () => r.next());

describe('the seeded random source', () => {
  it('the same seed gives the same sequence, another seed another one, each draw in [0, 1)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const a = draws(createRandom(s));
        expect(a).toEqual(draws(createRandom(s)));
        expect(a).not.toEqual(draws(createRandom((s + 1) >>> 0)));
        for (const x of a) expect(x >= 0 && x < 1).toBe(true);
        // A sequence, not one number repeated.
        expect(new Set(a).size).toBeGreaterThan(15);
      }),
      { numRuns: 50 },
    );
  });

  it('draws spread over the whole interval', () => {
    const r = createRandom(42);
    const all = draws(r, 4_000);
    const mean = all.reduce((s, x) => s + x, 0) / all.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    expect(Math.min(...all)).toBeLessThan(0.01);
    expect(Math.max(...all)).toBeGreaterThan(0.99);
  });

  it('int draws whole numbers within its bounds, both ends reached', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 4 }), (s, min, span) => {
        const r = createRandom(s);
        const seen = new Set(Array.from({ length: 200 }, () => r.int(min, min + span)));
        expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: span + 1 }, (_, i) => min + i));
      }),
      { numRuns: 40 },
    );
  });

  it('pick draws every item of a list and refuses an empty one', () => {
    const r = createRandom(3);
    const items = ['a', 'b', 'c', 'd'];
    const seen = new Set(Array.from({ length: 200 }, () => r.pick(items)));
    expect([...seen].sort()).toEqual(items);
    expect(() => r.pick([])).toThrow(/empty/);
  });

  it('id: sixteen base-36 characters after the prefix, all of them used', () => {
    const r = createRandom(9);
    const ids = Array.from({ length: 300 }, () => r.id());
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{16}$/);
    expect(new Set(ids.join('')).size).toBe(36);
    expect(r.id('cart-')).toMatch(/^cart-[0-9a-z]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uuid: RFC 4122 version 4 shaped, every hex digit and variant drawn', () => {
    const r = createRandom(11);
    const uuids = Array.from({ length: 300 }, () => r.uuid());
    for (const u of uuids) expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(uuids.map((u) => u[19])).size).toBe(4);
    expect(new Set(uuids.join('').replace(/-/g, '')).size).toBe(16);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('digits: that many decimal digits, every digit drawn', () => {
    const r = createRandom(12);
    expect(r.digits(0)).toBe('');
    const all = Array.from({ length: 100 }, () => r.digits(6));
    for (const d of all) expect(d).toMatch(/^[0-9]{6}$/);
    expect(new Set(all.join('')).size).toBe(10);
  });

  it('chance(p) is true about p of the time; never at 0, always at 1', () => {
    const r = createRandom(13);
    const rate = (p: number) => Array.from({ length: 2_000 }, () => r.chance(p)).filter(Boolean).length / 2_000;
    expect(rate(0)).toBe(0);
    expect(rate(1)).toBe(1);
    expect(rate(0.3)).toBeGreaterThan(0.25);
    expect(rate(0.3)).toBeLessThan(0.35);
  });

  it('reseed restarts from a seed; state and resume continue the sequence where it was', () => {
    fc.assert(
      fc.property(seed, seed, fc.integer({ min: 0, max: 30 }), (s, other, skip) => {
        const r = createRandom(other);
        r.reseed(s);
        expect(draws(r, 5)).toEqual(draws(createRandom(s), 5));
        draws(r, skip);
        const at = r.state();
        const rest = draws(r, 5);
        const copy = createRandom(other);
        copy.resume(at);
        expect(copy.state()).toBe(at);
        expect(draws(copy, 5)).toEqual(rest);
      }),
      { numRuns: 40 },
    );
  });
});
