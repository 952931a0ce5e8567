import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { rewardsSummaryCacheValid } from './rewardsSummaryCache';

describe('the rewards summary cache', () => {
  it('EXPIRY-11 a summary may be reused from the moment it was fetched until 10000 ms later, not after', () => {
    const at = 1_700_000_000_000;
    expect(rewardsSummaryCacheValid(at, at)).toBe(true);
    expect(rewardsSummaryCacheValid(at, at + 9_999)).toBe(true);
    expect(rewardsSummaryCacheValid(at, at + 10_000)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -20_000, max: 20_000 }), (fetchedAt, elapsed) => {
        expect(rewardsSummaryCacheValid(fetchedAt, fetchedAt + elapsed)).toBe(elapsed >= 0 && elapsed < 10_000);
      }),
    );
  });

  it('EXPIRY-11 a fetch time in the future, or not a number, is never a usable cache', () => {
    expect(rewardsSummaryCacheValid(1_000, 999)).toBe(false);
    for (const fetchedAt of [undefined, null, '1000', {}]) expect(rewardsSummaryCacheValid(fetchedAt, 1_000), JSON.stringify(fetchedAt)).toBe(false);
  });
});
