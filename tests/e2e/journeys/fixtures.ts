import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';

/** Marks the splash offer as just shown, so journeys about other screens are not covered by it (SPLASH-07). */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('splashShownAt', String(Date.now()));
  });
}

/** The control is on screen and a click at its centre lands on it (nothing covers it). */
export async function uncovered(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
}

/**
 * A tab in a context of its own whose clock the test moves (Playwright's clock, installed before the first page load:
 * it runs at the natural pace until the test moves it, and the page's timers follow it). Never the worker's shared
 * context (../replayContext.ts refuses it): a clock installed there would stay in every later test's tabs, where no
 * timer fires once it is paused. The splash is marked as shown, as for the others; the caller closes the context.
 */
export async function pageWithClock(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.clock.install();
  const page = await context.newPage();
  await skipSplash(page);
  return page;
}

/**
 * The page's axe-core violations of any impact (within `include`, a selector, when given), one line each. A page
 * without frames of its own is scanned in one run in the page (`frames: false`): the cross-frame run waits on every
 * frame the tab has, and in the full suite it has been seen to wait past the test's time on a page with none.
 */
export async function axeViolations(page: Page, include?: string, options: { frames?: boolean } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (options.frames === false) {
    expect(page.frames(), 'the page has no frame of its own').toHaveLength(1);
    builder.setLegacyMode(true);
  }
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Where each journey's end state is kept as a test artefact. */
export const JOURNEY_SCREENSHOTS = 'reports/journeys';

/** Saves the journey's end state as `reports/journeys/<name>.png`. */
export async function saveEndState(page: Page, name: string): Promise<void> {
  mkdirSync(JOURNEY_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${JOURNEY_SCREENSHOTS}/${name}.png`, fullPage: false });
}

export const SCREENSHOTS = 'reports/screenshots';
const SHOT_SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** The page as it is, at a phone's width and a desktop's (reports/screenshots/<name>-<width>.png), then back to its own size. */
export async function shotAtWidths(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const own = page.viewportSize();
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${size.width}.png` });
  }
  if (own) await page.setViewportSize(own);
}

/** Calls the in-page simulator's control API (/__sim/...) through the page, so the worker answers. */
export async function simControl<T = unknown>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(path, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: r.status, body: (await r.text()) || 'null' };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${answer.body}`).toBeLessThan(400);
  return JSON.parse(answer.body) as T;
}

/**
 * Waits until the in-page simulator answers `path` of its control API (before that the preview server answers with
 * the page's HTML) and returns the answer.
 */
export async function simulatorAnswer<T = unknown>(page: Page, path: string): Promise<T> {
  // The page asks every 20 ms for up to 2 s per round trip, so the wait ends as soon as the worker answers; a
  // navigation in between (the page's own redirects) ends the round early and the next one asks the new page.
  let answer: { body: T } | null = null;
  const answered = async () => {
    answer = await page
      .evaluate(
        async ({ path, ms }) => {
          const until = performance.now() + ms;
          for (;;) {
            try {
              const r = await fetch(path);
              if (r.ok) return { body: JSON.parse(await r.text()) as unknown };
            } catch {
              // Not the simulator yet.
            }
            if (performance.now() > until) return null;
            await new Promise((done) => setTimeout(done, 20));
          }
        },
        { path, ms: 2_000 },
      )
      .catch(() => null) as { body: T } | null;
    return answer !== null;
  };
  // Bounded by the test's timeout (0: no limit of its own): a first load on a busy machine (bundle, service worker,
  // simulator start) is slower, not wrong.
  await expect.poll(answered, { message: `the in-page simulator answers ${path}`, timeout: 0, intervals: [50] }).toBe(true);
  return (answer as { body: T } | null)!.body;
}

/** Waits until the in-page simulator answers its control API. */
export async function simulatorReady(page: Page): Promise<void> {
  const clock = await simulatorAnswer<{ now?: unknown }>(page, '/__sim/clock');
  expect(typeof clock.now, 'the simulator clock').toBe('number');
}

/** A customer as the simulator's state lists it (`/__sim/state`). */
export interface SimCustomer {
  email: string;
  firstName: string;
  banner: string;
  factorKinds: string;
  deactivated: boolean;
  passwordExpired: boolean;
}

/** A Freshway customer who can sign in with a passcode sent by email. */
export const isEmailShopper = (c: SimCustomer): boolean => c.factorKinds.includes('email') && !c.deactivated && !c.passwordExpired && c.banner === 'freshway';

/**
 * From the header's store region: opens the store modal, searches pickup stores near `zipcode` and picks the second
 * one listed. Returns the chosen store id; the outcome is the caller's to check.
 */
export async function pickSecondPickupStore(page: Page, store: Locator, zipcode: string): Promise<string | null> {
  await store.getByRole('button', { name: 'Change store' }).click();
  const dialog = page.getByRole('dialog', { name: /Choose your store|Your store is closed/ });
  await dialog.getByRole('tab', { name: 'Pickup' }).click();
  await dialog.getByLabel('ZIP code').fill(zipcode);
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  const choice = dialog.getByRole('radio').nth(1);
  const chosen = await choice.getAttribute('value');
  await choice.check();
  await dialog.getByRole('button', { name: 'Pick up here' }).click();
  return chosen;
}

/**
 * Waits until the page shows its session: the header is no longer busy (it is while a session is established, after a
 * sign-in too) and the store summary has left its loading state. These are the page's own signals (aria-busy), so the
 * wait ends as soon as the page has settled, however long the first load took; it is bounded by the test's timeout,
 * not by an assertion's, since on a busy machine the first load (bundle, service worker, simulator, session calls)
 * takes longer than an assertion waits. What a test checks after it is then on a settled page.
 */
export async function sessionShown(page: Page): Promise<void> {
  await page.locator('header.site-header:not([aria-busy="true"]) section.store-summary:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: 0 });
}

/** The header's store and fulfilment region, once the session is shown. */
export async function storeRegion(page: Page): Promise<Locator> {
  await sessionShown(page);
  const store = page.getByRole('region', { name: 'Store and fulfilment' });
  await expect(store).toContainText('Store #');
  return store;
}

/**
 * Waits until a submitted sign-in has ended: its closing panel ('Signing you in') is gone and the signed-in session
 * is shown (sessionShown). A refused sign-in never reaches the closing panel; the caller checks what it expects.
 */
export async function signInSettled(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Signing you in' }).waitFor({ state: 'detached', timeout: 0 });
  await sessionShown(page);
}

/** Opens the sign-in modal from the header menu and submits an identifier; returns the dialog. */
export async function startSignIn(page: Page, identifier: string, options: { keepSignedIn?: boolean } = {}): Promise<Locator> {
  const entry = page.getByRole('button', { name: 'Sign In', exact: true });
  if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Sign In / Up' }).click();
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  await expect(dialog).toBeVisible();
  if (options.keepSignedIn) await dialog.getByRole('checkbox', { name: 'Keep me signed in' }).check();
  await dialog.getByLabel('Email or mobile number').fill(identifier);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

/** The passcodes the simulator has sent to an address or phone, oldest first. */
export async function sentPasscodes(page: Page, to: string): Promise<string[]> {
  const outbox = await simControl<{ messages?: { passcode: string }[] }>(page, 'GET', `/__sim/outbox?to=${encodeURIComponent(to)}`);
  return (outbox.messages ?? []).map((message) => message.passcode);
}

/**
 * The latest passcode the simulator sent to an address or phone, waiting until more than `after` were sent (the code
 * panel opens while the send call runs).
 */
export async function latestPasscode(page: Page, to: string, after = 0, timeout?: number): Promise<string> {
  await expect.poll(async () => (await sentPasscodes(page, to)).length, { message: `a passcode was sent to ${to}`, timeout }).toBeGreaterThan(after);
  return (await sentPasscodes(page, to)).at(-1)!;
}

/** Signs in with a passcode read from the simulator outbox; ends when the header greets the customer. */
export async function signInWithPasscode(page: Page, email: string): Promise<void> {
  await startSignIn(page, email);
  const codeDialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByLabel('Verification code', { exact: true }).fill(await latestPasscode(page, email));
  await codeDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await codeDialog.waitFor({ state: 'detached', timeout: 0 });
  await signInSettled(page);
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
}

/** Opens the password panel for an identifier (straight away for a password-only account, else through the code panel). */
export async function openPasswordPanel(page: Page, identifier: string): Promise<Locator> {
  await startSignIn(page, identifier);
  const passwordDialog = page.getByRole('dialog', { name: 'Enter your password' });
  const codeDialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(passwordDialog.or(codeDialog)).toBeVisible();
  if (await codeDialog.isVisible()) await codeDialog.getByRole('button', { name: 'Use password instead' }).click();
  await expect(passwordDialog).toBeVisible();
  return passwordDialog;
}

/** The profile service path (CALL-49 GET, CALL-26 POST), as the simulator's route table names it. */
export const PROFILE_STORES_PATH = '/apim/profile/ucaservice/api/uca/customers/:userId/stores';

/**
 * The seeded profiles all prefer a store of their own banner; journeys that need another answer script the profile
 * (CALL-49) through the simulator. This one: a Freshway in-store (J4U) preference whose preferred store is a Valley
 * Market store, the store-conflict case (PROFILE-RECON-10).
 */
export const crossBannerProfile = {
  preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'J4U' }],
  stores: [{ storeId: '2210', banner: 'valleymarket', storePreference: 'Preferred', address: { address1: '10 Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85004' }, services: [{ type: 'INSTORE' }], isClosed: false }],
  postalCodes: [{ postalCode: '85004', bannerId: 'valleymarket', purposes: ['DELIVERY'], stores: ['2210'] }],
  selectedAddresses: [],
};

/** Every later profile answer is `body` (status 200). */
export async function scriptProfile(page: Page, body: unknown): Promise<void> {
  await simControl(page, 'POST', '/__sim/faults', { target: { service: 'profile', path: PROFILE_STORES_PATH, method: 'GET' }, fault: { kind: 'status', status: 200, body } });
}
