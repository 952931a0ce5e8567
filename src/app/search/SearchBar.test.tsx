import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue } from '../../../tests/support/fakeCatalogue';
import { renderWithApp } from '../../../tests/support/app';
import { StorefrontContext } from '../shell/AppContext';
import type { Storefront } from '../../storefront/storefront';
import { createFocusMove } from '../../storefront/focusMove';
import { SearchBar } from './SearchBar';

const bar = (url: string, catalogue = fakeCatalogue()) => {
  window.history.replaceState(null, '', url);
  renderWithApp(
    <CatalogueProvider source={catalogue}>
      <SearchBar />
    </CatalogueProvider>,
  );
  return catalogue;
};
const here = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('seller dropdown', () => {
  const scopeOf = () => screen.getAllByRole('combobox', { name: 'Search in' })[0] as HTMLSelectElement;
  const labels = (select: HTMLSelectElement) => Array.from(select.options).map((o) => o.text);

  it('SEARCH-14 SEARCH-03 on the cross-seller page one dropdown offers all sellers, each seller and the whole shop; picking a seller searches that seller’s path', async () => {
    const catalogue = bar('/shop/marketplace/seller-search.html?q=mug');
    await waitFor(() => expect(labels(scopeOf())).toEqual(['All sellers', 'Hearth & Home Goods', 'Trailhead Outfitters', 'Pantry Partners', 'Global search']));
    // One dropdown per search form: no second seller dropdown beside the scope.
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    expect(scopeOf().querySelector('optgroup')?.label).toBe('A seller');
    expect(catalogue.calls[0]).toEqual({ method: 'search', input: { shop: 'marketplace', size: 1 } });
    const input = screen.getAllByRole('searchbox')[1]!;
    await userEvent.clear(input);
    await userEvent.type(input, 'camping mug');
    await userEvent.selectOptions(scopeOf(), 'Trailhead Outfitters');
    // SEARCH-11: every layout's dropdown follows the choice.
    for (const s of screen.getAllByRole('combobox', { name: 'Search in' })) expect(s).toHaveValue('seller:mkp-6033');
    await userEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    expect(here()).toBe('/shop/marketplace/search-results.mkp-6033.html?q=camping%20mug');
  });

  it('SEARCH-14 SEARCH-02 on a seller page the dropdown starts at this seller and names the others; All sellers goes to the cross-seller search', async () => {
    bar('/shop/marketplace/search-results.mkp-4417.html?q=oil');
    await waitFor(() => expect(labels(scopeOf())).toEqual(['This seller', 'All sellers', 'Hearth & Home Goods', 'Trailhead Outfitters', 'Global search']));
    expect(scopeOf()).toHaveValue('seller');
    await userEvent.selectOptions(scopeOf(), 'marketplace');
    const input = screen.getAllByRole('searchbox')[0]!;
    await userEvent.clear(input);
    await userEvent.type(input, 'tea{Enter}');
    expect(here()).toBe('/shop/marketplace/seller-search.html?q=tea');
  });

  it('SEARCH-14 choosing global search searches the shop', async () => {
    bar('/shop/marketplace/seller-search.html?q=mug');
    await waitFor(() => expect(labels(scopeOf())).toContain('Trailhead Outfitters'));
    await userEvent.selectOptions(scopeOf(), 'global');
    await userEvent.type(screen.getAllByRole('searchbox')[0]!, 's{Enter}');
    expect(here()).toBe('/shop/search-results.html?q=mugs');
  });

  it('SEARCH-14 the wine shop has no seller dropdown and asks for no seller list', async () => {
    const wine = bar('/shop/vineandcellar/search-results.html?q=red');
    expect(labels(scopeOf())).toEqual(['Wine shop', 'Global search']);
    expect(wine.calls).toEqual([]);
  });

  it('SEARCH-14 when the seller list fails, the marketplace still searches across sellers', async () => {
    const catalogue = fakeCatalogue();
    catalogue.failNext(1);
    bar('/shop/marketplace/seller-search.html?q=mug', catalogue);
    await waitFor(() => expect(catalogue.calls).toHaveLength(1));
    expect(labels(scopeOf())).toEqual(['All sellers', 'Global search']);
    const input = screen.getAllByRole('searchbox')[0]!;
    await userEvent.clear(input);
    await userEvent.type(input, 'oil{Enter}');
    expect(here()).toBe('/shop/marketplace/seller-search.html?q=oil');
  });
});

describe('search icon', () => {
  it('SEARCH-09 SEARCH-11 on offer search, clear empties all three inputs and drops q from the address, keeping the rest', async () => {
    bar('/foru/coupons-deals.html?q=milk&sort=new');
    for (const i of screen.getAllByRole('searchbox')) expect(i).toHaveValue('milk');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[2]!);
    for (const i of screen.getAllByRole('searchbox')) expect(i).toHaveValue('');
    expect(here()).toBe('/foru/coupons-deals.html?sort=new');
  });

  it('SEARCH-09 a search box with text shows one clear control, its own: the field is not a native search field, whose clear icon the browser would draw beside it', () => {
    bar('/shop/search-results.html?q=milk');
    for (const input of screen.getAllByRole('searchbox')) {
      expect(input).toHaveAttribute('type', 'text');
      expect(input.parentElement?.querySelectorAll('[aria-label="Clear search"]')).toHaveLength(1);
    }
  });

  it('SEARCH-09 elsewhere, clear empties the inputs and leaves the address alone', async () => {
    bar('/shop/search-results.html?q=milk');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0]!);
    for (const i of screen.getAllByRole('searchbox')) expect(i).toHaveValue('');
    expect(here()).toBe('/shop/search-results.html?q=milk');
  });

  it('CALLS-04 SEARCH-09 after a clear the focus moves back to that search box once the 500 ms focus-move delay has passed on the core clock', () => {
    vi.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/shop/search-results.html?q=milk');
      const clock = { now: () => Date.now(), setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };
      // The part of the core the search bar uses: its focus move on a faked clock.
      const core = { moveFocus: createFocusMove(clock).move } as unknown as Storefront;
      renderWithApp(
        <StorefrontContext.Provider value={core}>
          <CatalogueProvider source={fakeCatalogue()}>
            <SearchBar />
          </CatalogueProvider>
        </StorefrontContext.Provider>,
      );
      const clearButton = screen.getAllByRole('button', { name: 'Clear search' })[1]!;
      clearButton.focus();
      fireEvent.click(clearButton);
      const box = screen.getAllByRole('searchbox')[1]!;
      expect(box).toHaveValue('');
      expect(box).not.toHaveFocus();
      act(() => void vi.advanceTimersByTime(499));
      expect(box).not.toHaveFocus();
      act(() => void vi.advanceTimersByTime(1));
      expect(box).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });
});
