import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { SHIPPING_UNAVAILABLE } from '../../storefront/catalogue/shippingUnavailable';
import { CatalogueProvider } from './catalogueSource';
import { fakeCatalogue } from '../../../tests/support/fakeCatalogue';
import { ProductDetailsPage } from './ProductDetailsPage';

// The ship methods' code is fetched on demand (a marketplace product only); here it cannot be fetched, as offline.
vi.mock('./ShippingOptions', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

describe('ProductDetailsPage: a marketplace product whose ship methods code cannot be fetched', () => {
  it('ERR-12 CALL-28 keeps the product and says the shipping options are unavailable, in the shipping block drawn while the code was on the way', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <CatalogueProvider source={fakeCatalogue()}>
        <ProductDetailsPage bpn="980000001" shop="marketplace" />
      </CatalogueProvider>,
      { session: guestSession() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Stainless Travel Mug' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipping to 94611' })).toHaveTextContent('Checking shipping options…');
    await screen.findByText(SHIPPING_UNAVAILABLE);
    const block = screen.getByRole('region', { name: 'Shipping to 94611' });
    expect(within(block).getByText(SHIPPING_UNAVAILABLE)).toBeInTheDocument();
    expect(block).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Sold and shipped by Hearth & Home Goods')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(error).toHaveBeenCalled();
  });
});
