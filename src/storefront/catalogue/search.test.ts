import { describe, expect, it } from 'vitest';
import { searchIconState, sellerIdOf } from './search';

describe('the search box and the search pages', () => {
  it('SEARCH-07 SEARCH-08 SEARCH-12 the search icon and the seller id come from their rules', () => {
    expect(searchIconState('milk', 'milk')).toBe('clear');
    expect(searchIconState('milk', 'bread')).toBe('search');
    expect(sellerIdOf('/shop/search-results.html', '')).toBeNull();
  });
});
