import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createSimContext } from '../core/context';
import type { SimContext } from '../core/context';
import type { SimRequest } from '../core/contract';
import { asMethod, dispatch, noRoute, parseBody, parseCookies, RouteTable } from './dispatch';
import type { AnyRoute, Outcome } from './dispatch';
import { allRoutes } from './routes';

export interface SimulatorServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  seed?: number;
  now?: number;
  /** Use an existing context instead of a fresh one. */
  ctx?: SimContext;
  routes?: readonly AnyRoute[];
}

export interface SimulatorServer {
  url: string;
  port: number;
  ctx: SimContext;
  server: Server;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'retry-after, x-sim-invalid-field, content-type',
    vary: 'Origin',
  };
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

export function createRequestListener(ctx: SimContext, routes: readonly AnyRoute[] = allRoutes) {
  const table = new RouteTable(routes);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const cors = corsHeaders(req);
    let outcome: Outcome;
    try {
      // The address as the browser asked for it (its Host), so a route can tell its own origin from the page's.
      const url = requestUrl(req);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
          'access-control-max-age': '600',
        });
        res.end();
        return;
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
          outcome = await dispatch(hit.route, request, ctx);
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

/** Starts the simulator over HTTP on 127.0.0.1 (port 0 = a free port). */
export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const ctx = options.ctx ?? createSimContext({ seed: options.seed, now: options.now });
  const listener = createRequestListener(ctx, options.routes);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    listener(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { 'content-type': 'application/json' }, JSON.stringify({ errorCode: 'SIM_INTERNAL', message: 'Unhandled error' }));
      else res.destroy();
    });
  });
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
