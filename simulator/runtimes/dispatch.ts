import type { HttpMethod, SimRequest, SimRoute } from '../core/contract';
import type { SimContext } from '../core/context';
import { parseCookieHeader } from '../../src/rules/cookieHeader';

/** A route as the runtimes hold it. */
export type AnyRoute = SimRoute<SimContext>;

/** What a runtime must do, independent of msw or node:http. */
export type Outcome =
  | { type: 'response'; status: number; headers: Record<string, string>; body: string }
  | { type: 'truncate'; status: number; headers: Record<string, string>; body: string }
  | { type: 'network-error' }
  | { type: 'hang' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function asMethod(method: string): HttpMethod | undefined {
  const upper = method.toUpperCase();
  return (METHODS as readonly string[]).includes(upper) ? (upper as HttpMethod) : undefined;
}

/** Cookie header → name/value pairs, read as the storefront reads `document.cookie`; no header, no cookies. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  return parseCookieHeader(header ?? '');
}

/** Body text → parsed JSON when it is JSON, the text otherwise, undefined when empty. */
export function parseBody(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serialise(body: unknown, headers: Record<string, string>): { headers: Record<string, string>; body: string } {
  const lower: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) lower[k.toLowerCase()] = v;
  if (body === undefined || body === null) return { headers: lower, body: body === null ? 'null' : '' };
  if (typeof body === 'string') {
    lower['content-type'] ??= 'text/plain; charset=utf-8';
    return { headers: lower, body };
  }
  lower['content-type'] ??= 'application/json';
  return { headers: lower, body: JSON.stringify(body) };
}

const internalError = (error: unknown): Outcome => ({
  type: 'response',
  status: 500,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ errorCode: 'SIM_INTERNAL', message: error instanceof Error ? error.message : String(error) }),
});

/** Applies faults, then the route's resolver; a resolver that throws becomes a 500, never a crash. */
export async function dispatch(route: AnyRoute, request: SimRequest, ctx: SimContext): Promise<Outcome> {
  let plan;
  try {
    plan = ctx.faults.plan({ service: route.service, routePath: route.path, method: request.method, url: request.url, body: request.body });
  } catch (error) {
    return internalError(error);
  }
  if (plan.action === 'hang') return { type: 'hang' };
  if (plan.delayMs > 0) await sleep(plan.delayMs);
  switch (plan.action) {
    case 'network-error':
      return { type: 'network-error' };
    case 'malformed-json':
      return { type: 'response', status: 200, headers: { 'content-type': 'application/json' }, body: '{"simulated": "malformed", "value": tru' };
    case 'respond': {
      const out = serialise(plan.response.body, plan.response.headers ?? {});
      return { type: 'response', status: plan.response.status, ...out };
    }
    default:
      break;
  }
  try {
    const response = await route.resolve(request, ctx);
    const out = serialise(response.body, response.headers ?? {});
    if (plan.action === 'truncate') return { type: 'truncate', status: response.status, ...out };
    return { type: 'response', status: response.status, ...out };
  } catch (error) {
    return internalError(error);
  }
}

export function noRoute(method: string, pathname: string): Outcome {
  return { type: 'response', status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errorCode: 'SIM_NO_ROUTE', message: `No simulated route for ${method} ${pathname}` }) };
}

interface CompiledRoute {
  route: AnyRoute;
  regex: RegExp;
  names: string[];
}

/** Method + path template → route, built once; static paths are a map lookup, templates a short regex scan. */
export class RouteTable {
  private readonly statics = new Map<string, AnyRoute>();
  private readonly dynamic = new Map<string, CompiledRoute[]>();

  constructor(routes: readonly AnyRoute[]) {
    for (const route of routes) {
      if (!route.path.includes(':') && !route.path.includes('*')) {
        const key = `${route.method} ${route.path}`;
        if (!this.statics.has(key)) this.statics.set(key, route);
        continue;
      }
      const names: string[] = [];
      const pattern = route.path
        .split('/')
        .map((segment) => {
          if (segment.startsWith(':')) {
            names.push(segment.slice(1));
            return '([^/]+)';
          }
          if (segment === '*') return '.*';
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      const list = this.dynamic.get(route.method) ?? [];
      list.push({ route, regex: new RegExp(`^${pattern}/?$`), names });
      this.dynamic.set(route.method, list);
    }
  }

  match(method: string, pathname: string): { route: AnyRoute; params: Record<string, string> } | undefined {
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const hit = this.statics.get(`${method} ${trimmed}`);
    if (hit) return { route: hit, params: {} };
    for (const compiled of this.dynamic.get(method) ?? []) {
      const m = compiled.regex.exec(pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      compiled.names.forEach((name, i) => {
        const raw = m[i + 1] ?? '';
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return { route: compiled.route, params };
    }
    return undefined;
  }

  /** Whether any method serves this path (for 405 vs 404 and CORS preflight). */
  hasPath(pathname: string): boolean {
    return METHODS.some((m) => this.match(m, pathname) !== undefined);
  }
}
