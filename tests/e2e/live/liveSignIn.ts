import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInSettled, startSignIn } from '../journeys/fixtures';
import { simControlHeaders } from '../../../simulator/control/token';

/** The simulator `workbench sim serve` runs for the live project (playwright.config.ts). */
export const LIVE_SIM = 'http://127.0.0.1:4011';

/**
 * A passcode sign-in on the live build: the code is the one the simulator sent for it, read from the outbox of the
 * page's tenant (the default one unless given) over the control API. Ends when the page has settled signed in, after
 * the authorize hand-off brought it back to the page it left (decision 0432).
 */
export function liveSignIn(request: APIRequestContext, tenant?: string): (page: Page, email: string, options?: { keepSignedIn?: boolean }) => Promise<void> {
  const headers = { ...simControlHeaders(LIVE_SIM), ...(tenant ? { 'x-sim-tenant': tenant } : {}) };
  const outbox = async (to: string) => ((await (await request.get(`${LIVE_SIM}/__sim/outbox?to=${encodeURIComponent(to)}`, { headers })).json()) as { messages: { passcode?: string }[] }).messages;
  return async (page, email, options = {}) => {
    const before = (await outbox(email)).length;
    await startSignIn(page, email, options);
    const code = page.getByLabel('Verification code', { exact: true });
    await expect(code).toBeVisible();
    let passcode = '';
    await expect(async () => {
      const messages = await outbox(email);
      expect(messages.length).toBeGreaterThan(before);
      passcode = messages.at(-1)?.passcode ?? '';
      expect(passcode).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 0, intervals: [50, 100, 250] });
    await code.fill(passcode);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInSettled(page);
    await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  };
}
