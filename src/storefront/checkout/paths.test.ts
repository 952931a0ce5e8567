import { describe, expect, it } from 'vitest';
import { CHECKOUT_PATH, ORDERS_PATH } from './paths';

describe('the checkout\'s addresses (decision 0489)', () => {
  it('checkout is the shop\'s checkout page and the orders page sits under the account pages', () => {
    expect(CHECKOUT_PATH).toBe('/shop/checkout.html');
    expect(ORDERS_PATH).toBe('/account/orders.html');
  });

  it('both are paths of the storefront\'s own origin, so a link to them never leaves the banner\'s site', () => {
    for (const path of [CHECKOUT_PATH, ORDERS_PATH]) {
      const url = new URL(path, 'https://www.freshway.test/shop/cart.html');
      expect(url.origin).toBe('https://www.freshway.test');
      expect(url.pathname).toBe(path);
    }
  });
});
