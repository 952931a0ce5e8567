import type { Banner } from '../../../spec/schemas/banner';
import { finishReconciliation, profileFetchFailure, readProfile, reconcileProfile, sessionStoreFrom, validationOutcome } from '../../rules/profileReconciliation';
import type { ProfileFetchFailure } from '../../rules/profileReconciliation';
import type { ReconcileDecision } from '../../rules/profileReconciliation';
import { canonicalPreference } from '../../rules/userTypes';
import type { CookieJar } from '../cookies';
import type { Backend } from './backend';
import { BackendError } from './backend';
import type { SessionView } from './establish';
import { callerOf, writeSession } from './establish';
import { guestSessionCookie, parseSessionCookie, SHARED_SESSION_COOKIE } from './sessionCookie';

export type ReconcileOutcome = (
  | { readonly kind: 'none'; readonly decision: ReconcileDecision | null }
  | { readonly kind: 'updated'; readonly view: SessionView; readonly decision: ReconcileDecision }
  | { readonly kind: 'conflict'; readonly decision: Extract<ReconcileDecision, { kind: 'conflict-modal' }> }
  | { readonly kind: 'closed-store'; readonly decision: ReconcileDecision }
  | { readonly kind: 'complete'; readonly decision: ReconcileDecision }
  /** PROFILE-RECON-12, ERR-32: the profile fetch failed; what the failure rule makes of it. */
  | { readonly kind: 'fetch-failed'; readonly status: number | null; readonly failure: ProfileFetchFailure; readonly decision: null }
) & {
  /** The profile's selected addresses, for the reset-to-default tooltip (TOOLTIP-01). */
  readonly selectedAddresses?: readonly { addressId?: string | null; resetToDefault?: boolean | null }[];
};

/** The store modal's title when it opens for a closed profile store (PROFILE-RECON-11). */
export const CLOSED_STORE_TITLE = 'Your store is closed';
/** The conflict modal's title (PROFILE-RECON-10). */
export const CONFLICT_TITLE = 'Which store would you like to shop?';

/**
 * A profile with nothing in it (the schema gives every list its empty default): enough for the rule's skip
 * conditions, which come before any profile field.
 */
const EMPTY_PROFILE = readProfile({})!;

/**
 * Profile reconciliation on page load (PROFILE-RECON-01..13): unless the rule skips it (not signed in, first login,
 * order in progress), fetch the profile, let the rule decide, run the store-resolver validation it asks for, and
 * apply the session update it returns. A failed profile fetch goes to the failure rule (PROFILE-RECON-12): ignored,
 * or the expired-token reconciliation of a 401 without a user id.
 */
export async function reconcileOnLoad(view: SessionView, deps: { backend: Backend; cookies: CookieJar; banner: Banner; now: number; firstLogin?: boolean; orderNumberCookie?: string | null }): Promise<ReconcileOutcome> {
  const info = parseSessionCookie(deps.cookies.get(SHARED_SESSION_COOKIE));
  const base = {
    userType: view.userType,
    firstLogin: deps.firstLogin ?? view.firstLogin ?? false,
    orderNumberCookie: deps.orderNumberCookie ?? null,
    banner: { id: deps.banner.id, defaultStoreId: deps.banner.defaultStoreId, defaultZip: deps.banner.defaultZip },
    session: sessionStoreFrom(view.userInfo, info),
  };
  const early = reconcileProfile({ ...base, profile: EMPTY_PROFILE });
  if (early.kind === 'skip') return { kind: 'none', decision: early };
  const userInfo = view.userInfo;
  if (!deps.backend.profile || !userInfo?.UUID) return { kind: 'none', decision: null };
  let body: unknown;
  try {
    body = await deps.backend.profile(callerOf(view), userInfo.UUID);
  } catch (error) {
    const status = error instanceof BackendError ? error.status : null;
    const userId = userInfo.userId;
    return { kind: 'fetch-failed', status, failure: profileFetchFailure(status, typeof userId === 'string' ? userId : null), decision: null };
  }
  const profile = readProfile(body);
  if (!profile) return { kind: 'none', decision: null };
  const input = { ...base, profile };
  let decision = reconcileProfile(input);
  if (decision.kind === 'validate-store') {
    let outcome: ReturnType<typeof validationOutcome>;
    try {
      const v = await deps.backend.validateStore({ banner: decision.request.banner, storeId: decision.request.storeid, preference: decision.request.preference });
      // Stryker disable next-line ConditionalExpression,LogicalOperator: a mapping without its store or ZIP code reads as invalid or failed, and PROFILE-RECON-09 treats both alike
      outcome = validationOutcome({ validRequest: { isValid: v.isValid, ecomStore: v.storeId && v.zipcode ? { storeId: v.storeId, zipcode: v.zipcode } : null } });
    } catch {
      // Stryker disable next-line ObjectLiteral,StringLiteral: every outcome but ok falls back to the banner default (PROFILE-RECON-09)
      outcome = { kind: 'failed' };
    }
    decision = finishReconciliation(input, decision.pending, outcome);
  }
  const selectedAddresses = profile.selectedAddresses;
  switch (decision.kind) {
    case 'update-session': {
      // Stryker disable next-line StringLiteral: the rule's modes (j4u, dug, delivery) are each a canonical preference, so the fallback is never taken
      const preference = canonicalPreference(decision.update.preference) ?? 'J4U';
      const next = guestSessionCookie({ banner: deps.banner.id, storeId: decision.update.storeId, zipcode: decision.update.zipcode, preference, selection: 'user', siteType: view.siteType, userType: view.userType, previous: info });
      writeSession(deps.cookies, next, view.userType, deps.now);
      return { kind: 'updated', view: { ...view, storeId: decision.update.storeId, zipcode: decision.update.zipcode, preference, how: 'profile reconciliation', rules: decision.rules }, decision, selectedAddresses };
    }
    case 'conflict-modal':
      return { kind: 'conflict', decision, selectedAddresses };
    case 'closed-store-modal':
      return { kind: 'closed-store', decision, selectedAddresses };
    case 'profile-check-complete':
      return { kind: 'complete', decision, selectedAddresses };
    default:
      return { kind: 'none', decision, selectedAddresses };
  }
}
