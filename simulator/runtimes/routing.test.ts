import fc from 'fast-check';
import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSimContext } from '../core/context';
import { createHandlers, createRoutingHandler } from './msw';
import { allRoutes } from './routes';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** A concrete path of a route template, every parameter and wildcard filled in. */
const samplePath = (template: string, value = 'x1') =>
  template
    .split('/')
    .map((s) => (s.startsWith(':') ? value : s === '*' ? 'any/thing' : s))
    .join('/');

/** Addresses near the routes' own: as given, in capitals, under a prefix, with a trailing slash or a query, and others. */
const addresses = fc.oneof(
  fc.tuple(fc.constantFrom(...allRoutes), fc.constantFrom('x1', '1502', 'a%2Fb', 'ÄÖ'), fc.constantFrom('', '/', '?q=1', '#h', '/extra'), fc.boolean(), fc.constantFrom('', '/prefix', '/APIM')).map(([route, value, suffix, upper, prefix]) => {
    const path = `${prefix}${samplePath(route.path, value)}${suffix}`;
    return upper ? path.toUpperCase() : path;
  }),
  fc.constantFrom('/', '/index.html', '/assets/index-abc.js', '/storefront.config.json', '/mockServiceWorker.js', '/favicon.ico'),
  fc.webPath(),
);

async function describeAnswer(handlers: readonly RequestHandler[], method: string, path: string, origin: string): Promise<string> {
  let request: Request;
  try {
    request = new Request(new URL(path, origin), { method, headers: { cookie: 'SWY_SHOP_TOKEN=t; abs_gsid=g' }, ...(method === 'GET' || method === 'HEAD' ? {} : { body: JSON.stringify({ userName: 'shopper@freshway.test' }) }) });
  } catch {
    return 'not a request';
  }
  const response = await getResponse([...handlers], request);
  if (!response) return 'unhandled';
  return `${response.status} ${response.type} ${[...response.headers].join(';')} ${await response.text()}`;
}

describe('the routing handler of the in-page simulator', () => {
  it('answers every request as the list of per-route handlers would, and leaves alone what they leave alone', async () => {
    // Two simulators in the same state take the same requests in the same order: the answers and the state after match.
    const listed = createSimContext({ seed: 4 });
    const routed = createSimContext({ seed: 4 });
    const list = createHandlers(listed);
    const single = [createRoutingHandler(routed)];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), addresses, fc.constantFrom('http://127.0.0.1:4173', 'http://LOCALHOST:5173'), async (method, path, origin) => {
        const a = await describeAnswer(list, method, path, origin);
        const b = await describeAnswer(single, method, path, origin);
        expect(b).toBe(a);
        expect(routed.random.state()).toBe(listed.random.state());
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('answers every route at its own address', async () => {
    const ctx = createSimContext({ seed: 4 });
    const single = [createRoutingHandler(ctx)];
    const unhandled: string[] = [];
    for (const route of allRoutes) {
      if ((await describeAnswer(single, route.method, samplePath(route.path), 'http://127.0.0.1:4173')) === 'unhandled') unhandled.push(`${route.method} ${route.path}`);
    }
    expect(unhandled).toEqual([]);
  }, 60_000);
});
