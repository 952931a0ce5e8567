// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

/**
 * The create-account modal, the product page's settings and the QA panel's reading of the session, on the React page
 * over the Node simulator.
 */

afterEach(closeStorefront);

const PRODUCT = '/shop/product-details.960012345.html';
const PROP65 = 'California Proposition 65 warning';

describe('create account on the simulator', () => {
  it('SIGNIN-09 a guest with a zip code in the service area gets the account form for that zip code', async () => {
    await openStorefront('/?storeId=1605&preference=pickup&zipcode=94739');
    await sessionShown();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In / Up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await settled(() => screen.getByRole('dialog', { name: 'Create an account' }));
    // The account form itself, for the session's zip code (not the need-zipcode page first).
    await settled(() => expect(dialog).toHaveTextContent('Shopping at ZIP code 94739.'));
    expect(within(dialog).queryByRole('link', { name: 'Tell us your ZIP code' })).not.toBeInTheDocument();
  });
});

describe('product page settings on the simulator', () => {
  for (const [value, shown] of [[true, true], ['true', true], ['TRUE', false], ['yes', false], [false, false]] as const) {
    it(`CONFIG-02 a prop65 setting of ${JSON.stringify(value)} ${shown ? 'shows' : 'does not show'} the Proposition 65 warning`, async () => {
      await openStorefront(PRODUCT, { settings: { prop65: value } });
      await sessionShown();
      await settled(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
      if (shown) await settled(() => expect(screen.getByRole('heading', { name: PROP65 })).toBeInTheDocument());
      else expect(screen.queryByRole('heading', { name: PROP65 })).not.toBeInTheDocument();
    });
  }
});

describe('the QA panel reading the session (simulator mode)', () => {
  /** The panel's session row `term`, as the panel describes it. */
  const row = (term: string) => {
    const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent === term);
    if (!dt) throw new Error(`the QA panel has no ${term} row`);
    return dt.nextElementSibling?.textContent ?? '';
  };

  it('USER-TYPES-01 USER-TYPES-13 ENV-LAYOUT-01 a guest is a guest, sends no bearer token, and a local host is local-origin', async () => {
    await openStorefront('/', { simulator: true });
    await sessionShown();
    await settled(() => expect(row('User type')).toBe('G (guest)'));
    expect(row('Bearer token')).toBe('not sent');
    expect(row('Environment')).toBe('local-origin');
  });

  it('USER-TYPES-03 USER-TYPES-04 USER-TYPES-05 USER-TYPES-13 a signed-in customer with credentials is authorised and sends the bearer token', async () => {
    const ctx = createSimContext({ seed: 1 });
    const servlet = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
    await openStorefront('/', { ctx, cookies: { [SESSION_COOKIE]: servlet.id }, simulator: true });
    await sessionShown();
    await settled(() => expect(row('User type')).toMatch(/^[RC] \(authorised\)$/));
    expect(row('Bearer token')).toBe('sent');
  });
});
