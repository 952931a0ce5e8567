import { queryParams as params } from './marketing';

// MARKETING-01..05: what the storefront's in-page navigations carry. Read only on a navigation of the page (the
// router fetches it when the address or the referrer may give something to carry); apart so the page load does not carry it.

/** MARKETING-01: the page's marketing parameters whose names are in the configured list. */
export function marketingParams(search: unknown, allowed: readonly string[]): { params: Record<string, string>; rules: string[] } {
  const out: Record<string, string> = {};
  for (const [k, v] of params(search)) if (allowed.includes(k) && !(k in out)) out[k] = v;
  return { params: out, rules: ['MARKETING-01'] };
}

/**
 * MARKETING-02/03 (AMBIG-28): adds `r` = the URL-encoded referrer, without its query string unless
 * keepQuery is asked, and only when `r` is not present yet. Returns the query string without '?'.
 */
export function withReferrerParam(search: unknown, referrer: unknown, options: { keepQuery?: boolean } = {}): { search: string; rules: string[] } {
  const raw = typeof search === 'string' ? search.replace(/^\?/, '') : '';
  if (params(raw).has('r')) return { search: raw, rules: ['MARKETING-02'] };
  if (typeof referrer !== 'string' || referrer === '') return { search: raw, rules: ['MARKETING-02'] };
  // A split always gives a first part.
  const ref = options.keepQuery ? referrer : referrer.split('?')[0]!;
  const r = `r=${encodeURIComponent(ref)}`;
  return { search: raw ? `${raw}&${r}` : r, rules: ['MARKETING-02', 'MARKETING-03'] };
}

/**
 * MARKETING-04/05 (AMBIG-28): `direct` without a referrer; the referrer otherwise; omitted (null) when the
 * referrer is the banner's own site.
 */
export function analyticsReferrer(referrer: unknown, ownDomain: string): { value: string | null; rules: string[] } {
  if (typeof referrer !== 'string' || referrer.trim() === '') return { value: 'direct', rules: ['MARKETING-04'] };
  const host = hostOf(referrer);
  const own = ownDomain.toLowerCase().replace(/^https?:\/\//, '').split(/[/:]/)[0]!;
  if (host !== '' && host === own) return { value: null, rules: ['MARKETING-05'] };
  return { value: referrer, rules: ['MARKETING-05'] };
}

/** The lower-cased host of an absolute address; null for anything else (a referrer is not always one). */
function hostOf(address: string): string | null {
  let host: string | null = null;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    // not an absolute address: no host
  }
  return host;
}
