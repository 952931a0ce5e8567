import { isAuthorised } from '../../rules/userTypes';
import type { Backend } from '../session/backend';
import type { SessionView } from '../session/establish';
import { loadCoupons } from './coupons';
import type { Coupon } from './coupons';

/**
 * Which products and cart lines carry a clipped offer (decision 0490): the signed-in shopper's clipped offers, read
 * from the personal gallery (CALL-32), each naming the catalogue products it applies to. A guest has no clips, so no
 * mark; the React page only shows what this decides.
 */

export interface ClippedMark {
  readonly offerId: string;
  /** The saving as the offers service words it ("$1.25 OFF"). */
  readonly saving: string;
  /** What the card, the product page and the cart line say, as text. */
  readonly text: string;
}

export type ClippedByProduct = ReadonlyMap<string, ClippedMark>;

const markOf = (coupon: Coupon): ClippedMark => ({ offerId: coupon.id, saving: coupon.saving, text: `Coupon clipped: ${coupon.saving}` });

/**
 * Each product's clipped offer: only offers known to be clipped count (a guest's gallery carries no clip status);
 * a product two clipped offers apply to shows the one with the lowest id, so the mark does not depend on list order.
 */
export function clippedByProduct(coupons: readonly Coupon[]): ClippedByProduct {
  const marks = new Map<string, ClippedMark>();
  for (const coupon of coupons) {
    if (coupon.clipped !== true) continue;
    for (const bpn of coupon.products) {
      const held = marks.get(bpn);
      // Stryker disable next-line EqualityOperator: an offer id names one offer, listed once in a gallery, so two clipped offers never share one
      if (!held || coupon.id < held.offerId) marks.set(bpn, markOf(coupon));
    }
  }
  return marks;
}

/** The mark of a product or cart line (a line the cart service knows only by UPC carries none). */
export const clippedMarkFor = (marks: ClippedByProduct, bpn: string | null | undefined): ClippedMark | null => (bpn ? (marks.get(bpn) ?? null) : null);

/** The signed-in shopper a load answers for: another shopper, store or banner reads the gallery again. */
const keyOf = (shopper: SessionView): string => JSON.stringify([shopper.userType, shopper.customerId, shopper.userInfo?.userId, shopper.storeId, shopper.banner]);

export interface ClippedOffers {
  readonly getSnapshot: () => ClippedByProduct;
  readonly subscribe: (listener: () => void) => () => void;
  /** Reads the session's clipped offers unless they are already read (or being read) for it; a guest's are none. */
  readonly follow: (session: SessionView | null) => Promise<void>;
  /** A clip or unclip the offers service confirmed, applied at once without reading the gallery again. */
  readonly clipped: (coupon: Coupon, clipped: boolean) => void;
}

const NONE: ClippedByProduct = new Map();

// Stryker disable next-line BooleanLiteral: the marks carry no details address, the only thing the site changes in a coupon
export function createClippedOffers(backend: Backend, b2b = false): ClippedOffers {
  let marks: ClippedByProduct = NONE;
  // The session's clipped-or-not offers by id, in the gallery's order (a confirmed clip of an offer not listed joins at the end).
  let coupons: ReadonlyMap<string, Coupon> = new Map();
  let key: string | null = null;
  let reading: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const publish = (next: ReadonlyMap<string, Coupon>) => {
    coupons = next;
    marks = clippedByProduct([...next.values()]);
    for (const l of [...listeners]) l();
  };
  return {
    getSnapshot: () => marks,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    follow: (session) => {
      // A guest has no clips: no gallery is read for one.
      const shopper = session !== null && isAuthorised(session.userType) ? session : null;
      const next = shopper ? keyOf(shopper) : null;
      if (next === key) return reading;
      key = next;
      // Marks of the previous shopper or store never stay on screen, whether or not new ones are read.
      publish(new Map());
      if (shopper === null) return (reading = Promise.resolve());
      reading = loadCoupons(backend, shopper, b2b).then((load) => {
        // An answer for a session the page has left is dropped; a failed read marks nothing. A shopper's gallery is
        // always the personal one, with clip statuses.
        if (key !== next || load.status !== 'ready') return;
        publish(new Map(load.coupons.map((c) => [c.id, c])));
      });
      return reading;
    },
    clipped: (coupon, clipped) => {
      if (key === null) return;
      publish(new Map(coupons).set(coupon.id, { ...coupon, clipped }));
    },
  };
}
