import { describe, expect, it } from 'vitest';
import { scenarioById } from '../../../spec/scenarios/index';
import { NodeDriver } from './driver';

/** The Node driver records each effect the sign-in machine asks for by its transition-table name (effectLabel). */
describe('sign-in effects in a scenario trace', () => {
  it('OTP-01 OTP-08 a code sign-in asks CALL-61, sends and verifies the code through CALL-62, then navigates to authorize', async () => {
    const base = scenarioById('err-07-sign-in-goto-untrusted-host')!;
    const driver = await NodeDriver.create({ ...base, faults: [], steps: [] });
    await driver.run();
    await driver.step(base.steps[0]!);
    const effects = driver.observed.events.filter((e) => e.startsWith('signInEffect:'));
    expect(effects).toEqual(expect.arrayContaining(['signInEffect:CALL-61', 'signInEffect:CALL-62:send', 'signInEffect:CALL-62:verify', 'signInEffect:navigate']));
    expect(effects.indexOf('signInEffect:CALL-61')).toBeLessThan(effects.indexOf('signInEffect:CALL-62:verify'));
  });
});
