// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

/**
 * The home page's protected custom tile ("Buy it again", to the shopper's orders) on the React page over the Node
 * simulator: who follows it and who is asked to sign in first (LINKS-01, LINKS-03, LINKS-06).
 */

afterEach(closeStorefront);

const tile = () => within(screen.getByRole('region', { name: 'Shop by category' }));

async function showAllTiles() {
  await userEvent.click(tile().getByRole('button', { name: 'View More' }));
}

/** A simulator whose shopper account is registered (R) rather than credentialed (C). */
function remembered() {
  const ctx = createSimContext({ seed: 1 });
  ctx.db.customer.update({ where: { id: { equals: knownCustomers.shopper.uuid } }, data: { userType: 'R' } });
  return ctx;
}

describe('a protected custom tile', () => {
  it('LINKS-01 LINKS-06 a guest gets no link to the protected page: the tile opens the sign-in modal', async () => {
    await openStorefront('/');
    await sessionShown();
    await showAllTiles();
    expect(tile().queryByRole('link', { name: /Buy it again/ })).toBeNull();
    await userEvent.click(tile().getByRole('button', { name: /Buy it again/ }));
    await settled(() => expect(screen.getByRole('dialog', { name: /sign in/i })).toBeInTheDocument());
  });

  it('LINKS-01 LINKS-03 a remembered shopper holding the credential cookie follows the tile to the protected page', async () => {
    const ctx = remembered();
    const servlet = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
    await openStorefront('/', { ctx, cookies: { [SESSION_COOKIE]: servlet.id, USED_CREDENTIALS: 'true' } });
    await sessionShown();
    await showAllTiles();
    // The tile's link, with the session's store as every tile link carries it (AISLE-LINKS-01).
    await settled(() => expect(tile().getByRole('link', { name: /Buy it again/ }).getAttribute('href')).toBe('/account/orders.html?loc=1502'));
  });

  it('LINKS-03 a remembered shopper without the credential cookie is asked to sign in again before the protected page', async () => {
    const ctx = remembered();
    const servlet = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
    await openStorefront('/', { ctx, cookies: { [SESSION_COOKIE]: servlet.id } });
    await sessionShown();
    await showAllTiles();
    const button = await settled(() => tile().getByRole('button', { name: /Buy it again/ }));
    expect(button.getAttribute('data-protected')).toBe('re-sign-in-modal');
    await userEvent.click(button);
    await settled(() => expect(screen.getByRole('dialog', { name: /sign in/i })).toBeInTheDocument());
  });
});
