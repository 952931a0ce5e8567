import { FULL_CART_PATH } from '../../storefront/cart/cart';
import { Dialog } from '../modals/Dialog';
import { Link } from '../shell/router';
import { useCartSelector } from './CartContext';
import { CartLines, dollars } from './CartLines';

/** The mini cart (000 §2's screens): the lines by seller, the total (FORMAT-02) and the way to the full cart. */
export function MiniCart({ onClose }: { onClose: () => void }) {
  const carts = useCartSelector((s) => s.carts);
  const count = useCartSelector((s) => s.count);
  const total = useCartSelector((s) => s.total);
  const status = useCartSelector((s) => s.status);
  return (
    <Dialog title={`Your cart (${count} ${count === 1 ? 'item' : 'items'})`} onClose={onClose} size="sm" className="mini-cart">
      {/* Following any link of the panel (a product, the full cart) closes it. */}
      <div onClick={(e) => (e.target instanceof Element && e.target.closest('a') ? onClose() : undefined)}>
      {status === 'loading' && count === 0 ? (
        <p role="status">Loading your cart…</p>
      ) : status === 'failed' && count === 0 ? (
        // Nothing could be read: the cart is not known to be empty.
        <p>We couldn't load your cart. Open the full cart to try again.</p>
      ) : count === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <CartLines carts={carts} imageSize={48} />
          <p className="cart-total">
            Estimated total <strong>{dollars(total)}</strong>
          </p>
        </>
      )}
      {status === 'failed' && count > 0 && <p className="muted small">Your cart may be out of date. Open the full cart to try again.</p>}
      <p>
        <Link href={FULL_CART_PATH} className="button primary">
          View full cart
        </Link>
      </p>
      </div>
    </Dialog>
  );
}
