import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { parseConfigObject } from '../../../spec/schemas/config';
import { BackendError, unavailableBackend } from '../../storefront/session/backend';
import type { Backend } from '../../storefront/session/backend';
import { AppContext } from '../shell/AppContext';
import type { AppState, OpenModal } from '../shell/AppContext';
import { memoryCookieJar } from '../../storefront/cookies';
import { guestSession, renderWithApp, testCore } from '../../../tests/support/app';
import { SignInModal } from './SignInModal';
import { UserErrorHost } from '../modals/UserErrorHost';
import { ASSISTANT_STORAGE_KEY } from '../../storefront/sign-in/assistantSignIn';

const factors = [
  { id: 'email-1', factorType: 'email' },
  { id: 'sms-1', factorType: 'sms' },
  { id: 'pw-1', factorType: 'password' },
];

function backend(overrides: Partial<Backend> = {}): Partial<Backend> {
  return {
    authn: vi.fn(async () => ({ stateToken: 'st-1', factors })),
    sendCode: vi.fn(async () => undefined),
    verify: vi.fn(async () => ({ status: 'SUCCESS', sessionToken: 'tok' })),
    followAuthorize: vi.fn(async () => undefined),
    ...overrides,
  };
}

async function identify(value: string) {
  await userEvent.type(screen.getByLabelText('Email or mobile number'), value);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('OTP-07 Continue starts disabled and is enabled only for a valid email or phone', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend() });
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email or mobile number'), 'ana@example');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email or mobile number'), '.com');
    expect(button).toBeEnabled();
  });

  it('VALIDATION-02 a phone starting with 1 shows the pattern error, announced on the field', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend() });
    const input = screen.getByLabelText('Email or mobile number');
    await userEvent.type(input, '1234567890');
    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A mobile number cannot start with 0 or 1.');
  });

  it('OTP-01 OTP-11 a phone with an sms factor gets the code panel, the code sent through the sms factor', async () => {
    const b = backend();
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: b });
    await identify('(925) 555-0101');
    expect(await screen.findByRole('dialog', { name: 'Enter your verification code' })).toBeInTheDocument();
    expect(b.authn).toHaveBeenCalledWith('9255550101');
    expect(b.sendCode).toHaveBeenCalledWith('sms-1', 'st-1');
    expect(screen.getByText('(925) 555-0101')).toBeInTheDocument();
  });

  it('Forgot password hands the email already typed to the reset page in the history entry, never in the address; a phone hands nothing', async () => {
    for (const [typed, handed] of [['ana@example.com', 'ana@example.com'], ['(925) 555-0101', undefined]] as const) {
      window.history.replaceState(null, '', '/');
      const { unmount } = renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend({ authn: async () => ({ stateToken: 's', factors: [{ id: 'p', factorType: 'password' }] }) }) });
      await identify(typed);
      await screen.findByRole('dialog', { name: 'Enter your password' });
      await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
      await waitFor(() => expect(window.location.pathname).toBe('/account/reset-password.html'));
      expect(window.location.search).toBe('');
      expect((window.history.state as Record<string, unknown> | null)?.resetEmail).toBe(handed);
      unmount();
    }
  });

  it('OTP-02 only a password factor leads to the password panel', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend({ authn: async () => ({ stateToken: 's', factors: [{ id: 'p', factorType: 'password' }] }) }) });
    await identify('ana@example.com');
    expect(await screen.findByRole('dialog', { name: 'Enter your password' })).toBeInTheDocument();
  });

  it('VALIDATION-05 OTP-04 OTP-10 TOAST-08 SIGNIN-03 non-digits are stripped, a valid code signs in, keeps the user signed in 90 days', async () => {
    const b = backend();
    const onClose = vi.fn();
    const { toasts, cookies } = renderWithApp(<SignInModal onClose={onClose} now={() => 5_000} />, { backend: b, now: 5_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await identify('ana@example.com');
    const code = await screen.findByLabelText('Verification code');
    await userEvent.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await userEvent.type(code, '56');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(b.verify).toHaveBeenCalledWith('email-1', 'st-1', '123456');
    expect(b.followAuthorize).toHaveBeenCalledWith(expect.stringMatching(/^\/idp\/oauth2\/default\/v1\/authorize\?client_id=web-portal-sim&redirect_uri=[^&]+&response_type=code&response_mode=query&state=[^&]+&nonce=[^&]+&scope=openid%20profile%20email%20offline_access%20used_credentials&sessionToken=tok$/));
    expect(toasts).toContain("Welcome back. you're now signed in.");
    expect(cookies.get('SAFEWAY_KMSI')).toBe('true');
    expect(cookies.expiries.get('SAFEWAY_KMSI')).toBe(5_000 + 90 * 86_400_000);
  });

  it('SESSION-EST-13 ERR-39 a sign-in whose page load ended as a guest (failed keep-me-signed-in refresh) gets no welcome toast', async () => {
    for (const [shown, greeted] of [
      [guestSession({ how: 'default guest session' }), false],
      [null, false],
      [guestSession({ userType: 'C', firstName: 'Ana' }), true],
    ] as const) {
      const onClose = vi.fn();
      // The modal reads the loaded session once the signed-in page load is over, and decides on the toast right then.
      const currentSession = vi.fn(() => shown);
      const { toasts, unmount } = renderWithApp(<SignInModal onClose={onClose} currentSession={currentSession} />, { backend: backend() });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
      await identify('ana@example.com');
      await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(currentSession).toHaveBeenCalled());
      expect(onClose).toHaveBeenCalled();
      expect(toasts.includes("Welcome back. you're now signed in.")).toBe(greeted);
      unmount();
    }
  });

  it('SIGNIN-02 keep-me-signed-in is pre-ticked exactly when its cookie is true', () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { cookies: { SAFEWAY_KMSI: 'true' } });
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toBeChecked();
  });

  it('SIGNIN-02 COOKIE-12 the other keep-me-signed-in values (logout, error) and unknown ones leave it unticked', () => {
    for (const value of ['logout', 'error', 'TRUE', 'yes']) {
      const { unmount } = renderWithApp(<SignInModal onClose={() => undefined} />, { cookies: { SAFEWAY_KMSI: value } });
      expect(screen.getByRole('checkbox', { name: 'Keep me signed in' }), value).not.toBeChecked();
      unmount();
    }
  });

  it('ERRORS-08 a wrong code shows the incorrect-code message', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, {
      backend: backend({
        verify: async () => {
          throw new BackendError('401', 401, 'E0000068');
        },
      }),
    });
    await identify('ana@example.com');
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The verification code you entered is incorrect. Please try again.')).toBeInTheDocument();
  });

  it('ERRORS-03 a CSMS0157 answer shows the server message with a create-account link', async () => {
    const { modals } = renderWithApp(<SignInModal onClose={() => undefined} />, {
      backend: backend({
        authn: async () => {
          throw new BackendError('404', 404, 'CSMS0157', 'We could not find an account for this email.');
        },
      }),
    });
    await identify('new@example.com');
    expect(await screen.findByText('We could not find an account for this email.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create a new account' }));
    expect(modals).toContainEqual({ kind: 'createAccount' });
  });

  it('ERRORS-07 an unknown failure shows the technical-difficulties fallback', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, {
      backend: backend({
        authn: async () => {
          throw new Error('network');
        },
      }),
    });
    await identify('ana@example.com');
    expect(await screen.findByText("Sorry, we're having technical difficulties, please check back later.")).toBeInTheDocument();
  });

  it('OTP-06 LOCKED_OUT shows the lock message', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend({ verify: async () => ({ status: 'LOCKED_OUT' }) }) });
    await identify('ana@example.com');
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/temporarily locked/)).toBeInTheDocument();
  });

  it('OTP-06 ERR-41 a LOCKED_OUT answer to the identify call (no state token, no factors) shows the lock message alone', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend({ authn: async () => ({ status: 'LOCKED_OUT', stateToken: '', expiresAt: '2030-01-01T00:00:00.000Z', factors: [] }) }) });
    await identify('shopper@example.com');
    const alert = await screen.findByText(/temporarily locked for security reasons, please try again in 1 hour\./);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/technical difficulties/)).not.toBeInTheDocument();
    const field = screen.getByLabelText('Email or mobile number');
    expect(field).toBeDisabled();
    // The locked panel is not a validation failure: no field error is announced under the lock message.
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('PROFILE-RECON-10 a modal opened while the signed-in session loads (the store conflict) stays open after sign-in', async () => {
    const order: string[] = [];
    function Shell() {
      const [modal, setModal] = useState<OpenModal>({ kind: 'signIn' });
      const openModal = (next: OpenModal) => {
        order.push(next === null ? 'close' : `open ${next.kind}`);
        setModal(next);
      };
      const value: AppState = {
        config: parseConfigObject(simulatorConfig('freshway')),
        banner: banners[0],
        b2b: false,
        cookies: memoryCookieJar({}),
        backend: { ...unavailableBackend, ...backend() },
        now: () => 1_800_000_000_000,
        simulator: true,
        session: guestSession(),
        setSession: () => undefined,
        modal,
        openModal,
        showToast: () => undefined,
        // Reconciliation of the signed-in profile opens the conflict modal before the reload resolves.
        reloadSession: async () => openModal({ kind: 'conflict', current: { banner: 'freshway', storeId: '1502' }, previous: { banner: 'valleymarket', storeId: '2210' } }),
        signOut: async () => undefined,
      };
      return (
        <AppContext.Provider value={value}>
          {modal?.kind === 'signIn' && <SignInModal onClose={() => openModal(null)} />}
          <output data-testid="modal">{modal?.kind ?? 'none'}</output>
        </AppContext.Provider>
      );
    }
    render(<Shell />);
    await identify('ana@example.com');
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('conflict'));
    // The sign-in modal closes before the signed-in session loads, never after it: nothing is left to dismiss the
    // conflict modal the load opened.
    expect(order).toEqual(['close', 'open conflict']);
    expect(screen.getByTestId('modal')).toHaveTextContent('conflict');
  });

  it('OTP-03 OTP-09 ERR-21 resend waits 30 seconds (inside it the CSMS0139 message, no call); the user may switch to password or use a different email', async () => {
    // The countdown re-renders on a one-second timer: fake timers step it (they also follow real time, so the
    // user events' own zero delays pass), and the modal's clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let now = 0;
    const b = backend();
    renderWithApp(<SignInModal onClose={() => undefined} now={() => now} />, { backend: b });
    await identify('ana@example.com');
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(screen.getByText('You can resend in 30 s')).toBeInTheDocument();
    now = 5_000;
    await userEvent.click(resend);
    expect(screen.getByText('Please wait 30 seconds before trying to resend another code')).toBeInTheDocument();
    expect(b.sendCode).toHaveBeenCalledTimes(1);
    now = 30_000;
    // The countdown's next tick (at most a second away) shows the wait is over.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    expect(screen.queryByText(/You can resend in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(b.sendCode).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    expect(screen.getByRole('dialog', { name: 'Enter your password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
  });

  it('OTP-01 OTP-03 focus follows the panel: the code field after Continue, the password field after switching, the dialog when locked', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend({ verify: async () => ({ status: 'LOCKED_OUT' }) }) });
    await identify('ana@example.com');
    expect(await screen.findByLabelText('Verification code')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    await userEvent.type(password, 'NotThePassword1!');
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/temporarily locked/);
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('VALIDATION-06 a password shorter than 8 characters keeps Sign in disabled and shows the required message', async () => {
    renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend({ authn: async () => ({ stateToken: 's', factors: [{ id: 'p', factorType: 'password' }] }) }) });
    await identify('ana@example.com');
    const pw = await screen.findByLabelText('Password');
    await userEvent.type(pw, 'short');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(pw).toHaveAccessibleDescription('Please enter your password (at least 8 characters).');
  });
});

describe('assistant sign-in', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const SERVICE = '/account/auth/service/sign-in.html';
  /** Runs `body` on `address` with window.location.assign recorded. */
  async function on(address: string, body: (assign: ReturnType<typeof vi.fn>) => Promise<void>) {
    const original = window.location;
    window.history.replaceState(null, '', address);
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, href: original.href, pathname: original.pathname, search: original.search, hash: original.hash, origin: original.origin } });
    try {
      await body(assign);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
      window.history.replaceState(null, '', '/');
      window.sessionStorage.clear();
    }
  }

  it("SIGNIN-06 DEEPLINK-09 OTP-10 an assistant's sign-in authorises with the assistant's client id, redirect, scope and state, and the browser goes there", async () => {
    window.sessionStorage.setItem(ASSISTANT_STORAGE_KEY, JSON.stringify({ clientId: 'assistant-sim', redirectUri: '/assistant/callback', scope: 'openid profile', state: 'assistant-state-1' }));
    await on(`${SERVICE}?client_id=assistant-sim`, async (assign) => {
      const b = backend();
      const onClose = vi.fn();
      const reloadSession = vi.fn();
      const { toasts } = renderWithApp(<SignInModal onClose={onClose} />, { backend: b });
      await identify('ana@example.com');
      await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      const target = new URL(String(assign.mock.calls[0]![0]), 'http://www.freshway.test');
      expect(target.pathname).toBe('/idp/oauth2/default/v1/authorize');
      expect(Object.fromEntries(target.searchParams)).toMatchObject({ client_id: 'assistant-sim', redirect_uri: '/assistant/callback', scope: 'openid profile', state: 'assistant-state-1', response_type: 'code', response_mode: 'query', sessionToken: 'tok' });
      expect(target.searchParams.get('nonce')).not.toBe('');
      // The storefront's own hand-off is not made: the code is the assistant's.
      expect(b.followAuthorize).not.toHaveBeenCalled();
      expect(reloadSession).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
      expect(window.sessionStorage.getItem(ASSISTANT_STORAGE_KEY)).toBeNull();
    });
  });

  it('SIGNIN-06 DEEPLINK-09 the four values in the address are enough, and an ordinary sign-in elsewhere keeps the storefront client', async () => {
    await on(`${SERVICE}?client_id=assistant-sim&redirect_uri=%2Fassistant%2Fcallback&scope=openid&state=s-2`, async (assign) => {
      renderWithApp(<SignInModal onClose={() => undefined} />, { backend: backend() });
      await identify('ana@example.com');
      await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      expect(String(assign.mock.calls[0]![0])).toContain('client_id=assistant-sim&redirect_uri=%2Fassistant%2Fcallback');
    });
    await on('/account/sign-in.html?client_id=assistant-sim&redirect_uri=%2Fassistant%2Fcallback&scope=openid&state=s-2', async (assign) => {
      const b = backend();
      renderWithApp(<SignInModal onClose={() => undefined} />, { backend: b });
      await identify('ana@example.com');
      await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(b.followAuthorize).toHaveBeenCalledWith(expect.stringContaining('client_id=web-portal-sim')));
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it("SIGNIN-06 ERR-38 MISC-08 an assistant without all four values gets 'You are not authorized to Sign-In.' in the user-error popup and no sign-in form", async () => {
    await on(`${SERVICE}?client_id=assistant-sim&redirect_uri=%2Fassistant%2Fcallback&state=s-3`, async (assign) => {
      const onClose = vi.fn();
      const b = backend();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithApp(
        <>
          <SignInModal onClose={onClose} />
          <UserErrorHost core={testCore()} />
        </>,
        { backend: b },
      );
      // CALLS-04: the popup wrapper delay passes on the core's clock.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      const popup = await screen.findByRole('dialog', { name: 'Sign-in not available' });
      expect(popup).toHaveAccessibleDescription('You are not authorized to Sign-In.');
      expect(onClose).toHaveBeenCalled();
      expect(screen.queryByLabelText('Email or mobile number')).not.toBeInTheDocument();
      expect(b.authn).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('REDIRECT-06 ERR-38 an assistant redirect on an untrusted host is refused like missing values', async () => {
    await on(`${SERVICE}?client_id=assistant-sim&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&scope=openid&state=s-4`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithApp(
        <>
          <SignInModal onClose={() => undefined} />
          <UserErrorHost core={testCore()} />
        </>,
        { backend: backend() },
      );
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByRole('dialog', { name: 'Sign-in not available' })).toHaveAccessibleDescription('You are not authorized to Sign-In.');
    });
  });
});
