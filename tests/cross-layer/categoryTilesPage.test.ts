// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeStorefront, openStorefront, sessionShown } from './storefrontPage';

/** The home page's shop-by-category carousel as the React page renders it on the Node simulator. */

afterEach(closeStorefront);

describe('shop-by-category tiles on the home page', () => {
  it('TILES-03 CAROUSEL-01 ENV-LAYOUT-05 AISLE-LINKS-01 the tiles are read by the tile rules: five to a page, each a link carrying the session\'s store', async () => {
    await openStorefront('/');
    await sessionShown();
    const carousel = screen.getByRole('region', { name: 'Shop by category' });
    const tiles = within(carousel).getAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    const produce = within(carousel).getByRole('link', { name: /Produce/ });
    expect(produce.getAttribute('href')).toBe('/shop/aisles/produce.html?loc=1502');
    // TILES-01: the picture comes from the tile's image path, with FORMAT-04's scalability parameter.
    expect(produce.querySelector('img')?.getAttribute('src')).toMatch(/leafy-green\.svg\?scl=1$/);
  });
});
