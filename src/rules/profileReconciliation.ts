import { z } from '../../spec/schemas/zod';
import { ValidateResponse } from '../../spec/schemas/storeResolver';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { isAuthorised } from './userTypes';

/**
 * Profile reconciliation on page load (001 §4, PROFILE-RECON-*): one decision from the customer profile (CALL-49),
 * the session's store and preference, the banner and the cookies. Mapping a non-ecommerce store needs a store-resolver
 * call, so that case returns `validate-store`, and {@link finishReconciliation} completes it with the call's outcome.
 */

const str = z.catch(z.nullish(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), null);
const bool = z.catch(z.nullish(z.pipe(z.union([z.boolean(), z.literal('true'), z.literal('false')]), z.transform((v) => v === true || v === 'true'))), null);

export const ProfileStore = z.looseObject({
  storeId: str,
  banner: str,
  storePreference: str,
  address: z.catch(z.nullish(z.looseObject({ address1: str, city: str, state: str, zipCode: str })), null),
  services: z.catch(z.nullish(z.array(z.looseObject({ type: str }))), null),
  isClosed: bool,
  /** AMBIG-37: an explicit non-ecommerce flag, where the profile gives one. */
  isEcomStore: bool,
});
export type ProfileStore = z.infer<typeof ProfileStore>;

// A postal code's stores may be plain ids or store objects (AMBIG-37: shape not shown).
const PostalStore = z.union([
  z.pipe(z.string(), z.transform((storeId): ProfileStore => ({ storeId, banner: null, storePreference: null, address: null, services: null, isClosed: null, isEcomStore: null }))),
  ProfileStore,
]);

export const Profile = z.looseObject({
  preferences: z._default(z.catch(z.array(z.looseObject({ categoryCode: str, subCategoryCode: str, bannerId: str, value: str })), []), []),
  stores: z._default(z.catch(z.array(ProfileStore), []), []),
  postalCodes: z._default(z.catch(z.array(z.looseObject({ postalCode: str, bannerId: str, stores: z._default(z.catch(z.array(PostalStore), []), []) })), []), []),
  selectedAddresses: z._default(z.catch(z.array(z.looseObject({ addressId: str, resetToDefault: bool })), []), []),
});
export type Profile = z.infer<typeof Profile>;

/** CALL-49 body → profile; anything unreadable is null. Never throws. */
export function readProfile(body: unknown): Profile | null {
  const r = Profile.safeParse(body);
  return r.success ? r.data : null;
}

export type Mode = 'j4u' | 'dug' | 'delivery';

export interface SessionStore {
  readonly storeId?: string | null | undefined;
  readonly zipcode?: string | null | undefined;
  readonly preference?: string | null | undefined;
}

type Field = string | number | boolean | null | undefined;
const text = (v: Field): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);

/**
 * The session's store, zip and preference from user info and the shared session cookie: the preference from COMMON
 * (else user info's preferenceMode); store and zip from COMMON when the cookie is restructured, else from the J4U
 * section for j4u and the SHOP section otherwise, else from user info.
 */
export function sessionStoreFrom(
  userInfo: { readonly preferenceMode?: Field; readonly branchId?: Field; readonly zipcode?: Field } | null | undefined,
  info: { readonly COMMON?: { readonly preference?: Field; readonly storeId?: Field; readonly zipcode?: Field } | null; readonly J4U?: { readonly storeId?: Field; readonly zipcode?: Field } | null; readonly SHOP?: { readonly storeId?: Field; readonly zipcode?: Field } | null } | null | undefined,
): SessionStore {
  const preference = text(info?.COMMON?.preference) ?? text(userInfo?.preferenceMode);
  const section = lower(preference) === 'j4u' ? info?.J4U : info?.SHOP;
  return {
    preference,
    storeId: text(info?.COMMON?.storeId) ?? text(section?.storeId) ?? text(userInfo?.branchId),
    zipcode: text(info?.COMMON?.zipcode) ?? text(section?.zipcode) ?? text(userInfo?.zipcode),
  };
}

export interface BannerDefaults {
  readonly id: string;
  readonly defaultStoreId: string;
  readonly defaultZip: string;
}

export interface ReconcileInput {
  readonly userType?: unknown;
  readonly firstLogin: boolean;
  /** The order-number cookie (B_-prefixed on B2B); reconciliation waits while one exists. */
  readonly orderNumberCookie?: string | null | undefined;
  readonly banner: BannerDefaults;
  readonly profile: Profile;
  readonly session: SessionStore;
}

export interface MatchedStore {
  readonly mode: Mode;
  readonly storeId: string;
  readonly zipcode: string;
  readonly banner: string | null;
  readonly isClosed: boolean;
  readonly address: string | null;
}

export interface SessionStoreUpdate {
  readonly storeId: string;
  readonly zipcode: string;
  readonly preference: Mode;
}

export type ReconcileDecision = (
  | { readonly kind: 'skip'; readonly reason: 'not-signed-in' | 'first-login' | 'order-in-progress' }
  | { readonly kind: 'no-op'; readonly reason: 'no-banner-preference' | 'no-matched-store' }
  | { readonly kind: 'conflict-modal'; readonly current: { readonly banner: string; readonly storeId: string | null }; readonly previous: { readonly banner: string; readonly storeId: string; readonly address: string | null } }
  | { readonly kind: 'validate-store'; readonly request: { readonly storeid: string; readonly banner: string; readonly preference: 'instore' }; readonly pending: MatchedStore }
  | { readonly kind: 'update-session'; readonly update: SessionStoreUpdate; readonly reload: true; readonly fallback: boolean }
  | { readonly kind: 'closed-store-modal'; readonly store: MatchedStore }
  | { readonly kind: 'profile-check-complete' }
) &
  Explained;

// Absent stays absent (undefined), so it equals no banner, mode or code, not even an empty one.
const lower = (v: string | null | undefined): string | undefined => v?.trim().toLowerCase();
const sameBanner = (a: string | null | undefined, b: string): boolean => lower(a) === lower(b);
const addressText = (s: ProfileStore): string | null => {
  const a = s.address;
  if (!a) return null;
  const parts = [a.address1, a.city, a.state, a.zipCode].filter((p): p is string => p != null && p.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
};

/** PROFILE-RECON-02 (AMBIG-26): the FULFILLMENT/METHOD preference whose bannerId is the current banner. */
export function bannerPreference(profile: Profile, banner: string): Mode | null {
  const entry = profile.preferences.find((p) => lower(p.categoryCode) === 'fulfillment' && lower(p.subCategoryCode) === 'method' && sameBanner(p.bannerId, banner));
  const value = lower(entry?.value);
  return value === 'j4u' || value === 'dug' || value === 'delivery' ? value : null;
}

type IdentifiedStore = ProfileStore & { readonly storeId: string };

/** A store without an id, or with an empty one, is never a match. */
const hasStoreId = (s: ProfileStore): s is IdentifiedStore => Boolean(s.storeId);

/** A store of the given preference kind, one of the current banner first. */
const storeWith = (profile: Profile, kind: 'preferred' | 'driveup', banner: string): IdentifiedStore | undefined => {
  const candidates = profile.stores.filter((s): s is IdentifiedStore => lower(s.storePreference) === kind && hasStoreId(s));
  return candidates.find((s) => sameBanner(s.banner, banner)) ?? candidates[0];
};

/** AMBIG-37: a store is non-ecommerce when the profile says so or lists no services. */
const isNonEcommerce = (s: ProfileStore): boolean => s.isEcomStore === false || (s.isEcomStore !== true && (s.services ?? []).length === 0);

function matchStore(profile: Profile, mode: Mode, banner: string): { store: IdentifiedStore; zipcode: string } | null {
  if (mode === 'delivery') {
    // PROFILE-RECON-05 (AMBIG-37): the first postal-code entry of the banner (by bannerId, or by a store's banner).
    for (const entry of profile.postalCodes) {
      const byBanner = entry.stores.find((s): s is IdentifiedStore => sameBanner(s.banner, banner) && hasStoreId(s));
      const store = byBanner ?? (sameBanner(entry.bannerId, banner) ? entry.stores.find(hasStoreId) : undefined);
      if (store !== undefined) return { store, zipcode: entry.postalCode ?? '' };
    }
    return null;
  }
  const store = storeWith(profile, mode === 'j4u' ? 'preferred' : 'driveup', banner);
  return store === undefined ? null : { store, zipcode: store.address?.zipCode ?? '' };
}

/** PROFILE-RECON-06, -07, -11: compare with the session, then the closed check, then profile check complete. */
function settle(matched: MatchedStore, session: SessionStore, rules: string[], fallback: boolean): ReconcileDecision {
  const differs = session.storeId !== matched.storeId || lower(session.preference) !== matched.mode;
  if (differs) return { kind: 'update-session', update: { storeId: matched.storeId, zipcode: matched.zipcode, preference: matched.mode }, reload: true, fallback, rules: [...rules, 'PROFILE-RECON-06'] };
  if (matched.isClosed) return { kind: 'closed-store-modal', store: matched, rules: [...rules, 'PROFILE-RECON-07', 'PROFILE-RECON-11'] };
  return { kind: 'profile-check-complete', rules: [...rules, 'PROFILE-RECON-07', 'PROFILE-RECON-11'] };
}

/** The reconciliation decision; `validate-store` asks the caller for CALL-24 and then {@link finishReconciliation}. */
export function reconcileProfile(input: ReconcileInput): ReconcileDecision {
  if (!isAuthorised(input.userType)) return { kind: 'skip', reason: 'not-signed-in', rules: ['PROFILE-RECON-01'] };
  if (input.firstLogin) return { kind: 'skip', reason: 'first-login', rules: ['PROFILE-RECON-01'] };
  if ((input.orderNumberCookie ?? '').trim() !== '') return { kind: 'skip', reason: 'order-in-progress', rules: ['PROFILE-RECON-01'] };
  const banner = input.banner.id;
  const mode = bannerPreference(input.profile, banner);
  if (mode === null) return { kind: 'no-op', reason: 'no-banner-preference', rules: ['PROFILE-RECON-01', 'PROFILE-RECON-02'] };
  const modeRule = mode === 'j4u' ? 'PROFILE-RECON-03' : mode === 'dug' ? 'PROFILE-RECON-04' : 'PROFILE-RECON-05';
  const rules = ['PROFILE-RECON-01', 'PROFILE-RECON-02', modeRule, ...(mode === 'delivery' ? ['AMBIG-37'] : [])];
  const found = matchStore(input.profile, mode, banner);
  if (found === null) return { kind: 'no-op', reason: 'no-matched-store', rules };
  const { store } = found;
  const { storeId } = store;
  if (mode === 'j4u' && store.banner && !sameBanner(store.banner, banner)) {
    return {
      kind: 'conflict-modal',
      current: { banner, storeId: input.session.storeId ?? null },
      previous: { banner: store.banner, storeId, address: addressText(store) },
      rules: [...rules, 'PROFILE-RECON-10', 'AMBIG-37', 'PROFILE-RECON-13'],
    };
  }
  const matched: MatchedStore = { mode, storeId, zipcode: found.zipcode, banner: store.banner ?? null, isClosed: store.isClosed === true, address: addressText(store) };
  if (isNonEcommerce(store) && (mode !== 'delivery' || store.isEcomStore === false)) {
    return { kind: 'validate-store', request: { storeid: storeId, banner, preference: 'instore' }, pending: matched, rules: [...rules, 'PROFILE-RECON-08', 'AMBIG-37'] };
  }
  return settle(matched, input.session, rules, false);
}

export type ValidationOutcome = { readonly kind: 'ok'; readonly storeId: string; readonly zipcode: string } | { readonly kind: 'invalid' } | { readonly kind: 'failed' };

/** CALL-24 body → outcome: valid with an ecomStore is ok; valid without one, or isValid false, is invalid. */
export function validationOutcome(body: unknown): ValidationOutcome {
  const r = ValidateResponse.safeParse(body);
  if (!r.success) return { kind: 'failed' };
  const v = r.data.validRequest;
  const ecom = v.ecomStore;
  if (!v.isValid || !ecom || ecom.storeId === '') return { kind: 'invalid' };
  return { kind: 'ok', storeId: ecom.storeId, zipcode: ecom.zipcode };
}

/**
 * PROFILE-RECON-08, -09 (ERR-33, ERR-50): a valid mapping replaces the matched store with its ecommerce store; an
 * invalid or failed one uses the banner default store and zip. Either is then compared with the session, so a session
 * already on that store is not reloaded again (no reload loop while the resolver keeps failing).
 */
export function finishReconciliation(input: ReconcileInput, pending: MatchedStore, outcome: ValidationOutcome): ReconcileDecision {
  const base = ['PROFILE-RECON-08'];
  if (outcome.kind === 'ok') return settle({ ...pending, storeId: outcome.storeId, zipcode: outcome.zipcode }, input.session, base, false);
  const fallback: MatchedStore = { ...pending, storeId: input.banner.defaultStoreId, zipcode: input.banner.defaultZip, isClosed: false };
  return settle(fallback, input.session, [...base, 'PROFILE-RECON-09', 'ERR-33', 'ERR-50'], true);
}

export type ProfileFetchFailure = ({ readonly action: 'expired-token-reconciliation' } | { readonly action: 'ignore' }) & Explained;

/** PROFILE-RECON-12 (ERR-32): failures are ignored, except 401 without a userId. */
export function profileFetchFailure(status: number | null, userId: string | null | undefined): ProfileFetchFailure {
  if (status === 401 && (userId ?? '').trim() === '') return { action: 'expired-token-reconciliation', rules: ['PROFILE-RECON-12', 'ERR-32'] };
  return { action: 'ignore', rules: ['PROFILE-RECON-12', 'ERR-32'] };
}

export const ReconcileInputSchema = z.object({
  userType: z.nullish(z.string()),
  firstLogin: z._default(z.boolean(), false),
  orderNumberCookie: z.nullish(z.string()),
  banner: z.object({ id: z.string(), defaultStoreId: z.string(), defaultZip: z.string() }),
  profile: Profile,
  session: z.object({ storeId: z.nullish(z.string()), zipcode: z.nullish(z.string()), preference: z.nullish(z.string()) }),
  /** Body of the store-resolver validate call, when the first step asked for it; `null` for a failed call. */
  validation: z.optional(z.unknown()),
});

export const profileReconciliationModule = defineRuleModule({
  name: 'profile-reconciliation',
  summary: 'Page-load profile reconciliation: no-op, update and reload, store mapping, conflict modal, closed-store modal or profile check complete.',
  areas: ['PROFILE-RECON'],
  input: ReconcileInputSchema,
  example: {
    userType: 'R',
    banner: { id: 'freshway', defaultStoreId: '1502', defaultZip: '94611' },
    profile: {
      preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'DUG' }],
      stores: [{ storeId: '2201', banner: 'freshway', storePreference: 'DriveUp', address: { address1: '1 Elm St', city: 'Oakland', state: 'CA', zipCode: '94610' }, services: [{ type: 'DRIVEUP' }] }],
      postalCodes: [],
      selectedAddresses: [],
    },
    session: { storeId: '1502', zipcode: '94611', preference: 'J4U' },
  },
  run: (input) => {
    const first = reconcileProfile(input);
    if (first.kind !== 'validate-store' || input.validation === undefined) return first;
    return { first, final: finishReconciliation(input, first.pending, input.validation === null ? { kind: 'failed' } : validationOutcome(input.validation)) };
  },
});
