import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { CookieJar } from '../../../src/app/shell/cookies';
import { RouteTable } from '../../../simulator/runtimes/dispatch';
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

/**
 * A `fetch` answered in-process by the simulator's msw handlers (the node runtime's handlers, without patching the
 * global fetch), with the page's cookie jar acting as the browser's: cookies go out on every request, Set-Cookie
 * comes back into the jar. Every request is recorded by CALL ID. A hanging fault is given up when the caller aborts.
 */
export function simulatorFetch(options: { handlers: readonly RequestHandler[]; origin: string; jar: CookieJar; now: () => number; record: (call: CallRecord) => void }) {
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
    const answer = getResponse([...options.handlers], request);
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()), { once: true });
    });
    let response: Response | undefined;
    try {
      response = await (signal ? Promise.race([answer, aborted]) : answer);
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
