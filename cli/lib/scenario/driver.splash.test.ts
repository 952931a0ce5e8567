import { describe, expect, it } from 'vitest';
import { scenarioById } from '../../../spec/scenarios/index';
import { SPLASH_SHOWN_KEY } from '../../../src/storefront/splash';
import { SPLASH_TITLE } from '../../../src/storefront/splashDeals';
import { NodeDriver } from './driver';

/** The Node driver runs the core's splash (src/storefront/splash.ts) as the page does, and shows its deals. */
describe('the splash in a Node run', () => {
  it('SPLASH-06 SPLASH-08 the first page load shows the splash with the store\'s deals; SPLASH-07 the next page within the TTL makes no splash call', async () => {
    const scenario = scenarioById('splash-once-per-ttl')!;
    const driver = await NodeDriver.create({ ...scenario, steps: [] });
    await driver.run();
    const deals = driver.core!.getSnapshot().splash;
    expect(deals?.length).toBeGreaterThan(0);
    expect(driver.observed.texts.slice(0, 1 + deals!.length)).toEqual([SPLASH_TITLE, ...deals!.map((d) => d.title)]);
    const shownAt = driver.observed.storage.local.get(SPLASH_SHOWN_KEY);
    expect(shownAt).toBe(String(driver.ctx.clock.now()));
    const splashCalls = () => driver.observed.calls.filter((c) => c.calls.includes('CALL-66')).length;
    expect(splashCalls()).toBe(1);
    for (const step of scenario.steps) await driver.step(step);
    expect(splashCalls()).toBe(1);
    expect(driver.core!.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
    expect(driver.observed.storage.local.get(SPLASH_SHOWN_KEY)).toBe(shownAt);
  });
});
