// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

/**
 * The header's greeting and cart icon and the search box, on the React page over the Node simulator: what the shopper
 * sees and where a search or a click takes them, for the session the simulator establishes.
 */

afterEach(closeStorefront);

/** The page opened at `path` by a shopper the simulator has signed in (its servlet session cookie), with `firstName`. */
async function signedInPage(path: string, firstName?: string, toggles?: Record<string, string>) {
  const ctx = createSimContext({ seed: 1 });
  if (firstName !== undefined) ctx.db.customer.update({ where: { id: { equals: knownCustomers.shopper.uuid } }, data: { firstName } });
  const servlet = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
  const page = await openStorefront(path, { ctx, cookies: { [SESSION_COOKIE]: servlet.id }, ...(toggles ? { toggles } : {}) });
  await sessionShown();
  return page;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
const searchForm = () => screen.getByRole('search', { name: 'Search products' });

describe('header greeting on the simulator', () => {
  it('GREETING-01 a signed-in shopper is greeted with Hi and the first name', async () => {
    await signedInPage('/');
    const header = screen.getByRole('banner');
    await settled(() => expect(within(header).getByRole('button', { name: 'Hi, Sam' })).toBeInTheDocument());
  });

  it('GREETING-02 a first name over 19 characters is cut to its first 16 and three dots', async () => {
    await signedInPage('/', 'Bartholomewsonnyjim');
    // 19 characters: shown whole.
    await settled(() => expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Bartholomewsonnyjim' })).toBeInTheDocument());
    closeStorefront();
    await signedInPage('/', 'Maximilianusjohnson');
    await settled(() => expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Maximilianusjohnson' })).toBeInTheDocument());
    closeStorefront();
    await signedInPage('/', 'Bartholomewsonnyjims');
    await settled(() => expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Bartholomewsonny...' })).toBeInTheDocument());
  });

  it('GREETING-01 a guest is not greeted: the header offers the sign-in', async () => {
    await openStorefront('/');
    await sessionShown();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In / Up' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).not.toHaveTextContent(/Hi,/);
  });
});

describe('header cart icon on the simulator', () => {
  const cartButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Cart, / });
  const guestCart = { guestAddToCartVariant: 'b' };

  it('LINKS-04 with guest add-to-cart on, a guest shopping in store (J4U) gets the fulfilment modal on the delivery tab', async () => {
    await openStorefront('/', { toggles: guestCart });
    expect(await sessionShown()).toHaveTextContent('In-store');
    await userEvent.click(cartButton());
    const dialog = await settled(() => screen.getByRole('dialog', { name: 'Choose your store' }));
    expect(within(dialog).getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.pathname).toBe('/');
  });

  it('LINKS-04 with guest add-to-cart on, a guest shopping for pickup goes to the full cart', async () => {
    await openStorefront('/?storeId=1605&preference=pickup&zipcode=94739', { toggles: guestCart });
    expect(await sessionShown()).toHaveTextContent('Pickup');
    await userEvent.click(cartButton());
    await settled(() => expect(window.location.pathname).toBe('/shop/cart.html'));
    expect(screen.queryByRole('dialog', { name: 'Choose your store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in or create an account' })).not.toBeInTheDocument();
  });

  it('LINKS-05 with guest add-to-cart off, the cart icon opens the sign-in modal for a guest', async () => {
    await openStorefront('/', { toggles: { guestAddToCartVariant: 'a' } });
    await sessionShown();
    await userEvent.click(cartButton());
    await settled(() => expect(screen.getByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument());
    expect(window.location.pathname).toBe('/');
  });

  it('LINKS-04 LINKS-05 a signed-in shopper opens the cart itself: neither sent to the full cart nor asked to sign in', async () => {
    await signedInPage('/', undefined, guestCart);
    await userEvent.click(cartButton());
    await settled(() => expect(screen.getByRole('dialog', { name: /^Your cart/ })).toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Sign in or create an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose your store' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});

describe('header search on the simulator', () => {
  it('SEARCH-01 SEARCH-06 SEARCH-10 the search icon submits the text, URL-encoded, to the global search results', async () => {
    await openStorefront('/');
    await sessionShown();
    await userEvent.type(searchBox(), 'milk & eggs/2%');
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Search' }));
    await settled(() => expect(window.location.pathname).toBe('/shop/search-results.html'));
    expect(window.location.search).toBe(`?q=${encodeURIComponent('milk & eggs/2%')}`);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('milk & eggs/2%');
  });

  it('SEARCH-05 text of only spaces does not search', async () => {
    await openStorefront('/');
    await sessionShown();
    const moves = vi.spyOn(window.history, 'pushState');
    await userEvent.type(searchBox(), '   {Enter}');
    // Then a real search: submits run in order, so once it has gone the blank one was refused, not still waiting.
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'kale{Enter}');
    await settled(() => expect(window.location.search).toBe('?q=kale'));
    expect(moves.mock.calls.map((call) => String(call[2]))).toEqual(['/shop/search-results.html?q=kale']);
  });

  // SEARCH-02..04: each scope of a shop page's dropdown goes to its own address (the templates of 001 §2).
  const scoped = [
    { ids: 'SEARCH-02', title: 'on a marketplace page, All sellers searches across sellers', page: '/shop/marketplace/seller-search.html?q=tea', scope: 'All sellers', text: 'olive oil', path: '/shop/marketplace/seller-search.html' },
    { ids: 'SEARCH-03', title: 'on a seller search page, This seller fills the seller search template with its id', page: '/shop/marketplace/search-results.s123.html?q=tea', scope: 'This seller', text: 'green tea', path: '/shop/marketplace/search-results.s123.html' },
    { ids: 'SEARCH-04', title: 'in the wine shop, the wine scope fills the wine search template', page: '/shop/vineandcellar/search-results.html?q=tea', scope: 'Wine shop', text: 'pinot noir', path: '/shop/vineandcellar/search-results.html' },
  ];
  for (const c of scoped) {
    it(`${c.ids} ${c.title}`, async () => {
      await openStorefront(c.page);
      await sessionShown();
      const form = searchForm();
      // Each of these pages starts on its own scope (SEARCH-14's first), once the page has settled its dropdown.
      await settled(() => expect(within(form).getByRole('combobox', { name: 'Search in' })).toHaveDisplayValue(c.scope));
      const box = within(form).getByRole('searchbox');
      await userEvent.clear(box);
      await userEvent.type(box, c.text);
      await settled(() => expect(box).toHaveValue(c.text));
      await userEvent.type(box, '{Enter}');
      await settled(() => expect(window.location.pathname).toBe(c.path));
      expect(new URLSearchParams(window.location.search).get('q')).toBe(c.text);
    });
  }

  it('SEARCH-09 clear empties every search input and keeps the address off an offer page', async () => {
    await openStorefront('/shop/search-results.html?q=apples');
    await sessionShown();
    for (const box of screen.getAllByRole('searchbox')) expect(box).toHaveValue('apples');
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Clear search' }));
    for (const box of screen.getAllByRole('searchbox')) expect(box).toHaveValue('');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('apples');
  });

  it('SEARCH-09 on offer search, clear also removes q from the address', async () => {
    await openStorefront('/foru/coupons-deals.html?q=apples&sort=new');
    await sessionShown();
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Clear search' }));
    for (const box of screen.getAllByRole('searchbox')) expect(box).toHaveValue('');
    await settled(() => expect(new URLSearchParams(window.location.search).has('q')).toBe(false));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('new');
  });

  it('DEEPLINK-16 tab=recipes opens the recipes tab of the search results; no tab opens products', async () => {
    const page = await openStorefront('/shop/search-results.html?q=soup&tab=recipes');
    await sessionShown();
    await settled(() => expect(screen.getByRole('tab', { name: 'Recipes' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'false');
    await page.load('/shop/search-results.html?q=soup');
    await sessionShown();
    await settled(() => expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true'));
  });
});
