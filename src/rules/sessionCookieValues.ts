import type { SessionInfo } from '../../spec/schemas/sessionCookie';
import { STORE_ID_PATTERN, ZIPCODE_PATTERN } from './deepLinkSession';
import { defineRuleModule } from './module';
import { z } from '../../spec/schemas/zod';

/**
 * The session cookie's store values checked like the same values in an address (decision 0025): a store id must
 * match the deep link's and the selector's pattern (DEEPLINK-02, SELECTOR-07), a zip the deep link's (DEEPLINK-03),
 * a preference one of the spellings the storefront reads (decision 0111). The cookie is written by the storefront,
 * but anything on the site's domain can write it too, and a value kept as it is breaks every later page
 * (`Store #abc`, a store id of `../../__sim/reset` pasted into call paths).
 */

const SECTIONS = ['COMMON', 'J4U', 'SHOP', 'offbanner'] as const;
export type CookieSection = (typeof SECTIONS)[number];

/** The selection fields of a section: the store, its zip (COMMON may spell it zipCode) and the preference. */
const STORE_FIELDS = ['storeId', 'zipcode', 'zipCode', 'preference'] as const;
type StoreField = (typeof STORE_FIELDS)[number];

/** Every spelling of a preference the storefront reads, compared case-insensitively (decision 0111). */
const PREFERENCE_SPELLINGS = new Set(['j4u', 'dug', 'delivery', 'instore', 'pickup']);

export interface DroppedCookieValue {
  readonly section: CookieSection;
  readonly field: StoreField;
  readonly value: unknown;
}

export interface CheckedSessionInfo {
  /** The info with the session's store selection removed when any of its values was unusable; else as given. */
  readonly info: SessionInfo;
  /** The unusable values, in section order; empty when the cookie is kept. */
  readonly dropped: readonly DroppedCookieValue[];
  /** True when the page must choose the store again (GUEST-STORE order) and write the fixed cookie. */
  readonly reestablish: boolean;
  readonly rules: readonly string[];
}

/** A value that says nothing (absent, null, ''): the cookie simply has no such value, which is not an error. */
const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * Whether a present value of `field` is usable; numbers count as their text, as the readers take them (a fraction,
 * a sign or an exponent then fails the patterns like the same text would).
 */
export function usableCookieValue(field: StoreField, value: unknown): boolean {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
  if (text === null) return false;
  if (field === 'storeId') return STORE_ID_PATTERN.test(text);
  if (field === 'zipcode' || field === 'zipCode') return ZIPCODE_PATTERN.test(text);
  return PREFERENCE_SPELLINGS.has(text.trim().toLowerCase());
}

/**
 * COOKIE-06 with DEEPLINK-02/03/05 and SELECTOR-07 (decision 0025): checks the store id, zip and preference of every
 * section. One unusable value makes the whole selection unreliable (the readers mix COMMON with J4U or SHOP), so the
 * store fields of every section are removed and the page establishes the session again in the GUEST-STORE order,
 * writing the fixed cookie. Other fields (user type, banner, address, offbanner's own banner) are kept.
 */
export function checkSessionCookieValues(info: SessionInfo): CheckedSessionInfo {
  const dropped: DroppedCookieValue[] = [];
  for (const section of SECTIONS) {
    const fields = info[section];
    if (!fields) continue;
    for (const field of STORE_FIELDS) {
      const value = fields[field];
      if (!isEmpty(value) && !usableCookieValue(field, value)) dropped.push({ section, field, value });
    }
  }
  if (dropped.length === 0) return { info, dropped, reestablish: false, rules: ['COOKIE-06'] };
  const fixed: Record<string, unknown> = { ...info };
  for (const section of SECTIONS) {
    const fields = info[section];
    if (!fields) continue;
    const copy: Record<string, unknown> = { ...fields };
    for (const field of STORE_FIELDS) delete copy[field];
    fixed[section] = copy;
  }
  return { info: fixed, dropped, reestablish: true, rules: ['COOKIE-06', 'DEEPLINK-02', 'DEEPLINK-03', 'DEEPLINK-05', 'GUEST-STORE-02'] };
}

export const SessionCookieValuesInput = z.object({ info: z._default(z.record(z.string(), z.unknown()), {}) });

export const sessionCookieValuesModule = defineRuleModule({
  name: 'session-cookie-values',
  summary: "The session cookie's store id, zip and preference checked like the same values in an address; an unusable one re-establishes the session.",
  areas: ['COOKIE'],
  input: SessionCookieValuesInput,
  example: { info: { COMMON: { storeId: '../../__sim/reset', zipcode: '94611', preference: 'J4U', userType: 'G' }, J4U: { storeId: 'abc', zipcode: '94611' } } },
  run: (input) => checkSessionCookieValues(input.info as SessionInfo),
});
