import { describe, expect, it } from 'vitest';
import { scenarioById } from '../../../spec/scenarios/index';
import { NodeDriver } from './driver';

/** The default-address tooltip's timing runs in the storefront core on the simulator's clock (TOOLTIP-02, 10 s). */
describe('the default-address tooltip through the storefront core', () => {
  async function signedInWithTooltip() {
    const base = scenarioById('err-34-got-it-acknowledgment-fails')!;
    const driver = await NodeDriver.create({ ...base, faults: [], steps: [] });
    await driver.run();
    await driver.step(base.steps[0]!);
    expect(driver.observed.events).toContain('tooltip:shown');
    return driver;
  }

  it('TOOLTIP-02 hides by itself after 10 s on the clock, without acknowledging', async () => {
    const driver = await signedInWithTooltip();
    const acks = () => driver.observed.calls.filter((c) => c.calls.includes('CALL-51')).length;
    await driver.step({ do: 'advanceClock', ms: 9_999 });
    expect(driver.core!.getSnapshot().tooltip).not.toBeNull();
    await driver.step({ do: 'advanceClock', ms: 1 });
    expect(driver.core!.getSnapshot().tooltip).toBeNull();
    expect(driver.observed.events).toContain('tooltip:timeout');
    expect(acks()).toBe(0);
  });

  it('TOOLTIP-03 Got it acknowledges (CALL-51), stores the flag and cancels the timer', async () => {
    const driver = await signedInWithTooltip();
    await driver.step({ do: 'acknowledgeTooltip' });
    expect(driver.observed.calls.some((c) => c.calls.includes('CALL-51'))).toBe(true);
    expect(driver.observed.storage.local.get('defaultAddressAck')).toBe('true');
    await driver.step({ do: 'advanceClock', ms: 10_000 });
    expect(driver.observed.events).not.toContain('tooltip:timeout');
  });
});
