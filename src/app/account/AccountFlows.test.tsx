import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../storefront/session/backend';
import type { Backend } from '../../storefront/session/backend';
import type { Storefront } from '../../storefront/storefront';
import { CreateAccountModal } from '../modals/SimpleModals';
import { StorefrontContext } from '../shell/AppContext';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { CreateAccountPage, NeedZipcodePage } from './CreateAccountPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** The core's one command these flows call; every other part of the core stays out of the test. */
function fakeCore() {
  const signInWithSessionToken = vi.fn(async (token: string) => (token.trim() ? ('signed-in' as const) : ('refused' as const)));
  return { core: { signInWithSessionToken } as unknown as Storefront, signInWithSessionToken };
}

function renderFlow(ui: ReactElement, backend: Partial<Backend>, session = guestSession()) {
  const { core, signInWithSessionToken } = fakeCore();
  const rendered = renderWithApp(<StorefrontContext.Provider value={core}>{ui}</StorefrontContext.Provider>, { backend, session });
  return { ...rendered, signInWithSessionToken };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, values: { first?: string; last?: string; email?: string; phone?: string; password?: string }) {
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await user.type(screen.getByLabelText('Email address'), values.email);
  if (values.phone) await user.type(screen.getByLabelText('Mobile number (optional)'), values.phone);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
}

describe('create account (PAGES-20, SESSION-EST-15)', () => {
  it('VALIDATION-04 VALIDATION-06 an incomplete form names every missing field and calls nothing', async () => {
    const user = userEvent.setup();
    const signup = vi.fn();
    window.history.replaceState(null, '', '/account/create-account.html?zipcode=94611');
    renderFlow(<CreateAccountPage />, { signup });
    await fillDetails(user, { email: 'nia@', password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a password of at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(signup).not.toHaveBeenCalled();
  });

  it('SIGNIN-09 CALL-40 the ZIP code the shopper enters on the need-zipcode page goes with the sign-up', async () => {
    const user = userEvent.setup();
    const signup = vi.fn(async () => ({ stateToken: 'st-1', factorId: 'signup-email-st-1', maskedEmail: 'n***a@freshway.test' }));
    window.history.replaceState(null, '', '/account/need-zipcode.html');
    const { unmount } = renderFlow(<NeedZipcodePage />, { signup });
    await user.type(screen.getByLabelText('ZIP code'), '94739');
    await user.click(screen.getByRole('button', { name: /continue/i }));
    await waitFor(() => expect(window.location.search).toBe('?zipcode=94739'));
    unmount();
    renderFlow(<CreateAccountPage />, { signup });
    expect(screen.getByText('Shopping at ZIP code 94739.')).toBeInTheDocument();
    await fillDetails(user, { first: 'Nia', last: 'New', email: 'nia@freshway.test', password: 'Passw0rd!' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signup).toHaveBeenCalledWith(expect.objectContaining({ emailAddress: 'nia@freshway.test', zipCode: '94739' }));
  });

  it('CALL-40 SESSION-EST-15 details, then the emailed code, register the account and sign the new customer in with its session token', async () => {
    const user = userEvent.setup();
    const signup = vi.fn(async () => ({ stateToken: 'st-1', factorId: 'signup-email-st-1', maskedEmail: 'n***a@freshway.test' }));
    const verifySignup = vi.fn(async () => undefined);
    const register = vi.fn(async () => ({ sessionToken: 'sess-new' }));
    window.history.replaceState(null, '', '/account/create-account.html?zipcode=94611');
    const { signInWithSessionToken } = renderFlow(<CreateAccountPage />, { signup, verifySignup, register });
    expect(screen.getByText('Shopping at ZIP code 94611.')).toBeInTheDocument();
    await fillDetails(user, { first: 'Nia', last: 'New', email: 'nia@freshway.test', phone: '(415) 555-0199', password: 'Passw0rd!' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signup).toHaveBeenCalledWith({ firstName: 'Nia', lastName: 'New', emailAddress: 'nia@freshway.test', phoneNumber: '4155550199', password: 'Passw0rd!', banner: 'freshway', zipCode: '94611' });
    expect(await screen.findByText('n***a@freshway.test')).toBeInTheDocument();
    // VALIDATION-05: non-digits are stripped as typed.
    await user.type(screen.getByLabelText('Verification code'), '12a3456');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
    await waitFor(() => expect(signInWithSessionToken).toHaveBeenCalledWith('sess-new', 'account-created'));
    expect(verifySignup).toHaveBeenCalledWith('signup-email-st-1', 'st-1', '123456');
    expect(register).toHaveBeenCalledWith('st-1');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('an email that already has an account says so and offers sign-in', async () => {
    const user = userEvent.setup();
    const signup = vi.fn(async () => {
      throw new BackendError('409', 409, 'CSMS0409', 'An account already exists for this email address');
    });
    const { modals } = renderFlow(<CreateAccountPage />, { signup });
    await fillDetails(user, { first: 'Sam', last: 'Shopper', email: 'shopper@freshway.test', password: 'Passw0rd!' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account already exists for this email address.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(modals).toContainEqual({ kind: 'signIn' });
  });

  it('ERRORS-08 a wrong code keeps the code step with the catalogue message; nothing is registered', async () => {
    const user = userEvent.setup();
    const register = vi.fn();
    renderFlow(<CreateAccountPage />, {
      signup: async () => ({ stateToken: 'st-1', factorId: 'f-1', maskedEmail: 'n***a@freshway.test' }),
      verifySignup: async () => {
        throw new BackendError('403', 403, 'E0000068', 'The verification code you entered is incorrect. Please try again.');
      },
      register,
    });
    await fillDetails(user, { first: 'Nia', last: 'New', email: 'nia@freshway.test', password: 'Passw0rd!' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code you entered is incorrect. Please try again.');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('SIGNIN-09 the modal shows the form for a shopper with a zip code, and the need-zipcode page without one', () => {
    const first = renderFlow(<CreateAccountModal onClose={() => undefined} />, {});
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    first.unmount();
    renderFlow(<CreateAccountModal onClose={() => undefined} />, {}, guestSession({ zipcode: '' }));
    expect(screen.getByRole('link', { name: 'Tell us your ZIP code' })).toHaveAttribute('href', '/account/need-zipcode.html');
  });

  it('SIGNIN-09 the need-zipcode page asks for five digits, then opens the create-account page with the zip code', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/account/need-zipcode.html');
    renderFlow(<NeedZipcodePage />, {});
    await user.type(screen.getByLabelText('ZIP code'), '946');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a 5-digit ZIP code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '11');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/account/create-account.html?zipcode=94611'));
  });
});

describe('password reset (OTP-05, SESSION-EST-15)', () => {
  it('CALL-40 CALL-39 SESSION-EST-15 the email asks for a code; the code and a new password typed twice sign the customer in', async () => {
    const user = userEvent.setup();
    const passwordToken = vi.fn(async () => ({ maskedEmail: 'e***d@freshway.test' }));
    const resetPassword = vi.fn(async () => ({ sessionToken: 'sess-reset' }));
    window.history.replaceState(null, '', '/account/reset-password.html');
    const { signInWithSessionToken } = renderFlow(<ResetPasswordPage />, { passwordToken, resetPassword });
    await user.type(screen.getByLabelText('Email address'), 'expired@freshway.test');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(passwordToken).toHaveBeenCalledWith('expired@freshway.test');
    expect(await screen.findByText('e***d@freshway.test')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reset code'), 'pwd-1');
    await user.type(screen.getByLabelText('New password'), 'N3w-Passw0rd');
    await user.type(screen.getByLabelText('Type the new password again'), 'N3w-Passw0rX');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Type the new password again'));
    await user.type(screen.getByLabelText('Type the new password again'), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    await waitFor(() => expect(signInWithSessionToken).toHaveBeenCalledWith('sess-reset', 'password-reset'));
    expect(resetPassword).toHaveBeenCalledWith('pwd-1', 'N3w-Passw0rd');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it("a reset link's code fills the form and leaves the address; a dead code asks for a new one", async () => {
    const user = userEvent.setup();
    const signInWithSessionToken = vi.fn();
    window.history.replaceState(null, '', '/account/reset-password.html?token=pwd-link');
    renderWithApp(
      <StorefrontContext.Provider value={{ signInWithSessionToken } as unknown as Storefront}>
        <ResetPasswordPage />
      </StorefrontContext.Provider>,
      {
        backend: {
          resetPassword: async () => {
            throw new BackendError('401', 401, 'RESET_TOKEN_INVALID', 'The reset code is invalid or has expired');
          },
        },
      },
    );
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Reset code')).toHaveValue('pwd-link');
    await user.type(screen.getByLabelText('New password'), 'N3w-Passw0rd');
    await user.type(screen.getByLabelText('Type the new password again'), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That reset code is invalid or has expired. Ask for a new one.');
    expect(signInWithSessionToken).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('the email the sign-in modal handed over is already in the field; any other history state leaves it empty', async () => {
    for (const [state, shown] of [[{ resetEmail: 'ana@example.com' }, 'ana@example.com'], [{ resetEmail: 5 }, ''], ['ana@example.com', ''], [null, '']] as const) {
      window.history.replaceState(state, '', '/account/reset-password.html');
      const { unmount } = renderFlow(<ResetPasswordPage />, {});
      expect(screen.getByLabelText('Email address')).toHaveValue(shown);
      unmount();
    }
  });

  it('ERRORS-03 an email without an account shows the server message with the create-account link', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/account/reset-password.html');
    renderFlow(<ResetPasswordPage />, {
      passwordToken: async () => {
        throw new BackendError('404', 404, 'CSMS0158', 'We could not find an account with this email address. Please create a new account.');
      },
    });
    await user.type(screen.getByLabelText('Email address'), 'nobody@freshway.test');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an account with this email address.');
    expect(screen.getByRole('button', { name: 'Create a new account' })).toBeInTheDocument();
  });
});
