import type { SessionInfo } from '../../spec/schemas/sessionCookie';
import { isWineD2CEnabled } from './storeFlags';

// Read only by a store change (loaded on demand); apart so the page load does not carry it.

/**
 * STORE-CHANGE-02 / STORE-FLAGS-05: the wine store id is put in the session cookie when wine
 * direct-to-consumer is enabled and a wine store id is present, and removed otherwise.
 */
export function applyWineStoreId(info: SessionInfo, flags: unknown, wineStoreId: unknown): { info: SessionInfo; rules: string[] } {
  const fromFlags = (flags as { wineStoreId?: unknown } | null | undefined)?.wineStoreId;
  // The id given with the change wins; else the store flags' own (an empty one there is no id either).
  const id = typeof wineStoreId === 'string' && wineStoreId !== '' ? wineStoreId : typeof fromFlags === 'string' ? fromFlags : '';
  const COMMON: Record<string, unknown> = { ...(info.COMMON ?? {}) };
  if (isWineD2CEnabled(flags) && id !== '') COMMON.wfcStoreId = id;
  else delete COMMON.wfcStoreId;
  return { info: { ...info, COMMON }, rules: ['STORE-CHANGE-02', 'STORE-FLAGS-05'] };
}
