// Read only by the offers client (loaded on demand); apart so the page load does not carry it.

export const REWARDS_SUMMARY_CACHE_MS = 10_000;

/** EXPIRY-11: a rewards summary fetched at `fetchedAt` may be reused for 10 000 ms. */
export function rewardsSummaryCacheValid(fetchedAt: unknown, now: number): boolean {
  return typeof fetchedAt === 'number' && now >= fetchedAt && now - fetchedAt < REWARDS_SUMMARY_CACHE_MS;
}
