import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue } from '../product/fakeCatalogue';
import { guestSession, renderWithApp } from '../testing';
import { HomePage } from './HomePage';

describe('home shelf', () => {
  it('the popular shelf shows the shop’s products at the session store after a same-size skeleton', async () => {
    const catalogue = fakeCatalogue();
    renderWithApp(
      <CatalogueProvider source={catalogue}>
        <HomePage />
      </CatalogueProvider>,
      { session: guestSession({ storeId: '3318' }) },
    );
    expect(screen.getByRole('list', { name: 'Popular products' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Gala Apples')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Popular products' })).not.toHaveAttribute('aria-busy');
    expect(catalogue.calls[0]?.input).toMatchObject({ shop: 'grocery', storeId: '3318', size: 8 });
  });

  it('a failed shelf shows a retry message and the rest of the page stays', async () => {
    const catalogue = fakeCatalogue();
    catalogue.failNext(1);
    renderWithApp(
      <CatalogueProvider source={catalogue}>
        <HomePage />
      </CatalogueProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load popular products right now.");
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fresh groceries from');
  });
});
