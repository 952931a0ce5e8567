import fc from 'fast-check';
import { getResponse, http, HttpResponse, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../../src/storefront/cookies';
import { createSimContext } from '../../../simulator/core/context';
import { RouteTable } from '../../../simulator/runtimes/dispatch';
import { createHandlers } from '../../../simulator/runtimes/msw';
import { allRoutes } from '../../../simulator/runtimes/routes';
import { requestCookies, simulatorFetch } from './simFetch';

const ORIGIN = 'http://127.0.0.1:4173';

/** A concrete path of a route template: every parameter and wildcard filled in. */
const samplePath = (template: string) =>
  template
    .split('/')
    .map((s) => (s.startsWith(':') ? 'x1' : s === '*' ? 'any' : s))
    .join('/');

describe('the Node runner answers through the route table as the msw handlers would', () => {
  it('for every route, the table finds the route whose handler msw matches first', () => {
    const table = new RouteTable(allRoutes);
    const differ: string[] = [];
    for (const route of allRoutes) {
      const url = new URL(samplePath(route.path), ORIGIN);
      const first = allRoutes.find((r) => r.method === route.method && matchRequestUrl(url, `*${r.path}`).matches);
      const found = table.match(route.method, url.pathname)?.route;
      if (found !== first) differ.push(`${route.method} ${route.path}: table ${found?.path ?? '-'}, msw ${first?.path ?? '-'}`);
    }
    expect(differ).toEqual([]);
  });

  it('the cookies a route sees are those msw hands its handler, for any Cookie header', async () => {
    const echo = http.get('*/echo', ({ cookies }) => HttpResponse.json({ ...cookies }));
    const part = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('a', 'b', ' a ', '%41', '%E0%A4%A', '"q"', '=', ';', ' ', '\t'));
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 8 }), async (parts) => {
        let request: Request;
        try {
          request = new Request(`${ORIGIN}/echo`, { headers: { cookie: parts.join('') } });
        } catch {
          return; // not a header value at all
        }
        const expected = await (await getResponse([echo], request.clone()))!.json();
        expect(requestCookies(request.headers.get('cookie'))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('every route answers the same status, body and cookies through the table as through msw, with the same state after', async () => {
    const run = async (viaTable: boolean) => {
      const ctx = createSimContext({ seed: 3 });
      const jar = memoryCookieJar({ SWY_SHOP_TOKEN: 'token-1', abs_gsid: 'gsid' });
      const fetch = simulatorFetch({ ...(viaTable ? { ctx } : {}), handlers: () => createHandlers(ctx), origin: ORIGIN, jar, now: () => ctx.clock.now(), record: () => undefined });
      const answers: string[] = [];
      for (const route of allRoutes) {
        const body = route.method === 'GET' ? undefined : JSON.stringify({ userName: 'shopper@freshway.test', storeId: '1502' });
        const response = await fetch(`${samplePath(route.path)}?zipcode=94611&banner=freshway`, { method: route.method, ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}) }).catch((error: unknown) => new Response(`thrown ${String(error)}`, { status: 599 }));
        answers.push(`${route.method} ${route.path} ${response.status} ${[...response.headers].join(';')} ${await response.text()}`);
      }
      return { answers, jar: jar.all(), random: ctx.random.state(), outbox: ctx.outbox.dump() };
    };
    expect(await run(true)).toEqual(await run(false));
  }, 60_000);
});
