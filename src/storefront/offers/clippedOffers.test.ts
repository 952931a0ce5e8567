import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { OfferView } from '../../../spec/schemas/upstream/offers';
import type { SessionView } from '../session/establish';
import { clippedByProduct, clippedMarkFor, createClippedOffers } from './clippedOffers';
import { couponOf } from './coupons';
import type { Coupon } from './coupons';

const view = (offerId: string, products: string[], over: Partial<OfferView> = {}): OfferView => ({
  offerId, program: 'MF', name: `Offer ${offerId}`, description: 'd', brand: 'b', category: 'c', products, offerPrice: `$1.${offerId.slice(-2)} OFF`, image: '', points: 0,
  startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-24T08:00:00.000Z', ...over,
});
const coupon = (offerId: string, products: string[], clipStatus?: 'C' | 'U'): Coupon => couponOf(view(offerId, products, clipStatus ? { clipStatus } : {}), { banner: 'freshway', b2b: false });
const session = (userType: string, over: Partial<SessionView> = {}): SessionView => ({
  userType, storeId: '1502', zipcode: '94611', preference: 'J4U', banner: 'freshway', siteType: 'C', storeAddress: null, firstName: null, customerId: userType === 'G' ? null : 'c-1',
  userInfo: { userType, userId: 'c-1', SWY_SHOP_TOKEN: 'tok' }, how: '', rules: [], ...over,
});

describe('clipped offers on products and cart lines (decision 0490)', () => {
  it('CALL-32 a product carries the clipped offer that names it, worded with its saving; unclipped and guest offers mark nothing', () => {
    const marks = clippedByProduct([coupon('FR1001', ['111', '222'], 'C'), coupon('FR1002', ['333'], 'U'), coupon('FR1003', ['444'])]);
    expect(clippedMarkFor(marks, '111')).toEqual({ offerId: 'FR1001', saving: '$1.01 OFF', text: 'Coupon clipped: $1.01 OFF' });
    expect(clippedMarkFor(marks, '222')?.offerId).toBe('FR1001');
    expect(clippedMarkFor(marks, '333')).toBeNull();
    expect(clippedMarkFor(marks, '444')).toBeNull();
    expect(clippedMarkFor(marks, null)).toBeNull();
    expect(clippedMarkFor(marks, '')).toBeNull();
  });

  it('a product is marked exactly when a clipped offer names it, whatever the order of the gallery', () => {
    const bpn = fc.constantFrom<string>('1', '2', '3', '4', '5');
    const offer = fc.record({ id: fc.integer({ min: 1000, max: 1020 }), products: fc.uniqueArray(bpn, { maxLength: 3 }), status: fc.constantFrom<'C' | 'U' | undefined>('C', 'U', undefined) });
    fc.assert(
      fc.property(fc.uniqueArray(offer, { selector: (o) => o.id, maxLength: 8 }), fc.boolean(), (offers, reverse) => {
        const coupons = offers.map((o) => coupon(`FR${o.id}`, o.products, o.status));
        const marks = clippedByProduct(reverse ? [...coupons].reverse() : coupons);
        for (const b of ['1', '2', '3', '4', '5']) {
          const naming = offers.filter((o) => o.status === 'C' && o.products.includes(b)).map((o) => `FR${o.id}`).sort();
          expect(clippedMarkFor(marks, b)?.offerId ?? null).toBe(naming[0] ?? null);
        }
      }),
    );
  });

  it('USER-TYPES-13 a guest sees no mark and no gallery is read for one; a signed-in shopper\'s personal gallery is read once per session', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [view('FR1001', ['111'], { clipStatus: 'C' })] }));
    const clipped = createClippedOffers({ offerGallery } as never);
    await clipped.follow(session('G'));
    expect(offerGallery).not.toHaveBeenCalled();
    expect(clipped.getSnapshot().size).toBe(0);
    await clipped.follow(session('R'));
    await clipped.follow(session('R'));
    expect(offerGallery).toHaveBeenCalledTimes(1);
    expect(offerGallery).toHaveBeenCalledWith({ userType: 'R', token: 'tok' });
    expect(clippedMarkFor(clipped.getSnapshot(), '111')?.text).toBe('Coupon clipped: $1.01 OFF');
    // Signing out takes the marks away at once.
    await clipped.follow(session('G'));
    expect(clipped.getSnapshot().size).toBe(0);
    await clipped.follow(null);
    expect(clipped.getSnapshot().size).toBe(0);
  });

  it('USER-TYPES-13 decision 0490 the gallery is read once per shopper, store and banner; signing out reads nothing', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [view('FR1001', ['111'], { clipStatus: 'C' })] }));
    const clipped = createClippedOffers({ offerGallery } as never);
    const reads = async (s: SessionView | null) => {
      const before = offerGallery.mock.calls.length;
      await clipped.follow(s);
      return offerGallery.mock.calls.length - before;
    };
    expect(await reads(session('R'))).toBe(1);
    expect(await reads(session('R'))).toBe(0);
    // Another shopper, whether told apart by the customer id or by the user id, is read for.
    expect(await reads(session('R', { customerId: 'c-2' }))).toBe(1);
    expect(await reads(session('R', { customerId: 'c-2', userInfo: { userType: 'R', userId: 'c-3', SWY_SHOP_TOKEN: 'tok' } }))).toBe(1);
    expect(await reads(session('C', { customerId: 'c-2', userInfo: { userType: 'C', userId: 'c-3', SWY_SHOP_TOKEN: 'tok' } }))).toBe(1);
    expect(await reads(session('C', { customerId: 'c-2', userInfo: { userType: 'C', userId: 'c-3', SWY_SHOP_TOKEN: 'tok' }, banner: 'vinecrest' }))).toBe(1);
    // A session whose user info is not read yet is a shopper of its own.
    expect(await reads(session('C', { customerId: 'c-2', userInfo: null, banner: 'vinecrest' }))).toBe(1);
    expect(clippedMarkFor(clipped.getSnapshot(), '111')?.offerId).toBe('FR1001');
    expect(await reads(session('G'))).toBe(0);
    expect(clipped.getSnapshot().size).toBe(0);
    expect(await reads(session('R'))).toBe(1);
    expect(await reads(null)).toBe(0);
    expect(clipped.getSnapshot().size).toBe(0);
  });

  it('decision 0490 a shopper\'s identity fields are kept apart: ids that run together as text are still two shoppers', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [] }));
    const clipped = createClippedOffers({ offerGallery } as never);
    await clipped.follow(session('R', { customerId: 'c-1', userInfo: { userType: 'R', userId: '2', SWY_SHOP_TOKEN: 'tok' } }));
    await clipped.follow(session('R', { customerId: 'c-12', userInfo: { userType: 'R', userId: '', SWY_SHOP_TOKEN: 'tok' } }));
    expect(offerGallery).toHaveBeenCalledTimes(2);
  });

  it('a listener that unsubscribed hears nothing more', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [view('FR1001', ['111'], { clipStatus: 'C' })] }));
    const clipped = createClippedOffers({ offerGallery } as never);
    const heard = vi.fn();
    const unsubscribe = clipped.subscribe(heard);
    await clipped.follow(session('R'));
    const told = heard.mock.calls.length;
    expect(told).toBeGreaterThan(0);
    unsubscribe();
    await clipped.follow(session('R', { storeId: '1503' }));
    clipped.clipped(coupon('FR1002', ['222']), true);
    expect(heard).toHaveBeenCalledTimes(told);
  });

  it('a store change reads again; an answer for a session the page has left is dropped; a failed read marks nothing', async () => {
    let release: (v: { offers: OfferView[] }) => void = () => undefined;
    const offerGallery = vi
      .fn<(caller: unknown) => Promise<{ offers: OfferView[] }>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockImplementationOnce(async () => ({ offers: [view('FR1002', ['222'], { clipStatus: 'C' })] }))
      .mockImplementationOnce(async () => Promise.reject(new Error('503')));
    const clipped = createClippedOffers({ offerGallery } as never);
    const first = clipped.follow(session('R'));
    await clipped.follow(session('R', { storeId: '1503' }));
    release({ offers: [view('FR1001', ['111'], { clipStatus: 'C' })] });
    await first;
    expect(clippedMarkFor(clipped.getSnapshot(), '111')).toBeNull();
    expect(clippedMarkFor(clipped.getSnapshot(), '222')?.offerId).toBe('FR1002');
    await clipped.follow(session('R', { storeId: '1504' }));
    expect(clipped.getSnapshot().size).toBe(0);
  });

  it('CALL-33 a confirmed clip marks its products at once and an unclip takes the mark away; nothing is applied for a guest', async () => {
    const offerGallery = vi.fn(async () => ({ offers: [view('FR1001', ['111'], { clipStatus: 'U' })] }));
    const clipped = createClippedOffers({ offerGallery } as never);
    const heard = vi.fn();
    clipped.subscribe(heard);
    clipped.clipped(coupon('FR1001', ['111']), true);
    expect(clipped.getSnapshot().size).toBe(0);
    await clipped.follow(session('R'));
    expect(clippedMarkFor(clipped.getSnapshot(), '111')).toBeNull();
    clipped.clipped(coupon('FR1001', ['111'], 'U'), true);
    expect(clippedMarkFor(clipped.getSnapshot(), '111')?.offerId).toBe('FR1001');
    clipped.clipped(coupon('FR1009', ['999'], 'U'), true);
    expect(clippedMarkFor(clipped.getSnapshot(), '999')?.offerId).toBe('FR1009');
    clipped.clipped(coupon('FR1001', ['111'], 'C'), false);
    expect(clippedMarkFor(clipped.getSnapshot(), '111')).toBeNull();
    // A clip keeps the other offers' marks and their order; the mark is the confirmed offer's.
    clipped.clipped(coupon('FR1001', ['999', '111'], 'U'), true);
    expect(clippedMarkFor(clipped.getSnapshot(), '999')?.offerId).toBe('FR1001');
    expect(clippedMarkFor(clipped.getSnapshot(), '111')?.offerId).toBe('FR1001');
    expect(heard).toHaveBeenCalled();
  });
});
