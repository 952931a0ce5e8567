import { mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { expect } from './replayContext';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { SCENARIO_ORIGIN } from '../../spec/scenarios';
import type { Scenario, ScenarioStep } from '../../spec/scenarios';
import { pageScriptLines } from '../../spec/scenarios/browser';
import { bannerById } from '../../spec/banners';
import { latestPasscode, sentPasscodes, simControl as control, simulatorAnswer } from './journeys/fixtures';
import { SESSION_COOKIE as IDENTITY_SESSION_COOKIE } from '../../simulator/services/identity/sessions';
import { SESSION_COOKIE as SERVLET_SESSION_COOKIE } from '../../simulator/services/customers/session';
import { STORE_LOOKUP_FAILED } from '../../src/storefront/storeModalFailure';
import { decodeCookieValue } from '../../src/rules/cookieHeader';
import { replayScreenshotPath } from '../../cli/lib/scenario/replayRuns';

/**
 * The browser replay of one scenario on the storefront with its in-page simulator (tests/e2e/scenarios.spec.ts runs
 * it for the library, or for a scenario file). The start page is opened with `?scenario=<id>`, which puts the in-page
 * simulator in the scenario's seed, state, faults, clock, toggles and cookies before the storefront boots; the steps
 * then run through the storefront's own screens, and the simulator's state survives the page loads they make.
 *
 * Every query, and every expected text, is read inside the storefront's own root (#root): the QA panel renders
 * beside it, and its texts (the session's store id, scenario titles) must never satisfy a scenario's expectation.
 */

/** The storefront's own root: the replay's queries and expectations read inside it, never the QA panel. */
export const STOREFRONT_ROOT = '#root';
export const storefront = (page: Page): Locator => page.locator(STOREFRONT_ROOT);

/**
 * The page the steps ended on has finished its load and is not establishing a session, so the expectations read what
 * the page settled on rather than a page still loading (a deep link's reload, a sign-in's hand-off). The page's own
 * signals: the page API is published once the page load has run (window.storefront), the header is busy while a
 * session is established (aria-busy, which ends whether the calls succeed or fail), and a storefront that cannot
 * start shows its configuration error instead. A navigation off the storefront (another banner's site, which nothing
 * answers here) has nothing to wait for. Bounded by the test's timeout.
 */
async function pageRendered(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (!/^https?:$/.test(window.location.protocol)) return true;
      if (document.querySelector('main.config-error') !== null) return true;
      return 'storefront' in window && document.querySelector('header.site-header[aria-busy="true"]') === null;
    },
    null,
    { timeout: 0, polling: 25 },
  );
}

/**
 * A cookie or storage value a step sets is meant for the next page load, not the one still running: the page's own
 * load (which reads and may clear re-init cookies) has finished once the page API is installed. Pages that never
 * establish a session (an error page) are given a moment and then go on.
 */
async function pageLoadSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => 'storefront' in window, null, { timeout: 5_000, polling: 25 }).catch(() => undefined);
}

/** The URL and the log are read in the test process, so they are polled often: no wait beyond the awaited event. */
const POLL = [25, 50];
const SERVICE_COOKIES = new Set([IDENTITY_SESSION_COOKIE, SERVLET_SESSION_COOKIE]);
export const scenarioIdsOf = (s: Scenario) => [...s.errors, ...s.rules, ...s.calls].join(' ');

/** The scenario's start page with `?scenario=<id>` (on the business host for the B2B site). */
function scenarioUrl(s: Scenario, origin: string): string {
  const url = new URL(s.start, origin);
  if (s.b2b) {
    const banner = bannerById(s.banner);
    url.hostname = `business.${(banner?.domain ?? 'www.freshway.test').replace(/^www\./, '')}`;
  }
  url.searchParams.set('scenario', s.id);
  return url.toString();
}

async function closeDialogs(page: Page): Promise<void> {
  const dialogs = storefront(page).getByRole('dialog');
  const close = dialogs.last().getByRole('button', { name: 'Close', exact: true });
  // A page-load modal may close itself (or be closed by the handler) between the count and the click, and the next
  // one may open after it: the count decides whether another click is needed, until none is left. A click gives up
  // only when its button went away under it (the next round looks again); the rounds are bounded by the test's
  // timeout, not by a count that a slow machine runs through before the modals are done. A dialog without a Close
  // button is an outcome, left for the check below.
  while ((await dialogs.count()) > 0 && (await close.count()) > 0) {
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(dialogs.or(storefront(page).locator('.dialog-backdrop'))).toHaveCount(0);
}

/** Toast texts the replay dismissed; they count for the scenario's "no text" expectations as if still shown. */
const dismissedToasts = new WeakMap<Page, string[]>();

/**
 * What happened in the page, in order, with times from the test's start: steps, navigations of the top frame, the
 * calls the page made (not its scripts and images) and the console. Kept for a failed replay's report, where it says
 * which call or navigation came between the steps; REPLAY_TRAIL=1 keeps it for every replay.
 */
const trails = new WeakMap<Page, string[]>();
/** The page's trail, for a failed replay's report. */
export const pageTrail = (page: Page): string[] | undefined => trails.get(page);
const ASSET = /\.(?:js|mjs|css|svg|png|jpe?g|webp|woff2?|ico|map)$/;

function recordTrail(page: Page): (line: string) => void {
  const trail: string[] = [];
  const started = Date.now();
  const at = () => `${String(Date.now() - started).padStart(6)} ms`;
  trails.set(page, trail);
  page.on('console', (message) => trail.push(`${at()}  console.${message.type()} ${message.text()}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`${at()}  navigated ${frame.url()}`);
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (ASSET.test(url.pathname) || url.pathname.startsWith('/node_modules/')) return;
    void request.response().then((response) => trail.push(`${at()}  ${request.method()} ${url.pathname} ${response?.status() ?? '-'}`), () => undefined);
  });
  page.on('requestfailed', (request) => trail.push(`${at()}  ${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText ?? '?'}`));
  return (line) => trail.push(`${at()}  ${line}`);
}

/**
 * A toast over the control the next step clicks (the sign-in toast over the store modal's button) is dismissed
 * with its own button, as a shopper would, instead of waiting the 8 s it stays.
 */
async function dismissToastOver(page: Page, target: Locator): Promise<void> {
  const dismiss = storefront(page).getByRole('button', { name: 'Dismiss notification' });
  const toast = storefront(page).locator('.toast').filter({ has: dismiss });
  if ((await toast.count()) === 0) return;
  // Where the click will land: the control scrolled into view (a tall modal's buttons are below the fold).
  await target.scrollIntoViewIfNeeded();
  const [a, b] = await Promise.all([target.boundingBox(), toast.boundingBox({ timeout: 500 }).catch(() => null)]);
  if (!a || !b || a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y) return;
  const text = await toast.innerText({ timeout: 500 }).catch(() => '');
  if (await dismiss.click({ timeout: 1_000 }).then(() => true, () => false)) dismissedToasts.get(page)?.push(text);
}

/**
 * Waits until the button that says the page is busy with a call ('Verifying…', 'Saving…') is gone: the page's own
 * signal that the answer has arrived, however long it took. Bounded by the test's timeout only.
 */
async function busyEnded(page: Page, label: string): Promise<void> {
  await storefront(page).getByRole('button', { name: label }).waitFor({ state: 'detached', timeout: 0 });
}

/**
 * A sign-in that succeeded closes its modal and loads the signed-in session, with the header busy meanwhile: the next
 * step acts on the signed-in page, not on the guest page still showing (a store chosen then would be a guest's).
 * A refused sign-in never reaches the closing panel, and this returns at once.
 */
async function signInSettled(page: Page): Promise<void> {
  // The page's own signals, bounded by the test's timeout (which counts the scenario's sign-ins), not by a guess of
  // how long a sign-in takes: on a busy machine the hand-off and the signed-in page load take longer.
  await storefront(page).getByRole('dialog', { name: 'Signing you in' }).waitFor({ state: 'detached', timeout: 0 });
  await storefront(page).locator('header.site-header[aria-busy="true"]').waitFor({ state: 'detached', timeout: 0 });
}

/**
 * How many messages the outbox held for the identifier before the step that sends a code (the sign-in's Continue, the
 * resend). The code panel shows as soon as the factor is chosen, while the send (CALL-62) may still be on its way: the
 * code typed is the first one sent after that count, not whatever the outbox held when the panel appeared.
 */
const outboxBefore = new WeakMap<Page, number>();

async function noteOutbox(page: Page, to: string): Promise<void> {
  outboxBefore.set(page, (await sentPasscodes(page, to)).length);
}

/** The newest code sent to the identifier since the noted count; a send that never comes (a failed CALL-62) leaves the latest one, if any, and the expectations judge the outcome. */
async function passcodeFor(page: Page, to: string): Promise<string> {
  try {
    return await latestPasscode(page, to, outboxBefore.get(page) ?? 0, 5_000);
  } catch {
    return (await sentPasscodes(page, to)).at(-1) ?? '000000';
  }
}

async function typeCode(page: Page, kind: 'outbox' | 'wrong', to: string): Promise<void> {
  const real = await passcodeFor(page, to);
  const code = kind === 'wrong' ? (real === '000000' ? '111111' : '000000') : real;
  await storefront(page).getByRole('textbox', { name: 'Verification code' }).fill(code);
  await storefront(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await busyEnded(page, 'Verifying…');
  await signInSettled(page);
}

async function signIn(page: Page, step: Extract<ScenarioStep, { do: 'signIn' }>): Promise<void> {
  await closeDialogs(page);
  // The header menu may still be open from the previous attempt: open it only when its entry is not showing.
  const entry = storefront(page).getByRole('button', { name: 'Sign In', exact: true });
  const modal = storefront(page).getByRole('dialog', { name: 'Sign in or create an account' });
  // A page-load modal closed by the handler in between also closes the menu, or the modal: open them again until the
  // identifier is typed into the sign-in modal. Each action gives up soon (the menu or modal is then closed, not slow)
  // and the loop opens what is missing again.
  // The attempts are bounded by the test's timeout: on a busy machine a click that lands takes longer than a guess.
  await expect(async () => {
    if (!(await modal.isVisible())) {
      if (!(await entry.isVisible())) await storefront(page).getByRole('button', { name: 'Sign In / Up' }).click({ timeout: 2_000 });
      await entry.click({ timeout: 2_000 });
    }
    await modal.getByLabel('Email or mobile number').fill(step.identifier, { timeout: 2_000 });
  }).toPass({ timeout: 0, intervals: [0, 50, 100] });
  if (step.keepSignedIn) await storefront(page).getByLabel('Keep me signed in').check();
  await noteOutbox(page, step.identifier);
  await storefront(page).getByRole('button', { name: 'Continue' }).click();
  await busyEnded(page, 'Please wait…');
  const codeField = storefront(page).getByRole('textbox', { name: 'Verification code' });
  const passwordField = storefront(page).locator('input[type="password"]');
  // The panel the answer leads to: the code or password panel, the first panel again with its message (an error,
  // the lockout), or the closing panel. A panel that never changes falls through to the scenario's expectations.
  const message = storefront(page).getByRole('dialog').locator('.notice.error');
  const closing = storefront(page).getByRole('dialog').getByText('One moment…');
  await expect(codeField.or(passwordField).or(message).or(closing).first()).toBeVisible({ timeout: 7_000 }).catch(() => undefined);
  const onCode = await codeField.isVisible();
  const onPassword = await passwordField.isVisible();
  if (step.method === 'password') {
    if (onCode) await storefront(page).getByRole('button', { name: 'Use password instead' }).click();
    if (!(await passwordField.isVisible())) return;
    await passwordField.fill(step.password ?? '');
    await storefront(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await busyEnded(page, 'Signing in…');
    await signInSettled(page);
    return;
  }
  if (!onCode || onPassword || step.stopAtCode) return;
  await typeCode(page, step.code, step.identifier);
}

/** The scenario's last sign-in step: the identifier a resend or a later code goes to. */
function lastSignIn(s: Scenario): Extract<ScenarioStep, { do: 'signIn' }> | undefined {
  return [...s.steps].reverse().find((x): x is Extract<ScenarioStep, { do: 'signIn' }> => x.do === 'signIn');
}

async function runStep(page: Page, s: Scenario, step: ScenarioStep, logs: string[]): Promise<void> {
  switch (step.do) {
    case 'visit':
      await page.goto(step.path);
      return;
    case 'signIn':
      return signIn(page, step);
    case 'submitCode': {
      const signInStep = lastSignIn(s);
      return typeCode(page, step.code, signInStep?.identifier ?? '');
    }
    case 'resendCode': {
      const signInStep = lastSignIn(s);
      if (signInStep) await noteOutbox(page, signInStep.identifier);
      await storefront(page).getByRole('button', { name: 'Resend code' }).click();
      return;
    }
    case 'signOut':
      await closeDialogs(page);
      await storefront(page).getByRole('button', { name: /^Hi, / }).click();
      await storefront(page).getByRole('button', { name: 'Sign out' }).click();
      return;
    case 'changeStore': {
      await closeDialogs(page);
      await storefront(page).getByRole('button', { name: 'Change store' }).click();
      const modal = storefront(page).getByRole('dialog', { name: /store/i });
      const tab = step.preference === 'pickup' ? 'Pickup' : step.preference === 'delivery' ? 'Delivery' : 'In-store';
      await modal.getByRole('tab', { name: tab }).click();
      await modal.getByLabel(/ZIP code/).fill(step.zipcode);
      await modal.getByRole('button', { name: 'Find stores' }).click();
      // A failed lookup (ERR-42) leaves the modal on its fallback notice: nothing to choose, the outcome is on screen.
      const lookupFailed = modal.getByText(STORE_LOOKUP_FAILED);
      await expect(modal.locator('input[type="radio"]').first().or(lookupFailed)).toBeVisible();
      if (await lookupFailed.isVisible()) return;
      const option = step.storeId ? modal.locator(`input[type="radio"][value="${step.storeId}"]`) : modal.locator('input[type="radio"]:not([disabled])').first();
      await option.check();
      const choose = modal.getByRole('button', { name: /^(Shop in store|Deliver from this store|Pick up here)$/ });
      await dismissToastOver(page, choose);
      await choose.click();
      await busyEnded(page, 'Saving…');
      return;
    }
    case 'acknowledgeTooltip': {
      // The tooltip is a status region with its Got it button; it hides at once, the acknowledgment runs behind it.
      const tooltip = storefront(page).getByRole('status').filter({ has: page.getByRole('button', { name: 'Got it' }) });
      await tooltip.getByRole('button', { name: 'Got it' }).click();
      await expect(tooltip).toHaveCount(0);
      return;
    }
    case 'createAccount': {
      // The create-account page SIGNIN-09 opens for the default zip; the code is the newest one the outbox holds.
      await closeDialogs(page);
      const sentBefore = (await sentPasscodes(page, step.email)).length;
      await page.goto('/account/create-account.html?zipcode=94611');
      await storefront(page).getByLabel('First name').fill(step.firstName);
      await storefront(page).getByLabel('Last name').fill(step.lastName);
      await storefront(page).getByLabel('Email address').fill(step.email);
      if (step.phone) await storefront(page).getByLabel('Mobile number (optional)').fill(step.phone);
      await storefront(page).getByLabel('Password', { exact: true }).fill(step.password);
      await storefront(page).getByRole('button', { name: 'Create account' }).click();
      const code = storefront(page).getByLabel('Verification code');
      // A refused sign-up stays on the details with its message: the outcome is on screen.
      if (!(await code.or(storefront(page).getByRole('alert')).first().waitFor().then(() => code.isVisible()))) return;
      const sent = await latestPasscode(page, step.email, sentBefore);
      await code.fill(step.code === 'wrong' ? (sent === '000000' ? '111111' : '000000') : sent);
      await storefront(page).getByRole('button', { name: 'Verify and create account' }).click();
      await expect(storefront(page).getByRole('button', { name: /^Hi, / }).or(storefront(page).getByRole('alert')).first()).toBeVisible();
      return;
    }
    case 'resetPassword': {
      await closeDialogs(page);
      const sentBefore = (await sentPasscodes(page, step.email)).length;
      await page.goto('/account/reset-password.html');
      await storefront(page).getByLabel('Email address').fill(step.email);
      await storefront(page).getByRole('button', { name: 'Send reset code' }).click();
      const code = storefront(page).getByLabel('Reset code');
      if (!(await code.or(storefront(page).getByRole('alert')).first().waitFor().then(() => code.isVisible()))) return;
      const sent = await latestPasscode(page, step.email, sentBefore);
      await code.fill(step.code === 'wrong' ? `${sent}-wrong` : sent);
      await storefront(page).getByLabel('New password', { exact: true }).fill(step.password);
      await storefront(page).getByLabel('Type the new password again').fill(step.password);
      await storefront(page).getByRole('button', { name: 'Save password and sign in' }).click();
      await expect(storefront(page).getByRole('button', { name: /^Hi, / }).or(storefront(page).getByRole('alert')).first()).toBeVisible();
      return;
    }
    case 'createPasskey': {
      // The prompt opens after the signed-in page load settles (profile check, then the factors check).
      const prompt = storefront(page).getByRole('dialog', { name: 'Sign in faster with a passkey' });
      await prompt.getByRole('button', { name: 'Create a passkey' }).click();
      await expect(prompt.getByRole('button', { name: 'Create a passkey' })).toHaveCount(0);
      return;
    }
    case 'advanceClock':
      await control(page, 'POST', '/__sim/clock', { advance: step.ms });
      return;
    case 'setCookie':
      await pageLoadSettled(page);
      await page.context().addCookies([{ name: step.name, value: encodeURIComponent(step.value), url: page.url() }]);
      return;
    case 'setStorage':
      await pageLoadSettled(page);
      await page.evaluate(({ area, key, value }) => (area === 'local' ? localStorage : sessionStorage).setItem(key, value), step);
      return;
    case 'pageApi': {
      // A script of the page calling window.storefront with an error callback; a refusal is the script's to handle.
      // What it got goes to the log, as the Node driver reports it.
      await page.waitForFunction(() => 'storefront' in window);
      const got = await page.evaluate(async ({ call, value }) => {
        const api = (window as unknown as { storefront: Record<string, Record<string, (v: unknown, o?: unknown) => Promise<unknown>>> }).storefront;
        const [group = '', fn = ''] = call.split('.');
        const callbacks: unknown[] = [];
        try {
          const result = await api[group]![fn]!(value, { onError: (failure: unknown) => void callbacks.push(failure) });
          return { outcome: { settled: 'resolved' as const, value: result }, callbacks };
        } catch (error) {
          return { outcome: { settled: 'rejected' as const, message: error instanceof Error ? error.message : String(error) }, callbacks };
        }
      }, step);
      logs.push(...pageScriptLines(step.call, got.outcome, got.callbacks));
      return;
    }
    case 'cart': {
      // Through the product page's stepper; the header's cart button says when every change is answered.
      await closeDialogs(page);
      const settled = storefront(page).locator('.header-button.cart[data-pending="0"]');
      if (step.action === 'refresh' || !step.upc) {
        await page.reload();
        await expect(settled).toBeVisible();
        return;
      }
      const bpn = step.upc.replace(/^0+/, '');
      const prefix = step.sellerId && step.sellerId !== 'abs' ? '/shop/marketplace' : bpn.startsWith('97') ? '/shop/vineandcellar' : '/shop';
      await page.goto(`${prefix}/product-details.${bpn}.html`);
      const name = (await storefront(page).getByRole('heading', { level: 1 }).textContent()) ?? '';
      await expect(settled).toBeVisible();
      const qtyText = storefront(page).getByRole('group', { name: `${name} in your cart` }).locator('.cart-stepper-qty');
      const current = async () => ((await qtyText.count()) === 0 ? 0 : Number.parseInt((await qtyText.textContent()) ?? '0', 10));
      const target = step.action === 'remove' ? 0 : step.action === 'add' ? (await current()) + (step.qty ?? 1) : (step.qty ?? 1);
      for (let n = await current(), tries = 0; n !== target && tries < 100; n = await current(), tries++) {
        if (n === 0) await storefront(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
        else if (n < target) await storefront(page).getByRole('button', { name: `One more ${name}` }).click();
        else await storefront(page).getByRole('button', { name: n === 1 ? `Remove ${name} from cart` : `One less ${name}` }).click();
        await expect(settled).toBeVisible();
      }
      return;
    }
    case 'checkout': {
      // From the full cart through the checkout page (decision 0489): the first time with places left, then the order.
      await closeDialogs(page);
      await page.goto('/shop/cart.html');
      await pageRendered(page);
      await expect(storefront(page).locator('.header-button.cart[data-pending="0"]')).toBeVisible();
      await storefront(page).getByRole('link', { name: 'Checkout', exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/checkout\.html$/);
      await expect(storefront(page).getByRole('heading', { level: 2, name: step.fulfillment === 'pickup' ? 'Pickup time' : 'Delivery time' })).toBeVisible();
      await expect(storefront(page).locator('section.checkout[aria-busy="true"]')).toHaveCount(0);
      await storefront(page)
        .getByRole('group', { name: step.fulfillment === 'pickup' ? /Choose a pickup time/ : /Choose a delivery time/ })
        .getByRole('radio', { disabled: false })
        .first()
        .check();
      await storefront(page).getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/shop\/order-confirmation\.html\?orderId=/);
      await expect(storefront(page).getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
      return;
    }
    case 'orders':
      await closeDialogs(page);
      await storefront(page).getByRole('button', { name: /^Hi, |^Account$/ }).click();
      await storefront(page).getByRole('link', { name: 'Orders', exact: true }).click();
      await expect(page).toHaveURL(/\/account\/orders\.html$/);
      await expect(storefront(page).locator('li.order-row').first()).toBeVisible();
      return;
    default:
      throw new Error(`step ${step.do} has no browser replay`);
  }
}


export interface ReplayOptions {
  /** The storefront's origin (the project's base URL). */
  origin: string;
  /** Anchors the service worker of the page's origin for the worker's later scenarios (replayContext.ts). */
  anchor: (page: Page) => Promise<void>;
  testInfo: TestInfo;
}

/** Where a path is shown in a message: relative to the working folder (the repository) when inside it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
}

/** The end-state screenshot, attached to the test so that the run's own report names it. */
async function endState(page: Page, path: string, testInfo: TestInfo): Promise<boolean> {
  mkdirSync(dirname(path), { recursive: true });
  const taken = await page.screenshot({ path }).then(() => true, () => false);
  if (taken) await testInfo.attach('screenshot', { path, contentType: 'image/png' });
  return taken;
}

/** The storefront's visible text, once, for a failure message; what the page is when there is no storefront. */
async function storefrontText(page: Page): Promise<string> {
  const text = await storefront(page)
    .innerText({ timeout: 1_000 })
    .catch(() => null);
  if (text === null) return `(no storefront root on ${page.url()})`;
  return text.replace(/\n{3,}/g, '\n\n').trim() || '(empty)';
}

/**
 * The expected texts, read inside the storefront's root only (each waits as a Playwright assertion does): one line per
 * text that is missing, or shown where it must not be (also in a toast the replay dismissed).
 */
async function textMismatches(page: Page, s: Scenario, dismissed: readonly string[]): Promise<string[]> {
  const root = storefront(page);
  const out: string[] = [];
  for (const text of s.expect.text) {
    if (!(await expect(root).toContainText(text).then(() => true, () => false))) out.push(`expected text “${text}”: not on the storefront`);
  }
  for (const text of s.expect.notText) {
    if (!(await expect(root).not.toContainText(text).then(() => true, () => false))) out.push(`expected no text “${text}”: the storefront shows it`);
    else if (dismissed.some((t) => t.includes(text))) out.push(`expected no text “${text}”: it was in a toast the replay dismissed`);
  }
  return out;
}

// eslint-disable-next-line no-control-regex -- terminal colour codes are stripped from a message re-thrown as text
const ANSI = /\u001b\[[0-9;]*m/g;

export async function replayScenario(page: Page, s: Scenario, { origin, anchor, testInfo }: ReplayOptions): Promise<void> {
  const logs: string[] = [];
  const dismissed: string[] = [];
  dismissedToasts.set(page, dismissed);
  page.on('console', (message) => logs.push(message.text()));
  const note = recordTrail(page);
  // Page-load modals that can be dismissed (splash, offers) may open at any moment; they are not what a scenario is
  // about. Modals without a Close button (session timeout) are outcomes and are left for the expectations.
  // The sign-in modal's closing panel ("Signing you in") is part of the sign-in step: closing it early would leave the
  // next step on the guest page while the hand-off still runs. A filter's `has` is looked for inside the dialog, so it
  // starts from the page: one starting from the storefront's root would look for a root inside the dialog and never match.
  const otherDialog = storefront(page).getByRole('dialog', { name: /^(?!.*(sign in|signing you in|verification code|password|store)).*$/i }).filter({ has: page.getByRole('button', { name: 'Close', exact: true }) });
  await page.addLocatorHandler(
    otherDialog,
    async () => {
      // It may close by itself (a reload after sign-in) before the click lands: each click gives up soon, and
      // the next one is tried only while the modal is still there.
      const close = otherDialog.getByRole('button', { name: 'Close', exact: true }).first();
      while ((await close.count()) > 0) await close.click({ timeout: 2_000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
  // Another banner's site (https on its own domain, CROSS-BANNER-06) is outside this replay: nothing answers there,
  // so that navigation fails, and the address the page sent the browser to is the one checked. The replay routes no
  // requests: Playwright's routing sends every request of the page through the test process and turns the browser's
  // cache off, which made each page load fetch and compile every script again.
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  const reached = () => {
    const url = page.url();
    return url.startsWith('chrome-error:') ? (navigations.at(-1) ?? url) : url;
  };
  // No wait for the load event: the simulator's answer below comes after the page's scripts have run.
  await page.goto(scenarioUrl(s, origin), { waitUntil: 'commit' });
  const active = await simulatorAnswer<{ scenario: { id: string } | null }>(page, '/__sim/scenario');
  expect(active.scenario?.id, 'the in-page simulator is in the scenario').toBe(s.id);
  await anchor(page);
  for (const step of s.steps) {
    note(`step ${JSON.stringify(step)}`);
    await runStep(page, s, step, logs);
  }
  note('expectations');
  await pageRendered(page);


  const shot = replayScreenshotPath(s.id);
  const texts = await textMismatches(page, s, dismissed);
  if (texts.length > 0) {
    const taken = await endState(page, shot, testInfo);
    throw new Error([...texts, `The storefront (${STOREFRONT_ROOT}) shows:`, (await storefrontText(page)).replace(/^/gm, '  '), `Screenshot: ${taken ? shown(shot) : '(the page could not be captured)'}`].join('\n'));
  }
  try {
    await otherExpectations(page, s, logs, reached, origin);
  } catch (error) {
    const taken = await endState(page, shot, testInfo);
    const message = error instanceof Error ? error.message.replace(ANSI, '') : String(error);
    throw new Error(`${message}\nScreenshot: ${taken ? shown(shot) : '(the page could not be captured)'}`, { cause: error });
  }
  await endState(page, shot, testInfo);
}

/**
 * An expected address that names the storefront's own origin (a sign-on's goto back to the page) names the one the
 * replay runs on: the scenarios are written for SCENARIO_ORIGIN (the Node driver's), and a replay served on
 * another port (a free one, --base-url) would otherwise wait for an address its page never has.
 */
export function atOrigin(expected: string, origin: string): string {
  const here = new URL(origin).origin;
  return expected.split(SCENARIO_ORIGIN).join(here).split(encodeURIComponent(SCENARIO_ORIGIN)).join(encodeURIComponent(here));
}

/**
 * The URL, cookies and log lines the scenario expects at its end. Each is what the page does after its last step (a
 * navigation, a cookie write, a log line), so each is waited for until it happens, bounded by the test's budget rather
 * than an assertion's 7 s: at a load average of 20 on two cores, a store change's single sign-on redirect came later.
 */
async function otherExpectations(page: Page, s: Scenario, logs: readonly string[], reached: () => string, origin: string): Promise<void> {
  if (s.expect.url !== undefined) {
    const want = atOrigin(s.expect.url, origin);
    await expect.poll(() => {
      const u = new URL(reached());
      const here = `${u.pathname}${u.search}`;
      return want.endsWith('*') ? here.startsWith(want.slice(0, -1)) : here === want;
    }, { message: `url ${want}`, intervals: POLL, timeout: 0 }).toBe(true);
  }
  // Cookies as the page holds them, under the names the expectation gives (B_ and ACI names are names of their own).
  // The services' own session cookies (the provider's sid, the servlets' session) live on their hosts, which the
  // in-page simulator stands for without a browser cookie: the Node run checks those.
  for (const [name, want] of Object.entries(s.expect.cookies)) {
    if (SERVICE_COOKIES.has(name)) continue;
    await expect.poll(async () => {
      const held = (await page.context().cookies()).find((c) => c.name === name);
      const value = held === undefined ? undefined : decodeCookieValue(held.value);
      return typeof want === 'string' ? value === want : (value !== undefined) === want.present;
    }, { message: `cookie ${name} ${typeof want === 'string' ? want : want.present ? '(present)' : '(absent)'}`, intervals: POLL, timeout: 0 }).toBe(true);
  }
  for (const line of s.expect.logs) await expect.poll(() => logs.some((l) => l.includes(line)), { message: `log ${line}`, intervals: POLL, timeout: 0 }).toBe(true);
}
