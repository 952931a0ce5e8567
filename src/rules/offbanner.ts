import type { SessionInfo } from '../../spec/schemas/sessionCookie';

// Read only by cross-banner session updates (loaded on demand); apart so the page load does not carry it.

export interface OffbannerBlock {
  readonly banner: string;
  readonly storeId: string;
  readonly preference: string;
  readonly zipcode: string;
  readonly wfcStoreId?: string;
}

/** COOKIE-04: the offbanner block of a signed-in user on another banner. */
export function withOffbanner(info: SessionInfo, block: OffbannerBlock): { info: SessionInfo; rules: string[] } {
  return { info: { ...info, offbanner: { ...block } }, rules: ['COOKIE-04'] };
}
