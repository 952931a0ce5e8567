import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../spec/schemas/upstream/cart';
import { cartIcon } from '../../rules/links';
import { FULL_CART_PATH, guestAddToCartOn, quantityIn } from './cartMode';

const cart = (sellerId: string, items: [upc: string, qty: number][]): CartView => ({ cartId: `cart-${sellerId}`, sellerId, storeId: '1502', items: items.map(([upc, qty]) => ({ upc, qty })) });

describe('what a page load knows of the cart before the cart\'s code (decision 0450)', () => {
  it('PAGES-18 guests use the full-cart page, /shop/cart.html', () => {
    expect(FULL_CART_PATH).toBe('/shop/cart.html');
  });

  it('LINKS-04 LINKS-05 guest add-to-cart is off for the control variant a, and for no variant or a blank one', () => {
    for (const variant of ['a', 'A', ' a ', '', '   ', null, undefined]) expect(guestAddToCartOn(variant)).toBe(false);
    for (const variant of ['b', 'B', ' b ', 'c', 'treatment']) expect(guestAddToCartOn(variant)).toBe(true);
  });

  it('LINKS-04 LINKS-05 the cart holds a guest\'s cart exactly when the cart icon takes a guest to the cart, not to sign-in', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.constantFrom('a', 'A', ' a', 'b ', 'B', ''), fc.string()), { nil: undefined }), (variant) => {
        const icon = cartIcon({ userType: 'G', preference: 'DUG', guestAddToCartVariant: variant });
        expect(guestAddToCartOn(variant)).toBe(icon.action !== 'otp-sign-in-modal');
      }),
    );
  });

  it('a product\'s quantity in the carts adds up its lines in every seller\'s cart; a product in none has 0', () => {
    const carts = [cart('abs', [['111', 2], ['222', 5]]), cart('seller9', [['333', 1], ['111', 3]])];
    expect(quantityIn(carts, '111')).toBe(5);
    expect(quantityIn(carts, '222')).toBe(5);
    expect(quantityIn(carts, '333')).toBe(1);
    expect(quantityIn(carts, '999')).toBe(0);
    expect(quantityIn([], '111')).toBe(0);
  });
});
