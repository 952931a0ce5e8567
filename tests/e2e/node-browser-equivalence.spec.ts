import type { Page } from '@playwright/test';
import { expect, test } from './replayContext';
import { scenarioById } from '../../spec/scenarios';
import type { Scenario } from '../../spec/scenarios';
import { NodeDriver } from '../../cli/lib/scenario/driver';
import { decodeCookieValue } from '../../src/rules/cookieHeader';
import { SHARED_SESSION_COOKIE } from '../../src/storefront/session/sessionCookie';
import { SESSION_COOKIE as IDENTITY_SESSION_COOKIE } from '../../simulator/services/identity/sessions';
import { SESSION_COOKIE as SERVLET_SESSION_COOKIE } from '../../simulator/services/customers/session';
import { sessionShown, signInWithPasscode, skipSplash, storeRegion } from './journeys/fixtures';
import { isStorefrontStorageKey } from '../../src/storefront/session/signOut';

/**
 * One storefront core, two sets of ports, at browser level: the same scenario run by the workbench's Node
 * driver in this test process and by the simulator build in Chromium (its in-page simulator put in the scenario with
 * `?scenario=<id>`, the step made through the store modal) must end in the same session (user type, store,
 * fulfilment) and the same cookies by name and value. What the documents make random or time-dependent is compared by
 * shape: the generated grsSessionId (SESSION-EST-06) and the expiry dates, of which only "session cookie or not" is
 * compared. The simulator's own service cookies are not the storefront's and are left out.
 */

const SERVICE_COOKIES = new Set([IDENTITY_SESSION_COOKIE, SERVLET_SESSION_COOKIE]);
const RANDOM_ID = /^[\w-]{6,}$/;

interface CookieView {
  readonly value: unknown;
  readonly persistent: boolean;
}

/** A cookie's value with its random parts replaced by their shape (the shared session cookie's grsSessionId). */
function comparable(name: string, raw: string): unknown {
  if (name !== SHARED_SESSION_COOKIE) return raw;
  const parsed = JSON.parse(raw) as { info: { COMMON?: Record<string, unknown> } };
  const common = parsed.info.COMMON;
  if (common && typeof common.grsSessionId === 'string') {
    expect(common.grsSessionId, 'grsSessionId is a generated id').toMatch(RANDOM_ID);
    common.grsSessionId = '<generated id>';
  }
  return parsed;
}

async function inNode(scenario: Scenario): Promise<{ session: { userType: string; storeId: string; preference: string }; cookies: Record<string, CookieView> }> {
  const driver = await NodeDriver.create(scenario);
  await driver.run();
  // The run's jar is an in-memory one that keeps each cookie's expiry (null: a session cookie).
  const expiries = (driver.observed.cookies as { expiries?: Map<string, number | null> }).expiries;
  const cookies: Record<string, CookieView> = {};
  for (const [name, value] of Object.entries(driver.observed.cookies.all())) {
    if (SERVICE_COOKIES.has(name)) continue;
    const expires = expiries?.get(name) ?? null;
    cookies[name] = { value: comparable(name, value), persistent: expires !== null };
  }
  const view = driver.observed.session!;
  return { session: { userType: view.userType, storeId: view.storeId, preference: view.preference }, cookies };
}

/** The page's own settled signals: the page load has run (window.storefront) and the header is not establishing. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => 'storefront' in window, null, { timeout: 0, polling: 25 });
  await sessionShown(page);
}

async function inBrowser(page: Page, scenario: Scenario): Promise<{ session: { userType: string; storeId: string; preference: string }; cookies: Record<string, CookieView> }> {
  // The first visit's splash opens over the page when its deals arrive, sometimes before the store change's click and
  // sometimes after (a busy machine saw it take the click); it keeps only its own storage mark, no cookie, so it is
  // marked as shown here, as the journeys do.
  await skipSplash(page);
  await page.goto(`${scenario.start}${scenario.start.includes('?') ? '&' : '?'}scenario=${scenario.id}`);
  await settled(page);
  for (const step of scenario.steps) {
    if (step.do !== 'changeStore') throw new Error(`step ${step.do} is not replayed here`);
    await page.getByRole('button', { name: 'Change store' }).click();
    const modal = page.getByRole('dialog', { name: /store/i });
    await modal.getByRole('tab', { name: step.preference === 'pickup' ? 'Pickup' : step.preference === 'delivery' ? 'Delivery' : 'In-store' }).click();
    await modal.getByLabel(/ZIP code/).fill(step.zipcode);
    await modal.locator(`input[type="radio"][value="${step.storeId}"]`).check();
    await modal.getByRole('button', { name: /^(Shop in store|Deliver from this store|Pick up here)$/ }).click();
    await modal.waitFor({ state: 'detached', timeout: 0 });
    await settled(page);
  }
  const cookies: Record<string, CookieView> = {};
  for (const c of await page.context().cookies()) {
    if (SERVICE_COOKIES.has(c.name)) continue;
    cookies[c.name] = { value: comparable(c.name, decodeCookieValue(c.value)), persistent: c.expires !== -1 };
  }
  const common = (cookies[SHARED_SESSION_COOKIE]?.value as { info: { COMMON: { userType: string; preference: string } } } | undefined)?.info;
  const store = await storeRegion(page);
  const storeId = ((await store.textContent()) ?? '').match(/Store #(\d+)/)?.[1] ?? '';
  return { session: { userType: common?.COMMON.userType ?? '', storeId, preference: common?.COMMON.preference ?? '' }, cookies };
}

for (const id of ['guest-deep-link-pickup', 'guest-store-change']) {
  test(`SESSION-EST-07 GUEST-STORE-12 COOKIE-08 ${id}: Node and Chromium end in the same session and the same cookies`, async ({ page }) => {
    const scenario = scenarioById(id)!;
    const node = await inNode(scenario);
    const browser = await inBrowser(page, scenario);
    expect(browser.session).toEqual(node.session);
    expect(Object.keys(browser.cookies).sort()).toEqual(Object.keys(node.cookies).sort());
    expect(browser.cookies).toEqual(node.cookies);
  });
}

/**
 * Keys the two runs do not write alike: the splash's shown mark (the browser run writes it on every navigation to keep
 * the splash away, skipSplash) and the sponsored icons' session id (the icons are a screen the Node driver does not
 * draw). Every other storefront key is compared.
 */
const SCREEN_ONLY_KEYS = new Set(['splashShownAt', 'sponsoredSid']);

/** The storefront's own storage keys (STORAGE-05 and its own records) of local and session storage, sorted. */
function storefrontKeys(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => isStorefrontStorageKey(key) && !SCREEN_ONLY_KEYS.has(key)).sort();
}

test('SIGNIN-05 STORAGE-05 sign-out: the Node driver and the page end in the same cookies and the same storefront storage keys', async ({ page }) => {
  // A Node run and a browser run, each with a passcode sign-in: twice a one-flow test's budget and then some.
  test.slow();
  const scenario = scenarioById('sign-out')!;
  const signIn = scenario.steps[0];
  if (signIn?.do !== 'signIn') throw new Error('the sign-out journey starts with a sign-in');
  const driver = await NodeDriver.create(scenario);
  await driver.run();
  const expiries = (driver.observed.cookies as { expiries?: Map<string, number | null> }).expiries;
  const nodeCookies: Record<string, CookieView> = {};
  for (const [name, value] of Object.entries(driver.observed.cookies.all())) {
    if (SERVICE_COOKIES.has(name)) continue;
    nodeCookies[name] = { value: comparable(name, value), persistent: (expiries?.get(name) ?? null) !== null };
  }
  const nodeStorage = { local: storefrontKeys(driver.observed.storage.local.keys()), session: storefrontKeys(driver.observed.storage.session.keys()) };

  await skipSplash(page);
  await page.goto(`${scenario.start}${scenario.start.includes('?') ? '&' : '?'}scenario=${scenario.id}`);
  await settled(page);
  await signInWithPasscode(page, signIn.identifier);
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In / Up' })).toBeVisible();
  await settled(page);
  const browserCookies: Record<string, CookieView> = {};
  for (const c of await page.context().cookies()) {
    if (SERVICE_COOKIES.has(c.name)) continue;
    browserCookies[c.name] = { value: comparable(c.name, decodeCookieValue(c.value)), persistent: c.expires !== -1 };
  }
  const browserStorage = await page.evaluate(() => ({ local: Object.keys(window.localStorage), session: Object.keys(window.sessionStorage) }));
  expect(browserCookies).toEqual(nodeCookies);
  expect({ local: storefrontKeys(browserStorage.local), session: storefrontKeys(browserStorage.session) }).toEqual(nodeStorage);
});
