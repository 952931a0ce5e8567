// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerById } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { createApi } from '../../src/api/index';
import { App } from '../../src/app/App';
import { documentCookieJar } from '../../src/storefront/cookies';
import { apiBackend } from '../../src/storefront/session/apiBackend';
import { createSimContext } from '../../simulator/core/context';
import { createHandlers } from '../../simulator/runtimes/msw';
import { NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';

/**
 * ENV-LAYOUT-08 through the page's wiring: the React storefront over the Node simulator, as the live build runs it
 * (not the simulator build, which always logs), without MD5 so that its page load has a line to log (ERR-48).
 */

afterEach(() => {
  cleanup();
  for (const name of Object.keys(documentCookieJar(document).all())) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

async function pageLoadLines(at: string, simulator = false): Promise<string[]> {
  const lines: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  const ctx = createSimContext({ seed: 1 });
  const now = () => ctx.clock.now();
  const jar = documentCookieJar(document, now);
  const origin = window.location.origin;
  const fetch = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar, now, record: () => undefined });
  const config = parseConfigObject(simulatorConfig('freshway'));
  const api = createApi(config, { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, origin, log: () => undefined });
  window.history.replaceState(null, '', at);
  render(createElement(App, { config, banner: bannerById('freshway')!, b2b: false, cookies: jar, backend: apiBackend(api, 'freshway'), now, simulator, md5: null }));
  const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
  await vi.waitFor(() => expect(region.textContent).toMatch(/Store #/), { timeout: 20_000 });
  return lines.filter((line) => line.startsWith('[storefront]'));
}

describe('the storefront log (ENV-LAYOUT-08)', () => {
  it('ENV-LAYOUT-08 ERR-48 without log=true in the address the page load writes nothing to the console', async () => {
    expect(await pageLoadLines('/')).toEqual([]);
  });

  it('ENV-LAYOUT-08 ERR-48 with log=true the page load logs, here that MD5 is missing', async () => {
    expect((await pageLoadLines('/?log=true')).join('\n')).toMatch(/MD5 is not supported/);
  });

  it('ENV-LAYOUT-08 the simulator build (the workbench page) always logs (decision 0484)', async () => {
    expect((await pageLoadLines('/', true)).join('\n')).toMatch(/MD5 is not supported/);
  });
});
