import type { HttpMethod, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';

/** Path-template match (`:name` segments), giving the parameters or null. */
export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const t = template.split('/');
  const p = pathname.split('/');
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i] ?? '';
    const val = p[i] ?? '';
    if (seg.startsWith(':')) {
      if (val === '') return null;
      params[seg.slice(1)] = decodeURIComponent(val);
    } else if (seg !== val) return null;
  }
  return params;
}

export interface Call {
  body?: unknown;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Resolves a request against a route list directly (no runtime, no faults), for the services' own tests. */
export async function invoke(routes: readonly SimRoute<SimContext>[], ctx: SimContext, method: HttpMethod, target: string, call: Call = {}): Promise<SimResponse & { route: SimRoute<SimContext> }> {
  const url = new URL(target, 'http://127.0.0.1');
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, url.pathname);
    if (!params) continue;
    const response = await route.resolve({ method, url, params, headers: new Headers(call.headers ?? {}), body: call.body, cookies: call.cookies ?? {} }, ctx);
    return { ...response, route };
  }
  throw new Error(`no route for ${method} ${url.pathname}`);
}

/** The body of a response as a loose record, for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read nested answer fields freely
export const bodyOf = (response: SimResponse): any => response.body;
