import { createContext, useContext, useSyncExternalStore } from 'react';
import type { StorefrontConfig } from '../../../spec/schemas/config';
import type { Banner } from '../../../spec/schemas/banner';
import type { Backend } from '../../storefront/session/backend';
import type { SessionView } from '../../storefront/session/establish';
import type { CookieJar } from '../../storefront/cookies';
import type { OpenModal, Storefront, StorefrontSnapshot } from '../../storefront/storefront';

export type { OpenModal };

export interface AppServices {
  readonly config: StorefrontConfig;
  readonly banner: Banner;
  readonly b2b: boolean;
  readonly cookies: CookieJar;
  readonly backend: Backend;
  readonly now: () => number;
  readonly simulator: boolean;
  /** CONFIG-06: the MD5 the device id is hashed with; the project's own unless withheld (`null`, ERR-48). */
  readonly md5?: ((s: string) => string) | null;
}

export interface AppState extends AppServices {
  readonly session: SessionView | null;
  readonly setSession: (view: SessionView) => void;
  readonly modal: OpenModal;
  readonly openModal: (modal: OpenModal) => void;
  readonly showToast: (message: string) => void;
  /** SIGNIN-08: the email the sign-in's field starts with, as the page load found it. */
  readonly signInPrefill?: StorefrontSnapshot['signInPrefill'];
  /** The core's sign-out (SIGNIN-05): what it clears, the provider logout and the guest session after it. */
  readonly signOut: Storefront['signOut'];
  /** Re-runs page-load session establishment (after sign-in, sign-out, reset). */
  readonly reloadSession: () => Promise<void>;
  /** A session (re-)establishment is running: the header is marked busy until it has shown its outcome. */
  readonly sessionLoading?: boolean;
  /** The store the page load's session is being established at, known before the session itself. */
  readonly pageLoadStoreId?: string | null;
}

/**
 * The session and the open modal, what most screens read. The toast, tooltip and page-load modals are not in it: the
 * hosts that show them read the core's snapshot themselves (useStorefrontSelector), so a toast re-renders its host only.
 */
export const AppContext = createContext<AppState | null>(null);
/** The storefront core the page runs (src/storefront), for the hosts that read its snapshot. */
export const StorefrontContext = createContext<Storefront | null>(null);

export function useApp(): AppState {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside the storefront');
  return value;
}

export function useStorefront(): Storefront {
  const core = useContext(StorefrontContext);
  if (!core) throw new Error('useStorefront outside the storefront');
  return core;
}

/**
 * One part of the core's snapshot; the component re-renders when that part changes, not when another does. The
 * pre-rendered shell is the core's snapshot before its page load (src/app/shell/shells.tsx), and so is the snapshot
 * the page hydrates with: the page load starts in an effect, after hydration.
 */
export function useStorefrontSelector<T>(core: Storefront, select: (snapshot: StorefrontSnapshot) => T): T {
  const read = () => select(core.getSnapshot());
  return useSyncExternalStore(core.subscribe, read, read);
}

/**
 * The store whose catalogue a page shows: the session's, or while the page load is still establishing the session,
 * the store it has already decided on, so a page's content is asked for alongside the session's last calls. A
 * session that ends at another store (reconciliation, a store change) changes the answer and the page reloads it.
 */
export function useShoppingStoreId(): string | null {
  const { session, pageLoadStoreId } = useApp();
  return session?.storeId ?? pageLoadStoreId ?? null;
}
