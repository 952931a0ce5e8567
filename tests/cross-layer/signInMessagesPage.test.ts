// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

/**
 * The sign-in modal's messages for the provider's refusals, on the React page over the Node simulator. These ran in
 * Chromium before (tests/e2e/journeys/lockout.spec.ts, password-sign-in.spec.ts; decision 0419): the text a panel
 * shows for an answer is the same in any DOM. The lockout journey (ERR-41) and the password sign-in stay in Chromium.
 */

const LOCK_MESSAGE = 'Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.';
const FALLBACK = "Sorry, we're having technical difficulties, please check back later.";
const SHOPPER = 'shopper@freshway.test';

afterEach(closeStorefront);

/** Opens the sign-in modal from the header menu and submits an identifier; returns the dialog. */
async function startSignIn(identifier: string): Promise<HTMLElement> {
  await sessionShown();
  await userEvent.click(screen.getByRole('button', { name: 'Sign In / Up' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  const dialog = await settled(() => screen.getByRole('dialog', { name: 'Sign in or create an account' }));
  await userEvent.type(within(dialog).getByLabelText('Email or mobile number'), identifier);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

/** The dialog's alert whose text matches, once it shows (as Playwright's `getByRole('alert').filter({ hasText })`). */
async function alertSaying(dialog: HTMLElement, text: RegExp): Promise<HTMLElement> {
  return settled(() => {
    const found = within(dialog).getAllByRole('alert').find((a) => text.test(a.textContent ?? ''));
    if (!found) throw new Error(`no alert says ${String(text)}: ${within(dialog).getAllByRole('alert').map((a) => a.textContent).join(' | ')}`);
    return found;
  });
}

describe('sign-in messages on the simulator', () => {
  it('ERRORS-04 ERR-24 a CSMS0149 answer to the sign-in call shows the catalogue lock text, not the server text', async () => {
    await openStorefront('/', { faults: [{ target: { service: 'identity', path: '/idp/api/v1/authn', method: 'POST' }, fault: { kind: 'status', status: 423, body: { errors: [{ code: 'CSMS0149', message: 'Locked' }] } }, times: 1 }] });
    const dialog = await startSignIn(SHOPPER);
    expect(await alertSaying(dialog, /temporarily locked/)).toHaveTextContent(LOCK_MESSAGE);
    expect(dialog).not.toHaveTextContent(FALLBACK);
    expect(dialog).not.toHaveTextContent('Locked.');
  });

  it('ERRORS-08 a wrong password shows the password wording of the provider message and keeps the panel', async () => {
    await openStorefront('/');
    await startSignIn(SHOPPER);
    const code = await settled(() => screen.getByRole('dialog', { name: 'Enter your verification code' }));
    await userEvent.click(within(code).getByRole('button', { name: 'Use password instead' }));
    const password = await settled(() => screen.getByRole('dialog', { name: 'Enter your password' }));
    await userEvent.type(within(password).getByLabelText('Password', { exact: true }), 'NotThePassword1!');
    await userEvent.click(within(password).getByRole('button', { name: 'Sign in' }));
    await alertSaying(password, /^The password entered doesn't match our records/);
    expect(within(password).getByLabelText('Password', { exact: true })).toBeVisible();
  });
});
