// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_PASSWORD } from '../../simulator/core/fixtures';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

/**
 * A third-party partner's sign-in on the service sign-in page (SIGNIN-07, decision 0441), on the React page over the
 * Node simulator: the shopper signs in with the simulator's identity provider, and the browser goes on to the
 * provider's authorize address with the partner's client id, redirect and state and the partner scopes, not to the
 * storefront's own hand-off. jsdom cannot leave the page: the address bar's `assign` is recorded instead.
 */

const SERVICE = '/account/auth/service/sign-in.html';
const original = window.location;
let assign: ReturnType<typeof vi.fn>;

function recordLeaving() {
  assign = vi.fn();
  const at = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...at, assign, href: at.href, pathname: at.pathname, search: at.search, hash: at.hash, origin: at.origin, host: at.host } });
}

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: original });
  closeStorefront();
});

describe("a partner's sign-in", () => {
  it('SIGNIN-07 REDIRECT-06 signs in with the simulator and sends the browser to authorize with the partner client, its redirect and state, and the scopes openid loyalty cart', async () => {
    const redirect = 'https://www.freshway.test/partner/callback';
    const page = await openStorefront(`${SERVICE}?clientId=partner-app&redirect_uri=${encodeURIComponent(redirect)}&state=partner-state-7`);
    await sessionShown();
    recordLeaving();
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in or create an account' }));
    const dialog = await settled(() => screen.getByRole('dialog', { name: 'Sign in or create an account' }));
    await userEvent.type(within(dialog).getByLabelText('Email or mobile number'), 'shopper@freshway.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const code = await settled(() => screen.getByRole('dialog', { name: 'Enter your verification code' }));
    await userEvent.click(within(code).getByRole('button', { name: 'Use password instead' }));
    const password = await settled(() => screen.getByRole('dialog', { name: 'Enter your password' }));
    await userEvent.type(within(password).getByLabelText('Password', { exact: true }), KNOWN_PASSWORD);
    await userEvent.click(within(password).getByRole('button', { name: 'Sign in' }));
    await settled(() => expect(assign).toHaveBeenCalledOnce());
    const target = new URL(String(assign.mock.calls[0]![0]), original.origin);
    expect(target.pathname).toMatch(/\/v1\/authorize$/);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ client_id: 'partner-app', redirect_uri: redirect, state: 'partner-state-7', scope: 'openid loyalty cart', response_type: 'code' });
    // The session token the simulator's provider issued rides along; the storefront's own client never authorised.
    expect(target.searchParams.get('sessionToken')).toBeTruthy();
    expect(page.calls.filter((c) => c.path.includes('/authorize'))).toEqual([]);
    // The password was verified by the simulator's provider (CALL-62) before the browser left.
    expect(page.calls.some((c) => c.calls.includes('CALL-62') && c.status === 200)).toBe(true);
  });
});
