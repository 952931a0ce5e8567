import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OfferView } from '../../../spec/schemas/upstream/offers';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { DealsPage } from './DealsPage';
import { OfferDetailsPage } from './OfferDetailsPage';

const offer = (id: string, over: Partial<OfferView> = {}): OfferView => ({
  offerId: id, program: 'MF', name: `Sunny Fields ${id}`, description: 'Save $1.00 on <b>Sunny Fields</b> produce', brand: 'Sunny Fields', category: 'Produce', products: [],
  offerPrice: '$1.00 OFF', image: '/x.png', points: 0, startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-24T00:00:00.000Z', ...over,
});
const signedIn = guestSession({ userType: 'R', firstName: 'Sam', userInfo: { userType: 'R', userId: 'u-1', SWY_SHOP_TOKEN: 'tok' } });

describe('Coupons & deals (PAGES-10, decision 0487)', () => {
  it('CALL-32 a guest sees the anonymous gallery without clip status; clipping asks to sign in, and no call is made', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1000'), offer('FR1001', { program: 'GR', points: 200 })] }));
    const clipOffer = vi.fn();
    const { modals } = renderWithApp(<DealsPage />, { backend: { offerGallery, clipOffer } });
    const list = await screen.findByRole('list', { name: 'Coupons' });
    expect(offerGallery).toHaveBeenCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('2 coupons · sign in to clip them to your card');
    // A service's text is text: its markup is shown, never parsed.
    expect(within(list).getAllByText('Save $1.00 on <b>Sunny Fields</b> produce')).toHaveLength(2);
    expect(within(list).getByText('200 points')).toBeInTheDocument();
    expect(within(list).getAllByText('Ends 12/24')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Details of Sunny Fields FR1000' })).toHaveAttribute('href', '/content/www/freshway/en/foru/offer-details.html?offerId=FR1000');
    expect(within(list).getByRole('link', { name: 'Details of Sunny Fields FR1001' })).toHaveAttribute('href', '/content/www/freshway/en/foru/rewards/reward-details.html?offerId=FR1001');
    await userEvent.click(within(list).getAllByRole('button', { name: 'Sign in to clip' })[0]!);
    expect(modals).toEqual([{ kind: 'signIn' }]);
    expect(clipOffer).not.toHaveBeenCalled();
  });

  it('CALL-33 a signed-in shopper clips and unclips; the count follows; a refused clip says so and leaves the coupon', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [offer('FR1000', { clipStatus: 'U' }), offer('FR1002', { clipStatus: 'C' })] }));
    const clipOffer = vi.fn(async (_caller: unknown, id: string, clip: boolean) => {
      if (id === 'FR1002' && !clip) throw new Error('refused');
      return clip ? ('C' as const) : ('U' as const);
    });
    renderWithApp(<DealsPage />, { session: signedIn, backend: { offerGallery, clipOffer } });
    await screen.findByRole('list', { name: 'Coupons' });
    expect(offerGallery).toHaveBeenCalledWith({ userType: 'R', token: 'tok' });
    expect(screen.getByRole('status')).toHaveTextContent('2 coupons · 1 clipped');
    await userEvent.click(screen.getByRole('button', { name: 'Clip Sunny Fields FR1000' }));
    expect(clipOffer).toHaveBeenCalledWith({ userType: 'R', token: 'tok' }, 'FR1000', true, '1502');
    expect(await screen.findByRole('button', { name: 'Unclip Sunny Fields FR1000' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 coupons · 2 clipped');
    await userEvent.click(screen.getByRole('button', { name: 'Unclip Sunny Fields FR1002' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon could not be updated. Please try again.');
    expect(screen.getByRole('button', { name: 'Unclip Sunny Fields FR1002' })).toBeInTheDocument();
  });

  it('a gallery the service cannot give says coupons are not available, and the products on sale still show', async () => {
    renderWithApp(<DealsPage />, { backend: { offerGallery: async () => Promise.reject(new Error('503')) } });
    expect(await screen.findByText('Coupons are not available right now. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Deals' })).toBeInTheDocument();
  });
});

describe('offer details (PAGES-02, decision 0487)', () => {
  it('CALL-32 the details page shows the offer its address names, with its clip button', async () => {
    window.history.replaceState(null, '', '/content/www/freshway/en/foru/offer-details.html?offerId=FR1000');
    const offerFn = vi.fn(async () => offer('FR1000', { clipStatus: 'U' }));
    renderWithApp(<OfferDetailsPage kind="offer-details" />, { session: signedIn, backend: { offer: offerFn } });
    const list = await screen.findByRole('list', { name: 'Offer details' });
    expect(offerFn).toHaveBeenCalledWith({ userType: 'R', token: 'tok' }, 'FR1000');
    expect(within(list).getByRole('button', { name: 'Clip Sunny Fields FR1000' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Details/ })).not.toBeInTheDocument();
  });

  it('a details page without an offer, or with one the service does not know, is not available and links to the coupons', async () => {
    window.history.replaceState(null, '', '/content/www/freshway/en/foru/offer-details.html');
    const offerFn = vi.fn(async () => Promise.reject(new Error('404')));
    renderWithApp(<OfferDetailsPage kind="offer-details" />, { backend: { offer: offerFn } });
    expect(await screen.findByRole('status')).toHaveTextContent('This offer is not available.');
    expect(screen.getByRole('link', { name: 'See all coupons' })).toHaveAttribute('href', '/foru/coupons-deals.html');
    expect(offerFn).not.toHaveBeenCalled();
  });
});
