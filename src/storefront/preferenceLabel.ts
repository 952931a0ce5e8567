import type { CanonicalPreference } from '../rules/userTypes';

/** The words the header uses for each fulfilment preference (USER-TYPES-14: J4U in-store, DUG pickup, DELIVERY). */
export const PREFERENCE_LABEL: Record<CanonicalPreference, string> = { J4U: 'In-store', DUG: 'Pickup', DELIVERY: 'Delivery' };
