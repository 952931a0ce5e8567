import type { FeatureToggles } from '../../spec/schemas/config';
import { inPagePath } from './navigation';

const BASE = 'http://storefront.invalid';

/** A path without its query and hash. */
const beforeQuery = (path: string): string => path.split(/[?#]/)[0]!;

/** SELECTOR-01/02: the NNN of a last path segment `name.NNN.html`, when NNN is exactly 2–4 digits. */
export function parseSelectorSegment(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  return /[^/]\.(\d{2,4})\.html$/.exec(beforeQuery(path))?.[1] ?? null;
}

/** SELECTOR-02: a last segment of the selector's form `name.X.html`, whatever X holds. */
function hasSelectorForm(path: unknown): boolean {
  return typeof path === 'string' && /\.[^./]*\.html$/.test(beforeQuery(path));
}

/** AMBIG-17: a parenthesised placeholder such as `(storeId)` or the `{hash}` placeholder, raw or percent-encoded. */
export function hasPlaceholderMarker(path: unknown): boolean {
  if (typeof path !== 'string') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return [path, decoded].some((p) => /\([^()/]*\)/.test(p) || p.includes('{hash}'));
}

/**
 * SELECTOR-06: the pages the selector applies to. A marketplace aisle page carries a seller id after its first dot
 * (SEARCH-13), never a store id, even when the seller id is all digits.
 */
export function selectorAppliesToPage(path: unknown): boolean {
  if (typeof path !== 'string') return false;
  if (/\/marketplace\/aisles\./.test(path)) return false;
  return /\/aisles(\/|\.|$)|\/brands(\/|\.|$)|brand-index|product-details|reward-details/.test(path);
}

export interface SelectorInput {
  /** Page path (a query and hash are ignored). */
  readonly path: string;
  /** The page query string (for `loc`). */
  readonly search?: string;
  readonly toggles: Pick<FeatureToggles, 'enableStoreIdSelector'>;
  /** The page's own store-id-selector setting. */
  readonly pageSetting: boolean;
}

export interface SelectorResult {
  readonly storeId: string | null;
  readonly source: 'path' | 'loc' | null;
  readonly rules: readonly string[];
}

/** SELECTOR-01..07: the store id a page URL selects, if honoured. */
export function selectStoreIdFromUrl(input: SelectorInput): SelectorResult {
  const rules: string[] = [];
  const nnn = parseSelectorSegment(input.path);
  if (nnn !== null) {
    rules.push('SELECTOR-01');
    if (!input.toggles.enableStoreIdSelector) rules.push('SELECTOR-03');
    else if (!input.pageSetting) rules.push('SELECTOR-04');
    else if (hasPlaceholderMarker(input.path)) rules.push('SELECTOR-05');
    else return { storeId: nnn, source: 'path', rules: [...rules, 'SELECTOR-03', 'SELECTOR-04', 'SELECTOR-05'] };
  } else if (hasSelectorForm(input.path)) {
    rules.push('SELECTOR-02');
  }
  const loc = typeof input.search === 'string' ? new URLSearchParams(input.search).get('loc') : null;
  if (loc?.match(/^\d{1,4}$/)) return { storeId: loc, source: 'loc', rules: [...rules, 'SELECTOR-07'] };
  return { storeId: null, source: null, rules };
}

/** A URL and whether it was given without an origin; an unreadable one is null. */
export function splitUrl(url: string): { u: URL; relative: boolean } | null {
  try {
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
    return { u: new URL(url, BASE), relative };
  } catch {
    return null;
  }
}
/** A URL written back as given: without its origin when it came without one. */
export const joinUrl = (u: URL, relative: boolean): string => `${relative ? '' : u.origin}${u.pathname}${u.search}${u.hash}`;

/**
 * SELECTOR-08: when the store id in the URL (honoured path selector or loc) differs from the session branch
 * id, the same URL carrying the session branch id; when equal (or no store id in the URL), no redirect.
 */
export function selectorRedirect(input: SelectorInput & { url: string; sessionBranchId: unknown }): { redirectTo: string | null; rules: string[] } {
  const branch = typeof input.sessionBranchId === 'string' && /^\d+$/.test(input.sessionBranchId) ? input.sessionBranchId : null;
  const sel = selectStoreIdFromUrl(input);
  if (sel.storeId === null || branch === null) return { redirectTo: null, rules: [...sel.rules] };
  if (sel.storeId === branch) return { redirectTo: null, rules: [...sel.rules, 'SELECTOR-08'] };
  // Decision 0024: the redirect is an in-page path, never an origin read from the address.
  const u = new URL(inPagePath(input.url), BASE);
  if (sel.source === 'path') u.pathname = u.pathname.replace(/\.(\d{2,4})\.html$/, `.${branch}.html`);
  else u.searchParams.set('loc', branch);
  return { redirectTo: joinUrl(u, true), rules: [...sel.rules, 'SELECTOR-08'] };
}
