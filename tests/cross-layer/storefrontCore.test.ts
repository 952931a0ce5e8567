// @vitest-environment jsdom
import { render, screen, waitFor, cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerById } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { scenarioById } from '../../spec/scenarios/index';
import type { Scenario } from '../../spec/scenarios/index';
import { createApi } from '../../src/api/index';
import { App } from '../../src/app/App';
import { documentCookieJar } from '../../src/storefront/cookies';
import { apiBackend } from '../../src/storefront/session/apiBackend';
import { SHARED_SESSION_COOKIE } from '../../src/storefront/session/sessionCookie';
import { createSimContext } from '../../simulator/core/context';
import { createHandlers } from '../../simulator/runtimes/msw';
import { NodeDriver, NODE_TIMEOUT_MS } from '../../cli/lib/scenario/driver';
import { simulatorFetch } from '../../cli/lib/scenario/simFetch';

/**
 * One storefront core (src/storefront), two sets of ports: the workbench's Node driver (an in-memory jar, in-memory
 * storages, the simulator's clock) and the browser's (jsdom's document.cookie through the page's cookie jar, the
 * page's storages and the React adapter of src/app). For the same scenario, seed and simulator the page load must
 * end in the same session cookie and the same cookies: a Node scenario tests the storefront, not a copy of it.
 */

afterEach(() => {
  cleanup();
  for (const name of Object.keys(documentCookieJar(document).all())) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** The scenario's page load in Node: the cookies the run's jar holds afterwards. */
async function inNode(scenario: Scenario) {
  const driver = await NodeDriver.create({ ...scenario, steps: [] });
  await driver.run();
  return { cookies: driver.observed.cookies.all(), session: driver.observed.session };
}

/** The same page load in the browser's ports: the React app over jsdom's document.cookie and the same simulator. */
async function inBrowser(scenario: Scenario) {
  const ctx = createSimContext({ seed: scenario.seed, ...(scenario.clock.set !== undefined ? { now: scenario.clock.set } : {}) });
  const now = () => ctx.clock.now();
  const jar = documentCookieJar(document, now);
  for (const [name, value] of Object.entries(scenario.cookies)) jar.set(name, value, null);
  // The same grsSessionId source as the Node run (SESSION-EST-06), so the cookies can be compared whole.
  vi.spyOn(window.crypto, 'randomUUID').mockReturnValue(`grs-${scenario.seed}` as ReturnType<Crypto['randomUUID']>);
  const origin = window.location.origin;
  const fetch = simulatorFetch({ ctx, handlers: () => createHandlers(ctx), origin, jar, now, record: () => undefined });
  const config = parseConfigObject(simulatorConfig(scenario.banner, '', { featureToggles: scenario.toggles }));
  const api = createApi(config, { fetch, random: () => 0.5, now, timeoutMs: NODE_TIMEOUT_MS, origin, log: () => undefined });
  window.history.replaceState(null, '', scenario.start);
  render(createElement(App, { config, banner: bannerById(scenario.banner)!, b2b: scenario.b2b, cookies: jar, backend: apiBackend(api, scenario.banner), now, simulator: false }));
  const region = await screen.findByRole('region', { name: 'Store and fulfilment' });
  return { jar, region };
}

describe('the storefront core in Node and in the browser', () => {
  for (const id of ['guest-deep-link-pickup', 'previous-login-reuse']) {
    it(`SESSION-EST-07 ${id}: the same inputs give the same session and cookies under Node and browser ports`, async () => {
      const scenario = scenarioById(id)!;
      const node = await inNode(scenario);
      expect(node.session).not.toBeNull();
      expect(Object.keys(node.cookies)).toContain(SHARED_SESSION_COOKIE);
      const browser = await inBrowser(scenario);
      await waitFor(() => expect(browser.region.textContent).toContain(`Store #${node.session!.storeId}`));
      await waitFor(() => expect(browser.jar.all()).toEqual(node.cookies));
    });
  }
});
