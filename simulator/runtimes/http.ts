import { createServer } from 'node:http';
import { banners } from '../../spec/banners';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createSimContext } from '../core/context';
import type { SimContext } from '../core/context';
import type { SimRequest } from '../core/contract';
import { asMethod, dispatch, noRoute, parseBody, parseCookies, RouteTable } from './dispatch';
import type { AnyRoute, Outcome } from './dispatch';
import { allRoutes } from './routes';
import { CONTROL_BASE } from '../control/routes';
import { isWellFormedToken, newSimToken, SIM_TOKEN_HEADER, tokenMatches } from '../control/token';
import { pictureAnswer } from './pictures';
import { isTenantName, TENANT_COOKIE, TENANT_HEADER, TenantPool } from './tenants';

export interface SimulatorServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  seed?: number;
  now?: number;
  /** Use an existing context instead of a fresh one. */
  ctx?: SimContext;
  routes?: readonly AnyRoute[];
  /** The storefront origins whose pages may call the simulator (default: the loopback origins of start, preview and the live test). */
  allowOrigins?: readonly string[];
  /** The token the control API (`/__sim/*`) requires in `x-sim-token`; default a new random one. */
  token?: string;
  /** Named tenants kept besides the default (the least recently used goes first); default DEFAULT_MAX_TENANTS. */
  maxTenants?: number;
}

export interface SimulatorServer {
  url: string;
  port: number;
  ctx: SimContext;
  server: Server;
  /** The control API's token (send it as `x-sim-token`). */
  token: string;
  /** The origins allowed to call it from a page. */
  allowOrigins: readonly string[];
  /** Independent states by tenant name; `ctx` is the default tenant's. */
  tenants: TenantPool;
  close(): Promise<void>;
}

/**
 * The storefront's own loopback origins: `npm start` (5173), `npm run preview` (4173) and the live test build (4174);
 * and the B2B site of each banner as the scenario replay opens it on the simulator build (`business.<domain>` on 5173
 * and 4173, for `scenario replay --sim-url`): `.test` names, which no resolver answers (RFC 6761), so only a browser
 * that maps them to loopback itself, as the replay's does, can have a page there.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  ...[5173, 4173, 4174].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
  ...banners.flatMap((banner) => [5173, 4173].map((port) => `http://business.${banner.domain.replace(/^www\./, '')}:${port}`)),
];

/** An allowed origin as the browser sends it (`scheme://host[:port]`, no path); anything else is refused by name. */
export function normaliseOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RangeError(`not an origin: '${raw}'`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new RangeError(`not an origin (scheme://host[:port]): '${raw}'`);
  }
  return url.origin;
}

const MAX_BODY = 1024 * 1024;

/** What the server allows a page to do: whose origin, and the control API's token. */
interface AccessPolicy {
  origins: ReadonlySet<string>;
  token: string;
}

const EXPOSED = 'retry-after, x-sim-invalid-field, content-type';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** A header name list as a preflight may ask for it (tokens and commas); anything else is not echoed. */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/**
 * CORS headers for an allowed origin only: a page elsewhere gets none, so its browser never lets it read an answer.
 * `Vary: Origin` always, since the answer depends on it.
 */
function corsHeaders(origin: string | undefined, policy: AccessPolicy): Record<string, string> {
  if (!origin || !policy.origins.has(origin)) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-expose-headers': EXPOSED, vary: 'Origin' };
}

/** A path segment decoded; one that does not decode is '' (never a name). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** `/__sim/tenant/<name>`: the browser's choice of tenant (a cookie). */
const TENANT_SELECT = new RegExp(`^${CONTROL_BASE}/tenant/([^/]+)/?$`);
const TENANT_ONE = new RegExp(`^${CONTROL_BASE}/tenants/([^/]+)(/reset)?/?$`);

/** The tenants' own control routes (token checked before): list, reset, remove. Undefined for any other request. */
function tenantAdmin(method: string, pathname: string, tenants: TenantPool): { status: number; body: unknown } | undefined {
  if (pathname === `${CONTROL_BASE}/tenants` || pathname === `${CONTROL_BASE}/tenants/`) {
    return method === 'GET' ? { status: 200, body: { tenants: tenants.list(), max: tenants.max } } : { status: 405, body: { errorCode: 'SIM_METHOD_NOT_ALLOWED', message: `${method} is not allowed on ${pathname}` } };
  }
  const m = TENANT_ONE.exec(pathname);
  if (!m) return undefined;
  const name = safeDecode(m[1] ?? '');
  if (!isTenantName(name)) return { status: 400, body: { errorCode: 'SIM_BAD_TENANT', message: `Not a tenant name: ${name.slice(0, 80)}` } };
  if (m[2] && method === 'POST') return { status: 200, body: { tenant: tenants.reset(name) } };
  if (!m[2] && method === 'DELETE') return tenants.remove(name) ? { status: 200, body: { removed: name } } : { status: 404, body: { errorCode: 'SIM_UNKNOWN_TENANT', message: `No tenant ${name}` } };
  return { status: 405, body: { errorCode: 'SIM_METHOD_NOT_ALLOWED', message: `${method} is not allowed on ${pathname}` } };
}

const isControlPath = (pathname: string) => pathname === CONTROL_BASE || pathname.startsWith(`${CONTROL_BASE}/`);

/** The body media types a route reads: JSON (`application/json`, `application/*+json`) always, a form where it says so. */
function acceptedBody(contentType: string | undefined, route: AnyRoute): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return true;
  return type === 'application/x-www-form-urlencoded' && (route.bodyTypes ?? []).includes('form');
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(undefined);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(status, { ...headers, 'content-length': String(bytes.length) });
  res.end(status === 204 || status === 304 ? undefined : bytes);
}

function errorJson(status: number, code: string, message: string): Outcome {
  return { type: 'response', status, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errorCode: code, message }) };
}

/**
 * The request handler of the HTTP runtime: a route table built once (method + path template → resolver),
 * the same resolvers and fault plan as the msw runtimes. Exported for in-process benchmarks.
 */
function requestUrl(req: IncomingMessage): URL {
  // The request target is a path: joined to the origin as text, so `//host/x` stays a path and never names a host.
  const target = (req.url ?? '/').startsWith('/') ? (req.url ?? '/') : `/${req.url ?? ''}`;
  const host = req.headers.host;
  const origin = host && /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host) ? `http://${host}` : 'http://sim.local';
  try {
    return new URL(`${origin}${target}`);
  } catch {
    return new URL('http://sim.local/');
  }
}

export interface RequestListenerOptions {
  routes?: readonly AnyRoute[];
  /** The tenants' states; default a pool whose default tenant is `ctx`. */
  tenants?: TenantPool;
  /** Default DEFAULT_ALLOWED_ORIGINS. */
  allowOrigins?: readonly string[];
  /** The control API's token. */
  token: string;
}

export function createRequestListener(ctx: SimContext, options: RequestListenerOptions) {
  const table = new RouteTable(options.routes ?? allRoutes);
  const policy: AccessPolicy = { origins: new Set((options.allowOrigins ?? DEFAULT_ALLOWED_ORIGINS).map(normaliseOrigin)), token: options.token };
  const tenants = options.tenants ?? new TenantPool(ctx);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = req.headers.origin;
    const cors = corsHeaders(origin, policy);
    let outcome: Outcome;
    try {
      // The address as the browser asked for it (its Host), so a route can tell its own origin from the page's.
      const url = requestUrl(req);
      if (origin !== undefined && !policy.origins.has(origin)) {
        // A page on an origin nobody allowed: refused before anything runs (a request that needs no preflight,
        // a form or a text/plain POST, would otherwise act even though its page cannot read the answer).
        req.resume();
        send(res, 403, { vary: 'Origin', 'content-type': 'application/json' }, JSON.stringify({ errorCode: 'SIM_ORIGIN_NOT_ALLOWED', message: `Origin ${origin} is not allowed; start the simulator with --allow-origin ${origin} to let its pages call it` }));
        return;
      }
      if (req.method === 'OPTIONS') {
        req.resume();
        const asked = req.headers['access-control-request-headers'];
        const preflight: Record<string, string> = origin === undefined ? { vary: 'Origin' } : { ...cors, 'access-control-allow-methods': ALLOWED_METHODS, 'access-control-max-age': '600' };
        if (origin !== undefined && typeof asked === 'string' && HEADER_LIST.test(asked.trim())) preflight['access-control-allow-headers'] = asked.trim();
        // Private Network Access: a page's request to this loopback server is allowed for the storefront's origins only.
        if (origin !== undefined && req.headers['access-control-request-private-network'] === 'true') preflight['access-control-allow-private-network'] = 'true';
        res.writeHead(204, preflight);
        res.end();
        return;
      }
      // The catalogue's pictures are static files, the same for every tenant (decision 0430).
      const picture = pictureAnswer(req.method ?? '', url.pathname);
      if (picture) {
        req.resume();
        return send(res, picture.status, { ...cors, ...picture.headers }, picture.body);
      }
      const choose = TENANT_SELECT.exec(url.pathname);
      if (choose && (req.method === 'GET' || req.method === 'POST')) {
        // A browser's way to a tenant: a cookie for its later requests. Needs no token (it reads and changes nothing
        // of any state) and is open only to the allowed origins, like every route.
        req.resume();
        const name = safeDecode(choose[1] ?? '');
        const found = tenants.use(isTenantName(name) ? name : '\u0000');
        if (!found.ok) return send(res, found.status, { ...cors, 'content-type': 'application/json' }, JSON.stringify({ errorCode: found.code, message: found.message }));
        const cookie = `${TENANT_COOKIE}=${name}; Path=/; HttpOnly; SameSite=Lax`;
        return send(res, 200, { ...cors, 'content-type': 'application/json', 'set-cookie': cookie }, JSON.stringify({ tenant: name, created: found.created }));
      }
      if (isControlPath(url.pathname) && !tokenMatches(policy.token, req.headers[SIM_TOKEN_HEADER])) {
        req.resume();
        send(res, 401, { ...cors, 'content-type': 'application/json' }, JSON.stringify({ errorCode: 'SIM_TOKEN_REQUIRED', message: `The control API needs the token 'sim serve' printed, in the ${SIM_TOKEN_HEADER} header (the workbench CLI reads it from --token, SIM_TOKEN or the file sim serve wrote for its origin)` }));
        return;
      }
      const admin = tenantAdmin(req.method ?? '', url.pathname, tenants);
      if (admin) {
        req.resume();
        return send(res, admin.status, { ...cors, 'content-type': 'application/json' }, JSON.stringify(admin.body));
      }
      const named = req.headers[TENANT_HEADER];
      const tenant = tenants.use(typeof named === 'string' ? named.trim() : parseCookies(req.headers.cookie)[TENANT_COOKIE]);
      if (!tenant.ok) {
        req.resume();
        return send(res, tenant.status, { ...cors, 'content-type': 'application/json' }, JSON.stringify({ errorCode: tenant.code, message: tenant.message }));
      }
      const method = asMethod(req.method ?? '');
      const hit = method ? table.match(method, url.pathname) : undefined;
      if (!method || !hit) {
        req.resume();
        outcome = method && !table.hasPath(url.pathname) ? noRoute(req.method ?? '', url.pathname) : table.hasPath(url.pathname) ? errorJson(405, 'SIM_METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${url.pathname}`) : noRoute(req.method ?? '', url.pathname);
      } else {
        const text = await readBody(req);
        if (text === undefined) {
          outcome = errorJson(413, 'SIM_BODY_TOO_LARGE', `Request body over ${MAX_BODY} bytes`);
        } else if (text.length > 0 && !acceptedBody(req.headers['content-type'], hit.route)) {
          // A body is read as JSON only when it says so: the content types a page may send without a preflight
          // (text/plain, forms) are refused rather than parsed.
          outcome = errorJson(415, 'SIM_UNSUPPORTED_MEDIA_TYPE', `${method} ${url.pathname} takes a body of Content-Type application/json, got '${req.headers['content-type'] ?? 'none'}'`);
        } else {
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers)) {
            if (value === undefined) continue;
            try {
              headers.set(name, Array.isArray(value) ? value.join(', ') : value);
            } catch {
              // A header value Headers rejects is dropped; the route sees the request without it.
            }
          }
          const request: SimRequest = { method, url, params: hit.params, headers, body: parseBody(text), cookies: parseCookies(req.headers.cookie) };
          outcome = await dispatch(hit.route, request, tenant.ctx);
        }
      }
    } catch (error) {
      outcome = errorJson(500, 'SIM_INTERNAL', error instanceof Error ? error.message : String(error));
    }
    switch (outcome.type) {
      case 'hang':
        return;
      case 'network-error':
        req.socket.destroy();
        return;
      case 'truncate': {
        const bytes = Buffer.from(outcome.body, 'utf8');
        res.writeHead(outcome.status, { ...cors, ...outcome.headers, 'content-length': String(bytes.length) });
        res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
        return;
      }
      case 'response':
        send(res, outcome.status, { ...cors, ...outcome.headers }, outcome.body);
    }
  };
}

/** How long an idle keep-alive connection stays open before the server closes it. */
export const KEEP_ALIVE_MS = 65_000;

/** Starts the simulator over HTTP on 127.0.0.1 (port 0 = a free port). */
export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const ctx = options.ctx ?? createSimContext({ seed: options.seed, now: options.now });
  const token = options.token ?? newSimToken();
  if (!isWellFormedToken(token)) throw new RangeError('the control token must be 16 to 200 characters of A-Z a-z 0-9 . _ ~ -');
  const allowOrigins = (options.allowOrigins ?? DEFAULT_ALLOWED_ORIGINS).map(normaliseOrigin);
  // A tenant starts as the default did: from the same seed, on a running clock when the server's runs (live mode).
  const tenants = new TenantPool(ctx, options.maxTenants, () => {
    const real = ctx.clock.mode() === 'real';
    const made = createSimContext({ seed: ctx.seed, now: real ? Date.now() : options.now });
    if (real) made.clock.mode('real');
    return made;
  });
  const listener = createRequestListener(ctx, { routes: options.routes, allowOrigins, token, tenants });
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    listener(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { 'content-type': 'application/json' }, JSON.stringify({ errorCode: 'SIM_INTERNAL', message: 'Unhandled error' }));
      else res.destroy();
    });
  });
  // A client reuses an idle connection (keep-alive) at any moment; Node's 5 s default closes it under the client's
  // feet now and then (ECONNRESET on a request sent as it closes). Held for a minute, as proxies in front of servers do,
  // and the headers' timeout above it, as Node asks.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    ctx,
    server,
    token,
    allowOrigins,
    tenants,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
