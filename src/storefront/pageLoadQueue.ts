import type { QueuedPageLoadModal } from './session/establish';
import type { SessionView } from './session/establish';

/** Local-storage mark of the last prebook-slot invitation (epoch ms). */
export const PREBOOK_SHOWN_KEY = 'prebookSlotShownAt';
const DAY_MS = 86_400_000;

/**
 * The page-load modals the planner allowed (SESSION-EST-07, MISC-09, CONFIG-03), kept in order, narrowed to those
 * with something to say: the prebook-slot invitation concerns slot-based fulfilment (delivery or pickup) and is
 * offered at most once a day; the merge-account offer needs the account flag saying there is more than one account.
 */
export function pageLoadQueue(allowed: readonly QueuedPageLoadModal[], view: SessionView, prebookShownAt: string | null, now: number): QueuedPageLoadModal[] {
  const last = Number(prebookShownAt);
  const recentlyOffered = Number.isFinite(last) && last > 0 && now - last < DAY_MS;
  return allowed.filter((modal) => {
    if (modal === 'prebook-slot') return (view.preference === 'DELIVERY' || view.preference === 'DUG') && !recentlyOffered;
    return view.userInfo?.multiAccounts === true;
  });
}
