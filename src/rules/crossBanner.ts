import { bannerOrDefault } from './guestStore';
import { bannerById } from '../../spec/banners';

/** A field counts as empty when it is undefined, null or ''. Whitespace is content (AMBIG-24). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export const CROSS_BANNER_MESSAGES = {
  preference: 'Preference is empty',
  storeId: 'StoreId is empty',
  banner: 'Banner is empty',
  zipcode: 'Zipcode is empty',
} as const;
const ORDER = [
  ['preference', 'CROSS-BANNER-02'],
  ['storeId', 'CROSS-BANNER-03'],
  ['banner', 'CROSS-BANNER-04'],
  ['zipcode', 'CROSS-BANNER-05'],
] as const;

/** CROSS-BANNER-01..05 (AMBIG-24): fields checked in order, the first empty one reported; whitespace is content. */
export function validateCrossBannerUpdate(value: unknown): { ok: true; rules: string[] } | { ok: false; message: string; rules: string[] } {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  for (const [field, rule] of ORDER) if (isBlank(v[field])) return { ok: false, message: CROSS_BANNER_MESSAGES[field], rules: ['CROSS-BANNER-01', rule] };
  return { ok: true, rules: ['CROSS-BANNER-01'] };
}

/**
 * CROSS-BANNER-06: the other banner's single-sign-on URL (its own host from the banner domain map or the
 * banner list), carrying banner, idp=false, goto, setReInit=true and ml when given.
 */
export function crossBannerSsoUrl(input: { targetBanner: string; goto?: string; ml?: string; bannerDomainMap?: Record<string, string> }): { url: string | null; rules: string[] } {
  const known = bannerById(input.targetBanner);
  if (!known) return { url: null, rules: ['CROSS-BANNER-06'] };
  const b = bannerOrDefault(known.id);
  const mapped = input.bannerDomainMap?.[b.id];
  const raw = (mapped ?? b.domain).replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  // 000 §2: the single-sign-on path takes banner, idp=false, goto, setReInit=true and ml.
  const q = new URLSearchParams({ banner: b.id, idp: 'false' });
  if (input.goto) q.set('goto', input.goto);
  q.set('setReInit', 'true');
  if (input.ml) q.set('ml', input.ml);
  return { url: `${origin}${b.ssoPath}?${q.toString()}`, rules: ['CROSS-BANNER-06'] };
}
