import { delay, http, HttpResponse, matchRequestUrl } from 'msw';
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

/** An outcome as the msw handlers answer it (also used by in-process callers that look the route up themselves). */
export function toResponse(outcome: Outcome): Response {
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

/** A route's answer to a request msw matched to it: the same for the per-route handlers and the routing handler. */
async function answer(route: AnyRoute, request: Request, params: Record<string, string | readonly string[] | undefined> | undefined, cookies: Record<string, string>, ctx: SimContext): Promise<Response> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const simRequest: SimRequest = {
    method: route.method,
    url: new URL(request.url),
    params: Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')])),
    headers: request.headers,
    body: parseBody(text),
    cookies: { ...cookies },
  };
  const outcome = await dispatch(route, simRequest, ctx);
  if (outcome.type === 'hang') {
    await delay('infinite');
  }
  return toResponse(outcome);
}

/** Builds msw handlers from SimRoutes: `*${path}` so any origin matches; faults applied here, not in services. */
export function createHandlers(ctx: SimContext, routes: readonly AnyRoute[] = allRoutes): HttpHandler[] {
  return routes.map((route) => methodOf[route.method](`*${route.path}`, ({ request, params, cookies }) => answer(route, request, params, cookies, ctx)));
}

/** A request's route: the first (in order) whose method and `*${path}` msw matches, with msw's own params. */
export type RouteMatcher = (url: URL, method: string) => { route: AnyRoute; params: Record<string, string | readonly string[] | undefined> } | undefined;

/**
 * The routes looked up as `createHandlers`' list would match them, cheaply: a route is tried only when the address
 * holds all of its fixed segments (which any match needs: they are literal text of the pattern).
 */
export function routeMatcher(routes: readonly AnyRoute[] = allRoutes): RouteMatcher {
  const candidates = routes.map((route) => ({
    route,
    pattern: `*${route.path}`,
    method: route.method.toLowerCase(),
    // Fixed ASCII segments only: the pattern matches them case-insensitively, which lower-casing both sides mirrors.
    segments: route.path
      .split('/')
      .filter((segment) => /^[A-Za-z0-9._~-]+$/.test(segment))
      .map((segment) => `/${segment.toLowerCase()}`),
  }));
  return (url, requestMethod) => {
    const address = `${url.origin}${url.pathname}`.toLowerCase();
    const method = requestMethod.toLowerCase();
    for (const candidate of candidates) {
      if (candidate.method !== method || !candidate.segments.every((segment) => address.includes(segment))) continue;
      const match = matchRequestUrl(url, candidate.pattern);
      if (match.matches) return { route: candidate.route, params: match.params ?? {} };
    }
    return undefined;
  };
}

/**
 * One msw handler for all the routes, answering exactly as `createHandlers`' list would (routeMatcher). msw runs
 * every handler of a list on every request the page makes (its scripts and images too), parsing the URL and the
 * cookies for each; here the cookies are parsed once. A request no route serves gets no answer, and msw lets it
 * through as an unhandled one.
 */
export function createRoutingHandler(ctx: SimContext, routes: readonly AnyRoute[] = allRoutes): HttpHandler {
  const match = routeMatcher(routes);
  return http.all('*', ({ request, cookies }) => {
    const hit = match(new URL(request.url), request.method);
    return hit ? answer(hit.route, request, hit.params, cookies, ctx) : undefined;
  });
}
