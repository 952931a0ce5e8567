/**
 * The page a live sign-in returns to. The authorize callback sends the browser back to the page the hand-off left,
 * as Referer names it (decision 0303); when the callback is on another origin than the page, as with `sim serve`
 * behind a live build, the browser names only the origin, and the shopper lands on the home page. So the hand-off
 * remembers its page in the tab's session storage, and the first page load after it, when it lands on the bare home
 * page, shows the remembered page instead (decision 0432). Only a path of this site is remembered, only for a few
 * minutes, and it is used once.
 */

export const SIGN_IN_RETURN_KEY = 'signInReturn';
/** Longer than any sign-in hand-off takes; a stale mark is ignored. */
export const SIGN_IN_RETURN_TTL_MS = 5 * 60_000;

interface Place {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A path of this site: one slash, no scheme, no host (`//host`, `/\host`), no control characters. */
const isSitePath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !value.includes('\\') && ![...value].some((c) => c.charCodeAt(0) < 0x20);

export function rememberSignInReturn(storage: SessionStore | null, place: Place, now: number): void {
  const page = `${place.pathname}${place.search}${place.hash}`;
  if (!storage || !isSitePath(page)) return;
  try {
    storage.setItem(SIGN_IN_RETURN_KEY, JSON.stringify({ page, at: now }));
  } catch {
    // Storage full or refused: the sign-in still completes, on the page the callback chooses.
  }
}

/**
 * The page to show instead of this one after a hand-off: the remembered page when this load is the bare home page
 * the callback fell back to, the mark is fresh and the page is another path of this site; else null. The mark is
 * removed either way.
 */
export function signInReturnPage(storage: SessionStore | null, place: Place, now: number): string | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(SIGN_IN_RETURN_KEY);
    if (raw !== null) storage.removeItem(SIGN_IN_RETURN_KEY);
  } catch {
    return null;
  }
  if (raw === null || place.pathname !== '/' || place.search !== '' || place.hash !== '') return null;
  let mark: unknown;
  try {
    mark = JSON.parse(raw);
  } catch {
    return null;
  }
  const { page, at } = (mark ?? {}) as { page?: unknown; at?: unknown };
  if (typeof page !== 'string' || typeof at !== 'number' || !isSitePath(page) || page === '/') return null;
  if (!(now >= at && now - at <= SIGN_IN_RETURN_TTL_MS)) return null;
  return page;
}
