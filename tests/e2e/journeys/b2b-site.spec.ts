import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test as shared } from '../replayContext';
import { isStorefrontCookie, isTopLevelCookie } from '../../../src/rules/cookieNames';
import { crossBannerProfile, latestPasscode, saveEndState, scriptProfile, signInWithPasscode, simControl, simulatorReady, skipSplash, storeRegion } from './fixtures';

const B2B = 'http://business.freshway.test:4173/';

interface SessionCookie {
  info: { COMMON: Record<string, unknown> };
}

async function sessionCookie(page: Page): Promise<SessionCookie['info']['COMMON']> {
  // COOKIE-NAMES-04: the business site keeps its shared session under the B_ name.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'B_abs_gsession');
  expect(cookie, 'the shared session cookie is written').toBeDefined();
  return (JSON.parse(decodeURIComponent(cookie!.value)) as SessionCookie).info.COMMON;
}

// The tests that leave the page's clock alone share the worker's context, a new tab each (replayContext.ts).
shared.describe('the B2B site in the shared context', () => {
  shared.beforeEach(async ({ page }) => {
    await skipSplash(page);
  });

  shared('USER-TYPES-07 a host starting with business is the B2B site: siteType B in the session cookie and the business header', async ({ page }) => {
    await page.goto(B2B);
    await storeRegion(page);
    await expect(page.getByRole('banner')).toContainText('Business');
    expect(await sessionCookie(page)).toMatchObject({ siteType: 'B', userType: 'G', storeId: '1502', banner: 'freshway' });
    // COOKIE-NAMES-04: the storefront writes no consumer order or sign-in-count cookie on the business site.
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('OrderNumber');
    expect(names).not.toContain('ECommSignInCount');
    await saveEndState(page, 'b2b-site-guest');
  });

  shared('COOKIE-NAMES-03 COOKIE-NAMES-04 COOKIE-NAMES-05 every cookie the storefront writes on business.freshway.test is a B_ one (or top-level), through sign-in', async ({ page }) => {
    await page.goto(B2B);
    await storeRegion(page);
    await simulatorReady(page);
    await signInWithPasscode(page, 'b2b@freshway.test');
    await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
    const own = (await page.context().cookies('http://business.freshway.test:4173')).map((c) => c.name).filter((n) => isStorefrontCookie(n));
    expect(own).toContain('B_abs_gsession');
    for (const name of own) expect(isTopLevelCookie(name) || /^(ACI_[SFA]_)?B_/.test(name), `${name} is a B2B cookie name`).toBe(true);
    expect(own).not.toContain('abs_gsession');
  });

  shared('SESSION-EST-11 COOKIE-NAMES-04 COOKIE-NAMES-05 a keep-me-signed-in business customer: SAFEWAY_KMSI stays top-level, the refresh resets the B_ sign-in count', async ({ page }) => {
    await page.goto(B2B);
    await storeRegion(page);
    await simulatorReady(page);
    const entry = page.getByRole('button', { name: 'Sign In', exact: true });
    if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Sign In / Up' }).click();
    await entry.click();
    await page.getByRole('dialog', { name: 'Sign in or create an account' }).getByLabel('Keep me signed in').check();
    const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
    await dialog.getByLabel('Email or mobile number').fill('b2b@freshway.test');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Enter your verification code' });
    await codeDialog.getByLabel('Verification code', { exact: true }).fill(await latestPasscode(page, 'b2b@freshway.test'));
    await codeDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
    const names = async () => (await page.context().cookies('http://business.freshway.test:4173')).map((c) => c.name);
    await expect.poll(names).toContain('SAFEWAY_KMSI');
    await expect.poll(names).toContain('B_ECommSignInCount');
    const own = (await names()).filter((n) => isStorefrontCookie(n));
    expect(own).not.toContain('ECommSignInCount');
    for (const name of own) expect(isTopLevelCookie(name) || /^(ACI_[SFA]_)?B_/.test(name), `${name} is a B2B cookie name`).toBe(true);
    const count = (await page.context().cookies('http://business.freshway.test:4173')).find((c) => c.name === 'B_ECommSignInCount');
    expect(count?.value).toBe('0');
  });
});

// These two move the page's clock (Playwright's, installed before the first load): a context of their own, since a clock
// installed in the worker's shared context would stay in every later test's tabs.
test.describe('the B2B site on a clock of its own', () => {
  test.beforeEach(async ({ page }) => {
    await skipSplash(page);
  });

  test('MISC-01 MISC-02 a business customer signing in on the B2B site gets the complete-business-profile modal 2000 ms later', async ({ page }) => {
    // The page's clock is Playwright's: it runs at the natural pace until the test moves it, and the page's timers and
    // performance.now() follow it, so the delay is measured on that clock and the wait is skipped, not sat through.
    await page.clock.install();
    await page.goto(B2B);
    await storeRegion(page);
    await simulatorReady(page);
    // Times measured in the page: when the greeting appears and when the modal appears.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        if (marks.greeting === undefined && Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.startsWith('Hi, '))) marks.greeting = performance.now();
        if (marks.modal === undefined && Array.from(document.querySelectorAll('[role="dialog"] h2')).some((h) => h.textContent === 'Complete your business profile')) marks.modal = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await signInWithPasscode(page, 'b2b@freshway.test');
    const dialog = page.getByRole('dialog', { name: 'Complete your business profile' });
    // The two seconds pass on the page's clock at once; a modal shown without the wait would already be there.
    await page.clock.fastForward(2_000);
    await expect(dialog).toBeVisible();
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
    expect(marks.greeting).toBeDefined();
    expect(marks.modal! - marks.greeting!).toBeGreaterThanOrEqual(2_000);
    await expect(dialog.getByLabel('Business name')).toBeFocused();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Business name').fill('Bea Catering');
    await dialog.getByLabel('Business type').selectOption('Restaurant');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'We have Successfully updated your profile' })).toBeVisible();
    await saveEndState(page, 'b2b-site-business-profile');
  });

  test('COOKIE-NAMES-04 PROFILE-RECON-01 on the B2B site the B_OrderNumber cookie (not OrderNumber) marks an order in progress and skips reconciliation', async ({ page, context }) => {
    // The page's clock is Playwright's, so the complete-business-profile modal's 2 s (MISC-01) pass at once below.
    await page.clock.install();
    await page.goto(B2B);
    await storeRegion(page);
    await simulatorReady(page);
    await scriptProfile(page, crossBannerProfile);
    // Every profile read is answered by the scripted profile, so its hit count is the number of profile calls.
    const profileCalls = async () => (await simControl<{ faults: { target: { service?: string }; hits: number }[] }>(page, 'GET', '/__sim/faults')).faults.find((f) => f.target.service === 'profile')?.hits;
    // The consumer cookie name means nothing on the business site: the profile is read and the conflict modal opens.
    await context.addCookies([{ name: 'OrderNumber', value: '12345', url: B2B }]);
    await signInWithPasscode(page, 'b2b@freshway.test');
    const conflict = page.getByRole('dialog', { name: 'Which store would you like to shop?' });
    await expect(conflict).toBeVisible();
    expect(await profileCalls()).toBe(1);
    await conflict.getByRole('button', { name: 'Keep current store' }).click();
    await expect(conflict).toBeHidden();

    // With the business name of the order cookie, the next page load skips reconciliation: no profile call, no modal.
    await context.addCookies([{ name: 'B_OrderNumber', value: '12345', url: B2B }]);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
    // The complete-business-profile modal follows the profile check, so once it shows, reconciliation is over.
    await page.clock.fastForward(2_000);
    await expect(page.getByRole('dialog', { name: 'Complete your business profile' })).toBeVisible();
    expect(await profileCalls()).toBe(1);
    await expect(conflict).toHaveCount(0);
    await saveEndState(page, 'b2b-site-order-in-progress');
  });
});
