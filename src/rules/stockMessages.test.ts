import { describe, it, expect } from 'vitest';
import { STOCK_MESSAGES } from './stockMessages';

describe('the stock messages', () => {
  it('MISC-06 the stock strings', () => {
    expect(Object.values(STOCK_MESSAGES)).toEqual(['Available only with Attended Delivery', 'This item is not available right now', 'This item is currently out of stock.']);
  });
});
