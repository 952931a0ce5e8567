import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { CookieJar } from '../../../src/storefront/cookies';
import type { SimContext } from '../../../simulator/core/context';
import type { SimRequest } from '../../../simulator/core/contract';
import { dispatch, parseBody, RouteTable } from '../../../simulator/runtimes/dispatch';
import { toResponse } from '../../../simulator/runtimes/msw';
import { allRoutes } from '../../../simulator/runtimes/routes';

/** One request the storefront code made, named by the catalogue CALL IDs its simulated route serves. */
export interface CallRecord {
  readonly calls: readonly string[];
  readonly method: string;
  readonly path: string;
  /** The simulator route's path template (what a fault targets). */
  readonly routePath: string;
  status: number | null;
  outcome: 'pending' | 'response' | 'network-error' | 'aborted' | 'no-route';
}

const table = new RouteTable(allRoutes);

/** Which CALL IDs a method and path are served as (empty for a path the simulator does not know), and its route. */
export function routeOf(method: string, pathname: string): { calls: readonly string[]; routePath: string } {
  const route = table.match(method.toUpperCase(), pathname)?.route;
  return { calls: route?.calls ?? [], routePath: route?.path ?? pathname };
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/** Applies Set-Cookie lines to the jar: a cookie with Max-Age 0 or an expiry in the past is removed. */
export function applySetCookies(jar: CookieJar, lines: readonly string[], now: number): void {
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    let expires: number | null = null;
    let gone = false;
    for (const attribute of attributes) {
      const [k = '', v = ''] = attribute.split('=').map((s) => s.trim());
      if (k.toLowerCase() === 'max-age') {
        const seconds = Number(v);
        if (Number.isFinite(seconds)) {
          if (seconds <= 0) gone = true;
          else expires = now + seconds * 1000;
        }
      } else if (k.toLowerCase() === 'expires') {
        const at = Date.parse(v);
        if (Number.isFinite(at)) {
          if (at <= now) gone = true;
          else expires = at;
        }
      }
    }
    if (gone) jar.remove(name);
    else jar.set(name, value, expires);
  }
}

/** The Cookie header's pairs as msw hands them to a handler (cookie@1 parsing: first of a name wins, trimmed, decoded). */
export function requestCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (header === null || header.length < 2) return cookies;
  const trim = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && (header.charCodeAt(start) === 32 || header.charCodeAt(start) === 9)) start++;
    while (end > start && (header.charCodeAt(end - 1) === 32 || header.charCodeAt(end - 1) === 9)) end--;
    return header.slice(start, end);
  };
  const decode = (value: string) => {
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const seen = new Set<string>();
  let index = 0;
  do {
    const eq = header.indexOf('=', index);
    if (eq === -1) break;
    const semicolon = header.indexOf(';', index);
    const end = semicolon === -1 ? header.length : semicolon;
    if (eq > end) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    const name = trim(index, eq);
    if (!seen.has(name)) {
      seen.add(name);
      cookies[name] = decode(trim(eq + 1, end));
    }
    index = end + 1;
  } while (index < header.length);
  return cookies;
}

/**
 * The answer of the route the table finds, exactly as the route's msw handler would give it (simulator/runtimes/msw.ts),
 * without msw matching every handler's path and parsing cookies for each. Undefined when no route serves the path.
 */
async function answerFromTable(ctx: SimContext, request: Request, onHang?: () => void): Promise<Response | undefined> {
  const url = new URL(request.url);
  const hit = table.match(request.method, url.pathname);
  if (!hit) return undefined;
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const simRequest: SimRequest = { method: hit.route.method, url, params: hit.params, headers: request.headers, body: parseBody(text), cookies: requestCookies(request.headers.get('cookie')) };
  const outcome = await dispatch(hit.route, simRequest, ctx);
  // A hanging fault never answers, as the handler's infinite delay; the caller's abort ends the wait.
  if (outcome.type === 'hang') {
    onHang?.();
    return new Promise<never>(() => undefined);
  }
  return toResponse(outcome);
}

/**
 * A `fetch` answered in-process by the simulator (the routes its msw handlers serve, without patching the global
 * fetch), with the page's cookie jar acting as the browser's: cookies go out on every request, Set-Cookie comes
 * back into the jar. Every request is recorded by CALL ID. A hanging fault is given up when the caller aborts.
 * With `ctx`, a request is answered by the route table (routes are looked up once, not matched handler by handler);
 * a path the table does not serve, or a fetch without `ctx`, goes through msw's own matching of `handlers`.
 * `onHang` is told, with the request's signal, when the table's route will never answer (a hanging fault).
 */
export function simulatorFetch(options: { ctx?: SimContext; handlers: readonly RequestHandler[] | (() => readonly RequestHandler[]); origin: string; jar: CookieJar; now: () => number; record: (call: CallRecord) => void; remote?: (request: Request) => Promise<Response>; onHang?: (signal: AbortSignal | undefined) => void }) {
  let handlers: readonly RequestHandler[] | undefined = typeof options.handlers === 'function' ? undefined : options.handlers;
  const handlersOf = () => (handlers ??= (options.handlers as () => readonly RequestHandler[])());
  // `remote`: a running `sim serve` answers instead (cli/lib/remoteSim.ts); the jar, the record and the aborts stay here.
  const answer = async (request: Request, signal: AbortSignal | undefined): Promise<Response | undefined> =>
    options.remote ? options.remote(request) : ((options.ctx ? await answerFromTable(options.ctx, request, options.onHang && (() => options.onHang!(signal))) : undefined) ?? getResponse([...handlersOf()], request));
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, options.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const cookies = Object.entries(options.jar.all())
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    if (cookies !== '') headers.set('cookie', cookies);
    const record: CallRecord = { ...routeOf(method, url.pathname), method, path: url.pathname, status: null, outcome: 'pending' };
    options.record(record);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      record.outcome = 'aborted';
      throw abortError();
    }
    const request = new Request(url, { method, headers, ...(init.body !== undefined && init.body !== null ? { body: init.body } : {}) });
    const answered = answer(request, signal);
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()), { once: true });
    });
    let response: Response | undefined;
    try {
      response = await (signal ? Promise.race([answered, aborted]) : answered);
    } catch (error) {
      record.outcome = 'aborted';
      throw error;
    }
    if (!response) {
      record.outcome = 'no-route';
      record.status = 404;
      return new Response(JSON.stringify({ errorCode: 'SIM_NO_ROUTE', message: `No simulated route for ${method} ${url.pathname}` }), { status: 404, headers: { 'content-type': 'application/json' } });
    }
    if (response.type === 'error') {
      record.outcome = 'network-error';
      throw new TypeError('Failed to fetch');
    }
    applySetCookies(options.jar, response.headers.getSetCookie(), options.now());
    record.outcome = 'response';
    record.status = response.status;
    return response;
  };
}
