// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

/**
 * The guest session a page load establishes, as the header's store summary shows it and the shared session cookie
 * keeps it, and the deep links that set it or open the store modal: the React page on the Node simulator. They need no
 * browser (decision 0419): what they check is the text the page renders, the address it leaves and the value the core writes,
 * which the browser's ports do not change (tests/e2e/node-browser-equivalence.spec.ts proves the same session and
 * cookies in Chromium and Node).
 */

afterEach(closeStorefront);

const previousLogin = { www: { preference: 'J4U', j4uStoreId: '1605', j4uZipcode: '94739', shopStoreId: '1605', shopZipcode: '94739' } };

describe('home page on the simulator', () => {
  it('GUEST-STORE-04 SESSION-EST-05 the home page shows the banner default store to a new visitor', async () => {
    await openStorefront('/');
    const store = await sessionShown();
    expect(store).toHaveTextContent('Store #1502');
    expect(within(store).getByTestId('session-zip')).toHaveTextContent(/^94611$/);
    expect(store).toHaveTextContent('In-store');
  });

  it('DEEPLINK-01 DEEPLINK-03 SESSION-EST-03 a deep link to another store with pickup shows that store with pickup', async () => {
    const page = await openStorefront('/?storeId=1605&preference=pickup&zipcode=94739');
    const store = await sessionShown();
    expect(store).toHaveTextContent('Store #1605');
    expect(store).toHaveTextContent('Pickup');
    expect(within(store).getByTestId('session-zip')).toHaveTextContent(/^94739$/);
    // The choice survives a reload: it lives in the shared session cookie, not in the address.
    await page.load('/');
    expect(await sessionShown()).toHaveTextContent('Store #1605');
  });

  it('ERR-47 SESSION-EST-04 a deep link to a store the resolver does not know leaves the default session', async () => {
    await openStorefront('/?storeId=9&preference=pickup&zipcode=94739');
    const store = await sessionShown();
    expect(store).toHaveTextContent('Store #1502');
    expect(store).toHaveTextContent('In-store');
  });
});

describe('guest store selection on the simulator', () => {
  it('GUEST-STORE-02 GUEST-STORE-08 a new guest who signed in before on www gets the previous store, selection user', async () => {
    const page = await openStorefront('/', { cookies: { abs_previouslogin: JSON.stringify(previousLogin) } });
    const store = await sessionShown();
    expect(store).toHaveTextContent('Store #1605');
    expect(within(store).getByTestId('session-zip')).toHaveTextContent(/^94739$/);
    const session = page.jar.get('abs_gsession');
    expect(session).toBeDefined();
    const info = (JSON.parse(session!) as { info: { COMMON: Record<string, unknown> } }).info;
    expect(info.COMMON).toMatchObject({ userType: 'G', Selection: 'user', storeId: '1605' });
  });

  it('GUEST-STORE-03 a previous login with an empty SHOP store id leaves the banner default', async () => {
    await openStorefront('/', { cookies: { abs_previouslogin: JSON.stringify({ www: { ...previousLogin.www, shopStoreId: 'PRIMARY' } }) } });
    expect(await sessionShown()).toHaveTextContent('Store #1502');
  });

  it('GUEST-STORE-01 a deep link still wins over a previous login', async () => {
    await openStorefront('/?storeId=1502&preference=pickup&zipcode=94611', { cookies: { abs_previouslogin: JSON.stringify(previousLogin) } });
    const store = await sessionShown();
    expect(store).toHaveTextContent('Pickup');
    expect(store).toHaveTextContent('Store #1502');
  });
});

describe('guest deep links on the simulator', () => {
  it('DEEPLINK-07 SESSION-EST-03 a pickup deep link validated by the store resolver becomes the session store', async () => {
    await openStorefront('/?storeId=1502&preference=pickup&zipcode=94611');
    const store = await sessionShown();
    expect(store).toHaveTextContent('Pickup');
    expect(store).toHaveTextContent('Store #1502');
    expect(window.location.search).not.toMatch(/storeId=/);
  });

  it('DEEPLINK-10 DEEPLINK-13 DEEPLINK-14 the store-modal deep link opens the modal on its tab and leaves the URL', async () => {
    await openStorefront('/?action=CHANGESTORE&zipcode=94611&modaltype=3&activetab=3&cmpid=x');
    await sessionShown();
    const dialog = await settled(() => screen.getByRole('dialog', { name: 'Choose your store' }));
    expect(within(dialog).getByRole('tab', { name: 'Pickup' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?cmpid=x');
    await userEvent.keyboard('{Escape}');
    await settled(() => expect(dialog).not.toBeInTheDocument());
  });
});
