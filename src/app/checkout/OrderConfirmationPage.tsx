import { useMemo } from 'react';
import { confirmationOrderId, CART_NOT_CLEARED_TEXT, FULFILLMENT_LABEL, ORDERS_PATH, slotWindowText } from '../../storefront/checkout/checkout';
import { dollars } from '../cart/CartLines';
import { PageTitle } from '../pages/PageTitle';
import { RetryAlert } from '../pages/RetryAlert';
import { Link, useRouter } from '../shell/router';
import { placedOnThisPage, useOrder } from './useCheckout';

/** The confirmation of a placed order (decision 0489): its number from the address, the order read back from the service. */
export function OrderConfirmationPage() {
  const { location } = useRouter();
  const orderId = useMemo(() => confirmationOrderId(location.search), [location.search]);
  const cartKept = new URLSearchParams(location.search).get('cart') === 'kept';
  const { load, retry } = useOrder(orderId);
  const placed = placedOnThisPage(orderId);
  return (
    <section className="order-confirmation" aria-busy={load === null ? 'true' : undefined}>
      {load === null ? (
        <>
          <PageTitle>Your order</PageTitle>
          <p role="status">Loading your order…</p>
        </>
      ) : load.status !== 'ready' ? (
        <>
          <PageTitle>Your order</PageTitle>
          <RetryAlert text={load.text} onRetry={load.status === 'failed' ? retry : undefined} />
          <p>
            <Link href={ORDERS_PATH}>See your orders</Link>
          </p>
        </>
      ) : (
        <>
          <PageTitle>Thank you, your order is placed</PageTitle>
          <p className="large">
            Order number <strong data-testid="order-number">{load.order.orderId}</strong>
          </p>
          {placed && (
            <p>
              {FULFILLMENT_LABEL[placed.fulfillment]}: {slotWindowText(placed.slot)} (store time)
            </p>
          )}
          <p>
            {load.order.statusText} · {load.order.lines.reduce((n, l) => n + l.qty, 0)} items · total <strong>{dollars(load.order.total)}</strong>
          </p>
          {cartKept && <p role="note">{CART_NOT_CLEARED_TEXT}</p>}
          <p>
            <Link href={ORDERS_PATH} className="button secondary">
              See your orders
            </Link>{' '}
            <Link href="/" className="button primary">
              Keep shopping
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
