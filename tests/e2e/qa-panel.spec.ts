import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './replayContext';
import type { Locator, Page } from '@playwright/test';
import { skipSplash, storeRegion } from './journeys/fixtures';

/**
 * The QA panel as QA uses it to reproduce a scenario by hand: load it by catalogue ID, walk its steps, move the
 * simulator clock, fault one route, and hand the state on as a link that opens the same state in another page.
 */

/** The panel's root beside the storefront's (QaPanel.tsx QA_ROOT_ID). */
const QA_ROOT = 'qa-root';

async function openPanel(page: Page) {
  await storeRegion(page);
  const toggle = page.getByRole('button', { name: /^QA/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('complementary', { name: 'QA panel' });
}

async function simTime(page: Page): Promise<number> {
  const text = await page.getByTestId('sim-time').textContent();
  const ms = Date.parse(text ?? '');
  expect(Number.isNaN(ms), `simulator time ${text}`).toBe(false);
  return ms;
}

// The walk-through is three tests, each with the page loads and the axe run it needs: as one test (four page loads,
// two panels filled in and an axe run over the whole page) it took 1.3 to 1.7 minutes at a load average of 17 on two
// cores, and a minute and a half was not always enough.

test('QA loads ERR-29 by catalogue ID, walks its steps, and moves the simulator clock by the spec\'s named durations', async ({ page }) => {
  // Two page loads (the home page, then the scenario's start page): twice the budget of a one-page test.
  test.setTimeout(60_000);
  await skipSplash(page);
  await page.goto('/');
  let panel = await openPanel(page);

  // Load by catalogue ID.
  await panel.getByLabel('Filter', { exact: true }).fill('ERR-29');
  await panel.getByLabel('Scenario to load', { exact: true }).selectOption('err-29-expired-code');
  await panel.getByRole('button', { name: 'Load scenario' }).click();
  await page.waitForURL((url) => !url.search.includes('scenario='));
  panel = await openPanel(page);
  await expect(panel.getByTestId('active-scenario')).toContainText('err-29-expired-code');
  const steps = panel.getByRole('group', { name: 'Steps' });
  await expect(steps.getByRole('checkbox')).toHaveCount(3);
  await expect(steps).toContainText('Advance the simulator clock by');
  await steps.getByRole('checkbox').first().check();
  await expect(panel.getByRole('group', { name: 'Expected outcome' })).toContainText('The verification code you entered has expired. Click Resend code to get a new one.');

  // The clock moves by the spec's named durations.
  await expect(panel.getByTestId('sim-time')).not.toHaveText('unknown');
  const before = await simTime(page);
  await panel.getByRole('button', { name: /Resend wait \(OTP-09\)/ }).click();
  await expect(panel.getByRole('status')).toHaveText('Clock advanced by 30 s (Resend wait (OTP-09)).');
  expect(await simTime(page)).toBeGreaterThanOrEqual(before + 30_000);
  await panel.getByRole('button', { name: /Lockout \(ERRORS-04\)/ }).click();
  await expect(panel.getByRole('status')).toHaveText('Clock advanced by 1 h (Lockout (ERRORS-04)).');
  expect(await simTime(page)).toBeGreaterThanOrEqual(before + 30_000 + 3_600_000);
  await steps.getByRole('button', { name: 'Advance 6 min' }).click();
  await expect(panel.getByRole('status')).toHaveText('Clock advanced by 6 min (step 2).');
  await expect(steps.getByRole('checkbox').nth(1)).toBeChecked();
  expect(await simTime(page)).toBeGreaterThanOrEqual(before + 30_000 + 3_600_000 + 360_000);
});

/** Adds a fault on one route from the panel's form. */
async function addRouteFault(panel: Locator, route: string, kind: string) {
  await panel.getByLabel('Service', { exact: true }).selectOption('servlets');
  await panel.getByLabel('Route', { exact: true }).selectOption(route);
  await panel.getByLabel('Kind', { exact: true }).selectOption(kind);
  await panel.getByRole('button', { name: 'Add fault' }).click();
}

test('QA faults one route, removes another, and the link to this state opens the same scenario, faults and clock in another page', async ({ page, context }) => {
  // Two page loads (the scenario, then the link in a second page): twice the budget of a one-page test.
  test.setTimeout(60_000);
  await skipSplash(page);
  await page.goto('/?scenario=err-29-expired-code');
  const panel = await openPanel(page);
  await expect(panel.getByTestId('active-scenario')).toContainText('err-29-expired-code');
  await panel.getByRole('button', { name: /Lockout \(ERRORS-04\)/ }).click();
  await expect(panel.getByRole('status')).toHaveText('Clock advanced by 1 h (Lockout (ERRORS-04)).');

  // Two route faults, one removed again.
  const faults = panel.getByRole('list', { name: 'Active faults' });
  await addRouteFault(panel, 'GET /bin/wcax/product/similar', 'truncated-body');
  await expect(faults).toContainText('servlets · GET /bin/wcax/product/similar: answers with the body cut in half');
  await addRouteFault(panel, 'POST /bin/wcax/cart/add', 'rate-limit');
  await expect(faults.getByRole('listitem')).toHaveCount(2);
  await faults.getByRole('button', { name: /Remove fault: servlets · GET \/bin\/wcax\/product\/similar/ }).click();
  await expect(faults.getByRole('listitem')).toHaveCount(1);
  await expect(faults).toContainText('servlets · POST /bin/wcax/cart/add: answers 429, retry after 30 s');
  const copiedAt = await simTime(page);

  // The link opens the same state in a new page.
  await panel.getByRole('button', { name: 'Copy link' }).click();
  const link = await panel.getByLabel('Link', { exact: true }).inputValue();
  expect(new URL(link).searchParams.get('scenario')).toBe('err-29-expired-code');
  const other = await context.newPage();
  await other.goto(link);
  const otherPanel = await openPanel(other);
  await expect(otherPanel.getByTestId('active-scenario')).toContainText('err-29-expired-code');
  await expect(otherPanel.getByRole('list', { name: 'Active faults' }).getByRole('listitem')).toHaveCount(1);
  await expect(otherPanel.getByRole('list', { name: 'Active faults' })).toContainText('servlets · POST /bin/wcax/cart/add: answers 429, retry after 30 s');
  await expect(otherPanel.getByTestId('sim-time')).not.toHaveText('unknown');
  expect(await simTime(other)).toBeGreaterThanOrEqual(copiedAt);
  await expect(otherPanel.getByRole('group', { name: 'Steps' }).getByRole('checkbox')).toHaveCount(3);
  expect(new URL(other.url()).search, 'the storefront reads the URL without the link parameters').toBe('');
  // The worker's context is shared (replayContext.ts): the second page is this test's to close.
  await other.close();
});

test('the open QA panel with every section filled in (scenario, checklist, a fault, the link, a log taller than its box) has no axe violations', async ({ page }) => {
  // One page load and one axe run, which takes seconds on a busy machine: twice the budget of a one-page test, as the
  // accessibility spec gives its scans.
  test.setTimeout(60_000);
  await skipSplash(page);
  await page.goto('/?scenario=err-29-expired-code');
  const panel = await openPanel(page);
  await expect(panel.getByRole('group', { name: 'Expected outcome' })).toBeVisible();
  await addRouteFault(panel, 'POST /bin/wcax/cart/add', 'rate-limit');
  await expect(panel.getByRole('list', { name: 'Active faults' }).getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByLabel('Link', { exact: true })).toHaveValue(/scenario=err-29-expired-code/);
  // The log scrolls inside its box (what axe's scrollable-region-focusable looks at), and a keyboard reaches it.
  const log = panel.getByRole('list', { name: 'What happened' });
  await expect.poll(() => log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await log.focus();
  await expect(log).toBeFocused();
  // The panel's own root: the storefront around the open panel is the accessibility spec's scan (a11y.spec.ts), and
  // scanning it again here would only lengthen the run on a busy machine.
  const result = await new AxeBuilder({ page }).include(`#${QA_ROOT}`).analyze();
  expect(result.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a link with a bad fault list or clock opens the scenario and says what it left out', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/?scenario=err-29-expired-code&faults=%5B%7B&clock=yesterday');
  const panel = await openPanel(page);
  await expect(panel.getByTestId('active-scenario')).toContainText('err-29-expired-code');
  await expect(panel.getByRole('alert')).toContainText("The link's faults parameter is not JSON; no faults were added");
  await expect(panel.getByRole('alert')).toContainText("The link's clock parameter is not an ISO date-time");
});

test('the checklist ticks what the page and the simulator did (ERR-01), the log says it, and the simulator time shows', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/?scenario=err-01-store-flags-fail');
  const panel = await openPanel(page);
  await expect(panel.getByTestId('sim-time')).not.toHaveText('unknown');
  expect(Number.isNaN(Date.parse((await panel.getByTestId('sim-time').textContent()) ?? ''))).toBe(false);
  const expected = panel.getByRole('group', { name: 'Expected outcome' });
  for (const line of ['You see “1502”', 'Session storeId is 1502', 'CALL-22 is called', 'Event storeFlags:loaded happens', 'Event storeFlags:completion happens']) {
    const item = expected.getByRole('listitem').filter({ hasText: line });
    await expect(item, line).toHaveAttribute('data-verdict', 'seen');
    await expect(item.getByRole('checkbox'), line).toBeChecked();
  }
  const log = panel.getByRole('list', { name: 'What happened' });
  await expect(log).toContainText(/call CALL-22 \/apim\/storeflags\/v1\/stores\/1502 → 500/);
  await expect(log).toContainText('event storeFlags:loaded');
  await expect(log).toContainText('page load /');
  // That the data is simulated is said to the people testing, in the panel, and nowhere in the shopper's view.
  await expect(panel).toContainText('come from the simulator');
  await expect(page.locator('#root')).not.toContainText(/demo|simulat/i);
});

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const { width, height, dock } of [
  { width: 1280, height: 800, dock: 'right' },
  { width: 1280, height: 800, dock: 'left' },
  { width: 1280, height: 800, dock: 'bottom' },
  { width: 375, height: 700, dock: 'bottom' },
] as const) {
  test(`docked ${dock} at ${width} px, the open panel and its collapsed toggle cover no part of a modal`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await skipSplash(page);
    await page.goto('/');
    const panel = await openPanel(page);
    if (width >= 760) await panel.getByRole('group', { name: 'Dock the panel' }).getByRole('button', { name: dock, exact: false }).click();
    else await expect(panel.getByRole('button', { name: 'Right' })).toBeDisabled();
    await expect(panel).toHaveAttribute('data-dock', dock);
    await page.locator('#root').getByRole('button', { name: 'Change store' }).click();
    const dialog = page.getByRole('dialog', { name: /store/i });
    await expect(dialog).toBeVisible();
    // The modal's layer (a taller modal scrolls inside it) ends where the panel begins.
    const layer = await page.locator('.dialog-backdrop').boundingBox();
    const panelBox = await panel.boundingBox();
    expect(layer && panelBox && !overlap(layer, panelBox), `modal layer ${JSON.stringify(layer)} panel ${JSON.stringify(panelBox)}`).toBe(true);
    // The field at the modal's right edge takes a click: nothing of the panel is over it.
    await dialog.getByLabel(/ZIP code/).click();
    // Collapsed, the toggle keeps to its strip below the modal's backdrop.
    await panel.getByRole('button', { name: /^QA/ }).click();
    const toggle = await panel.boundingBox();
    const backdrop = await page.locator('.dialog-backdrop').boundingBox();
    expect(toggle && backdrop && !overlap(toggle, backdrop), `toggle ${JSON.stringify(toggle)} backdrop ${JSON.stringify(backdrop)}`).toBe(true);
  });
}

test('USER-TYPES-01 USER-TYPES-06 USER-TYPES-13 ENV-LAYOUT-01 the QA panel reads the session through the user-type rules: a guest is g, sends no bearer token', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/');
  const panel = await openPanel(page);
  const session = panel.getByRole('region', { name: 'Session' }).or(panel.locator('section').filter({ has: page.getByRole('heading', { name: 'Session' }) }));
  await expect(session).toContainText('User type');
  await expect(session).toContainText('G (guest)');
  await expect(session).toContainText('Extended type');
  await expect(session.locator('dt:has-text("Extended type") + dd')).toHaveText('g');
  await expect(session.locator('dt:has-text("Bearer token") + dd')).toHaveText('not sent');
  // ENV-LAYOUT-01 (AMBIG-12): the page on 127.0.0.1 is the local origin.
  await expect(session.locator('dt:has-text("Environment") + dd')).toHaveText('local-origin');
});
