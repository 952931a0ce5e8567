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
  const clipped = coupons.filter((c) => c.clipped === true).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const coupon of clipped) for (const bpn of coupon.products) if (!marks.has(bpn)) marks.set(bpn, markOf(coupon));
  return marks;
}

/** The mark of a product or cart line (a line the cart service knows only by UPC carries none). */
export const clippedMarkFor = (marks: ClippedByProduct, bpn: string | null | undefined): ClippedMark | null => (bpn ? (marks.get(bpn) ?? null) : null);

/** The session a load answers for: another shopper, store or banner reads the gallery again. */
const keyOf = (session: SessionView): string | null =>
  isAuthorised(session.userType) ? [session.userType, session.customerId ?? '', session.userInfo?.userId ?? '', session.storeId, session.banner].join('|') : null;

export interface ClippedOffers {
  readonly getSnapshot: () => ClippedByProduct;
  readonly subscribe: (listener: () => void) => () => void;
  /** Reads the session's clipped offers unless they are already read (or being read) for it; a guest's are none. */
  readonly follow: (session: SessionView | null) => Promise<void>;
  /** A clip or unclip the offers service confirmed, applied at once without reading the gallery again. */
  readonly clipped: (coupon: Coupon, clipped: boolean) => void;
}

const NONE: ClippedByProduct = new Map();

export function createClippedOffers(backend: Backend, b2b = false): ClippedOffers {
  let marks: ClippedByProduct = NONE;
  let coupons: Coupon[] = [];
  let key: string | null = null;
  let reading: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const publish = (next: readonly Coupon[]) => {
    coupons = [...next];
    marks = clippedByProduct(coupons);
    for (const l of [...listeners]) l();
  };
  return {
    getSnapshot: () => marks,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    follow: (session) => {
      const next = session ? keyOf(session) : null;
      if (next === key) return reading;
      key = next;
      if (next === null || !session) {
        publish([]);
        return (reading = Promise.resolve());
      }
      // Marks of the previous shopper or store never stay on screen while the new ones are read.
      publish([]);
      reading = loadCoupons(backend, session, b2b).then((load) => {
        // An answer for a session the page has left is dropped; a failed read marks nothing.
        if (key !== next) return;
        publish(load.status === 'ready' && load.personal ? load.coupons : []);
      });
      return reading;
    },
    clipped: (coupon, clipped) => {
      if (key === null) return;
      const known = coupons.some((c) => c.id === coupon.id);
      publish(known ? coupons.map((c) => (c.id === coupon.id ? { ...c, clipped } : c)) : [...coupons, { ...coupon, clipped }]);
    },
  };
}
