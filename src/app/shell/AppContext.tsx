import { createContext, useContext } from 'react';
import type { StorefrontConfig } from '../../../spec/schemas/config';
import type { Banner } from '../../../spec/schemas/banner';
import type { Backend } from '../session/backend';
import type { SessionView } from '../session/establish';
import type { CookieJar } from './cookies';
import type { StoreModalTab } from '../session/ruleAdapters';
import type { ConflictSide } from '../modals/ConflictModal';

export type OpenModal =
  | { readonly kind: 'store'; readonly tab: StoreModalTab; readonly zipcode?: string; readonly closedStore?: boolean; readonly modalType?: 2 | 3 }
  | { readonly kind: 'signIn' }
  | { readonly kind: 'createAccount' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'conflict'; readonly current: ConflictSide; readonly previous: ConflictSide }
  | null;

export interface AppServices {
  readonly config: StorefrontConfig;
  readonly banner: Banner;
  readonly b2b: boolean;
  readonly cookies: CookieJar;
  readonly backend: Backend;
  readonly now: () => number;
  readonly simulator: boolean;
}

export interface AppState extends AppServices {
  readonly session: SessionView | null;
  readonly setSession: (view: SessionView) => void;
  readonly modal: OpenModal;
  readonly openModal: (modal: OpenModal) => void;
  readonly showToast: (message: string) => void;
  /** Re-runs page-load session establishment (after sign-in, sign-out, reset). */
  readonly reloadSession: () => Promise<void>;
  /** A session (re-)establishment is running: the header is marked busy until it has shown its outcome. */
  readonly sessionLoading?: boolean;
  /** The store the page load's session is being established at, known before the session itself. */
  readonly pageLoadStoreId?: string | null;
}

export const AppContext = createContext<AppState | null>(null);

export function useApp(): AppState {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside the storefront');
  return value;
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
