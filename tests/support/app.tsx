import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import type { StorefrontConfig } from '../../spec/schemas/config';
import type { Backend } from '../../src/storefront/session/backend';
import { unavailableBackend } from '../../src/storefront/session/backend';
import type { SessionView } from '../../src/storefront/session/establish';
import { AppContext } from '../../src/app/shell/AppContext';
import type { AppState, OpenModal } from '../../src/app/shell/AppContext';
import { memoryCookieJar } from '../../src/storefront/cookies';
import { memoryStorage } from '../../src/storefront/ports';
import { RouterProvider } from '../../src/app/shell/router';
import { createCart } from '../../src/storefront/cart/cart';
import { cartIds } from '../../src/storefront/cart/cartIds';
import { fakeCartService } from './cart';
import { CartScope } from '../../src/app/cart/CartContext';
import { ClippedOffersProvider } from '../../src/app/product/ClippedMark';

/** Test harness: the storefront context with a fake backend, an in-memory cookie jar and a fixed clock. */
export function guestSession(overrides: Partial<SessionView> = {}): SessionView {
  return {
    userType: 'G',
    storeId: '1502',
    zipcode: '94611',
    preference: 'J4U',
    banner: 'freshway',
    siteType: 'C',
    storeAddress: { line1: '100 Main St', city: 'Oakland', state: 'CA', zipcode: '94611' },
    firstName: null,
    customerId: null,
    userInfo: null,
    how: 'test',
    rules: [],
    ...overrides,
  };
}

export function renderWithApp(
  ui: ReactElement,
  options: { backend?: Partial<Backend>; session?: SessionView | null; settings?: StorefrontConfig['settings']; cookies?: Record<string, string>; now?: number; onModal?: (m: OpenModal) => void; toasts?: string[]; toggles?: Partial<StorefrontConfig['featureToggles']>; cartService?: ReturnType<typeof fakeCartService> } = {},
) {
  const cookies = memoryCookieJar(options.cookies ?? {});
  const base = parseConfigObject(simulatorConfig('freshway'));
  const config: StorefrontConfig = { ...base, ...(options.settings ? { settings: options.settings } : {}), featureToggles: { ...base.featureToggles, ...options.toggles } };
  // The cart core over an in-memory cart service, following the harness's session as the page's cart does.
  const cartService = options.cartService ?? fakeCartService();
  const backend: Backend = { ...unavailableBackend, ...options.backend };
  const toasts = options.toasts ?? [];
  const modals: OpenModal[] = [];
  const signOuts: string[] = [];
  let latest: AppState | null = null;
  const cart = createCart({ api: cartService.api, ids: cartIds(memoryStorage(), cookies), cookies, toggles: config.featureToggles, showToast: (t) => toasts.push(t), log: () => undefined });
  function Harness() {
    const [session, setSession] = useState<SessionView | null>(options.session === undefined ? guestSession() : options.session);
    useEffect(() => void cart.sessionChanged(session), [session]);
    const [modal, setModal] = useState<OpenModal>(null);
    const value: AppState = {
      config,
      banner: banners[0],
      b2b: false,
      cookies,
      backend,
      now: () => options.now ?? 1_800_000_000_000,
      simulator: true,
      session,
      setSession,
      modal,
      openModal: (m) => {
        modals.push(m);
        options.onModal?.(m);
        setModal(m);
      },
      showToast: (t) => toasts.push(t),
      reloadSession: async () => undefined,
      signOut: async (reason) => void signOuts.push(reason ?? 'shopper'),
    };
    latest = value;
    return (
      <RouterProvider>
        <AppContext.Provider value={value}>
          <CartScope cart={cart}>
            <ClippedOffersProvider>{ui}</ClippedOffersProvider>
          </CartScope>
        </AppContext.Provider>
      </RouterProvider>
    );
  }
  const result = render(<Harness />);
  return { ...result, cookies, toasts, modals, signOuts, cart, cartService, state: () => latest! };
}

/** A storefront core over test ports for the hosts that render its snapshot (toast, user-error popup). */
export { testCore } from './core';
