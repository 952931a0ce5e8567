import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeCartService } from '../../../tests/support/cart';
import { BackendError } from '../../storefront/session/backend';
import { ORDER_FAILED_TEXT } from '../../storefront/checkout/checkout';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { CheckoutPage, NO_PAYMENT_TEXT } from './CheckoutPage';

const shopper = (preference: 'J4U' | 'DUG' | 'DELIVERY') => guestSession({ userType: 'C', preference, firstName: 'Sam', userInfo: { userType: 'C', userId: 'u-1', SWY_SHOP_TOKEN: 'tok' } });
const slots = [
  { slotId: '1502-20260602-10', storeId: '1502', start: '2026-06-02T10:00:00.000Z', end: '2026-06-02T12:00:00.000Z', capacity: 3, available: 0 },
  { slotId: '1502-20260602-12', storeId: '1502', start: '2026-06-02T12:00:00.000Z', end: '2026-06-02T14:00:00.000Z', capacity: 3, available: 2 },
];
function withMilk() {
  const service = fakeCartService();
  service.signIn('shopper');
  service.seed('shopper', 'abs', [{ upc: '0000960012375', qty: 2, name: 'Lucerne Whole Milk', price: 3.5, stock: 'in-stock' }]);
  return service;
}

describe('Checkout page (decision 0489)', () => {
  it('decision 0489 in-store shopping is told checkout needs pickup or delivery and offered the store modal; no slot is asked', async () => {
    const checkoutSlots = vi.fn();
    const { modals } = renderWithApp(<CheckoutPage />, { session: shopper('J4U'), cartService: withMilk(), backend: { checkoutSlots } });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose pickup or delivery' }));
    expect(modals).toEqual([{ kind: 'store', tab: 'pickup' }]);
    expect(checkoutSlots).not.toHaveBeenCalled();
  });

  it('CALL-43 pickup times by day (a full one disabled), the review per seller, no payment asked; a failed order keeps the cart and says so', async () => {
    const placeOrder = vi.fn(async () => Promise.reject(new BackendError('503', 503)));
    const service = withMilk();
    renderWithApp(<CheckoutPage />, { session: shopper('DUG'), cartService: service, backend: { checkoutSlots: async () => slots, reserveSlot: async () => ({ reservationId: 'rsv-1', storeId: '1502', slotId: slots[1]!.slotId, fulfillment: 'DUG', start: slots[1]!.start, end: slots[1]!.end, expiresAt: slots[1]!.end }), placeOrder } });
    const picker = await screen.findByRole('group', { name: 'Choose a pickup time (store time)' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).disabled)).toEqual([true, false]);
    expect(within(picker).getByRole('group', { name: 'Tuesday, June 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sold by Freshway' })).toHaveTextContent('2 × Lucerne Whole Milk$7.00');
    expect(screen.getByText(NO_PAYMENT_TEXT)).toBeInTheDocument();
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    await userEvent.click(radios[1]!);
    await userEvent.click(place);
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_FAILED_TEXT);
    expect(placeOrder).toHaveBeenCalledWith({ userType: 'C', token: 'tok' }, { storeId: '1502', items: [{ upc: '0000960012375', qty: 2 }], reservationId: 'rsv-1' });
    expect(service.calls.filter((c) => c === 'setQuantity')).toEqual([]);
  });
});
