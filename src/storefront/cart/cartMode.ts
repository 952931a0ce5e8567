import type { CartView } from '../../../spec/schemas/upstream/cart';
import type { FeatureToggles } from '../../../spec/schemas/config';
import { isAuthorised, isGuestForGuestCart } from '../../rules/userTypes';
import type { CartIds } from './cartIds';

/**
 * The part of the cart a page load needs before the cart's own code (cart.ts) has arrived: whose cart the session
 * has, whether there is anything to read, and what the header and the steppers show of a snapshot.
 */

/** The full-cart page (PAGES-18: guests use the full-cart address; the spec does not give it, decision 0450). */
export const FULL_CART_PATH = '/shop/cart.html';

/** Who holds a cart: a signed-in customer, a guest of the guest add-to-cart feature, or nobody (sign in first). */
export type CartMode = 'customer' | 'guest' | 'none';

/** LINKS-04/05: guest add-to-cart is an A/B value; 'a' (or none, or a blank one) is the control, where guests sign in first. */
export const guestAddToCartOn = (variant: string | null | undefined): boolean => {
  const v = variant?.trim().toLowerCase() ?? '';
  return v !== '' && v !== 'a';
};

/** Whose cart: authorised users their own; a guest only with the feature on and USER-TYPES-08's guest test (decision 0450). */
export function cartModeOf(userType: unknown, toggles: Pick<FeatureToggles, 'disableGuestCart' | 'guestAddToCartVariant'>): CartMode {
  if (isAuthorised(userType)) return 'customer';
  return guestAddToCartOn(toggles.guestAddToCartVariant) && isGuestForGuestCart(userType, toggles) ? 'guest' : 'none';
}

/** Nobody's cart, or a guest's while abCart holds no id: there is nothing to read, so no cart call is made. */
export const holdsNoCart = (mode: CartMode, ids: Pick<CartIds, 'read'>): boolean => mode === 'none' || (mode === 'guest' && Object.keys(ids.read()).length === 0);

export const quantityIn = (carts: readonly CartView[], upc: string): number => carts.reduce((n, c) => n + (c.items.find((l) => l.upc === upc)?.qty ?? 0), 0);
