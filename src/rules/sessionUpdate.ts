import type { SessionInfo } from '../../spec/schemas/sessionCookie';
import { withOffbanner } from './offbanner';
import { isAuthorised } from './userTypes';

export const EMPTY_OR_NOT_OBJECT = 'Parameter passed is either empty or not an object';
export const WRONG_FORMAT = "Parameter passed doesn't match appropriate format";
const SECTIONS = ['COMMON', 'J4U', 'SHOP', 'offbanner'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export type SessionUpdateCheck = { ok: true; update: { info: SessionInfo }; rules: string[] } | { ok: false; message: string; rules: string[] };

/** SESSION-UPDATE-01..03 (AMBIG-23). */
export function validateSessionUpdate(value: unknown): SessionUpdateCheck {
  if (!isObject(value) || Object.keys(value).length === 0) return { ok: false, message: EMPTY_OR_NOT_OBJECT, rules: ['SESSION-UPDATE-02'] };
  const info = value.info;
  if (isObject(info) && SECTIONS.some((s) => isObject(info[s]))) return { ok: true, update: { info: info }, rules: ['SESSION-UPDATE-01'] };
  return { ok: false, message: WRONG_FORMAT, rules: ['SESSION-UPDATE-03'] };
}

export interface IntentUpdateInput {
  readonly intent: unknown;
  readonly storeId: string;
  readonly zipcode: string;
  /** The banner the deep link or store choice belongs to. */
  readonly banner: string;
  /** The banner of the site the user is on. */
  readonly siteBanner: string;
  readonly userType?: unknown;
  readonly wfcStoreId?: string;
}

/**
 * SESSION-UPDATE-04/05 (AMBIG-45): the session update object for an intent. INSTORE writes J4U, DELIVERY and
 * PICKUP write SHOP; any other intent gives an empty update. A signed-in (R/C) user whose target banner is
 * not the site's banner also gets an offbanner block, and then in-store omits the SHOP block.
 */
export function sessionUpdateForIntent(input: IntentUpdateInput): { update: { info?: SessionInfo }; rules: string[] } {
  const intent = typeof input.intent === 'string' ? input.intent.toUpperCase() : undefined;
  const preference = intent === 'INSTORE' ? 'J4U' : intent === 'DELIVERY' ? 'DELIVERY' : intent === 'PICKUP' ? 'DUG' : null;
  if (preference === null) return { update: {}, rules: ['SESSION-UPDATE-04'] };
  const store = { storeId: input.storeId, zipcode: input.zipcode };
  const offBanner = isAuthorised(input.userType) && input.banner !== '' && input.banner.toLowerCase() !== input.siteBanner.toLowerCase();
  const info: SessionInfo = { COMMON: { preference, ...store, banner: input.banner } };
  if (intent === 'INSTORE') {
    info.J4U = { ...store };
    if (!offBanner) info.SHOP = { ...store, banner: input.banner };
  } else {
    info.SHOP = { ...store, banner: input.banner };
  }
  if (!offBanner) return { update: { info }, rules: ['SESSION-UPDATE-04'] };
  // COOKIE-04: the offbanner block of a signed-in user on another banner.
  const withBlock = withOffbanner(info, { banner: input.banner, storeId: input.storeId, preference, zipcode: input.zipcode, ...(input.wfcStoreId ? { wfcStoreId: input.wfcStoreId } : {}) });
  return { update: { info: withBlock.info }, rules: ['SESSION-UPDATE-04', 'SESSION-UPDATE-05', ...withBlock.rules] };
}

/** DEEPLINK-07 → SESSION-UPDATE-04: the intent name of a deep-link preference. */
export function intentOfPreference(preference: unknown): 'INSTORE' | 'DELIVERY' | 'PICKUP' | '' {
  const p = typeof preference === 'string' ? preference.toLowerCase() : undefined;
  return p === 'instore' || p === 'j4u' ? 'INSTORE' : p === 'delivery' ? 'DELIVERY' : p === 'pickup' || p === 'dug' ? 'PICKUP' : '';
}
