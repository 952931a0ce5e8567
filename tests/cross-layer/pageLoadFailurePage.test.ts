// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowTexts } from '../../spec/errors/flowTexts';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

// The code a returning visit's page load fetches on demand does not arrive (a dropped connection, a file gone with a
// new release), as the browser's failed dynamic import: the page says so and offers to load again, instead of
// staying on "Finding your store…".
vi.mock('../../src/storefront/session/pageLoadEffects', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(closeStorefront);

describe('a page load whose on-demand code does not arrive (React page on the simulator)', () => {
  it('a returning visit shows the fallback message and a way to load the page again, and is no longer busy', async () => {
    // A first visit needs none of that code: it shows its store and writes the session cookie.
    const first = await openStorefront('/');
    await sessionShown();
    await first.load('/');
    const store = screen.getByRole('region', { name: 'Store and fulfilment' });
    await settled(() => expect(within(store).getByRole('alert')).toHaveTextContent(flowTexts.fallback));
    expect(store).not.toHaveAttribute('aria-busy');
    expect(store).not.toHaveTextContent('Finding your store');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.click(within(store).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
