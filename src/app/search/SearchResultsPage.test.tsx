import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Shop } from '../../../spec/schemas/upstream/catalogue';
import { STOCK_TEXT } from '../product/availability';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue } from '../product/fakeCatalogue';
import { guestSession, renderWithApp } from '../testing';
import { SearchResultsPage } from './SearchResultsPage';

const at = (url: string, shop?: Shop, catalogue = fakeCatalogue()) => {
  window.history.replaceState(null, '', url);
  const r = renderWithApp(
    <CatalogueProvider source={catalogue}>
      <SearchResultsPage heading="Results" {...(shop ? { shop } : {})} />
    </CatalogueProvider>,
    { session: guestSession({ storeId: '1502' }) },
  );
  return { ...r, catalogue };
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SearchResultsPage', () => {
  it('SEARCH-01 DEEPLINK-16 the global search lists the shop products for the query at the session store, products tab first', async () => {
    const { catalogue } = at('/shop/search-results.html?q=salmon');
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('Atlantic Salmon Fillet');
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getByText(STOCK_TEXT.outOfStock)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    expect(catalogue.calls[0]?.input).toMatchObject({ shop: 'grocery', q: 'salmon', storeId: '1502', page: 1 });
  });

  it('DEEPLINK-16 the recipes tab makes no product call', async () => {
    const { catalogue } = at('/shop/search-results.html?q=salmon&tab=recipes');
    expect(await screen.findByText('Recipes for “salmon” are coming soon.')).toBeInTheDocument();
    expect(catalogue.calls).toEqual([]);
  });

  it('SEARCH-02 the cross-seller search lists every seller’s matches', async () => {
    at('/shop/marketplace/seller-search.html?q=mug', 'marketplace');
    await screen.findByText('Stainless Travel Mug');
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getByText('Camping Mug')).toBeInTheDocument();
    expect(within(list).getByText('Sold by Trailhead Outfitters')).toBeInTheDocument();
  });

  it('SEARCH-03 SEARCH-12 the seller search path walls the results to the seller of the path', async () => {
    const { catalogue } = at('/shop/marketplace/search-results.mkp-6033.html?q=mug', 'marketplace');
    await screen.findByText('Camping Mug');
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).queryByText('Stainless Travel Mug')).not.toBeInTheDocument();
    expect(screen.getByText('Sold by Trailhead Outfitters', { selector: 'p' })).toBeInTheDocument();
    expect(catalogue.calls[0]?.input).toMatchObject({ shop: 'marketplace', sellerId: 'mkp-6033', q: 'mug' });
  });

  it('SEARCH-04 ERR-20 the wine search lists wines with the attended-delivery note', async () => {
    const { catalogue } = at('/shop/vineandcellar/search-results.html?q=cabernet', 'wine');
    expect(await screen.findByText(STOCK_TEXT.attendedDelivery)).toBeInTheDocument();
    expect(catalogue.calls[0]?.input).toMatchObject({ shop: 'wine', q: 'cabernet' });
  });

  it('no match shows an empty state naming the query', async () => {
    at('/shop/search-results.html?q=zzz');
    expect(await screen.findByText('No products match “zzz”. Try another word, or browse the aisles.')).toBeInTheDocument();
  });

  it('a failed search shows a retry message instead of a blank page; retry searches again', async () => {
    const catalogue = fakeCatalogue();
    catalogue.failNext(1);
    at('/shop/search-results.html?q=milk', undefined, catalogue);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load search results right now.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Whole Milk')).toBeInTheDocument();
    expect(catalogue.calls).toHaveLength(2);
  });
});
