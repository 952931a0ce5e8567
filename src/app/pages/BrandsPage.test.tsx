import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue, item } from '../../../tests/support/fakeCatalogue';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { BrandsPage, brandSlugOf } from './BrandsPage';

const catalogue = () => fakeCatalogue([item('960000001', 'Gala Apples', 'grocery', { brand: 'Farm Fresh' }), item('960000004', 'Whole Milk', 'grocery', { brand: 'Lucerne', aisle: 'dairy' }), item('960000005', 'Sour Cream', 'grocery', { brand: 'Lucerne', aisle: 'dairy' })]);

const at = (url: string, index = false, source = catalogue()) => {
  window.history.replaceState(null, '', url);
  renderWithApp(
    <CatalogueProvider source={source}>
      <BrandsPage index={index} />
    </CatalogueProvider>,
    { session: guestSession({ storeId: '1502' }) },
  );
  return source;
};

describe('brands from the catalogue (decision 0434)', () => {
  it('the brands page lists the catalogue\'s brands, each linking to its own page', async () => {
    at('/shop/brands.html');
    const list = await screen.findByRole('list', { name: 'Brands' });
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Farm Fresh', '/shop/brands/farm-fresh.html'],
      ['Lucerne', '/shop/brands/lucerne.html'],
    ]);
    expect(screen.queryByText('Freshway Select')).not.toBeInTheDocument();
  });

  it('a brand page lists that brand\'s products and is titled with its name; following a brand link opens it', async () => {
    const source = at('/shop/brands.html');
    await userEvent.click(await screen.findByRole('link', { name: 'Lucerne' }));
    expect(window.location.pathname).toBe('/shop/brands/lucerne.html');
    const grid = await screen.findByRole('list', { name: 'Lucerne products' });
    expect(within(grid).getByText('Whole Milk')).toBeInTheDocument();
    expect(within(grid).getByText('Sour Cream')).toBeInTheDocument();
    expect(within(grid).queryByText('Gala Apples')).not.toBeInTheDocument();
    expect(source.calls.at(-1)?.input).toMatchObject({ shop: 'grocery', brand: 'lucerne', storeId: '1502' });
    await waitFor(() => expect(document.title).toMatch(/^Lucerne \| /));
  });

  it('only a brand slug names a brand page', () => {
    expect(brandSlugOf('/shop/brands/o-organics.html')).toBe('o-organics');
    expect(brandSlugOf('/shop/brands.html')).toBeNull();
    expect(brandSlugOf('/shop/brands/')).toBeNull();
    expect(brandSlugOf('/shop/brands/Bad Slug.html')).toBeNull();
  });
});
