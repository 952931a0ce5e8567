import { describe, expect, it } from 'vitest';
import { scenarioById } from '../../spec/scenarios/index';
import type { Scenario } from '../../spec/scenarios/index';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { NodeDriver } from '../../cli/lib/scenario/driver';

/**
 * Session events a page load or a page script starts (the address's health-app return and pharmacy account, the
 * registration's end): the storefront core with the workbench's Node ports over the Node simulator, as
 * `scenario run` drives it.
 */

const REDIRECT_COOKIE = 'ECommRedirectURL';

/** A page load at `start` on the seeded simulator, with what the browser holds before it. */
function scenarioAt(start: string, steps: Scenario['steps'] = []): Scenario {
  return { ...scenarioById('guest-deep-link-pickup')!, id: 'session-edge', start, steps, cookies: {} };
}

describe('address events of the page load', () => {
  it('SESSION-EST-16 a new pharmacy-linked account leaves a redirect cookie to the pharmacy account creation page', async () => {
    const driver = await NodeDriver.create(scenarioAt('/?newPharmacyAccount=true'));
    await driver.run();
    const target = driver.observed.cookies.get(REDIRECT_COOKIE);
    expect(target).toBeDefined();
    expect(new URL(target!, 'http://x.invalid').pathname).toBe('/pharmacy/create-account.html');
  });

  it('SESSION-EST-16 without the pharmacy marker no redirect cookie is written', async () => {
    const driver = await NodeDriver.create(scenarioAt('/'));
    await driver.run();
    expect(driver.observed.cookies.get(REDIRECT_COOKIE)).toBeUndefined();
  });

  it('MISC-04 on sendToHealthApp the session kept in local storage is restored and the page loaded once more with the marker', async () => {
    const kept = { info: { COMMON: { userType: 'G', storeId: '1605', zipcode: '94739', preference: 'DUG', banner: 'freshway', siteType: 'C', Selection: 'user' } } };
    const driver = await NodeDriver.create(scenarioAt('/', [
      { do: 'setStorage', area: 'local', key: 'previousStoreData', value: JSON.stringify(kept) },
      { do: 'visit', path: '/pharmacy/create-account.html?sendToHealthApp=true' },
    ]));
    await driver.run();
    const url = new URL(driver.observed.url, 'http://x.invalid');
    expect(url.pathname).toBe('/pharmacy/create-account.html');
    expect(url.searchParams.get('sendToHealthAppAfterCookiesUpdated')).toBe('true');
    // Restored once: the page loaded with the marker does not restore again.
    expect(driver.observed.events.filter((e) => e === 'healthApp:restore')).toHaveLength(1);
    expect(driver.observed.session).toMatchObject({ storeId: '1605', zipcode: '94739' });
  });
});

describe('single sign-on from the page load', () => {
  it('MARKETING-06 the single sign-on a guest is sent to carries the address ml (modal-link analytics) along', async () => {
    const driver = await NodeDriver.create({ ...scenarioAt('/shop/aisles/produce.html?ml=spring-modal'), toggles: { enableBannerSwitch: true } });
    await driver.run();
    const target = new URL(driver.observed.url, 'http://x.invalid');
    expect(target.searchParams.get('ml')).toBe('spring-modal');
    expect(target.searchParams.get('goto')).toContain('/shop/aisles/produce.html');
  });
});

describe('delivery address cookie of a signed-in page load', () => {
  it('EXPIRY-03 with consent the delivery address cookie is written to expire 45 minutes after writing', async () => {
    const driver = await NodeDriver.create(scenarioAt('/'));
    const servlet = startServletSession(driver.ctx, knownCustomers.shopper.uuid, 'freshway');
    driver.observed.cookies.set(SESSION_COOKIE, servlet.id, null);
    driver.observed.cookies.set('OptanonConsent', 'groups=C0001:1,C0003:1', null);
    const written = driver.ctx.clock.now();
    await driver.run();
    const jar = driver.observed.cookies as unknown as { expiries: Map<string, number | null> };
    expect(driver.observed.cookies.get('DELIVERY_ADDR')).toBeTruthy();
    // The page load may take simulated time; the expiry is 45 minutes after the write, which happened during it.
    const expires = jar.expiries.get('DELIVERY_ADDR');
    expect(expires).toBeGreaterThanOrEqual(written + 45 * 60_000);
    expect(expires).toBeLessThanOrEqual(driver.ctx.clock.now() + 45 * 60_000);
  });
});

describe('page script: registration finished', () => {
  it('SESSION-EST-17 a signed-in shopper finishing registration gets the redirect cookie, then is signed out', async () => {
    const driver = await NodeDriver.create(scenarioAt('/'));
    const servlet = startServletSession(driver.ctx, knownCustomers.shopper.uuid, 'freshway');
    driver.observed.cookies.set(SESSION_COOKIE, servlet.id, null);
    await driver.run();
    expect(driver.observed.session?.userType).toMatch(/^[RC]$/);
    const api = await driver.page().pageApi();
    await api.session.registrationFinished('/account/welcome.html');
    expect(driver.observed.cookies.get(REDIRECT_COOKIE)).toBe('/account/welcome.html');
    expect(driver.page().getSnapshot().session?.userType ?? '').not.toMatch(/^[RC]$/);
  });

  it('SESSION-EST-17 a guest finishing registration is refused: no redirect cookie and the session kept', async () => {
    const driver = await NodeDriver.create(scenarioAt('/'));
    await driver.run();
    const before = driver.page().getSnapshot().session;
    const api = await driver.page().pageApi();
    await expect(api.session.registrationFinished('/account/welcome.html')).rejects.toThrow(/signed-in/);
    expect(driver.observed.cookies.get(REDIRECT_COOKIE)).toBeUndefined();
    expect(driver.page().getSnapshot().session).toEqual(before);
  });
});
