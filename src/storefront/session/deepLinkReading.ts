import { parseDeepLink as ruleParseDeepLink, parseStoreModalLink as ruleParseStoreModalLink } from '../../rules/deepLink';
import { canonicalPreference } from '../../rules/userTypes';
import type { DeepLink, StoreModalLink } from './deepLink';
import { tabOfNumber } from '../fulfilment';
import type { Backend } from './backend';

/**
 * The deep-link rule in the shapes the page load uses, fetched only when the address carries a deep link or asks for
 * the store modal (`carriesDeepLink`, `opensStoreModal` of ./deepLink.ts): most page loads carry neither.
 */

/** DEEPLINK-01..07 through the deep-link rule module; null when there is no valid deep link. */
export function parseDeepLink(search: string): DeepLink | null {
  const link = ruleParseDeepLink(search);
  // The rule gives a store id, a preference and an intent that is a canonical preference exactly when the link is
  // valid (DEEPLINK-06/07): these checks narrow the types.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: see above
  if (!link.valid || !link.storeId || !link.preference || !link.intent) return null;
  const preference = canonicalPreference(link.intent);
  // Stryker disable next-line ConditionalExpression: see above
  if (!preference) return null;
  return { storeId: link.storeId, preference, resolverPreference: link.preference, zipcode: link.zipcode ?? null, rules: link.rules };
}

/** The deep link as the page-load planner reads it (SESSION-EST-03), with the address's `state`. */
export const plannedDeepLink = (deepLink: DeepLink, search: string) => ({ storeId: deepLink.storeId, preference: deepLink.resolverPreference, zipcode: deepLink.zipcode, state: new URLSearchParams(search).get('state') });

/** SESSION-EST-03, SESSION-EST-04: the store resolver's word on a deep link's store; a failed call reads as invalid. */
export async function validateDeepLink(backend: Pick<Backend, 'validateStore'>, banner: string, deepLink: DeepLink): Promise<{ validation: 'valid' | 'invalid'; validated: { storeId: string; zipcode: string | null } | null }> {
  try {
    const r = await backend.validateStore({ banner, storeId: deepLink.storeId, preference: deepLink.resolverPreference, ...(deepLink.zipcode ? { zipcode: deepLink.zipcode } : {}) });
    return r.isValid ? { validation: 'valid', validated: { storeId: r.storeId ?? deepLink.storeId, zipcode: r.zipcode } } : { validation: 'invalid', validated: null };
  } catch {
    return { validation: 'invalid', validated: null };
  }
}

/** DEEPLINK-10..15 through the deep-link rule module. */
export function parseStoreModalLink(pathAndSearch: string): StoreModalLink | null {
  const link = ruleParseStoreModalLink(pathAndSearch);
  if (!link.open) return null;
  return { zipcode: link.zipcode ?? null, modalType: link.modalType === 2 ? 2 : 3, activeTab: tabOfNumber(link.activeTab), cleanedUrl: link.cleanedUrl };
}

