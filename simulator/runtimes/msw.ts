import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { SimContext } from '../core/context';
import type { SimRequest } from '../core/contract';
import { dispatch } from './dispatch';
import type { AnyRoute, Outcome } from './dispatch';
import { parseBody } from './dispatch';
import { allRoutes } from './routes';

const methodOf = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

function toResponse(outcome: Outcome): Response {
  switch (outcome.type) {
    case 'network-error':
      return HttpResponse.error();
    case 'truncate':
      return new HttpResponse(outcome.body.slice(0, Math.floor(outcome.body.length / 2)), { status: outcome.status, headers: outcome.headers });
    case 'response':
      return new HttpResponse(outcome.status === 204 || outcome.status === 304 ? null : outcome.body, { status: outcome.status, headers: outcome.headers });
    case 'hang':
      throw new Error('unreachable: hang is awaited before');
  }
}

/** Builds msw handlers from SimRoutes: `*${path}` so any origin matches; faults applied here, not in services. */
export function createHandlers(ctx: SimContext, routes: readonly AnyRoute[] = allRoutes): HttpHandler[] {
  return routes.map((route) =>
    methodOf[route.method](`*${route.path}`, async ({ request, params, cookies }) => {
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const simRequest: SimRequest = {
        method: route.method,
        url: new URL(request.url),
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')])),
        headers: request.headers,
        body: parseBody(text),
        cookies: { ...cookies },
      };
      const outcome = await dispatch(route, simRequest, ctx);
      if (outcome.type === 'hang') {
        await delay('infinite');
      }
      return toResponse(outcome);
    }),
  );
}
