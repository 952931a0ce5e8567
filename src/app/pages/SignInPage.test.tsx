import { StrictMode, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { banners } from '../../../spec/banners';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { parseConfigObject } from '../../../spec/schemas/config';
import { UserErrorHost } from '../modals/UserErrorHost';
import { StorefrontContext } from '../shell/AppContext';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { memoryCookieJar } from '../../storefront/cookies';
import { memoryStorage } from '../../storefront/ports';
import { unavailableBackend } from '../../storefront/session/backend';
import type { SessionView } from '../../storefront/session/establish';
import { createStorefront } from '../../storefront/storefront';
import type { Storefront } from '../../storefront/storefront';
import { REDIRECT_URL_COOKIE } from '../../storefront/sign-in/afterSignIn';
import { ASSISTANT_STORAGE_KEY } from '../../storefront/sign-in/assistantSignIn';
import { SignInPage } from './SignInPage';

const signedIn = guestSession({ userType: 'C', firstName: 'Ana' });

/** The core over this document's address and session storage, as the page's is; replacing goes through history. */
function pageCore(options: { session?: SessionView; cookies?: Record<string, string> } = {}): Storefront {
  const core = createStorefront({
    config: parseConfigObject(simulatorConfig('freshway')),
    banner: banners[0],
    b2b: false,
    cookies: memoryCookieJar(options.cookies ?? {}),
    backend: unavailableBackend,
    clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    local: memoryStorage(),
    session: window.sessionStorage,
    location: {
      current: () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, host: window.location.host, href: window.location.href }),
      replace: (path) => window.history.replaceState(null, '', path),
      assign: () => undefined,
    },
    freshId: () => 'grs-test',
    log: () => undefined,
  });
  if (options.session) core.setSession(options.session);
  return core;
}

const withCore = (core: Storefront, ui: ReactElement) => <StorefrontContext.Provider value={core}>{ui}</StorefrontContext.Provider>;

describe('sign-in pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ERR-07 REDIRECT-06 a signed-in shopper on the sign-in page with goto to another host lands on the default home page', async () => {
    window.history.replaceState(null, '', `/account/sign-in.html?goto=${encodeURIComponent('//evil.example/steal')}`);
    renderWithApp(withCore(pageCore({ session: signedIn }), <SignInPage service={false} />), { session: signedIn });
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/'));
  });

  it('REDIRECT-06 a same-site goto is followed, and the recorded redirect cookie is used up', async () => {
    window.history.replaceState(null, '', `/account/sign-in.html?goto=${encodeURIComponent('/contact-us.html')}`);
    const core = pageCore({ session: signedIn, cookies: { [REDIRECT_URL_COOKIE]: '/foru/coupons-deals.html' } });
    renderWithApp(withCore(core, <SignInPage service={false} />), { session: signedIn });
    await waitFor(() => expect(window.location.pathname).toBe('/contact-us.html'));
    expect(core.cookies.get(REDIRECT_URL_COOKIE)).toBeUndefined();
  });

  it('a guest on the sign-in page stays there with the sign-in button', async () => {
    window.history.replaceState(null, '', `/account/sign-in.html?goto=${encodeURIComponent('/contact-us.html')}`);
    const core = pageCore();
    renderWithApp(withCore(core, <SignInPage service={false} />));
    expect(screen.getByRole('button', { name: 'Sign in or create an account' })).toBeInTheDocument();
    await act(() => core.signInArrival());
    expect(window.location.pathname).toBe('/account/sign-in.html');
  });

  it("SIGNIN-06 ERR-38 MISC-08 an assistant's request without a scope: 'You are not authorized to Sign-In.' in the user-error popup, once, and no sign-in", async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/account/auth/service/sign-in.html?client_id=assistant&redirect_uri=%2Fcallback&state=s1');
    // The popups wait on timers (delayMs): fake ones, which also follow real time so the user events' delays pass.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The popup host is there before the page (as in the storefront); the page arrives under StrictMode, which runs its
    // effects twice.
    function Arrival() {
      const [arrived, setArrived] = useState(false);
      return (
        <>
          <UserErrorHost core={core} />
          {arrived ? (
            <StrictMode>
              <SignInPage service />
            </StrictMode>
          ) : (
            <button type="button" onClick={() => setArrived(true)}>
              Arrive
            </button>
          )}
        </>
      );
    }
    const core = pageCore();
    renderWithApp(withCore(core, <Arrival />));
    await userEvent.click(screen.getByRole('button', { name: 'Arrive' }));
    // CALLS-04: the popup wrapper delay passes on the core's clock.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const popup = await screen.findByRole('dialog', { name: 'Sign-in not available' });
    expect(popup).toHaveAccessibleDescription('You are not authorized to Sign-In.');
    expect(screen.queryByRole('button', { name: 'Sign in or create an account' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ASSISTANT_STORAGE_KEY)).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    // Asked once: closing it leaves no second popup, and the page still says why.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Every popup timer still pending runs out: a second popup would be open now.
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('You are not authorized to Sign-In.')).toBeInTheDocument();
  });

  it('MISC-08 SIGNIN-06 a complete assistant request asks for no user-error popup', async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/account/auth/service/sign-in.html?client_id=assistant&redirect_uri=%2Fcallback&scope=openid&state=s1');
    vi.useFakeTimers();
    const core = pageCore();
    renderWithApp(
      withCore(
        core,
        <>
          <SignInPage service />
          <UserErrorHost core={core} />
        </>,
      ),
    );
    // Every popup timer the page started runs out: a popup asked for would be open now.
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('You are not authorized to Sign-In.')).not.toBeInTheDocument();
  });

  it('SIGNIN-06 DEEPLINK-09 a complete assistant request is stored and offers the sign-in', async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/account/auth/service/sign-in.html?client_id=assistant&redirect_uri=%2Fcallback&scope=openid&state=s1');
    renderWithApp(withCore(pageCore(), <SignInPage service />));
    expect(screen.getByRole('button', { name: 'Sign in or create an account' })).toBeInTheDocument();
    expect(await screen.findByText('An app is asking you to sign in.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ASSISTANT_STORAGE_KEY)).not.toBeNull();
  });
});
