import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfferView } from '../../../spec/schemas/upstream/offers';
import { fakeCartService } from '../../../tests/support/cart';
import { FullCartPage } from '../cart/FullCartPage';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { ProductCard } from './ProductCard';
import { clippedOffersOnDemand } from './ClippedMark';
import { unavailableBackend } from '../../storefront/session/backend';

const APPLES = '960012345';
const MILK = '960012375';
const offer = (offerId: string, products: string[], over: Partial<OfferView> = {}): OfferView => ({
  offerId, program: 'MF', name: `Farm Fresh ${offerId}`, description: 'd', brand: 'Farm Fresh', category: 'Produce', products, offerPrice: '$1.25 OFF', image: '/x.png', points: 0,
  startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-24T00:00:00.000Z', ...over,
});
const signedIn = guestSession({ userType: 'R', customerId: 'c-1', firstName: 'Sam', userInfo: { userType: 'R', userId: 'c-1', SWY_SHOP_TOKEN: 'tok' } });
const card = (bpn: string, name: string) => ({ bpn, upc: `0000${bpn}`, name, size: '1 ct', price: 5.99, shop: 'grocery' as const, availability: { storeId: '1502', status: 'in-stock' as const, quantity: 20, attendedDeliveryOnly: false } });
function cartWith() {
  const service = fakeCartService();
  service.signIn('shopper');
  service.seed('shopper', 'abs', [
    { upc: `0000${APPLES}`, qty: 1, name: 'Farm Fresh Gala Apples', price: 5.99, stock: 'in-stock', bpn: APPLES },
    { upc: `0000${MILK}`, qty: 1, name: 'Lucerne Whole Milk', price: 4.29, stock: 'in-stock', bpn: MILK },
  ]);
  return service;
}

describe('clipped offers on product cards and cart lines (decision 0490)', () => {
  it('CALL-32 a signed-in shopper sees "Coupon clipped" on the card of a product a clipped offer names, and only there', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1001', [APPLES], { clipStatus: 'C' }), offer('FR1002', [MILK], { clipStatus: 'U' })] }));
    renderWithApp(
      <ul>
        <ProductCard product={card(APPLES, 'Farm Fresh Gala Apples')} />
        <ProductCard product={card(MILK, 'Lucerne Whole Milk')} />
      </ul>,
      { session: signedIn, backend: { offerGallery } },
    );
    const apples = screen.getByRole('link', { name: 'Farm Fresh Gala Apples' }).closest('li')!;
    expect(await within(apples).findByText('Coupon clipped: $1.25 OFF')).toBeInTheDocument();
    const milk = screen.getByRole('link', { name: 'Lucerne Whole Milk' }).closest('li')!;
    expect(within(milk).queryByText(/Coupon clipped/)).toBeNull();
    // Both cards ask; the gallery is read once for the session.
    expect(offerGallery).toHaveBeenCalledTimes(1);
  });

  it('CALL-32 the cart line of a clipped product says so; the saving is shown as text, never as markup', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1003', [MILK], { clipStatus: 'C', offerPrice: '<b>$2.00 OFF</b>' })] }));
    renderWithApp(<FullCartPage />, { session: signedIn, backend: { offerGallery }, cartService: cartWith() });
    const milk = (await screen.findByRole('link', { name: 'Lucerne Whole Milk' })).closest('li')!;
    expect(await within(milk).findByText('Coupon clipped: <b>$2.00 OFF</b>')).toBeInTheDocument();
    expect(milk.querySelector('b')).toBeNull();
    const apples = screen.getByRole('link', { name: 'Farm Fresh Gala Apples' }).closest('li')!;
    expect(within(apples).queryByText(/Coupon clipped/)).toBeNull();
  });

  it('USER-TYPES-13 a guest sees no clipped mark and no offers call is made for one', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1001', [APPLES], { clipStatus: 'C' })] }));
    renderWithApp(
      <ul>
        <ProductCard product={card(APPLES, 'Farm Fresh Gala Apples')} />
      </ul>,
      { backend: { offerGallery } },
    );
    expect(await screen.findByRole('link', { name: 'Farm Fresh Gala Apples' })).toBeInTheDocument();
    expect(screen.queryByText(/Coupon clipped/)).toBeNull();
    expect(offerGallery).not.toHaveBeenCalled();
  });
});

describe('the clipped offers\' code on demand', () => {
  const clippedCode = () => import('../../storefront/offers/clippedOffers');

  it('USER-TYPES-13 a guest\'s marks never fetch the code: a guest has no clips', async () => {
    const load = vi.fn(clippedCode);
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1001', [APPLES], { clipStatus: 'C' })] }));
    const marks = clippedOffersOnDemand((m) => m.createClippedOffers({ ...unavailableBackend, offerGallery }), load);
    await marks.follow(guestSession());
    await marks.follow(null);
    expect(load).not.toHaveBeenCalled();
    expect(offerGallery).not.toHaveBeenCalled();
    expect(marks.getSnapshot().size).toBe(0);
  });

  it('CALL-32 a signed-in session fetches the code once and its marks reach the subscribers', async () => {
    const load = vi.fn(clippedCode);
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1001', [APPLES], { clipStatus: 'C' })] }));
    const marks = clippedOffersOnDemand((m) => m.createClippedOffers({ ...unavailableBackend, offerGallery }), load);
    const heard = vi.fn();
    marks.subscribe(heard);
    await Promise.all([marks.follow(signedIn), marks.follow(signedIn)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(marks.getSnapshot().get(APPLES)?.text).toBe('Coupon clipped: $1.25 OFF');
    expect(heard).toHaveBeenCalled();
    // Signed out: the marks go at once.
    await marks.follow(guestSession());
    expect(marks.getSnapshot().size).toBe(0);
  });

  it('a session that changed while the code was on its way is the one followed', async () => {
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)).then(clippedCode));
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1001', [APPLES], { clipStatus: 'C' })] }));
    const marks = clippedOffersOnDemand((m) => m.createClippedOffers({ ...unavailableBackend, offerGallery }), load);
    const following = marks.follow(signedIn);
    void marks.follow(guestSession());
    arrive();
    await following;
    expect(offerGallery).not.toHaveBeenCalled();
    expect(marks.getSnapshot().size).toBe(0);
  });

  it('code that cannot be fetched marks nothing, and the next session change fetches it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(clippedCode);
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1001', [APPLES], { clipStatus: 'C' })] }));
    const marks = clippedOffersOnDemand((m) => m.createClippedOffers({ ...unavailableBackend, offerGallery }), load);
    await marks.follow(signedIn);
    expect(marks.getSnapshot().size).toBe(0);
    await marks.follow({ ...signedIn });
    expect(load).toHaveBeenCalledTimes(2);
    expect(marks.getSnapshot().get(APPLES)?.offerId).toBe('FR1001');
  });
});
