import { describe, expect, it } from 'vitest';
import { matchRoute } from '../pages/routes';
import { categories } from '../home/catalogue';
import { AISLE_NAMES, aisleName } from './aisleName';

describe('aisle names in titles', () => {
  it('PAGES-05 an aisle page is titled by the aisle\'s name, not its slug', () => {
    expect(matchRoute('/shop/aisles/produce.html').title).toBe('Produce');
    expect(matchRoute('/shop/aisles/meat-seafood.html').title).toBe('Meat & Seafood');
    expect(matchRoute('/content/shop/freshway/en/aisles/breakfast').title).toBe('Breakfast & Cereal');
    expect(matchRoute('/shop/aisles/frozen-desserts.html').title).toBe('Frozen Desserts');
  });

  it('the names are the home carousel\'s names of the same aisles', () => {
    for (const c of categories) if (AISLE_NAMES[c.id]) expect(aisleName(c.id)).toBe(c.name);
  });
});
