import type { OfferView } from '../../../spec/schemas/upstream/offers';
import { detailsPagePath } from '../../rules/pages';
import { isAuthorised } from '../../rules/userTypes';
import type { Backend, CallerInfo } from '../session/backend';
import { callerOf } from '../session/establish';
import type { SessionView } from '../session/establish';

/**
 * The coupons page and the offer details page (PAGES-02, PAGES-10; CALL-32, CALL-33; decision 0487): what they show
 * of an offer and what a clip does, without React, so the page and a Node test run the same decisions.
 */

export interface Coupon {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly brand: string;
  readonly category: string;
  /** The catalogue products (bpn) it applies to (decision 0490). */
  readonly products: readonly string[];
  /** The saving as the service words it ("$1.25 OFF"). */
  readonly saving: string;
  /** The offer's picture as the service gives it (the page resolves it as it does a product's). */
  readonly image: string;
  /** A reward's price in points (0 for a coupon). */
  readonly points: number;
  /** The last day it runs, as yyyy-mm-dd (null when the service's date is unreadable). */
  readonly endsOn: string | null;
  /** Clipped or not for a signed-in shopper; null for a guest's gallery, which carries no clip status. */
  readonly clipped: boolean | null;
  /** Its details page (PAGES-02), on the business tree for the business site. */
  readonly detailsHref: string | null;
}

const day = (iso: string): string | null => (/^\d{4}-\d{2}-\d{2}T/.test(iso) && Number.isFinite(Date.parse(iso)) ? iso.slice(0, 10) : null);

export function couponOf(view: OfferView, site: { readonly banner: string; readonly b2b: boolean }): Coupon {
  return {
    id: view.offerId,
    name: view.name,
    description: view.description,
    brand: view.brand,
    category: view.category,
    products: view.products,
    saving: view.offerPrice,
    image: view.image,
    points: view.points,
    endsOn: day(view.endDate),
    clipped: view.clipStatus === undefined ? null : view.clipStatus === 'C',
    detailsHref: detailsPagePath(
      {
        kind:
          view.program === 'GR'
            ? // Stryker disable next-line StringLiteral: detailsPagePath reads every kind but an offer's as a reward's
              'reward-details'
            : 'offer-details',
        site: site.b2b
          ? 'b2b'
          : // Stryker disable next-line StringLiteral: detailsPagePath reads every site but the shop and business ones as the www tree
            'www',
        banner: site.banner,
      },
      view.offerId,
    ),
  };
}

/** The caller a personal offers call carries: only an authorised shopper's (a guest's gallery is the anonymous one). */
export const offersCaller = (session: SessionView): CallerInfo | null => (isAuthorised(session.userType) ? callerOf(session) : null);

export type CouponsLoad = { readonly status: 'ready'; readonly coupons: readonly Coupon[]; readonly personal: boolean } | { readonly status: 'failed' };

export async function loadCoupons(backend: Backend, session: SessionView, b2b: boolean): Promise<CouponsLoad> {
  // Stryker disable next-line ConditionalExpression: without the call, the call below fails and is answered as failed all the same
  if (!backend.offerGallery) return { status: 'failed' };
  const caller = offersCaller(session);
  try {
    const { offers } = await backend.offerGallery(caller);
    return { status: 'ready', coupons: offers.map((o) => couponOf(o, { banner: session.banner, b2b })), personal: caller !== null };
  } catch {
    return { status: 'failed' };
  }
}

export type OfferLoad = { readonly status: 'ready'; readonly coupon: Coupon } | { readonly status: 'missing' };

/** A details page's offer: none named, or one the service does not know (or cannot answer for), is missing. */
export async function loadOffer(backend: Backend, session: SessionView, b2b: boolean, offerId: string | null): Promise<OfferLoad> {
  if (!offerId || !backend.offer) return { status: 'missing' };
  try {
    return { status: 'ready', coupon: couponOf(await backend.offer(offersCaller(session), offerId), { banner: session.banner, b2b }) };
  } catch {
    return { status: 'missing' };
  }
}

export type ClipOutcome = { readonly status: 'done'; readonly clipped: boolean } | { readonly status: 'sign-in' } | { readonly status: 'failed' };

/** A clip (or unclip) for a signed-in shopper at the session's store; a guest is sent to sign in first. */
export async function clipCoupon(backend: Backend, session: SessionView, offerId: string, clip: boolean): Promise<ClipOutcome> {
  const caller = offersCaller(session);
  if (caller === null) return { status: 'sign-in' };
  // Stryker disable next-line ConditionalExpression: without the call, the call below fails and is answered as failed all the same
  if (!backend.clipOffer) return { status: 'failed' };
  try {
    return { status: 'done', clipped: (await backend.clipOffer(caller, offerId, clip, session.storeId)) === 'C' };
  } catch {
    return { status: 'failed' };
  }
}
