import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OfferView } from '../../../spec/schemas/upstream/offers';
import { couponOf, offersCaller } from './coupons';
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
  });

  it('USER-TYPES-13 CALLS-02 only an authorised shopper\'s token goes with an offers call; a guest\'s session, even holding one, sends none', () => {
    expect(offersCaller(session('G'))).toBeNull();
    expect(offersCaller(session(''))).toBeNull();
    expect(offersCaller(session('R'))).toEqual({ userType: 'R', token: 'tok' });
    expect(offersCaller(session('C'))).toEqual({ userType: 'C', token: 'tok' });
  });
});
