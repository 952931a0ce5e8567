import { completeStoreFlags, knownBranchId } from '../../rules/storeFlags';
import type { StoreFlagsCompletion } from '../../rules/storeFlags';
import type { Backend } from './backend';
import { BackendError } from './backend';
import { storageWorks } from '../ports';

/** Where the store's timezone is kept between pages (STORE-FLAGS-06). */
export const STORE_TIMEZONE_KEY = 'storeTimezone';

type TimezoneStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * STORE-FLAGS-01..06 on a page load: the flags of the session's branch (only when one is known), the completion on
 * success and on failure, the failure logged with its status, the timezone stored again only where storage works.
 */
export async function loadStoreFlags(input: { backend: Backend; storeId: string; zipcode: string; storage: TimezoneStorage | null; log: (line: string) => void }): Promise<StoreFlagsCompletion | null> {
  if (!input.backend.storeFlags || knownBranchId(input.storeId) === null) return null;
  let outcome: Parameters<typeof completeStoreFlags>[0]['outcome'];
  try {
    outcome = { status: 'ok', body: await input.backend.storeFlags(input.storeId, input.zipcode) };
  } catch (error) {
    // Only the backend's own failures carry an HTTP status to log; any other error is logged without one.
    outcome = { status: 'failed', httpStatus: error instanceof BackendError ? (error.status ?? undefined) : undefined };
  }
  const works = storageWorks(input.storage);
  const done = completeStoreFlags({ branchId: input.storeId, outcome, storageWorks: works });
  if (done.log) input.log(done.log);
  // Stryker disable next-line ConditionalExpression: without a storage the calls below throw, and the catch drops that as the guard does.
  if (input.storage) {
    try {
      input.storage.removeItem(STORE_TIMEZONE_KEY);
      if (done.timezone.store) input.storage.setItem(STORE_TIMEZONE_KEY, done.timezone.store);
    } catch {
      // Storage that fails after the probe only loses the timezone.
    }
  }
  return done;
}
