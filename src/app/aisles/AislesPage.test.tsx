import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STOCK_TEXT } from '../../storefront/catalogue/availability';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue } from '../../../tests/support/fakeCatalogue';
import type { SessionView } from '../../storefront/session/establish';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { AislesPage } from './AislesPage';

const aisle = (slug: string, catalogue = fakeCatalogue(), storeId = '1502', userInfo: SessionView['userInfo'] = null) => {
  const r = renderWithApp(
    <CatalogueProvider source={catalogue}>
      <AislesPage slug={slug} />
    </CatalogueProvider>,
    { session: guestSession({ storeId, userInfo }) },
  );
  return { ...r, catalogue };
};

describe('AislesPage', () => {
  it('an address no aisle answers to shows the not-found page, not an empty aisle named after the address', async () => {
    aisle('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nope' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Nope products' })).toBeNull();
    // The not-found page sets the tab title in an effect after it renders.
    await waitFor(() => expect(document.title).toMatch(/^Page not found \| /));
  });

  it('a known aisle with nothing at the store stays that aisle, saying so', async () => {
    aisle('frozen');
    expect(await screen.findByText(/There is nothing in Frozen at this store right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Frozen' })).toBeInTheDocument();
  });

  it('ERR-20 an aisle lists its products at the session store with their stock labels; the aisle title shows before they load', async () => {
    const { catalogue } = aisle('meat-seafood', fakeCatalogue(), '2210');
    expect(screen.getByRole('heading', { name: 'Meat & Seafood' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Meat & Seafood products' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('Atlantic Salmon Fillet');
    const list = screen.getByRole('list', { name: 'Meat & Seafood products' });
    expect(within(list).getByText(STOCK_TEXT.outOfStock)).toBeInTheDocument();
    expect(within(list).getByText(STOCK_TEXT.notAvailable)).toBeInTheDocument();
    expect(screen.getByText('Prices and availability for store #2210')).toBeInTheDocument();
    expect(catalogue.calls.find((c) => c.method === 'search')?.input).toMatchObject({ shop: 'grocery', aisle: 'meat-seafood', storeId: '2210' });
  });

  it('PAGES-05 the aisle list and title carry the store id of the user info, before the session cookie store', async () => {
    const { catalogue } = aisle('produce', fakeCatalogue(), '1502', { userId: 'u-1', branchId: '2210' });
    await screen.findByText('Gala Apples');
    expect(screen.getByText('Prices and availability for store #2210')).toBeInTheDocument();
    expect(catalogue.calls.find((c) => c.method === 'search')?.input).toMatchObject({ aisle: 'produce', storeId: '2210' });
  });

  it('PAGES-05 without a numeric user info branch id the aisle takes the session cookie store', async () => {
    const { catalogue } = aisle('produce', fakeCatalogue(), '1502', { userId: 'u-1', branchId: 'none' });
    await screen.findByText('Gala Apples');
    expect(screen.getByText('Prices and availability for store #1502')).toBeInTheDocument();
    expect(catalogue.calls.find((c) => c.method === 'search')?.input).toMatchObject({ storeId: '1502' });
  });

  it('an aisle with nothing at this store says so', async () => {
    aisle('frozen');
    expect(await screen.findByText('There is nothing in Frozen at this store right now. Try another aisle or search.')).toBeInTheDocument();
  });

  it('a failed aisle call shows a retry message, never a blank page', async () => {
    const catalogue = fakeCatalogue();
    catalogue.failNext(1);
    aisle('produce', catalogue);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the Produce aisle right now.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gala Apples')).toBeInTheDocument();
  });
});
