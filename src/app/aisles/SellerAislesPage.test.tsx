import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { matchRoute } from '../pages/routes';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue, FAKE_ITEMS, item } from '../../../tests/support/fakeCatalogue';
import { SearchBar } from '../search/SearchBar';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { SellerAislesPage } from './SellerAislesPage';

const open = (path: string, catalogue = fakeCatalogue()) => {
  window.history.replaceState(null, '', path);
  const r = renderWithApp(
    <CatalogueProvider source={catalogue}>
      <SearchBar />
      <SellerAislesPage />
    </CatalogueProvider>,
    { session: guestSession({ storeId: '1502' }) },
  );
  return { ...r, catalogue };
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('marketplace aisle pages', () => {
  it('SEARCH-13 seller aisle paths route to the seller aisles page; grocery aisles and store-id paths keep their routes', () => {
    expect(matchRoute('/shop/marketplace/aisles.mkp-6033.html').name).toBe('seller-aisles');
    expect(matchRoute('/shop/marketplace/aisles.mkp-6033/outdoor.html').name).toBe('seller-aisles');
    expect(matchRoute('/shop/aisles/produce.html').name).toBe('aisles');
    expect(matchRoute('/shop/aisles/dairy.0042.html').name).toBe('aisles');
    expect(matchRoute('/shop/marketplace/aisles.html').name).toBe('not-found');
    expect(matchRoute('/shop/marketplace/aisles.mkp-6033/a/b.html').name).toBe('not-found');
    expect(matchRoute('/shop/marketplace/aisles.mkp-6033.html').meta.allowedUserTypes).toEqual(matchRoute('/shop/aisles/produce.html').meta.allowedUserTypes);
  });

  it('SEARCH-13 one aisle of a seller lists that seller’s products of that aisle, with a link to all the seller’s aisles', async () => {
    const { catalogue } = open('/shop/marketplace/aisles.mkp-6033/outdoor.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outdoor & Travel from Trailhead Outfitters' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Seller products' });
    expect(within(list).getByText('Camping Mug')).toBeInTheDocument();
    expect(within(list).queryByText('Stainless Travel Mug')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All aisles of Trailhead Outfitters' })).toHaveAttribute('href', '/shop/marketplace/aisles.mkp-6033.html');
    expect(catalogue.calls.find((c) => c.method === 'search' && (c.input as { sellerId?: string }).sellerId)?.input).toEqual({ shop: 'marketplace', sellerId: 'mkp-6033', storeId: '1502', size: 48, aisle: 'outdoor' });
  });

  it('SEARCH-13 the seller’s aisles page lists its products and links each of its aisles', async () => {
    const catalogue = fakeCatalogue([...FAKE_ITEMS, item('980000009', 'Trail Lantern', 'marketplace', { aisle: 'camping', seller: ['mkp-6033', 'Trailhead Outfitters'] })]);
    open('/shop/marketplace/aisles.mkp-6033.html', catalogue);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trailhead Outfitters' })).toBeInTheDocument();
    const aisles = screen.getByRole('navigation', { name: 'Aisles of Trailhead Outfitters' });
    expect(within(aisles).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/shop/marketplace/aisles.mkp-6033/outdoor.html', '/shop/marketplace/aisles.mkp-6033/camping.html']);
    expect(within(screen.getByRole('list', { name: 'Seller products' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('SEARCH-13 SEARCH-14 on a seller aisle page the header search is scoped to that seller and searches its path', async () => {
    open('/shop/marketplace/aisles.mkp-6033/outdoor.html');
    await screen.findByRole('heading', { level: 1, name: 'Outdoor & Travel from Trailhead Outfitters' });
    const scope = screen.getAllByRole('combobox', { name: 'Search in' })[0] as HTMLSelectElement;
    expect(scope.value).toBe('seller');
    const input = screen.getAllByRole('searchbox')[0]!;
    await userEvent.type(input, 'mug{Enter}');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/shop/marketplace/search-results.mkp-6033.html?q=mug');
  });

  it('an unknown seller says so instead of an empty page', async () => {
    open('/shop/marketplace/aisles.mkp-0000.html');
    expect(await screen.findByText('There is no marketplace seller “mkp-0000”. Browse the marketplace instead.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Seller mkp-0000' })).toBeInTheDocument();
  });
});
