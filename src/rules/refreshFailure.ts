import type { Explained } from './module';

// Apart from the code catalogue (errorMessages.ts): every page load of a signed-in user may refresh its session,
// and this rule needs none of the catalogue's texts.

export interface RefreshFailure extends Explained {
  readonly log: string;
  readonly forcedSignOut: true;
  /** The keep-me-signed-in cookie value written by the forced sign-out (AMBIG-22: lower-case `error`). */
  readonly kmsiCookie: 'error';
}

/** ERRORS-10: the per-status rows decide only what is logged; every failure ends in a forced sign-out. */
export function sessionRefreshFailure(status: number | null): RefreshFailure {
  const rules = ['ERRORS-10', 'AMBIG-54'];
  if (status === 429) return { log: 'Too many requests (this message can be ignored)', forcedSignOut: true, kmsiCookie: 'error', rules };
  if (status === 403 || status === 404) return { log: `Session refresh returned ${status}`, forcedSignOut: true, kmsiCookie: 'error', rules };
  return { log: 'Invalid URL or Cross-Origin Request Blocked (allow-list this site with the identity provider)', forcedSignOut: true, kmsiCookie: 'error', rules };
}
