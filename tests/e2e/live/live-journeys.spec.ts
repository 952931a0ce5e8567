import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { isEmailShopper, pickSecondPickupStore, saveEndState, skipSplash } from '../journeys/fixtures';
import { liveSignIn } from './liveSignIn';
import type { SimCustomer } from '../journeys/fixtures';
import { ACCESS_TOKEN_TTL_MS } from '../../../simulator/services/identity/tokens';
import { simControlHeaders } from '../../../simulator/control/token';

// Shopper journeys on the live build, every call crossing to `workbench sim serve` over HTTP: the identity provider's
// sign-in (its cookies set by the simulator's host), the bearer-token profile update of a signed-in store change, the
// catalogue search and the sign-out. The simulator's outbox and state are read over its HTTP control API.
const SIM = 'http://127.0.0.1:4011';
// The control API's token, from the file `sim serve` wrote at start (or SIM_TOKEN).
const control = () => ({ headers: simControlHeaders(SIM) });

async function simGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`${SIM}${path}`, control());
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
}

async function signIn(page: Page, request: APIRequestContext, options: { keepSignedIn?: boolean } = {}): Promise<SimCustomer> {
  const { customers } = await simGet<{ customers: SimCustomer[] }>(request, '/__sim/state');
  const customer = customers.find(isEmailShopper);
  expect(customer, 'the simulator seeds a freshway customer with an email factor').toBeDefined();
  await liveSignIn(request)(page, customer!.email, options);
  await expect(page.getByRole('button', { name: new RegExp(`^Hi, ${customer!.firstName.slice(0, 16)}`) })).toBeVisible();
  await expect(page.locator('header.site-header[aria-busy="true"]')).toHaveCount(0);
  return customer!;
}

test.describe('live mode shopper journeys over HTTP', () => {
  test('OTP-01 STORE-CHANGE-01 CALL-26 a passcode sign-in, a signed-in store change and a sign-out, all against the simulator over HTTP', async ({ page, request }) => {
    await skipSplash(page);
    const crossed: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${SIM}/`)) crossed.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto('/');
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #');
    await signIn(page, request);

    // Reconciliation may open a modal for this customer's profile; close it to reach the header.
    const open = page.getByRole('dialog');
    if (await open.isVisible()) await page.keyboard.press('Escape');
    const chosen = await pickSecondPickupStore(page, store, '94611');
    await expect(page.getByRole('status').filter({ hasText: 'We have Successfully updated your profile' })).toBeVisible();
    await expect(store).toContainText(`Store #${chosen}`);
    await expect(store).toContainText('Pickup');
    // CALL-26, the profile update, went to the simulator's host.
    expect(crossed.some((c) => /^POST .*\/customers\/[^/]+\/stores$/.test(c)), crossed.join('\n')).toBe(true);
    await saveEndState(page, 'live-signed-in-store-change');

    await page.getByRole('button', { name: /^Hi, / }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign In / Up' })).toBeVisible();
  });

  test('CALL-47 a sign-in started on a product page comes back to that product page, as in the simulator build (decision 0432)', async ({ page, request }) => {
    await skipSplash(page);
    const product = '/shop/product-details.960012345.html';
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
    await signIn(page, request);
    await expect(page).toHaveURL(new RegExp(`${product.replace(/\./g, '\\.')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gala Apples');
    // The page itself renders its pictures from the simulator's origin (decision 0430).
    const picture = page.getByRole('main').locator('img').first();
    await expect(picture).toHaveAttribute('src', `${SIM}/images/pictures/red-apple.svg?scl=1`);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('SEARCH-01 CALL-20 a header search lists the catalogue products the simulator answers over HTTP', async ({ page }) => {
    await skipSplash(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    const search = page.getByRole('searchbox').first();
    await search.fill('apple');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search-results\.html\?.*q=apple/);
    const results = page.getByRole('main').getByRole('list').first();
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/apple/i);
  });

  test('CALL-04 single sign-on through the simulator servlet comes back to the goto page of the storefront (decision 0303)', async ({ page, baseURL }) => {
    await skipSplash(page);
    const storefront = baseURL ?? 'http://127.0.0.1:4174';
    // What the storefront does when a rule sends it to single sign-on: the servlet path on the servlets origin.
    await page.goto(`${SIM}/bin/wcax/sso?banner=freshway&idp=false&goto=${encodeURIComponent('/shop/aisles/produce.html')}&setReInit=true`, { referer: `${storefront}/` });
    await expect(page).toHaveURL(`${storefront}/shop/aisles/produce.html`);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
  });

  test('SIGNIN-04 SESSION-EST-14 a keep-me-signed-in session whose token expires goes through the servlets\' single sign-on and comes back to its page', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const storefront = baseURL ?? 'http://127.0.0.1:4174';
    // The page's clock is Playwright's, so the token's half hour can pass at once on both sides: the storefront's
    // own expiry timer and the simulator's clock (which then mints a new token for the returning page).
    await page.clock.install();
    try {
      await skipSplash(page);
      const sso: string[] = [];
      page.on('request', (r) => {
        if (r.isNavigationRequest() && r.url().startsWith(`${SIM}/bin/wcax/sso?`)) sso.push(r.url());
      });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
      const customer = await signIn(page, request, { keepSignedIn: true });
      const greeting = page.getByRole('button', { name: new RegExp(`^Hi, ${customer.firstName.slice(0, 16)}`) });
      // The page the token expires on: a page load of its own, still signed in.
      await page.goto('/shop/aisles/produce.html');
      await expect(greeting).toBeVisible();
      expect(sso).toEqual([]);

      const lifetime = ACCESS_TOKEN_TTL_MS + 5_000;
      expect((await request.post(`${SIM}/__sim/clock`, { ...control(), data: { advance: lifetime } })).ok()).toBe(true);
      await page.clock.fastForward(lifetime);
      // SIGNIN-04: with the keep-me-signed-in cookie, expiry sends the browser to the servlets' single sign-on with
      // the page as goto, and the simulator's servlet returns it there.
      await expect.poll(() => sso.length, { timeout: 15_000, message: 'the expiry timer sent the page to single sign-on' }).toBeGreaterThan(0);
      const query = new URL(sso[0]!).searchParams;
      expect(query.get('banner')).toBe('freshway');
      expect(query.get('setReInit')).toBe('true');
      expect(query.get('goto')).toBe(`${storefront}/shop/aisles/produce.html`);
      await expect(page).toHaveURL(`${storefront}/shop/aisles/produce.html`);
      // Back on its page with a new token: still greeted, and no second trip to single sign-on.
      await expect(greeting).toBeVisible();
      await expect(page.locator('header.site-header[aria-busy="true"]')).toHaveCount(0);
      expect(sso).toHaveLength(1);
      await saveEndState(page, 'live-kmsi-expiry-single-sign-on');
    } finally {
      await request.post(`${SIM}/__sim/clock`, { ...control(), data: { set: new Date().toISOString() } });
    }
  });
});
