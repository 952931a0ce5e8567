import { quantityIn } from '../../storefront/cart/cartMode';
import type { CartProduct } from '../../storefront/cart/cart';
import { useApp } from '../shell/AppContext';
import { useCart, useCartSelector } from './CartContext';

/**
 * Add to cart, then − quantity + (a product card, the product page, a cart line). Someone without a cart is asked to
 * sign in (LINKS-05); the change shows at once and the core rolls it back with a toast if the service refuses it.
 */
export function CartStepper({ product, disabled = false, compact = false }: { product: CartProduct; disabled?: boolean; compact?: boolean }) {
  const cart = useCart();
  const { openModal, session } = useApp();
  const qty = useCartSelector((s) => quantityIn(s.carts, product.upc));
  const ready = useCartSelector((s) => s.status !== 'idle');
  if (!cart) return null;
  const sellerId = product.sellerId || 'abs';
  const add = () =>
    void cart.add(product).then((outcome) => {
      if (outcome === 'sign-in') openModal({ kind: 'signIn' });
    });
  const off = disabled || !session || !ready;
  if (qty === 0) {
    return (
      <button type="button" className={`button primary${compact ? ' small' : ''} add-to-cart`} disabled={off} onClick={add} {...(compact ? { 'aria-label': `Add ${product.name} to cart` } : {})}>
        Add to cart
      </button>
    );
  }
  return (
    <div className={`cart-stepper${compact ? ' compact' : ''}`} role="group" aria-label={`${product.name} in your cart`}>
      <button type="button" className="button small" aria-label={qty === 1 ? `Remove ${product.name} from cart` : `One less ${product.name}`} onClick={() => void cart.setQuantity({ upc: product.upc, sellerId, name: product.name }, qty - 1)}>
        −
      </button>
      <span className="cart-stepper-qty" aria-live="polite">
        {qty} in cart
      </span>
      <button type="button" className="button small" aria-label={`One more ${product.name}`} disabled={disabled || qty >= 99} onClick={add}>
        +
      </button>
    </div>
  );
}
