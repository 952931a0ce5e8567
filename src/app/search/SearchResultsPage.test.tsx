import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Shop } from '../../../spec/schemas/upstream/catalogue';
import { STOCK_TEXT } from '../../storefront/catalogue/availability';
import { PromoProvider } from '../home/Promotions';
import type { PromoSource } from '../home/Promotions';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue, item } from '../../../tests/support/fakeCatalogue';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { fakeRecipes, recipe } from '../../../tests/support/fakeRecipes';
import { RecipeProvider } from './recipeSource';
import { SearchResultsPage } from './SearchResultsPage';

const noPromos: PromoSource = async () => ({ promos: [] });

const at = (url: string, shop?: Shop, catalogue = fakeCatalogue(), recipes = fakeRecipes(), promos = noPromos) => {
  window.history.replaceState(null, '', url);
  const r = renderWithApp(
    <CatalogueProvider source={catalogue}>
      <RecipeProvider source={recipes}>
        <PromoProvider source={promos}>
          <SearchResultsPage heading="Results" {...(shop ? { shop } : {})} />
        </PromoProvider>
      </RecipeProvider>
    </CatalogueProvider>,
    { session: guestSession({ storeId: '1502' }) },
  );
  return { ...r, catalogue, recipes };
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

  it('DEEPLINK-16 tab=recipes opens the recipes tab: recipes for the query, and no product call', async () => {
    const { catalogue, recipes } = at('/shop/search-results.html?q=salmon&tab=recipes');
    expect(screen.getByRole('tab', { name: 'Recipes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Recipe results' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('heading', { name: 'Lemon Garlic Salmon' });
    const list = screen.getByRole('list', { name: 'Recipe results' });
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(list).getByRole('heading', { name: 'Salmon & Spinach Rice Bowl' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Blueberry Pancakes' })).not.toBeInTheDocument();
    expect(screen.getByText('2 recipes')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Recipes');
    expect(recipes.calls).toEqual([{ q: 'salmon', page: 1, size: 12 }]);
    expect(catalogue.calls).toEqual([]);
  });

  it('SEARCH-01 SEARCH-06 each ingredient of a recipe links to the global product search for it, encoded', async () => {
    at('/shop/search-results.html?q=salmon&tab=recipes');
    const bowl = await screen.findByRole('list', { name: 'Ingredients of Salmon & Spinach Rice Bowl' });
    expect(within(bowl).getByRole('link', { name: 'Shop Baby spinach' })).toHaveAttribute('href', '/shop/search-results.html?q=baby%20spinach');
    expect(within(bowl).getByText('¾ lb')).toBeInTheDocument();
    expect(screen.getByText('30 min · Serves 2 · Lunch')).toBeInTheDocument();
    // FORMAT-04: the recipe picture loads lazily with scl=1 at a fixed size; the heading names it.
    const picture = document.querySelector('li[data-recipe="salmon-spinach-rice-bowl"] img')!;
    expect(picture).toHaveAttribute('src', '/images/recipes/salmon-spinach-rice-bowl.svg?scl=1');
    expect(picture).toHaveAttribute('width', '96');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('DEEPLINK-16 choosing a tab puts it in the address and searches only that tab; a switch starts at page 1', async () => {
    const { catalogue, recipes } = at('/shop/search-results.html?q=salmon&page=2');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(screen.getByRole('tab', { name: 'Recipes' }));
    expect(window.location.search).toBe('?q=salmon&tab=recipes');
    expect(await screen.findByRole('heading', { name: 'Lemon Garlic Salmon' })).toBeInTheDocument();
    expect(recipes.calls).toEqual([{ q: 'salmon', page: 1, size: 12 }]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(window.location.search).toBe('?q=salmon&tab=products');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveFocus();
    expect(await screen.findByText('Atlantic Salmon Fillet')).toBeInTheDocument();
    expect(catalogue.calls.map((c) => (c.input as { page: number }).page)).toEqual([2, 1]);
  });

  it('DEEPLINK-16 shop searches have no tabs and list products whatever tab says', async () => {
    const { recipes } = at('/shop/vineandcellar/search-results.html?q=cabernet&tab=recipes', 'wine');
    expect(await screen.findByText('Napa Valley Cabernet Sauvignon')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(recipes.calls).toEqual([]);
  });

  it('the recipes tab: no match names the query; a failure offers a retry that searches again; more than a page has a pager', async () => {
    at('/shop/search-results.html?q=zzz&tab=recipes');
    expect(await screen.findByText('No recipes match “zzz”. Try an ingredient, like chicken or rice.')).toBeInTheDocument();

    const failing = fakeRecipes();
    failing.failNext(1);
    at('/shop/search-results.html?q=salmon&tab=recipes', undefined, fakeCatalogue(), failing);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load recipes right now.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lemon Garlic Salmon' })).toBeInTheDocument();
    expect(failing.calls).toHaveLength(2);
  });

  it('the recipes tab pages by 12: page 2 of 2 links back to page 1', async () => {
    const many = fakeRecipes(Array.from({ length: 14 }, (_, i) => recipe(`soup-${i}`, `Soup ${i}`, [['Broth', '1 qt', 'broth']])));
    at('/shop/search-results.html?q=soup&tab=recipes&page=2', undefined, fakeCatalogue(), many);
    expect(await screen.findByRole('heading', { name: 'Soup 13' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Recipe pages' });
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop/search-results.html?q=soup&tab=recipes');
    expect(many.calls).toEqual([{ q: 'soup', page: 2, size: 12 }]);
  });

  it('CALL-17 SESSION-EST-07 promotions for the search terms show below the results; deals are marked (FORMAT-06)', async () => {
    const asked: unknown[] = [];
    const promos: PromoSource = async (input) => {
      asked.push(input);
      return { promos: [{ id: 'promo-1', text: 'buy_one_get_one_free' }, { id: 'promo-2', title: 'Fresh picks' }] };
    };
    at('/shop/search-results.html?q=milk', undefined, fakeCatalogue(), fakeRecipes(), promos);
    const section = await screen.findByRole('region', { name: 'Promotions for “milk”' });
    expect(within(section).getByText('Buy one get one free').closest('li')).toHaveClass('promo-deal');
    expect(within(section).getByText('Fresh picks').closest('li')).not.toHaveClass('promo-deal');
    expect(asked).toEqual([{ includeAds: true, searchTerms: 'milk' }]);
  });

  it('CALL-17 CALL-20 the buy-one-get-one-free chip filters the results to its products, and pressed again shows them all (decision 0434)', async () => {
    const catalogue = fakeCatalogue([item('960000001', 'Gala Apples', 'grocery', { bogo: true }), item('960000009', 'Fuji Apples', 'grocery')]);
    const promos: PromoSource = async () => ({ promos: [{ id: 'bogo', text: 'buy_one_get_one_free' }] });
    at('/shop/search-results.html?q=apples', undefined, catalogue, fakeRecipes(), promos);
    expect(await screen.findByText('Fuji Apples')).toBeInTheDocument();
    const chip = await screen.findByRole('button', { name: 'Buy one get one free' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(window.location.search).toBe('?q=apples&promo=bogo');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByText('Gala Apples')).toBeInTheDocument();
    expect(screen.queryByText('Fuji Apples')).not.toBeInTheDocument();
    expect(catalogue.calls.at(-1)?.input).toMatchObject({ q: 'apples', promo: 'bogo' });
    await userEvent.click(screen.getByRole('button', { name: 'Buy one get one free', pressed: true }));
    expect(window.location.search).toBe('?q=apples');
    expect(await screen.findByText('Fuji Apples')).toBeInTheDocument();
  });

  it('CALL-20 a promotion\'s page without search words (where home\'s promotion leads) lists its products under its name (decision 0434)', async () => {
    const catalogue = fakeCatalogue([item('960000001', 'Gala Apples', 'grocery', { bogo: true }), item('960000009', 'Fuji Apples', 'grocery')]);
    at('/shop/search-results.html?promo=bogo', undefined, catalogue);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy one get one free' })).toBeInTheDocument();
    expect(await screen.findByText('Gala Apples')).toBeInTheDocument();
    expect(screen.queryByText('Fuji Apples')).not.toBeInTheDocument();
    expect(catalogue.calls.at(-1)?.input).toMatchObject({ q: '', promo: 'bogo' });
  });

  it('CALL-17 a promotion the catalogue cannot filter by is plain text, and an unknown promo in the address filters nothing', async () => {
    const catalogue = fakeCatalogue();
    at('/shop/search-results.html?q=milk&promo=free-lunch', undefined, catalogue, fakeRecipes(), async () => ({ promos: [{ id: 'promo-2', title: 'Fresh picks' }] }));
    expect(await screen.findByText('Whole Milk')).toBeInTheDocument();
    expect(await screen.findByText('Fresh picks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fresh picks' })).not.toBeInTheDocument();
    expect(catalogue.calls[0]?.input).not.toHaveProperty('promo');
  });

  it('CALL-17 a failed promotions call shows nothing and leaves the results', async () => {
    at('/shop/search-results.html?q=milk', undefined, fakeCatalogue(), fakeRecipes(), async () => Promise.reject(new Error('down')));
    expect(await screen.findByText('Whole Milk')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Promotions/ })).not.toBeInTheDocument();
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
