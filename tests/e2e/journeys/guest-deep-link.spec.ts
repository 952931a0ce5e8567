import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, skipSplash } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test.describe('guest journeys on the simulator', () => {
  test('SESSION-EST-05 GUEST-STORE-11 EXPIRY-01 an anonymous visitor gets the banner default store in-store', async ({ page }) => {
    // The page's cookie writes with the page's clock at each write and the moment its document started, so the
    // lifetime is read against the page load that wrote it rather than against the test's clock some unknown time later.
    await page.addInitScript(() => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: { cookie: string; at: number; loadStart: number }[] = [];
      (window as unknown as { __cookieWrites: typeof writes }).__cookieWrites = writes;
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => cookie.get!.call(document) as string,
        set: (value: string) => {
          writes.push({ cookie: value, at: Date.now(), loadStart: Math.floor(performance.timeOrigin) });
          cookie.set!.call(document, value);
        },
      });
    });
    await page.goto('/');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1502');
    await expect(store).toContainText('In-store');
    await expect(store.getByTestId('session-zip')).toHaveText('94611');
    await expect(page.getByRole('link', { name: /Freshway home/ })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'abs_gsession');
    expect(session).toBeDefined();
    // EXPIRY-01: the guest session cookie the browser holds lives 24 hours from a moment of the page load that wrote
    // it: the session's moment is read when the load starts establishing it, and the cookie is written once the
    // store's address is known. So its expiry lies 24 hours after a moment between the document's start and the
    // write (less the milliseconds the browser drops: it keeps whole seconds). How long the load took in between
    // depends on the machine, never on this bound.
    const writes = await page.evaluate(() => (window as unknown as { __cookieWrites: { cookie: string; at: number; loadStart: number }[] }).__cookieWrites);
    const written = writes.filter((w) => w.cookie.startsWith('abs_gsession=')).at(-1);
    expect(written, 'the page wrote the guest session cookie').toBeDefined();
    const expires = session!.expires * 1000;
    expect(expires).toBeGreaterThan(written!.loadStart + 86_400_000 - 1_000);
    expect(expires).toBeLessThanOrEqual(written!.at + 86_400_000);
    await saveEndState(page, 'guest-default-store');
  });
});

// DEEPLINK-07 (a validated pickup deep link becomes the session store) and DEEPLINK-10 DEEPLINK-13 DEEPLINK-14 (the
// store-modal deep link) are proven on the page over the Node simulator: tests/cross-layer/guestSessionPage.test.ts
// (decision 0419). This one stays: the cookie's lifetime is the one the browser keeps.
