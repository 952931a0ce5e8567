import { describe, expect, it } from 'vitest';
import { readReproParams } from './reproLink';
import { withoutScenarioParam } from './browser';

const fault = { target: { service: 'servlets', path: '/abs/pub/xapi/search/products', method: 'GET' }, fault: { kind: 'truncated-body' } };
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe("the QA panel link's faults and clock", () => {
  it('reads a list of faults and an ISO clock, validated with the fault schema', () => {
    const read = readReproParams(q({ scenario: 'lockout', faults: JSON.stringify([fault, { fault: { kind: 'rate-limit' }, times: 2 }]), clock: '2026-06-01T16:00:30.000Z' }));
    expect(read.problems).toEqual([]);
    expect(read.faults).toEqual([{ ...fault }, { target: {}, fault: { kind: 'rate-limit', retryAfter: 30 }, times: 2 }]);
    expect(read.clock).toBe(Date.UTC(2026, 5, 1, 16, 0, 30));
  });

  it('names what is wrong and leaves a bad part out instead of failing the page', () => {
    expect(readReproParams(q({ faults: '[{', clock: 'yesterday' }))).toEqual({
      faults: undefined,
      clock: undefined,
      problems: ["The link's faults parameter is not JSON; no faults were added", "The link's clock parameter is not an ISO date-time such as 2026-06-01T15:00:00.000Z; the scenario's clock was kept"],
    });
    const wrongKind = readReproParams(q({ faults: JSON.stringify([{ fault: { kind: 'explode' } }]) }));
    expect(wrongKind.faults).toBeUndefined();
    expect(wrongKind.problems[0]).toMatch(/^The link's faults parameter is not a list of faults \(0\.fault\.kind: .+\); no faults were added$/);
    expect(readReproParams(q({ faults: '{}' })).problems[0]).toContain('not a list of faults');
  });

  it('reads nothing from a link without them', () => {
    expect(readReproParams('?scenario=lockout')).toEqual({ faults: undefined, clock: undefined, problems: [] });
  });

  it('leaves the shopper URL without the scenario, faults and clock', () => {
    expect(withoutScenarioParam(q({ q: 'milk', scenario: 'lockout', faults: '[]', clock: '2026-06-01T16:00:30.000Z' }))).toBe('?q=milk');
  });
});
