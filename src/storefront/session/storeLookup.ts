import type { Backend, StoreSummary } from './backend';
import { STORE_LOOKUP_FAILED, storeModalFailureLog } from '../storeModalFailure';

/**
 * Nearest first (decision 0431); stores without a distance keep the resolver's order after those with one. The sort is
 * stable, so stores of one distance keep the resolver's order too; two unknown distances compare as equal, not NaN.
 */
export function byDistance(stores: readonly StoreSummary[]): StoreSummary[] {
  const miles = (store: StoreSummary) => store.distance ?? Number.POSITIVE_INFINITY;
  return [...stores].sort((a, b) => miles(a) - miles(b) || 0);
}

export type StoreLookup = { readonly ok: true; readonly stores: readonly StoreSummary[]; readonly first: string | null } | { readonly ok: false; readonly message: string };

/**
 * The store modal's lookup: the resolver's stores near a ZIP code, nearest first, with the first open one (what the
 * modal selects). A failure gives the modal's fallback; the resolver's message goes to the log (ERR-42).
 */
export async function storesNear(backend: Pick<Backend, 'storesForZip'>, zipcode: string, log: (line: string) => void = () => undefined): Promise<StoreLookup> {
  try {
    const stores = byDistance(await backend.storesForZip(zipcode));
    return { ok: true, stores, first: stores.find((s) => s.isClosed !== true)?.storeId ?? null };
  } catch (error) {
    log(storeModalFailureLog('store lookup', error));
    return { ok: false, message: STORE_LOOKUP_FAILED };
  }
}
