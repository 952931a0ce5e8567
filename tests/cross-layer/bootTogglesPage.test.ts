// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/api/index';
import { bootStorefront } from '../../src/app/shell/boot';
import { documentCookieJar } from '../../src/storefront/cookies';
import { apiBackend } from '../../src/storefront/session/apiBackend';
import { createSimContext } from '../../simulator/core/context';
import { createHandlers } from '../../simulator/runtimes/msw';
import { NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';
import { closeStorefront, sessionShown, settled } from './storefrontPage';

/**
 * The simulator build's boot (src/app/shell/boot.tsx) reading a scenario's feature toggles into the configuration,
 * with the page's backend over the Node simulator: what the toggles change is what the shopper then meets.
 */

afterEach(() => {
  document.body.innerHTML = '';
  closeStorefront();
});

async function boot(simToggles: Record<string, boolean | string>) {
  const ctx = createSimContext({ seed: 1 });
  const now = () => ctx.clock.now();
  const origin = window.location.origin;
  const fetch = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar: documentCookieJar(document, now), now, record: () => undefined });
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => fetch(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const container = document.createElement('div');
  document.body.append(container);
  await bootStorefront(container, {
    mode: 'sim',
    simToggles,
    now,
    makeBackend: (config) => apiBackend(createApi(config, { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, origin, log: () => undefined }), config.banner, undefined, undefined, window.localStorage),
  });
  await screen.findByRole('banner');
  await sessionShown();
}

const cartButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Cart, / });

describe('feature toggles read at boot (simulator mode)', () => {
  it('CONFIG-07 LINKS-04 a scenario turning guest add-to-cart on: a guest shopping in store gets the fulfilment modal on delivery', async () => {
    await boot({ guestAddToCartVariant: 'b' });
    await userEvent.click(cartButton());
    const dialog = await settled(() => screen.getByRole('dialog', { name: 'Choose your store' }));
    expect(within(dialog).getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
  });

  it('CONFIG-07 LINKS-05 a scenario without the toggle leaves guest add-to-cart off: the cart icon asks a guest to sign in', async () => {
    await boot({});
    await userEvent.click(cartButton());
    await settled(() => expect(screen.getByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument());
  });
});
