import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue } from '../../../tests/support/fakeCatalogue';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { HomePage } from './HomePage';
import { PromoProvider } from './Promotions';
import type { PromoSource } from './Promotions';

afterEach(() => window.history.replaceState(null, '', '/'));

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

  it('CALL-17 SESSION-EST-07 home shows the promotions once the session is there, without search terms or ads', async () => {
    const asked: unknown[] = [];
    const promos: PromoSource = async (input) => {
      asked.push(input);
      return { promos: [{ id: 'promo-1', text: 'buy_one_get_one_free' }] };
    };
    renderWithApp(
      <CatalogueProvider source={fakeCatalogue()}>
        <PromoProvider source={promos}>
          <HomePage />
        </PromoProvider>
      </CatalogueProvider>,
      { session: guestSession({ storeId: '1502' }) },
    );
    const section = await screen.findByRole('region', { name: 'Promotions' });
    expect(section).toHaveTextContent('Deal Buy one get one free');
    expect(asked).toEqual([{ includeAds: false }]);
  });

  it('CALL-17 a promotion the search can filter by leads to its products; one it cannot is text only', async () => {
    const promos: PromoSource = async () => ({ promos: [{ id: 'bogo', text: 'buy_one_get_one_free' }, { id: 'promo-2', text: 'Save on summer fruit' }] });
    renderWithApp(
      <CatalogueProvider source={fakeCatalogue()}>
        <PromoProvider source={promos}>
          <HomePage />
        </PromoProvider>
      </CatalogueProvider>,
      { session: guestSession({ storeId: '1502' }) },
    );
    const section = await screen.findByRole('region', { name: 'Promotions' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Buy one get one free', '/shop/search-results.html?promo=bogo']]);
    await userEvent.click(within(section).getByRole('link', { name: 'Buy one get one free' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/shop/search-results.html?promo=bogo');
  });

  it('CALL-17 no session yet: no promotions call', async () => {
    const asked: unknown[] = [];
    renderWithApp(
      <CatalogueProvider source={fakeCatalogue()}>
        <PromoProvider source={async (input) => (asked.push(input), { promos: [] })}>
          <HomePage />
        </PromoProvider>
      </CatalogueProvider>,
      { session: null },
    );
    expect(await screen.findByText('Finding your store…')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
