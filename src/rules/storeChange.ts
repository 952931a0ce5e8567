import { splitPostalCode } from './postalCode';
import { crossBannerSsoUrl } from './crossBanner';
import { intentOfPreference, sessionUpdateForIntent } from './sessionUpdate';
import { applyWineStoreId } from './wineStoreId';
import { parseKmsi } from './cookieMechanics';
import type { SessionInfo } from '../../spec/schemas/sessionCookie';

export const PROFILE_UPDATED_MESSAGE = 'We have Successfully updated your profile';
export const CUSTOMER_ID_ERROR = { name: 'CustomerId', message: 'CustomerId is not Available to Update Profile' } as const;
/** CONFIG-11: fixed preference definition ids (values not shown in the spec; symbolic here, overridable). */
export const PREFERENCE_DEF_IDS = { fulfilmentMethod: 'FULFILLMENT_METHOD', driveUpStore: 'DRIVE_UP_STORE', inStoreStore: 'INSTORE_STORE' } as const;

export type FulfilmentPreference = 'J4U' | 'DUG' | 'DELIVERY';
export function normalisePreference(p: unknown): FulfilmentPreference | null {
  if (typeof p !== 'string') return null;
  const v = p.toUpperCase();
  return v === 'J4U' || v === 'INSTORE' ? 'J4U' : v === 'DUG' || v === 'PICKUP' ? 'DUG' : v === 'DELIVERY' ? 'DELIVERY' : null;
}

export interface ProfileStoresBody {
  stores: { storeId: string; storePreference: 'Preferred' | 'DriveUp'; address: { zipCode: string }; banner: string }[];
  preferences: { categoryCode: 'FULFILLMENT'; subCategoryCode: 'METHOD'; value: FulfilmentPreference; bannerId: string }[];
  postalCodes?: { purposes: string[]; postalCode: string; bannerId: string }[];
}

/** STORE-CHANGE-03/04 (CALL-26): J4U → Preferred store, DUG → DriveUp store, delivery → postalCodes. */
export function profileStoresBody(input: { preference: FulfilmentPreference; storeId: string; zipcode: string; banner: string }): ProfileStoresBody {
  const zip = splitPostalCode(input.zipcode).postalCode;
  const body: ProfileStoresBody = {
    stores: [],
    preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', value: input.preference, bannerId: input.banner }],
  };
  if (input.preference === 'DELIVERY') body.postalCodes = [{ purposes: ['DELIVERY'], postalCode: zip, bannerId: input.banner }];
  else body.stores = [{ storeId: input.storeId, storePreference: input.preference === 'J4U' ? 'Preferred' : 'DriveUp', address: { zipCode: zip }, banner: input.banner }];
  return body;
}

export type FulfilmentAddress =
  | { addressId: string; purposes?: string[] }
  | { addressName?: string; address1: string; address2?: string; city: string; stateCode: string; postalCode: string; addressTypes?: string[]; purposes?: string[] };

/** STORE-CHANGE-05 (CALL-16): the fulfilment servlet body when an address is given. */
export function fulfilmentServletBody(input: { preference: FulfilmentPreference; storeId: string; banner: string; address: FulfilmentAddress; defIds?: typeof PREFERENCE_DEF_IDS }) {
  const ids = input.defIds ?? PREFERENCE_DEF_IDS;
  const preferences: { preferenceDefId: string; value: string; banner: string }[] = [{ preferenceDefId: ids.fulfilmentMethod, value: input.preference, banner: input.banner }];
  if (input.preference === 'DUG') preferences.push({ preferenceDefId: ids.driveUpStore, value: input.storeId, banner: input.banner });
  if (input.preference === 'J4U') preferences.push({ preferenceDefId: ids.inStoreStore, value: input.storeId, banner: input.banner });
  const purposes = input.address.purposes ?? [input.preference === 'DELIVERY' ? 'DELIVERY' : 'PICKUP'];
  if ('addressId' in input.address) return { preferences, selectedAddress: { addressId: input.address.addressId, banner: input.banner, purposes } };
  const a = input.address;
  const { postalCode, postalCodeExtn } = splitPostalCode(a.postalCode);
  return {
    preferences,
    address: {
      addressName: a.addressName ?? '',
      address1: a.address1,
      address2: a.address2 ?? '',
      city: a.city,
      stateCode: a.stateCode,
      postalCode,
      postalCodeExtn: postalCodeExtn ?? '',
      isSelectedAddress: true,
      selectedAddressBanner: input.banner,
      addressTypes: a.addressTypes ?? ['SHIPPING'],
      purposes,
    },
  };
}

export type StoreChangeEffect =
  | { kind: 'profile-update'; call: 'CALL-26'; userId: string; body: ProfileStoresBody }
  | { kind: 'fulfilment-update'; call: 'CALL-16'; body: ReturnType<typeof fulfilmentServletBody> }
  | { kind: 'clear-storage'; keys: string[] }
  | { kind: 'mark-slot-reinit' }
  | { kind: 'update-cart-store'; storeId: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'update-session-cookie'; info: SessionInfo }
  | { kind: 'report-success'; message: string };

export interface StoreChangeInput {
  readonly userId?: unknown;
  readonly userType?: unknown;
  readonly siteBanner: string;
  readonly target: { banner: string; storeId: string; zipcode: string; preference: unknown };
  readonly address?: FulfilmentAddress;
  readonly currentInfo: SessionInfo;
  readonly storeFlags?: unknown;
  readonly wineStoreId?: unknown;
  readonly currentUrl: string;
  readonly bannerDomainMap?: Record<string, string>;
}

export type StoreChangePlan = { ok: true; effects: StoreChangeEffect[]; rules: string[] } | { ok: false; error: typeof CUSTOMER_ID_ERROR | { name: 'Preference'; message: string }; rules: string[] };

/** STORE-CHANGE-01..05, 08, 09, CROSS-BANNER-06: the effects of a signed-in store change, in order. */
export function planStoreChange(input: StoreChangeInput): StoreChangePlan {
  const userId = typeof input.userId === 'string' ? input.userId : '';
  if (userId === '') return { ok: false, error: CUSTOMER_ID_ERROR, rules: ['STORE-CHANGE-08'] };
  const preference = normalisePreference(input.target.preference);
  if (!preference) return { ok: false, error: { name: 'Preference', message: 'Preference is empty' }, rules: ['CROSS-BANNER-02'] };
  const t = input.target;
  const rules = ['STORE-CHANGE-01', 'STORE-CHANGE-03', 'STORE-CHANGE-04'];
  const effects: StoreChangeEffect[] = [{ kind: 'profile-update', call: 'CALL-26', userId, body: profileStoresBody({ preference, storeId: t.storeId, zipcode: t.zipcode, banner: t.banner }) }];
  if (input.address) {
    effects.push({ kind: 'fulfilment-update', call: 'CALL-16', body: fulfilmentServletBody({ preference, storeId: t.storeId, banner: t.banner, address: input.address }) });
    rules.push('STORE-CHANGE-05');
  }
  effects.push({ kind: 'clear-storage', keys: ['abCart', 'cartId', 'oosBPNs'] }, { kind: 'mark-slot-reinit' }, { kind: 'update-cart-store', storeId: t.storeId });
  if (t.banner.toLowerCase() !== input.siteBanner.toLowerCase()) {
    const sso = crossBannerSsoUrl({ targetBanner: t.banner, goto: input.currentUrl, ...(input.bannerDomainMap ? { bannerDomainMap: input.bannerDomainMap } : {}) });
    if (sso.url) {
      effects.push({ kind: 'redirect', url: sso.url });
      return { ok: true, effects, rules: [...rules, 'CROSS-BANNER-06'] };
    }
  }
  const intent = intentOfPreference(preference);
  const upd = sessionUpdateForIntent({ intent, storeId: t.storeId, zipcode: t.zipcode, banner: t.banner, siteBanner: input.siteBanner, userType: input.userType });
  const merged: SessionInfo = { ...input.currentInfo };
  for (const [k, v] of Object.entries(upd.update.info ?? {})) (merged as Record<string, unknown>)[k] = { ...((input.currentInfo as Record<string, unknown>)[k] as object | undefined), ...(v as object) };
  const wine = applyWineStoreId(merged, input.storeFlags, input.wineStoreId);
  effects.push({ kind: 'update-session-cookie', info: wine.info }, { kind: 'report-success', message: PROFILE_UPDATED_MESSAGE });
  return { ok: true, effects, rules: [...rules, 'STORE-CHANGE-02', 'STORE-CHANGE-09'] };
}

export type ProfileUpdateOutcome =
  | { action: 'continue'; rules: string[] }
  | { action: 'sso'; url: string; rules: string[] }
  | { action: 'reload'; rules: string[] }
  | { action: 'callback'; success: false; message: string; rules: string[] };

/** STORE-CHANGE-06/07: what a profile update answer leads to. */
export function profileUpdateOutcome(input: { status: number; statusText?: string; kmsiCookie?: unknown; currentUrl: string; ssoPath: string }): ProfileUpdateOutcome {
  if (input.status >= 200 && input.status < 300) return { action: 'continue', rules: [] };
  if (input.status === 401 || input.status === 403) {
    if (parseKmsi(input.kmsiCookie) === 'true') return { action: 'sso', url: `${input.ssoPath}?goto=${encodeURIComponent(input.currentUrl)}`, rules: ['STORE-CHANGE-06'] };
    return { action: 'reload', rules: ['STORE-CHANGE-06'] };
  }
  return { action: 'callback', success: false, message: typeof input.statusText === 'string' ? input.statusText : '', rules: ['STORE-CHANGE-07'] };
}
