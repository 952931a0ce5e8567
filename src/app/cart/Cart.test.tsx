import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STOCK_TEXT } from '../../storefront/catalogue/availability';
import { fakeCartService } from '../../../tests/support/cart';
import { Header } from '../header/Header';
import { ProductCard } from '../product/ProductCard';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { FullCartPage } from './FullCartPage';

const GUEST_CART = { disableGuestCart: false, guestAddToCartVariant: 'b' };
const customer = guestSession({ userType: 'C', storeId: '1502' });
const apples = { bpn: '960012345', upc: '0000960012345', name: 'Farm Fresh Gala Apples', size: '3 lb bag', price: 5.99, shop: 'grocery' as const, availability: { storeId: '1502', status: 'in-stock' as const, quantity: 20, attendedDeliveryOnly: false } };

function seeded() {
  const service = fakeCartService();
  service.signIn('shopper');
  service.seed('shopper', 'abs', [
    { upc: '0000960012345', qty: 2, name: 'Farm Fresh Gala Apples', price: 5.99, stock: 'in-stock', bpn: '960012345' },
    { upc: '0000960012421', qty: 1, name: 'Atlantic Salmon Fillet', price: 11.99, stock: 'out-of-stock', bpn: '960012421' },
  ]);
  service.seed('shopper', 'mkp-4417', [{ upc: '0000980000201', qty: 1, name: 'Single-Origin Olive Oil', price: 18.5, stock: 'in-stock', sellerName: 'Pantry Partners', bpn: '980000201', shop: 'marketplace' }]);
  return service;
}

describe('cart UI', () => {
  it('LINKS-04 the header counts the items, says so in a live region, and opens the mini cart with lines, the rounded total and the full-cart link', async () => {
    renderWithApp(<Header />, { session: customer, cartService: seeded() });
    const icon = await screen.findByRole('button', { name: 'Cart, 4 items' });
    // A polite live region, not a status role: the page's toasts are its status messages.
    expect(screen.getByText('4 items in your cart')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(icon);
    const panel = await screen.findByRole('dialog', { name: 'Your cart (4 items)' });
    expect(within(panel).getByRole('heading', { name: /Sold by Freshway/ })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: /Sold by Pantry Partners/ })).toBeInTheDocument();
    // FORMAT-02: 2 × 5.99 + 11.99 + 18.50
    expect(within(panel).getByText('$42.47')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View full cart' })).toHaveAttribute('href', '/shop/cart.html');
  });

  it('USER-TYPES-08 a guest with guest add-to-cart adds from a product card; the stepper and the count follow at once', async () => {
    const { cartService } = renderWithApp(
      <>
        <Header />
        <ul>
          <ProductCard product={apples} />
        </ul>
      </>,
      { toggles: GUEST_CART },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Farm Fresh Gala Apples to cart' }));
    expect(await screen.findByText('1 in cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'One more Farm Fresh Gala Apples' }));
    expect(await screen.findByText('2 in cart')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'One less Farm Fresh Gala Apples' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Farm Fresh Gala Apples from cart' }));
    expect(await screen.findByRole('button', { name: 'Add Farm Fresh Gala Apples to cart' })).toBeInTheDocument();
    // A guest without a cart id has nothing to read: the first call is the add.
    expect(cartService.calls).toEqual(['add', 'add', 'setQuantity', 'setQuantity']);
  });

  it('a refused add is rolled back with a toast naming the product', async () => {
    const service = fakeCartService();
    const { toasts } = renderWithApp(
      <ul>
        <ProductCard product={apples} />
      </ul>,
      { toggles: GUEST_CART, cartService: service },
    );
    const add = await screen.findByRole('button', { name: 'Add Farm Fresh Gala Apples to cart' });
    await act(async () => undefined);
    service.failNext();
    await userEvent.click(add);
    expect(await screen.findByRole('button', { name: 'Add Farm Fresh Gala Apples to cart' })).toBeInTheDocument();
    expect(toasts).toEqual(["We couldn't add Farm Fresh Gala Apples to your cart. Try again."]);
  });

  it('LINKS-05 without guest add-to-cart a guest\'s add opens the sign-in modal', async () => {
    const { modals } = renderWithApp(
      <ul>
        <ProductCard product={apples} />
      </ul>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Farm Fresh Gala Apples to cart' }));
    expect(modals).toEqual([{ kind: 'signIn' }]);
  });

  it('LINKS-04 PAGES-18 with guest add-to-cart the cart icon takes a guest to the full cart, a J4U guest to the delivery tab', async () => {
    renderWithApp(<Header />, { toggles: GUEST_CART, session: guestSession({ preference: 'DELIVERY' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    expect(window.location.pathname).toBe('/shop/cart.html');
    const { modals } = renderWithApp(<Header />, { toggles: GUEST_CART, session: guestSession({ preference: 'J4U' }) });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cart, 0 items' }))[1]!);
    expect(modals).toEqual([{ kind: 'store', tab: 'delivery' }]);
  });

  it('ERR-20 the full cart groups lines by seller, says what the store does not stock, and totals them', async () => {
    renderWithApp(<FullCartPage />, { session: customer, cartService: seeded() });
    expect(await screen.findByRole('heading', { level: 2, name: /Sold by Pantry Partners/ })).toBeInTheDocument();
    expect(screen.getByText(STOCK_TEXT.outOfStock)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('not available at your store');
    expect(screen.getByRole('button', { name: 'One more Atlantic Salmon Fillet' })).toBeDisabled();
    expect(screen.getByText('$42.47')).toBeInTheDocument();
    expect(screen.getByText(/4 items/)).toBeInTheDocument();
  });

  it('a cart line shows its size on its own line under the name, with no stray separator before it', async () => {
    const service = fakeCartService();
    service.signIn('shopper');
    service.seed('shopper', 'abs', [{ upc: '0000960012375', qty: 1, name: 'Lucerne Whole Milk', size: '1 gal', price: 4.29, stock: 'in-stock', bpn: '960012375' }]);
    renderWithApp(<FullCartPage />, { session: customer, cartService: service });
    const link = await screen.findByRole('link', { name: 'Lucerne Whole Milk' });
    const line = link.closest('li')!;
    const size = within(line).getByText('1 gal');
    expect(size.textContent).toBe('1 gal');
    expect(line.querySelector('.cart-line-body')!.textContent).not.toMatch(/·/);
  });

  it('the full cart has an empty state, and asks someone without a cart to sign in', async () => {
    const { unmount } = renderWithApp(<FullCartPage />, { session: customer });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    unmount();
    const { modals } = renderWithApp(<FullCartPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(modals).toEqual([{ kind: 'signIn' }]);
  });
});

describe('cart UI: steppers, panels and amounts', () => {
  function customerWith(items: Parameters<ReturnType<typeof fakeCartService>['seed']>[2]) {
    const service = fakeCartService();
    service.signIn('shopper');
    service.seed('shopper', 'abs', items);
    return service;
  }

  it('FORMAT-02 every line, seller subtotal and the total is rounded to cents', async () => {
    // 3 × 1.1 is 3.3000000000000003 and 3 × 0.1 is 0.30000000000000004 in floating point.
    const service = customerWith([
      { upc: '0000960012345', qty: 3, name: 'Farm Fresh Gala Apples', price: 1.1, stock: 'in-stock', bpn: '960012345' },
      { upc: '0000960012375', qty: 3, name: 'Lucerne Whole Milk', price: 0.1, stock: 'in-stock', bpn: '960012375' },
    ]);
    renderWithApp(<FullCartPage />, { session: customer, cartService: service });
    const group = await screen.findByRole('region', { name: 'Sold by Freshway' });
    expect(within(group).getByText('$3.30')).toBeInTheDocument();
    expect(within(group).getByText('$0.30')).toBeInTheDocument();
    expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent('Sold by Freshway · $3.60');
    expect(screen.getByText('Estimated total').querySelector('strong')).toHaveTextContent('$3.60');
    expect(screen.getByText(/6 items · for 100 Main St, Oakland/)).toBeInTheDocument();
  });

  it('ERR-20 a line the store does not carry says so; it cannot grow but can be removed', async () => {
    const service = customerWith([{ upc: '0000960012421', qty: 1, name: 'Atlantic Salmon Fillet', price: 11.99, stock: 'unavailable', bpn: '960012421' }]);
    renderWithApp(<FullCartPage />, { session: customer, cartService: service });
    expect(await screen.findByText(STOCK_TEXT.notAvailable)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('not available at your store');
    expect(screen.getByRole('button', { name: 'One more Atlantic Salmon Fillet' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Atlantic Salmon Fillet from cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(service.calls.at(-1)).toBe('setQuantity');
  });

  it('a stepper stops at 99, and waits for the session before it adds anything', async () => {
    const service = customerWith([{ upc: '0000960012345', qty: 99, name: 'Farm Fresh Gala Apples', price: 5.99, stock: 'in-stock', bpn: '960012345' }]);
    const { unmount } = renderWithApp(
      <ul>
        <ProductCard product={apples} />
      </ul>,
      { session: customer, cartService: service },
    );
    expect(await screen.findByText('99 in cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One more Farm Fresh Gala Apples' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One less Farm Fresh Gala Apples' })).toBeEnabled();
    unmount();
    renderWithApp(
      <ul>
        <ProductCard product={apples} />
      </ul>,
      { session: null, toggles: GUEST_CART },
    );
    expect(screen.getByRole('button', { name: 'Add Farm Fresh Gala Apples to cart' })).toBeDisabled();
  });

  it('the mini cart of an empty cart says so and links to the full cart; following the link closes it', async () => {
    renderWithApp(<Header />, { session: customer });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart (0 items)' });
    expect(within(panel).getByText('Your cart is empty.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('link', { name: 'View full cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/shop/cart.html');
  });

  it('a cart that could not be read is never called empty: the panels say it could not be loaded, and Try again reads it', async () => {
    const service = seeded();
    service.failNext();
    const { unmount } = renderWithApp(<Header />, { session: customer, cartService: service });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart (0 items)' });
    expect(within(panel).getByText(/We couldn't load your cart/)).toBeInTheDocument();
    expect(within(panel).queryByText('Your cart is empty.')).toBeNull();
    unmount();
    service.failNext();
    renderWithApp(<FullCartPage />, { session: customer, cartService: service });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your latest cart.");
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Sold by Pantry Partners/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
