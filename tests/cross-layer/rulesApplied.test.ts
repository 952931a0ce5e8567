import { describe, expect, it } from 'vitest';
import { scenarioById } from '../../spec/scenarios';
import { NodeDriver } from '../../cli/lib/scenario/driver';

/**
 * Rules the shipped storefront and simulator apply in one place, shown through their wiring: the Node driver runs the
 * storefront core with the API clients over the simulator, as the scenarios do.
 */
describe('rules through the storefront and the simulator', () => {
  it('USER-TYPES-06 the signed-in user info the simulator answers carries the rule\'s extendedType: a C customer with orders is ce', async () => {
    const journey = scenarioById('sign-out')!;
    const driver = await NodeDriver.create({ ...journey, steps: journey.steps.filter((step) => step.do === 'signIn') });
    await driver.run();
    expect(driver.observed.session).toMatchObject({ userType: 'C', userInfo: { extendedType: 'ce', orderCount: 3 } });
  });

  it('ADDRESS-07 ERR-43 the page API\'s store address line is the address rule\'s: line 1 of a known store, "Store not found" for an unknown one', async () => {
    const base = scenarioById('sign-out')!;
    const driver = await NodeDriver.create({ ...base, steps: [{ do: 'visit', path: '/' }, { do: 'pageApi', call: 'store.addressLine', value: '1502' }, { do: 'pageApi', call: 'store.addressLine', value: '999999' }] });
    await driver.run();
    const lines = driver.observed.logs.filter((line) => line.startsWith('[page script] store.addressLine'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[page script\] store\.addressLine resolved "[^"]+"$/);
    expect(lines[0]).not.toContain('Store not found');
    expect(lines[1]).toBe('[page script] store.addressLine resolved "Store not found"');
  });
});
