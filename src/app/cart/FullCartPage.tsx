import { isAuthorised } from '../../rules/userTypes';
import { CHECKOUT_PATH } from '../../storefront/checkout/paths';
import { useApp } from '../shell/AppContext';
import { Link } from '../shell/router';
import { PageTitle } from '../pages/PageTitle';
import { RetryAlert } from '../pages/RetryAlert';
import { useCart, useCartSelector } from './CartContext';
import { CartLines, dollars } from './CartLines';
import { EmptyCart } from './EmptyCart';

/**
 * The full cart (PAGES-18's full-cart address, decision 0450): every line by seller with its quantity and stock text,
 * the total (FORMAT-02), an empty state, and sign-in for someone who has no cart until signed in (LINKS-05).
 */
export function FullCartPage() {
  const cart = useCart();
  const { session, openModal } = useApp();
  const carts = useCartSelector((s) => s.carts);
  const count = useCartSelector((s) => s.count);
  const total = useCartSelector((s) => s.total);
  const status = useCartSelector((s) => s.status);
  const mode = useCartSelector((s) => s.mode);
  const blocked = useCartSelector((s) => s.carts.some((c) => c.items.some((l) => l.stock === 'out-of-stock' || l.stock === 'unavailable')));
  const settled = session !== null && status !== 'idle' && !(status === 'loading' && count === 0);

  return (
    <section className="full-cart" aria-busy={settled ? undefined : 'true'}>
      <PageTitle>Your cart</PageTitle>
      {!settled ? (
        <p role="status">Loading your cart…</p>
      ) : mode === 'none' && !isAuthorised(session.userType) ? (
        <>
          <p>Sign in to add items to your cart and see them here.</p>
          <button type="button" className="button primary" onClick={() => openModal({ kind: 'signIn' })}>
            Sign in
          </button>
        </>
      ) : count === 0 && status === 'failed' ? null : count === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <p className="muted">
            {count} {count === 1 ? 'item' : 'items'}
            {session.storeAddress ? ` · for ${session.storeAddress.line1}, ${session.storeAddress.city}` : ''}
          </p>
          {blocked && <p role="note">Some items are not available at your store. Remove them or change store before checkout.</p>}
          <CartLines carts={carts} imageSize={80} headingLevel={2} />
          <p className="cart-total large">
            Estimated total <strong>{dollars(total)}</strong>
          </p>
          {!blocked && (
            <p>
              {isAuthorised(session.userType) ? (
                <Link href={CHECKOUT_PATH} className="button primary">
                  Checkout
                </Link>
              ) : (
                <button type="button" className="button primary" onClick={() => openModal({ kind: 'signIn' })}>
                  Sign in to check out
                </button>
              )}
            </p>
          )}
        </>
      )}
      {status === 'failed' && (
        <RetryAlert text="We couldn't load your latest cart." onRetry={() => void cart?.refresh()} />
      )}
    </section>
  );
}
