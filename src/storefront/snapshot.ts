import type { StoreModalTab } from './fulfilment';
import type { QueuedPageLoadModal, SessionView } from './session/establish';
import type { ShownTooltip } from './sessionTooltip';
import type { EmailPrefillShown } from './sign-in/emailPrefill';
import type { SignInArrival } from './sign-in/arrival';
import type { SplashDeal } from './splash';
import type { ShownUserError } from './userErrors';

/**
 * What the screens show of the storefront core, and the one place it changes: every change is a named action reduced
 * here, so a rule about the snapshot (closing the conflict modal ends the profile check, SPLASH-06) holds whoever asks.
 */

export interface ConflictSide {
  readonly banner: string;
  readonly storeId: string | null;
  readonly address?: string | null;
}

export type OpenModal =
  | { readonly kind: 'store'; readonly tab: StoreModalTab; readonly zipcode?: string; readonly closedStore?: boolean; readonly modalType?: 2 | 3 }
  | { readonly kind: 'signIn' }
  | { readonly kind: 'createAccount' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'conflict'; readonly current: ConflictSide; readonly previous: ConflictSide }
  | null;

export interface Toast {
  readonly text: string;
  readonly key: number;
}

/** Everything the screens show; a new object whenever anything in it changes (`useSyncExternalStore`). */
export interface StorefrontSnapshot {
  readonly session: SessionView | null;
  /** How many establishments are running: the header is busy meanwhile. */
  readonly establishing: number;
  /** The page load's store, known before the session is (the page's content is asked for beside it). */
  readonly pageLoadStoreId: string | null;
  readonly modal: OpenModal;
  readonly toast: Toast | null;
  readonly tooltip: ShownTooltip | null;
  readonly businessProfile: boolean;
  readonly passkey: boolean;
  /** SPLASH-06: the conflict flow and the profile check are done. */
  readonly profileChecked: boolean;
  /** SESSION-EST-07: the page-load modals still to show after the splash, in order. */
  readonly pageModals: readonly QueuedPageLoadModal[];
  /** SESSION-EST-08: the cross-banner MFC delivery remapped alert. */
  readonly remapped: boolean;
  /** SPLASH-01..08: the deals the page load's splash shows now (null: no splash open). */
  readonly splash: readonly SplashDeal[] | null;
  /** SESSION-EST-07: the page load's splash has closed, or decided not to show: the page-load modals after it may. */
  readonly splashDone: boolean;
  /** MISC-08: the user error the popup shows now (the first asked for whose popup wrapper delay has passed). */
  readonly userError: ShownUserError | null;
  /**
   * The page load could not finish: code it fetches on demand did not arrive (a dropped connection, a file gone with a
   * new release) or it failed. The header says so and offers to load the page again, instead of staying busy.
   */
  readonly loadFailed: boolean;
  /** SIGNIN-08: the email the sign-in's field starts with (locked for a progressive-profile user), if the address asked. */
  readonly signInPrefill: EmailPrefillShown | null;
  /** SIGNIN-06, SIGNIN-07 (ERR-38): what the sign-in pages found on arrival (null on other pages). */
  readonly signInArrival: SignInArrival | null;
}

export const INITIAL_SNAPSHOT: StorefrontSnapshot = {
  session: null,
  establishing: 0,
  pageLoadStoreId: null,
  modal: null,
  toast: null,
  tooltip: null,
  businessProfile: false,
  passkey: false,
  profileChecked: false,
  pageModals: [],
  remapped: false,
  splash: null,
  splashDone: false,
  userError: null,
  loadFailed: false,
  signInPrefill: null,
  signInArrival: null,
};

/** Every change of the snapshot, by what happened. */
export type StorefrontAction =
  | { readonly type: 'establishStarted' }
  | { readonly type: 'establishEnded' }
  | { readonly type: 'pageLoadStoreKnown'; readonly storeId: string }
  | { readonly type: 'sessionChanged'; readonly session: SessionView }
  | { readonly type: 'pageModalsQueued'; readonly modals: readonly QueuedPageLoadModal[]; readonly remapped: boolean }
  | { readonly type: 'pageModalDone' }
  | { readonly type: 'remappedClosed' }
  | { readonly type: 'modalOpened'; readonly modal: NonNullable<OpenModal> }
  | { readonly type: 'modalClosed' }
  | { readonly type: 'timeoutModalClosed' }
  | { readonly type: 'profileChecked' }
  | { readonly type: 'toastShown'; readonly toast: Toast }
  | { readonly type: 'toastGone' }
  | { readonly type: 'tooltipShown'; readonly tooltip: ShownTooltip }
  | { readonly type: 'tooltipHidden' }
  | { readonly type: 'passkeyPrompted' }
  | { readonly type: 'passkeyClosed' }
  | { readonly type: 'businessProfileDue' }
  | { readonly type: 'businessProfileClosed' }
  | { readonly type: 'splashShown'; readonly deals: readonly SplashDeal[] }
  | { readonly type: 'splashSkipped' }
  | { readonly type: 'splashClosed' }
  | { readonly type: 'userErrorChanged'; readonly userError: ShownUserError | null }
  | { readonly type: 'pageLoadFailed' }
  | { readonly type: 'signInPrefilled'; readonly prefill: EmailPrefillShown }
  | { readonly type: 'signInArrived'; readonly arrival: SignInArrival };

/** The snapshot after `action`; the same object when the action changes nothing (no listener is told). */
export function reduceSnapshot(s: StorefrontSnapshot, action: StorefrontAction): StorefrontSnapshot {
  const next = changes(s, action);
  if (next === null) return s;
  for (const key of Object.keys(next) as (keyof StorefrontSnapshot)[]) {
    if (next[key] !== s[key]) return { ...s, ...next };
  }
  return s;
}

function changes(s: StorefrontSnapshot, action: StorefrontAction): Partial<StorefrontSnapshot> | null {
  switch (action.type) {
    case 'establishStarted':
      return { establishing: s.establishing + 1 };
    case 'establishEnded':
      // An end without its start (a disposed core's late answer) never makes the count negative.
      return { establishing: Math.max(0, s.establishing - 1) };
    case 'pageLoadStoreKnown':
      return { pageLoadStoreId: action.storeId };
    case 'sessionChanged':
      return { session: action.session };
    case 'pageModalsQueued':
      return { pageModals: action.modals, remapped: action.remapped };
    case 'pageModalDone':
      return { pageModals: s.pageModals.slice(1) };
    case 'remappedClosed':
      return { remapped: false };
    case 'modalOpened':
      return { modal: action.modal };
    case 'modalClosed':
      // SPLASH-06: the conflict modal closed (the current store kept, or its switch could not start) ends the conflict
      // flow, which the splash waits for.
      return s.modal?.kind === 'conflict' ? { modal: null, profileChecked: true } : { modal: null };
    case 'timeoutModalClosed':
      return s.modal?.kind === 'timeout' ? { modal: null } : null;
    case 'profileChecked':
      return { profileChecked: true };
    case 'toastShown':
      return { toast: action.toast };
    case 'toastGone':
      return { toast: null };
    case 'tooltipShown':
      return { tooltip: action.tooltip };
    case 'tooltipHidden':
      return { tooltip: null };
    case 'passkeyPrompted':
      return { passkey: true };
    case 'passkeyClosed':
      return { passkey: false };
    case 'businessProfileDue':
      return { businessProfile: true };
    case 'businessProfileClosed':
      return { businessProfile: false };
    case 'splashShown':
      return { splash: action.deals };
    case 'splashSkipped':
      return { splashDone: true };
    case 'splashClosed':
      return s.splash === null ? null : { splash: null, splashDone: true };
    case 'userErrorChanged':
      return { userError: action.userError };
    case 'pageLoadFailed':
      return { loadFailed: true };
    case 'signInPrefilled':
      return { signInPrefill: action.prefill };
    case 'signInArrived':
      return { signInArrival: action.arrival };
  }
}
