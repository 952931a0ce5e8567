import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCK_STATUSES } from '../../../spec/schemas/upstream/catalogue';
import { canAddToCart, STOCK_TEXT, stockLabel } from './availability';

const at = (status: (typeof STOCK_STATUSES)[number], attendedDeliveryOnly = false) => ({ storeId: '1502', status, quantity: null, attendedDeliveryOnly });

describe('stock labels', () => {
  it("ERR-20 the catalogue's three stock strings, exactly", () => {
    expect(stockLabel(at('out-of-stock'))?.text).toBe('This item is currently out of stock.');
    expect(stockLabel(at('unavailable'))?.text).toBe('This item is not available right now');
    expect(stockLabel(at('in-stock', true))).toEqual({ text: 'Available only with Attended Delivery', tone: 'note' });
    expect(stockLabel(at('in-stock'))).toBeNull();
    expect(stockLabel(at('low-stock'))).toBeNull();
    expect(stockLabel(null)).toBeNull();
  });

  it('ERR-20 an item that cannot be had says so before any delivery condition, and only those block the cart', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STOCK_STATUSES), fc.boolean(), (status, attended) => {
        const label = stockLabel(at(status, attended));
        const gone = status === 'out-of-stock' || status === 'unavailable';
        expect(canAddToCart(at(status, attended))).toBe(!gone);
        if (gone) expect([STOCK_TEXT.outOfStock, STOCK_TEXT.notAvailable]).toContain(label?.text);
        else expect(label?.text ?? null).toBe(attended ? STOCK_TEXT.attendedDelivery : null);
      }),
    );
  });
});
