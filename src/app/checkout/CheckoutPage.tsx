import { useId, useMemo, useState } from 'react';
import { isAuthorised } from '../../rules/userTypes';
import { checkoutStart, confirmationPath, FULFILLMENT_LABEL, placeOrder, slotWindowText } from '../../storefront/checkout/checkout';
import type { PlaceOutcome, SlotChoice } from '../../storefront/checkout/checkout';
import { useCart, useCartSelector } from '../cart/CartContext';
import { dollars } from '../cart/CartLines';
import { EmptyCart } from '../cart/EmptyCart';
import { PageTitle } from '../pages/PageTitle';
import { RetryAlert } from '../pages/RetryAlert';
import { useApp } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';
import { rememberPlaced, useSlots } from './useCheckout';

/** What the page says about payment: this checkout asks for no card and collects nothing (decision 0489). */
export const NO_PAYMENT_TEXT = 'No payment details are asked for or collected here: you pay when you pick up or receive your order.';

const dayText = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

function SlotPicker({ slots, chosen, onChoose, label }: { slots: readonly SlotChoice[]; chosen: string | null; onChoose: (id: string) => void; label: string }) {
  const days = useMemo(() => [...new Set(slots.map((s) => s.day))], [slots]);
  const name = useId();
  return (
    <fieldset className="slot-picker">
      <legend>{label}</legend>
      {days.map((day) => (
        <div key={day} className="slot-day" role="group" aria-label={dayText(day)}>
          <p className="slot-day-title">{dayText(day)}</p>
          <ul className="slot-list">
            {slots
              .filter((s) => s.day === day)
              .map((s) => (
                <li key={s.slotId}>
                  <label className="slot-option">
                    <input type="radio" name={name} value={s.slotId} checked={chosen === s.slotId} disabled={s.full} onChange={() => onChoose(s.slotId)} />
                    <span>{slotWindowText(s).replace(/^[^,]+, [^,]+, /, '')}</span>
                    {s.full && <span className="muted small"> · full</span>}
                  </label>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * Checkout (decision 0489): the pickup or delivery time, the carts reviewed per seller, and placing the order. The cart
 * is emptied only once the order is placed; a refused step keeps it and says what to do.
 */
export function CheckoutPage() {
  const { session, backend, banner, openModal } = useApp();
  const cart = useCart();
  const { navigate } = useRouter();
  const carts = useCartSelector((s) => s.carts);
  const count = useCartSelector((s) => s.count);
  const total = useCartSelector((s) => s.total);
  const status = useCartSelector((s) => s.status);
  const pending = useCartSelector((s) => s.pending);
  // While an order is being placed the review stays as it was sent: the cart empties under it once the order is placed.
  const [frozen, setFrozen] = useState<ReturnType<typeof checkoutStart> | null>(null);
  const start = frozen ?? (session ? checkoutStart(session, { carts, count, total }, banner.displayName) : null);
  const { load: slots, retry } = useSlots(start?.status === 'ready' ? start.fulfillment : null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<Extract<PlaceOutcome, { status: 'failed' }> | null>(null);
  const settled = session !== null && (status === 'ready' || status === 'failed') && (start?.status !== 'ready' || slots !== null);

  const place = async () => {
    if (!session || !cart || start?.status !== 'ready' || !chosen || placing) return;
    setPlacing(true);
    setFrozen(start);
    setFailure(null);
    const outcome = await placeOrder({ backend, cart }, session, start, chosen);
    setPlacing(false);
    setFrozen(null);
    if (outcome.status === 'placed') {
      rememberPlaced(outcome.order);
      navigate(`${confirmationPath(outcome.order.orderId)}${outcome.cartCleared ? '' : '&cart=kept'}`);
      return;
    }
    setFailure(outcome);
    if (outcome.slotFull) {
      setChosen(null);
      retry();
    }
  };

  let body;
  if (!settled || !start) body = <p role="status">Loading your checkout…</p>;
  else if (start.status === 'sign-in' || !isAuthorised(session.userType))
    body = (
      <>
        <p>Sign in to check out. The items in your cart stay with you.</p>
        <button type="button" className="button primary" onClick={() => openModal({ kind: 'signIn' })}>
          Sign in
        </button>
      </>
    );
  else if (start.status === 'in-store')
    body = (
      <>
        <p>Checkout needs pickup or delivery: you are shopping in store. Choose pickup or delivery for your store to pick a time.</p>
        <button type="button" className="button primary" onClick={() => openModal({ kind: 'store', tab: 'pickup' })}>
          Choose pickup or delivery
        </button>
      </>
    );
  else if (start.status === 'empty')
    body = <EmptyCart />;
  else if (start.status === 'blocked')
    body = (
      <p role="note">
        Some items are not available at your store. <Link href="/shop/cart.html">Remove them or change store</Link> before checkout.
      </p>
    );
  else {
    const label = FULFILLMENT_LABEL[start.fulfillment];
    body = (
      <>
        <section aria-labelledby="checkout-time">
          <h2 id="checkout-time">{label} time</h2>
          {slots === null ? (
            <p role="status">Loading available times…</p>
          ) : slots.status === 'failed' ? (
            <RetryAlert text={slots.text} onRetry={retry} />
          ) : slots.slots.every((s) => s.full) ? (
            <p role="status">There are no {label.toLowerCase()} times left at your store in the next days. Try another store.</p>
          ) : (
            <SlotPicker slots={slots.slots} chosen={chosen} onChoose={setChosen} label={`Choose a ${label.toLowerCase()} time (store time)`} />
          )}
        </section>
        <section aria-labelledby="checkout-review">
          <h2 id="checkout-review">Review your order</h2>
          {start.sellers.map((seller) => (
            <section key={seller.sellerId} className="cart-group" aria-label={`Sold by ${seller.sellerName}`}>
              <h3 className="cart-group-title">
                Sold by {seller.sellerName}
                <span className="muted small"> · {dollars(seller.subtotal)}</span>
              </h3>
              <ul className="cart-lines">
                {seller.lines.map((line) => (
                  <li key={line.upc} className="cart-line checkout-line">
                    <span>
                      {line.qty} × {line.name}
                      {line.size && <span className="muted small"> · {line.size}</span>}
                    </span>
                    <span className="cart-line-price">{line.amount === null ? '' : dollars(line.amount)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <p className="cart-total large">
            Estimated total <strong>{dollars(start.total)}</strong>
          </p>
          <p className="muted small">{NO_PAYMENT_TEXT}</p>
        </section>
        {failure && <p role="alert">{failure.text}</p>}
        <p>
          <button type="button" className="button primary" disabled={!chosen || placing || pending > 0} aria-busy={placing || undefined} onClick={() => void place()}>
            {placing ? 'Placing your order…' : 'Place order'}
          </button>
          {!chosen && slots?.status === 'ready' && <span className="muted small"> Choose a time to place your order.</span>}
        </p>
      </>
    );
  }

  return (
    <section className="checkout" aria-busy={settled ? undefined : 'true'}>
      <PageTitle>Checkout</PageTitle>
      {body}
    </section>
  );
}
