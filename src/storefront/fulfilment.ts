import type { CanonicalPreference } from '../rules/userTypes';

/** The store modal's tabs, in their order (DEEPLINK-13 numbers them 1, 2 and 3). */
export type StoreModalTab = 'instore' | 'delivery' | 'pickup';

interface Fulfilment {
  readonly preference: CanonicalPreference;
  readonly tab: StoreModalTab;
  /** The header's and the store modal's word for it. */
  readonly label: string;
  /** How a sentence says it ("You're shopping in-store at …"). */
  readonly words: string;
  /** The store modal's button for a store under this tab. */
  readonly verb: string;
}

/**
 * The fulfilment preferences (USER-TYPES-14: J4U in-store, DELIVERY, DUG pickup) as every screen and the workbench's
 * driver name them, in the store modal's tab order: one table, so no two places word or map a preference differently.
 */
export const FULFILMENTS: readonly [Fulfilment, Fulfilment, Fulfilment] = [
  { preference: 'J4U', tab: 'instore', label: 'In-store', words: 'in-store', verb: 'Shop in store' },
  { preference: 'DELIVERY', tab: 'delivery', label: 'Delivery', words: 'delivery', verb: 'Deliver from this store' },
  { preference: 'DUG', tab: 'pickup', label: 'Pickup', words: 'pickup', verb: 'Pick up here' },
];

/** A preference's row; a value outside the type (an unchecked cookie) reads as in-store, the store modal's first tab. */
export const fulfilmentOf = (preference: CanonicalPreference): Fulfilment => FULFILMENTS.find((f) => f.preference === preference) ?? FULFILMENTS[0];

/** The words the header uses for each fulfilment preference. */
export const PREFERENCE_LABEL = Object.fromEntries(FULFILMENTS.map((f) => [f.preference, f.label])) as Readonly<Record<CanonicalPreference, string>>;

/** The store modal's tab for a fulfilment preference: the shopper lands on the way they shop today. */
export const storeModalTab = (preference: CanonicalPreference): StoreModalTab => fulfilmentOf(preference).tab;

/** The preference a store modal tab chooses. */
export const preferenceOfTab = (tab: StoreModalTab): CanonicalPreference => (FULFILMENTS.find((f) => f.tab === tab) ?? FULFILMENTS[0]).preference;

/** The tab a store-modal link's number opens (DEEPLINK-13: 1 in-store, 2 delivery, 3 pickup; any other in-store). */
export const tabOfNumber = (n: number): StoreModalTab => (FULFILMENTS[n - 1] ?? FULFILMENTS[0]).tab;
