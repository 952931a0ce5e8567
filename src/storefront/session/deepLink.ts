/**
 * The deep links an address carries (DEEPLINK): what every page load asks of its address (does it carry a deep link,
 * does it ask for the store modal) and the shapes of a read link. Reading one runs the deep-link rule, fetched only
 * when the address carries one (./deepLinkReading.ts).
 */
import type { CanonicalPreference } from '../../rules/userTypes';
import type { StoreModalTab } from '../fulfilment';

export interface DeepLink {
  readonly storeId: string;
  readonly preference: CanonicalPreference;
  /** The resolver's preference word: instore, delivery or pickup. */
  readonly resolverPreference: 'instore' | 'delivery' | 'pickup';
  readonly zipcode: string | null;
  readonly rules: readonly string[];
}

/**
 * Whether a query can hold a valid deep link (DEEPLINK-06 needs both storeId and preference): only then is the
 * deep-link rule fetched and run (./deepLinkReading.ts, `parseDeepLink`); otherwise there is none.
 */
export const carriesDeepLink = (search: string): boolean => {
  const q = new URLSearchParams(search);
  return q.get('storeId') !== null && q.get('preference') !== null;
};

/** Deep-link parameters the page drops from the address once the session holds them. */
export const DEEPLINK_PARAMS = ['storeId', 'preference', 'zipcode', 'resolvedBy'] as const;

export interface StoreModalLink {
  readonly zipcode: string | null;
  readonly modalType: 2 | 3;
  readonly activeTab: StoreModalTab;
  /** The address without the modal parameters (DEEPLINK-14). */
  readonly cleanedUrl: string;
}

/**
 * Whether a query asks for the store modal (DEEPLINK-10: action=changeStore, any case): only then is the deep-link
 * rule fetched and run (./deepLinkReading.ts, `parseStoreModalLink`); otherwise no modal opens.
 */
export const opensStoreModal = (search: string): boolean => new URLSearchParams(search).get('action')?.toLowerCase() === 'changestore';

export function withoutParams(search: string, names: readonly string[]): string {
  const q = new URLSearchParams(search);
  for (const name of names) q.delete(name);
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}
