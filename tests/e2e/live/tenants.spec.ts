import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { isEmailShopper, skipSplash, startSignIn } from '../journeys/fixtures';
import type { SimCustomer } from '../journeys/fixtures';
import { simControlHeaders } from '../../../simulator/control/token';

// A browser picks its tenant of a shared `sim serve` through the live page's `?tenant=` (/__sim/tenant/<name>): the
// cookie it sets rides on the live storefront's credentialed calls, so that browser sees its tenant's faults and
// another browser the default state.
const SIM = 'http://127.0.0.1:4011';
const FLAGS = `${SIM}/apim/storeflags/v1/stores/1502?zipcode=94611`;

test('a browser whose page chose a tenant gets that tenant on the storefront\'s calls; another browser does not', async ({ browser, request, baseURL }) => {
  // Three pages of the live build: past 30 s on a busy machine.
  test.slow();
  // Its own tenant, removed first: a reused server keeps nothing of an earlier run, and the page's own flow makes it
  // (a page reaches only a tenant it made).
  const tenant = `live-tenant-${test.info().workerIndex}-${test.info().retry}`;
  const headers = { ...simControlHeaders(SIM), 'x-sim-tenant': tenant };
  await request.delete(`${SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(SIM) });
  const flagsFrom = async (page: Page) => page.evaluate(async (url) => (await fetch(url, { credentials: 'include', headers: { 'ocp-apim-subscription-key': 'sim-storeflags-key' } })).status, FLAGS);
  const mine = await browser.newContext({ baseURL });
  const other = await browser.newContext({ baseURL });
  try {
    const page = await mine.newPage();
    await skipSplash(page);
    await page.goto(`/?tenant=${tenant}`);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => ((await (await request.get(`${SIM}/__sim/tenants`, { headers: simControlHeaders(SIM) })).json()) as { tenants: { name: string }[] }).tenants.some((t) => t.name === tenant)).toBe(true);
    expect((await request.post(`${SIM}/__sim/faults`, { headers, data: { target: { service: 'store-flags' }, fault: { kind: 'status', status: 503 } } })).status()).toBe(201);
    expect(await flagsFrom(page)).toBe(503);
    const elsewhere = await other.newPage();
    await elsewhere.goto('/');
    expect(await flagsFrom(elsewhere)).toBe(200);
    // Another browser naming the same tenant is refused it, and stays on the default state.
    const intruder = await other.newPage();
    const warnings: string[] = [];
    intruder.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await intruder.goto(`/?tenant=${tenant}`);
    await expect(intruder).toHaveURL(/\/$/);
    expect(await flagsFrom(intruder)).toBe(200);
    await expect.poll(() => warnings.join('\n')).toContain(`did not give tenant ${tenant} (403`);
  } finally {
    await mine.close();
    await other.close();
    await request.delete(`${SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(SIM) });
  }
});

/** The live storefront opened with `?tenant=<name>`: a sign-in whose passcode comes from that tenant's outbox only. */
async function signInAs(page: Page, request: APIRequestContext, tenant: string, customer: SimCustomer): Promise<void> {
  const headers = { ...simControlHeaders(SIM), 'x-sim-tenant': tenant };
  await startSignIn(page, customer.email);
  await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible();
  let passcode = '';
  await expect(async () => {
    const { messages } = (await (await request.get(`${SIM}/__sim/outbox?to=${encodeURIComponent(customer.email)}`, { headers })).json()) as { messages: { passcode: string }[] };
    passcode = messages.at(-1)?.passcode ?? '';
    expect(passcode).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 0, intervals: [50, 100, 250] });
  await page.getByLabel('Verification code', { exact: true }).fill(passcode);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Hi, ${customer.firstName.slice(0, 16)}`) })).toBeVisible();
}

test('two pages opened with ?tenant= sign in on one sim serve without seeing each other\'s sign-in; a bad name changes nothing', async ({ browser, request, baseURL }) => {
  // Three pages and two sign-ins through the provider's redirects: well past 30 s on a busy machine.
  test.slow();
  const run = `${test.info().workerIndex}-${test.info().retry}`;
  const alice = `live-alice-${run}`;
  const bob = `live-bob-${run}`;
  const control = simControlHeaders(SIM);
  // Removed first, so each page's own flow makes its tenant (a page reaches only a tenant it made).
  for (const t of [alice, bob]) await request.delete(`${SIM}/__sim/tenants/${t}`, { headers: control });
  const outbox = async (tenant: string, to: string) =>
    ((await (await request.get(`${SIM}/__sim/outbox?to=${encodeURIComponent(to)}`, { headers: { ...control, 'x-sim-tenant': tenant } })).json()) as { messages: unknown[] }).messages.length;
  const { customers } = (await (await request.get(`${SIM}/__sim/state`, { headers: control })).json()) as { customers: SimCustomer[] };
  const customer = customers.find(isEmailShopper)!;
  const contexts = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
  try {
    const [a, b, c] = await Promise.all(contexts.map(async (context) => {
      const page = await context.newPage();
      await skipSplash(page);
      return page;
    }));
    // Each page makes its own tenant first: one the token's holder touched before (even by reading its outbox) would
    // be the holder's, and a page reaches only a tenant it made.
    await a!.goto(`/?tenant=${alice}&storeId=1502`);
    await expect(a!).toHaveURL(/\/\?storeId=1502$/);
    await expect(a!.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    await b!.goto(`/?tenant=${bob}`);
    await expect(b!).toHaveURL(/\/$/);
    await expect(b!.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #');
    // A signs in within its tenant: every call of that sign-in (identity, messaging, servlets, profile) reached
    // alice's state, or the passcode from alice's outbox would not be the one the transaction expects.
    await signInAs(a!, request, alice, customer);
    expect(await outbox(alice, customer.email)).toBe(1);
    expect(await outbox(bob, customer.email)).toBe(0);

    // B, in bob's tenant, is still a guest; its own sign-in is bob's one message, and A stays signed in.
    await expect(b!.getByRole('button', { name: 'Sign In / Up' })).toBeVisible();
    await signInAs(b!, request, bob, customer);
    expect(await outbox(bob, customer.email)).toBe(1);
    expect(await outbox(alice, customer.email)).toBe(1);
    await a!.reload();
    await expect(a!.getByRole('button', { name: new RegExp(`^Hi, ${customer.firstName.slice(0, 16)}`) })).toBeVisible();

    // A bad name: warned about, left out of the address, and the page runs on the default tenant.
    const warnings: string[] = [];
    c!.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await c!.goto('/?tenant=..%2Fadmin&storeId=1502');
    await expect(c!.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
    await expect(c!).toHaveURL(/\/\?storeId=1502$/);
    expect(warnings.join('\n')).toContain("?tenant= ignored: '../admin' is not a tenant name");
  } finally {
    for (const context of contexts) await context.close();
    for (const t of [alice, bob]) await request.delete(`${SIM}/__sim/tenants/${t}`, { headers: control });
  }
});
