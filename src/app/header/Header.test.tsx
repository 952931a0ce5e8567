import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { Header } from './Header';

describe('header', () => {
  it('USER-TYPES-14 shows the store, address, zip and the preference in words', () => {
    renderWithApp(<Header />, { session: guestSession({ preference: 'DUG', storeId: '2210', zipcode: '85004' }) });
    const region = screen.getByRole('region', { name: 'Store and fulfilment' });
    expect(region).toHaveTextContent('Pickup');
    expect(region).toHaveTextContent('Store #2210');
    expect(region).toHaveTextContent('100 Main St, Oakland, CA');
    expect(within(region).getByTestId('session-zip')).toHaveTextContent('85004');
    expect(screen.getByRole('link', { name: 'Freshway home' })).toBeInTheDocument();
  });

  it('GREETING-01 GREETING-02 greets a signed-in user by first name, long names cut to 16 plus ...', () => {
    renderWithApp(<Header />, { session: guestSession({ userType: 'R', firstName: 'Maximilianawilhelmina' }) });
    expect(screen.getByRole('button', { name: 'Hi, Maximilianawilhe...' })).toBeInTheDocument();
  });

  it('GREETING-02 a 19-character first name is shown whole', () => {
    renderWithApp(<Header />, { session: guestSession({ userType: 'C', firstName: 'Abcdefghijklmnopqrs' }) });
    expect(screen.getByRole('button', { name: 'Hi, Abcdefghijklmnopqrs' })).toBeInTheDocument();
  });

  it('PAGES-16 choosing Sign In closes the sign-in dropdown and opens the signIn view', async () => {
    const { modals } = renderWithApp(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In / Up' }));
    expect(screen.getByRole('button', { name: 'Sign In / Up' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(modals).toEqual([{ kind: 'signIn' }]);
    expect(screen.getByRole('button', { name: 'Sign In / Up' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('PAGES-16 choosing Create Account closes the dropdown too and opens the createAccount view', async () => {
    const { modals } = renderWithApp(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In / Up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(modals).toEqual([{ kind: 'createAccount' }]);
    expect(screen.getByRole('button', { name: 'Sign In / Up' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('LINKS-05 the cart icon opens the sign-in modal for a guest when guest add-to-cart is off', async () => {
    const { modals } = renderWithApp(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(modals).toEqual([{ kind: 'signIn' }]);
  });

  it('SEARCH-11 SEARCH-07 SEARCH-05 the three search inputs stay in sync and search is disabled while empty', async () => {
    renderWithApp(<Header />);
    const inputs = screen.getAllByRole('searchbox');
    expect(inputs).toHaveLength(3);
    const buttons = screen.getAllByRole('button', { name: 'Search' });
    expect(buttons[0]).toBeDisabled();
    await userEvent.type(inputs[0]!, 'milk');
    for (const input of inputs) expect(input).toHaveValue('milk');
    expect(buttons[0]).toBeEnabled();
    expect(buttons[0]).toHaveAttribute('data-state', 'search');
  });

  it('SEARCH-06 SEARCH-10 SEARCH-08 submitting goes to the encoded results address, then the icon is in the clear state', async () => {
    renderWithApp(<Header />);
    const input = screen.getAllByRole('searchbox')[0]!;
    await userEvent.type(input, 'mac & cheese{Enter}');
    expect(window.location.pathname).toBe('/shop/search-results.html');
    expect(window.location.search).toBe('?q=mac%20%26%20cheese');
    const clear = screen.getAllByRole('button', { name: 'Clear search' })[0]!;
    expect(clear).toHaveAttribute('data-state', 'clear');
    await userEvent.click(clear);
    for (const i of screen.getAllByRole('searchbox')) expect(i).toHaveValue('');
    window.history.replaceState(null, '', '/');
  });
});

describe('seller dropdown', () => {
  it('SEARCH-14 SEARCH-03 on a seller results page the dropdown offers this seller, all sellers and global; this seller searches the seller template', async () => {
    window.history.replaceState(null, '', '/shop/marketplace/search-results.mkp-4417.html?q=mug');
    renderWithApp(<Header />);
    const select = screen.getAllByRole('combobox', { name: 'Search in' })[0]!;
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['This seller', 'All sellers', 'Global search']);
    const input = screen.getAllByRole('searchbox')[0]!;
    await userEvent.clear(input);
    await userEvent.type(input, 'tea{Enter}');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/shop/marketplace/search-results.mkp-4417.html?q=tea');
    window.history.replaceState(null, '', '/');
  });

  it('SEARCH-14 SEARCH-04 the wine shop offers wine or global search, and other pages have no dropdown', async () => {
    window.history.replaceState(null, '', '/shop/vineandcellar/search-results.html?q=red');
    const { unmount } = renderWithApp(<Header />);
    const select = screen.getAllByRole('combobox', { name: 'Search in' })[0]!;
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Wine shop', 'Global search']);
    unmount();
    window.history.replaceState(null, '', '/');
    renderWithApp(<Header />);
    expect(screen.queryByRole('combobox', { name: 'Search in' })).not.toBeInTheDocument();
  });
});
