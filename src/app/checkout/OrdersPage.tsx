import { useState } from 'react';
import { confirmationPath } from '../../storefront/checkout/checkout';
import type { OrderSummaryView } from '../../storefront/checkout/checkout';
import { dollars } from '../cart/CartLines';
import { PageTitle } from '../pages/PageTitle';
import { RetryAlert } from '../pages/RetryAlert';
import { Link } from '../shell/router';
import { useOrder, useOrders } from './useCheckout';

const dayOf = (iso: string) => (/^\d{4}-\d{2}-\d{2}T/.test(iso) && Number.isFinite(Date.parse(iso)) ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)) : '');

function OrderRow({ order }: { order: OrderSummaryView }) {
  const [open, setOpen] = useState(false);
  const { load, retry } = useOrder(order.orderId, open);
  const detailsId = `order-${order.orderId}`;
  return (
    <li className="order-row" data-order={order.orderId}>
      <p>
        <strong>Order {order.orderId}</strong> · {dayOf(order.placedAt)} · {order.statusText} · {dollars(order.total)}{' '}
        <button type="button" className="link-button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide details' : 'Details'}
        </button>
      </p>
      <div id={detailsId} hidden={!open}>
        {open &&
          (load === null ? (
            <p role="status">Loading the order…</p>
          ) : load.status !== 'ready' ? (
            <RetryAlert text={load.text} onRetry={retry} />
          ) : (
            <>
              <ul className="order-lines">
                {load.order.lines.map((l) => (
                  <li key={l.upc}>
                    {l.qty} × item {l.upc} · {dollars(l.amount)}
                  </li>
                ))}
              </ul>
              {order.status === 'PENDING' && <Link href={confirmationPath(order.orderId)}>Order confirmation</Link>}
            </>
          ))}
      </div>
    </li>
  );
}

/** The signed-in shopper's orders, newest first, each with its lines on demand (decision 0489). */
export function OrdersPage() {
  const { load, retry } = useOrders();
  return (
    <section className="orders" aria-busy={load === null ? 'true' : undefined}>
      <PageTitle>Your orders</PageTitle>
      {load === null ? (
        <p role="status">Loading your orders…</p>
      ) : load.status === 'failed' ? (
        <RetryAlert text={load.text} onRetry={retry} />
      ) : load.orders.length === 0 ? (
        <p>You have no orders yet.</p>
      ) : (
        <ul className="order-list" aria-label="Orders">
          {load.orders.map((o) => (
            <OrderRow key={o.orderId} order={o} />
          ))}
        </ul>
      )}
    </section>
  );
}
