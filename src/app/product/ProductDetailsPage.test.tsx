import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { STOCK_TEXT } from '../../storefront/catalogue/availability';
import { CatalogueProvider } from './catalogueSource';
import { fakeCatalogue } from '../../../tests/support/fakeCatalogue';
import { ProductDetailsPage } from './ProductDetailsPage';
import type { Shop } from '../../../spec/schemas/upstream/catalogue';

const show = (bpn: string, shop: Shop, catalogue = fakeCatalogue(), storeId = '1502', prop65?: string | boolean) => {
  const r = renderWithApp(
    <CatalogueProvider source={catalogue}>
      <ProductDetailsPage bpn={bpn} shop={shop} />
    </CatalogueProvider>,
    { session: guestSession({ storeId }), ...(prop65 === undefined ? {} : { settings: { prop65 } }) },
  );
  return { ...r, catalogue };
};

describe('ProductDetailsPage', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', false],
    ['false', false],
    [false, false],
  ] as const)('CONFIG-02 the product page prop65 setting %s shows the Proposition 65 warning: %s', async (setting, shown) => {
    show('960000002', 'grocery', fakeCatalogue(), '1502', setting);
    await screen.findByRole('heading', { level: 1, name: 'Atlantic Salmon Fillet' });
    expect(screen.queryByRole('heading', { name: 'California Proposition 65 warning' }) !== null).toBe(shown);
  });

  it('CONFIG-02 without a prop65 setting the product page shows no Proposition 65 warning', async () => {
    show('960000002', 'grocery');
    await screen.findByRole('heading', { level: 1, name: 'Atlantic Salmon Fillet' });
    expect(screen.queryByRole('heading', { name: 'California Proposition 65 warning' })).toBeNull();
  });

  it('PAGES-01 the tab title names the product once it is known, and the not-found product\'s says so', async () => {
    const { unmount } = show('960000002', 'grocery');
    await screen.findByRole('heading', { level: 1, name: 'Atlantic Salmon Fillet' });
    await waitFor(() => expect(document.title).toBe('Atlantic Salmon Fillet | Freshway'));
    unmount();
    show('960099999', 'grocery');
    await screen.findByRole('heading', { level: 1, name: 'This product could not be found' });
    await waitFor(() => expect(document.title).toBe('Page not found | Freshway'));
  });

  it('PAGES-01 a product detail page loads the product for the session store: a skeleton first, then name, price and similar items', async () => {
    const { catalogue, container } = show('960000002', 'grocery', fakeCatalogue(), '2210');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Atlantic Salmon Fillet' })).toBeInTheDocument();
    expect(screen.getByText('$3.50')).toBeInTheDocument();
    expect(catalogue.calls[0]).toEqual({ method: 'product', input: { shop: 'grocery', bpn: '960000002', storeId: '2210' } });
    fireEvent.load(screen.getByRole('img', { name: 'Atlantic Salmon Fillet' }));
    await screen.findByText('Ribeye Steak');
    expect(screen.getByRole('list', { name: 'Similar items' })).toHaveTextContent('Ribeye Steak');
  });

  it('PAGES-01 a page opened before the page load has decided the store shows the product from a call without a store, then its stock at the store', async () => {
    const catalogue = fakeCatalogue();
    const r = renderWithApp(
      <CatalogueProvider source={catalogue}>
        <ProductDetailsPage bpn="960000002" shop="grocery" />
      </CatalogueProvider>,
      { session: null },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Atlantic Salmon Fillet' })).toBeInTheDocument();
    expect(screen.getByText('Checking stock at your store…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(catalogue.calls).toEqual([{ method: 'product', input: { shop: 'grocery', bpn: '960000002', storeId: null } }]);
    act(() => r.state().setSession(guestSession({ storeId: '1502' })));
    // The product stays on the page while its stock at the store is on the way: no skeleton in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Atlantic Salmon Fillet' })).toBeInTheDocument();
    expect(await screen.findByText(STOCK_TEXT.outOfStock)).toBeInTheDocument();
    expect(screen.queryByText('Checking stock at your store…')).toBeNull();
    expect(catalogue.calls.filter((c) => c.method === 'product').map((c) => (c.input as { storeId: string | null }).storeId)).toEqual([null, '1502']);
  });

  it('the similar-items call waits for the main picture to load or fail, so it does not compete with it', async () => {
    const { catalogue } = show('960000002', 'grocery');
    const picture = await screen.findByRole('img', { name: 'Atlantic Salmon Fillet' });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    // Settled: the page's effects and the work they started have run; only the picture's load or error is missing.
    await act(async () => undefined);
    expect(catalogue.calls.map((c) => c.method)).toEqual(['product']);
    fireEvent.error(picture);
    await screen.findByText('Ribeye Steak');
    expect(catalogue.calls.map((c) => c.method)).toEqual(['product', 'similar']);
  });

  it('ERR-20 an out-of-stock item says so and cannot be added; a not-carried item says it is not available', async () => {
    const { unmount } = show('960000002', 'grocery');
    expect(await screen.findByText(STOCK_TEXT.outOfStock)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    unmount();
    show('960000003', 'grocery');
    expect(await screen.findByText(STOCK_TEXT.notAvailable)).toBeInTheDocument();
  });

  it('ERR-20 LINKS-05 a wine in stock is sold only with attended delivery and can be added; a guest without guest add-to-cart signs in first', async () => {
    const { modals, cartService } = show('970000001', 'wine');
    await screen.findByRole('heading', { level: 1, name: 'Napa Valley Cabernet Sauvignon' });
    expect(screen.getByText(STOCK_TEXT.attendedDelivery)).toBeInTheDocument();
    expect(screen.getByText('Vine & Cellar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(modals).toEqual([{ kind: 'signIn' }]);
    expect(cartService.calls).toEqual([]);
  });

  it('PAGES-01 the path decides the shop: a wine bpn on the grocery product path is a not-found page', async () => {
    show('970000001', 'grocery');
    expect(await screen.findByRole('heading', { name: 'This product could not be found' })).toBeInTheDocument();
  });

  it('a failed catalogue call shows a retry message, and retrying loads the product', async () => {
    const catalogue = fakeCatalogue();
    catalogue.failNext(1);
    show('980000001', 'marketplace', catalogue);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this product right now.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stainless Travel Mug' })).toBeInTheDocument();
    expect(screen.getByText('Sold and shipped by Hearth & Home Goods')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('ERR-17 PAGES-07 a server error from the catalogue sends the shopper to /error-page/500.html; a network failure keeps the retry', async () => {
    window.history.replaceState(null, '', '/shop/product-details.960000001.html');
    const catalogue = fakeCatalogue();
    catalogue.failNext(1, 503);
    show('960000001', 'grocery', catalogue);
    await waitFor(() => expect(window.location.pathname).toBe('/error-page/500.html'));
    window.history.replaceState(null, '', '/shop/product-details.960000001.html');
  });
});
