import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { OfferView } from '../../../spec/schemas/upstream/offers';
import { clipCoupon, couponOf, loadCoupons, loadOffer, offersCaller } from './coupons';
import type { SessionView } from '../session/establish';

const view = (over: Partial<OfferView> = {}): OfferView => ({
  offerId: 'FR1000', program: 'MF', name: 'n', description: 'd', brand: 'b', category: 'c', products: [], offerPrice: '$1.00 OFF', image: '', points: 0,
  startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-24T08:00:00.000Z', ...over,
});
const session = (userType: string): SessionView => ({ userType, storeId: '1502', zipcode: '94611', preference: 'J4U', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: null, customerId: null, userInfo: { userType, SWY_SHOP_TOKEN: 'tok' }, how: '', rules: [] });

describe('a coupon as the pages show it (decision 0487)', () => {
  it('PAGES-02 a reward links to the reward details page and a coupon to the offer details page; the business site to its own tree', () => {
    expect(couponOf(view({ program: 'GR' }), { banner: 'freshway', b2b: false }).detailsHref).toBe('/content/www/freshway/en/foru/rewards/reward-details.html?offerId=FR1000');
    expect(couponOf(view(), { banner: 'freshway', b2b: true }).detailsHref).toBe('/content/b2b/www/freshway/en/foru/offer-details.html?offerId=FR1000');
  });

  it('the clip status: none in an anonymous gallery, clipped only for C; the end day only from a readable date', () => {
    expect(couponOf(view(), { banner: 'freshway', b2b: false })).toMatchObject({ clipped: null, endsOn: '2026-12-24' });
    expect(couponOf(view({ clipStatus: 'C' }), { banner: 'freshway', b2b: false }).clipped).toBe(true);
    expect(couponOf(view({ clipStatus: 'U' }), { banner: 'freshway', b2b: false }).clipped).toBe(false);
    fc.assert(fc.property(fc.string(), (endDate) => {
      const endsOn = couponOf(view({ endDate }), { banner: 'freshway', b2b: false }).endsOn;
      expect(endsOn === null || (/^\d{4}-\d{2}-\d{2}$/.test(endsOn) && endDate.startsWith(endsOn))).toBe(true);
    }));
    // A date with anything before its year, even a readable one (an expanded year), gives no end day.
    for (const endDate of [' 2026-12-24T08:00:00.000Z', 'Ends 2026-12-24T08:00:00.000Z', '+002026-12-24T08:00:00.000Z']) expect(couponOf(view({ endDate }), { banner: 'freshway', b2b: false }).endsOn).toBeNull();
  });

  it('USER-TYPES-13 CALLS-02 only an authorised shopper\'s token goes with an offers call; a guest\'s session, even holding one, sends none', () => {
    expect(offersCaller(session('G'))).toBeNull();
    expect(offersCaller(session(''))).toBeNull();
    expect(offersCaller(session('R'))).toEqual({ userType: 'R', token: 'tok' });
    expect(offersCaller(session('C'))).toEqual({ userType: 'C', token: 'tok' });
  });

  it('CALL-32 decision 0487 a guest gets the anonymous gallery, a signed-in shopper the personal one; each coupon on the site\'s own tree', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [view({ offerId: 'FR1001' }), view({ offerId: 'FR1002', program: 'GR' })] }));
    const guest = await loadCoupons({ offerGallery } as never, session('G'), true);
    expect(offerGallery).toHaveBeenLastCalledWith(null);
    expect(guest).toMatchObject({ status: 'ready', personal: false });
    expect(guest.status === 'ready' && guest.coupons.map((c) => c.detailsHref)).toEqual([
      '/content/b2b/www/freshway/en/foru/offer-details.html?offerId=FR1001',
      '/content/b2b/www/freshway/en/foru/rewards/reward-details.html?offerId=FR1002',
    ]);
    const shopper = await loadCoupons({ offerGallery } as never, session('R'), false);
    expect(offerGallery).toHaveBeenLastCalledWith({ userType: 'R', token: 'tok' });
    expect(shopper).toMatchObject({ status: 'ready', personal: true });
    expect(shopper.status === 'ready' && shopper.coupons[0]?.detailsHref).toBe('/content/www/freshway/en/foru/offer-details.html?offerId=FR1001');
  });

  it('CALL-32 a gallery the service refuses, or one the backend cannot ask, fails', async () => {
    expect(await loadCoupons({ offerGallery: () => Promise.reject(new Error('503')) } as never, session('R'), false)).toEqual({ status: 'failed' });
    expect(await loadCoupons({} as never, session('R'), false)).toEqual({ status: 'failed' });
  });

  it('PAGES-02 decision 0487 a details page asks for the offer its address names; none named, unknown or unanswered is missing', async () => {
    const offer = vi.fn(async (_caller: unknown, offerId: string) => (offerId === 'FR1001' ? view({ offerId }) : Promise.reject(new Error('404'))));
    const found = await loadOffer({ offer } as never, session('R'), false, 'FR1001');
    expect(offer).toHaveBeenCalledWith({ userType: 'R', token: 'tok' }, 'FR1001');
    expect(found).toEqual({ status: 'ready', coupon: couponOf(view({ offerId: 'FR1001' }), { banner: 'freshway', b2b: false }) });
    expect(await loadOffer({ offer } as never, session('G'), true, 'FR1001')).toMatchObject({ status: 'ready', coupon: { detailsHref: '/content/b2b/www/freshway/en/foru/offer-details.html?offerId=FR1001' } });
    expect(offer).toHaveBeenLastCalledWith(null, 'FR1001');
    expect(await loadOffer({ offer } as never, session('R'), false, 'FR9999')).toEqual({ status: 'missing' });
    offer.mockClear();
    expect(await loadOffer({ offer } as never, session('R'), false, null)).toEqual({ status: 'missing' });
    expect(await loadOffer({ offer } as never, session('R'), false, '')).toEqual({ status: 'missing' });
    expect(offer).not.toHaveBeenCalled();
    expect(await loadOffer({} as never, session('R'), false, 'FR1001')).toEqual({ status: 'missing' });
  });

  it('CALL-33 decision 0487 a clip is the signed-in shopper\'s, at the session\'s store; a guest signs in first and nothing is sent', async () => {
    const clipOffer = vi.fn(async (_caller: unknown, _offerId: string, clip: boolean) => (clip ? ('C' as const) : ('U' as const)));
    expect(await clipCoupon({ clipOffer } as never, session('G'), 'FR1001', true)).toEqual({ status: 'sign-in' });
    expect(clipOffer).not.toHaveBeenCalled();
    expect(await clipCoupon({ clipOffer } as never, session('R'), 'FR1001', true)).toEqual({ status: 'done', clipped: true });
    expect(clipOffer).toHaveBeenLastCalledWith({ userType: 'R', token: 'tok' }, 'FR1001', true, '1502');
    expect(await clipCoupon({ clipOffer } as never, session('C'), 'FR1001', false)).toEqual({ status: 'done', clipped: false });
    expect(clipOffer).toHaveBeenLastCalledWith({ userType: 'C', token: 'tok' }, 'FR1001', false, '1502');
  });

  it('CALL-33 a refused clip, or one the backend cannot send, fails and changes nothing', async () => {
    expect(await clipCoupon({ clipOffer: () => Promise.reject(new Error('503')) } as never, session('R'), 'FR1001', true)).toEqual({ status: 'failed' });
    expect(await clipCoupon({} as never, session('R'), 'FR1001', true)).toEqual({ status: 'failed' });
  });
});
