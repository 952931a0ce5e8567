import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { App } from './App';
import { unavailableBackend } from '../storefront/session/backend';
import type { Backend } from '../storefront/session/backend';
import { SHARED_SESSION_COOKIE } from '../storefront/session/sessionCookie';
import { memoryCookieJar } from '../storefront/cookies';

const NOW = 1_800_000_000_000;

function start(path: string, backend: Partial<Backend> = {}, cookies: Record<string, string> = {}, toggles: Record<string, unknown> = {}) {
  window.history.replaceState(null, '', path);
  const jar = memoryCookieJar(cookies);
  const full: Backend = {
    ...unavailableBackend,
    storeAddress: async (id) => ({ line1: `${id} Market St`, city: 'Oakland', state: 'CA', zipcode: '94611' }),
    ...backend,
  };
  render(<App config={parseConfigObject(simulatorConfig('freshway', '', { featureToggles: toggles }))} banner={banners[0]} b2b={false} cookies={jar} backend={full} now={() => NOW} simulator={false} />);
  return jar;
}

const signedIn = { userType: 'R', firstName: 'Ana', customerId: 'c-1', userId: 'u-1', UUID: 'uuid-1', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 3_600_000 };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('storefront shell', () => {
  it('SESSION-EST-05 the home page shows the banner and the default guest store with its address', async () => {
    start('/');
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Store #1502'));
    expect(region).toHaveTextContent('In-store');
    expect(region).toHaveTextContent('1502 Market St, Oakland, CA');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Fresh groceries from Freshway');
  });

  it('SESSION-EST-07 the header is busy while the page load establishes the session, and not after', async () => {
    let answer: (info: null) => void = () => undefined;
    start('/', { userInfo: () => new Promise((resolve) => (answer = resolve)) });
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(header).toHaveAttribute('aria-busy', 'true'));
    answer(null);
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Store #1502'));
    expect(header).not.toHaveAttribute('aria-busy');
  });

  it('SESSION-EST-07 the product page asks for its product at the page-load store while that store\'s address is still loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetched: string[] = [];
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      throw new TypeError('offline');
    });
    try {
      start('/shop/product-details.960012.html', { storeAddress: async (id) => (await gate, { line1: `${id} Market St`, city: 'Oakland', state: 'CA', zipcode: '94611' }) });
      await waitFor(() => expect(fetched.some((u) => u.includes('960012') && u.includes('1502'))).toBe(true));
      expect(screen.getByRole('banner')).toHaveAttribute('aria-busy', 'true');
      release();
      await waitFor(() => expect(screen.getByRole('region', { name: 'Store and fulfilment' })).toHaveTextContent('1502 Market St'));
      // The session ended at the same store: the request at that store is not made again. The one before it, asked
      // while the store was still being decided, carried no store.
      const productCalls = fetched.filter((u) => u.includes('bpn=960012'));
      expect(productCalls.filter((u) => u.includes('storeId=1502'))).toHaveLength(1);
      expect(productCalls.filter((u) => !u.includes('storeId='))).toHaveLength(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('PAGES-11 the store-modal deep link does not open the modal on the sign-in page', async () => {
    start('/account/sign-in.html?action=changeStore&zipcode=94611');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Store and fulfilment' })).toHaveTextContent('Store #'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('TOAST-02 TOAST-06 a stored notice shows once after reload and is flagged displayed', async () => {
    window.localStorage.setItem('notifyMessage', JSON.stringify({ message: 'Password successfully updated!', isDisplayed: false }));
    start('/');
    expect(await screen.findByText('Password successfully updated!')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('notifyMessage')!)).toEqual({ message: 'Password successfully updated!', isDisplayed: true });
  });

  it('ACCESS-09 ACCESS-10 a guest on a signed-in-only page is sent to the metadata redirect with .html added', async () => {
    start('/customer-account/communication-preference');
    await waitFor(() => expect(window.location.pathname).toBe('/account/sign-in.html'));
  });

  it('PAGES-04 the set-password page needs the one-time cookie, and clears it on use', async () => {
    const jar = start('/account/setpassword.html', {}, { 'OTP-SET-PASSWORD': '1' });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    await waitFor(() => expect(jar.get('OTP-SET-PASSWORD')).toBeUndefined());
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('PAGES-04 without the one-time cookie the set-password page is left for the default page', async () => {
    start('/account/setpassword.html');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('PAGES-09 the B2B brand index page title is Shop {title} By Brand | {banner}', async () => {
    start('/shop/brand-index.html');
    await waitFor(() => expect(document.title).toBe('Shop Groceries By Brand | Freshway'));
  });

  it('PROFILE-RECON-10 a j4u profile store of another banner opens the conflict modal with both panes', async () => {
    const profile = {
      preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'j4u' }],
      stores: [{ storeId: '2210', banner: 'valleymarket', storePreference: 'Preferred', address: { address1: '1 Desert Rd', city: 'Phoenix', state: 'AZ', zipCode: '85004' }, services: [{ type: 'DELIVERY' }], isClosed: false }],
      postalCodes: [],
      selectedAddresses: [],
    };
    start('/', { userInfo: async () => signedIn, profile: async () => profile });
    const dialog = await screen.findByRole('dialog', { name: 'Which store would you like to shop?' });
    expect(within(dialog).getByRole('region', { name: 'Currently shopping' })).toHaveTextContent('Freshway');
    expect(within(dialog).getByRole('region', { name: 'Previously shopped' })).toHaveTextContent('Valley Market');
    expect(within(dialog).getByRole('region', { name: 'Previously shopped' })).toHaveTextContent('Store #2210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep current store' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('PROFILE-RECON-04 PROFILE-RECON-06 a dug profile store different from the session updates the session', async () => {
    const profile = {
      preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'dug' }],
      stores: [{ storeId: '1510', banner: 'freshway', storePreference: 'DriveUp', address: { address1: '9 Elm', city: 'Oakland', state: 'CA', zipCode: '94612' }, services: [{ type: 'DRIVEUP' }], isClosed: false }],
      postalCodes: [],
      selectedAddresses: [],
    };
    const jar = start('/', { userInfo: async () => signedIn, profile: async () => profile });
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Store #1510'));
    expect(region).toHaveTextContent('Pickup');
    expect(JSON.parse(jar.get(SHARED_SESSION_COOKIE)!).info.COMMON).toMatchObject({ storeId: '1510', preference: 'DUG' });
  });

  it('EDIT-ORDER-01 EDIT-ORDER-02 EDIT-ORDER-03 a signed-in user editing an order shops its store for pickup, without a profile call', async () => {
    const profile = vi.fn(async () => ({}));
    start('/', { userInfo: async () => signedIn, profile }, { 'slot-info': 'x', 'order-store-id': '1777' });
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Store #1777'));
    expect(region).toHaveTextContent('Pickup');
    expect(region).toHaveTextContent('Editing your order');
    expect(profile).not.toHaveBeenCalled();
  });

  it('COOKIE-13 EDIT-ORDER-01 the pending-order cookie names the order being edited; a malformed one names none', async () => {
    start('/', { userInfo: async () => signedIn }, { 'slot-info': 'x', 'order-store-id': '1777', PendingOrder: '40017|1777' });
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Editing your order #40017'));
  });

  it('COOKIE-13 a pending-order cookie without its branch number is not read', async () => {
    start('/', { userInfo: async () => signedIn }, { 'slot-info': 'x', 'order-store-id': '1777', PendingOrder: '40017' });
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Editing your order'));
    expect(region).not.toHaveTextContent('#40017');
  });

  it('EDIT-ORDER-05 a guest with the edit-order cookies is not in edit-order mode', async () => {
    start('/', {}, { 'slot-info': 'x', 'order-store-id': '1777' });
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Store #1502'));
    expect(region).not.toHaveTextContent('Editing your order');
  });
});

describe('session expiry', () => {
  it('SIGNIN-04 SESSION-EST-14 an expired token without keep-me-signed-in shows the session timeout modal', async () => {
    start('/', { userInfo: async () => ({ ...signedIn, expireTime: NOW + 50 }) });
    expect(await screen.findByRole('dialog', { name: 'Your session has timed out' })).toBeInTheDocument();
  });

  it('SIGNIN-04 an expired token with keep-me-signed-in goes through single sign-on with goto', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, href: original.href, pathname: original.pathname, search: original.search, hash: original.hash, origin: original.origin } });
    try {
      start('/', { userInfo: async () => ({ ...signedIn, expireTime: NOW + 50 }) }, { SAFEWAY_KMSI: 'true' });
      await waitFor(() => expect(assign).toHaveBeenCalled());
      expect(String(assign.mock.calls[0]![0])).toMatch(/^\/bin\/wcax\/sso\?banner=freshway&idp=false&goto=/);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('sign-in page rules', () => {
  it('PAGES-14 the service sign-in path clears the shared session cookie before the session is set up', async () => {
    const jar = start('/account/auth/service/sign-in.html?clientId=a&redirect_uri=%2Fback&state=s', {}, { [SHARED_SESSION_COOKIE]: JSON.stringify({ info: { COMMON: { userType: 'G', storeId: '1999', zipcode: '94000', preference: 'DUG' } } }) });
    const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
    await waitFor(() => expect(region).toHaveTextContent('Store #1502'));
    expect(JSON.parse(jar.get(SHARED_SESSION_COOKIE)!).info.COMMON.storeId).toBe('1502');
  });

  it('PAGES-13 an untrusted redirect_uri on the service sign-in page reloads it without that target', async () => {
    start('/account/auth/service/sign-in.html?clientId=a&redirect_uri=https%3A%2F%2Fevil.example%2F&state=s');
    await waitFor(() => expect(window.location.search).toBe('?clientId=a&state=s'));
  });

  it('PAGES-15 a sign-in page with an error in the hash forces a logout first', async () => {
    const signOut = vi.fn(async () => undefined);
    const jar = start('/account/sign-in.html#error=login_required', { signOut }, { SAFEWAY_KMSI: 'true' });
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await waitFor(() => expect(jar.get('SAFEWAY_KMSI')).toBeUndefined());
  });
});

describe('store-id selector', () => {
  it('SELECTOR-08 an aisles page for another store is redirected to the session store when the selector is on', async () => {
    start('/shop/aisles/produce.1777.html', {}, {}, { enableStoreIdSelector: true });
    await waitFor(() => expect(window.location.pathname).toBe('/shop/aisles/produce.1502.html'));
    expect(await screen.findByRole('heading', { name: 'Produce' })).toBeInTheDocument();
  });

  it('SELECTOR-03 with the selector toggle off the address is left alone', async () => {
    start('/shop/aisles/produce.1777.html');
    await screen.findByRole('heading', { name: 'Produce' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Store and fulfilment' })).toHaveTextContent('Store #1502'));
    expect(window.location.pathname).toBe('/shop/aisles/produce.1777.html');
  });
});
