import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { guestCartJourney } from '../journeys/cartJourney';
import { signInSettled, skipSplash, startSignIn } from '../journeys/fixtures';
import { simControlHeaders } from '../../../simulator/control/token';

// The cart's "done when" journey (issue 22) on the live build, every cart call crossing to `workbench sim serve`
// over HTTP, in a tenant of its own (reset first), so a reused server or another test's sign-in changes nothing.
const SIM = 'http://127.0.0.1:4011';

test('STORAGE-01 USER-TYPES-08 LINKS-04 GUEST-STORE-17 CALL-07 on the live build a guest fills a cart, changes store, signs in with a passcode and finds the merged cart', async ({ page, request }) => {
  test.slow();
  const tenant = `live-cart-${test.info().workerIndex}-${test.info().retry}`;
  expect((await request.post(`${SIM}/__sim/tenants/${tenant}/reset`, { headers: simControlHeaders(SIM) })).ok()).toBe(true);
  const headers = { ...simControlHeaders(SIM), 'x-sim-tenant': tenant };
  const outbox = async (to: string) => ((await (await request.get(`${SIM}/__sim/outbox?to=${encodeURIComponent(to)}`, { headers })).json()) as { messages: { passcode?: string }[] }).messages;
  const signIn = async (p: Page, email: string) => {
    const before = (await outbox(email)).length;
    await startSignIn(p, email);
    const code = p.getByLabel('Verification code', { exact: true });
    await expect(code).toBeVisible();
    let passcode = '';
    await expect(async () => {
      const messages = await outbox(email);
      expect(messages.length).toBeGreaterThan(before);
      passcode = messages.at(-1)?.passcode ?? '';
      expect(passcode).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 5_000 });
    await code.fill(passcode);
    await p.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
    // The authorize hand-off goes through the simulator's callback and back to the page it left (decision 0432).
    await signInSettled(p);
    await expect(p.getByRole('button', { name: /^Hi, / })).toBeVisible();
  };
  try {
    await skipSplash(page);
    await guestCartJourney(page, { build: 'live', start: `/?tenant=${tenant}`, signIn, servlets: SIM });
  } finally {
    await request.delete(`${SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(SIM) });
  }
});
