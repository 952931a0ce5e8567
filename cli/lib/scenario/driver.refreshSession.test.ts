import { describe, expect, it } from 'vitest';
import { scenarioById } from '../../../spec/scenarios/index';
import { NodeDriver } from './driver';

/** The scenario step `refreshSession` runs the core's CALL-48 command, whose failure signs out through the core. */
describe('the refresh step in a Node run', () => {
  it('SIGNIN-03 ERRORS-10 SIGNIN-05 a keep-me-signed-in refresh that fails signs out as the page does and loads a guest page', async () => {
    const base = scenarioById('kmsi-single-sign-on')!;
    const driver = await NodeDriver.create({ ...base, steps: [] });
    await driver.run();
    await driver.step(base.steps[0]!);
    expect(driver.observed.session?.userType).toBe('C');
    driver.ctx.faults.add({ target: { service: 'identity', path: '/idp/api/v1/sessions/me/lifecycle/refresh' }, fault: { kind: 'status', status: 403 } });
    const before = driver.observed.calls.length;
    await driver.step({ do: 'refreshSession' });
    const after = driver.observed.calls.slice(before).flatMap((c) => [...c.calls]);
    expect(after).toEqual(expect.arrayContaining(['CALL-48', 'CALL-63', 'CALL-46']));
    expect(driver.observed.events).toEqual(expect.arrayContaining(['refresh:failed:403', 'signOut']));
    expect(driver.observed.cookies.get('SAFEWAY_KMSI')).toBe('error');
    expect(driver.observed.session?.userType).toBe('G');
  });
});
