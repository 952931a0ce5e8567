import { request as httpRequest } from 'node:http';
import type { Scenario } from '../../spec/scenarios';
import type { SimContext } from '../../simulator/core/context';
import type { OutboxMessage } from '../../simulator/core/contract';
import { SIM_TOKEN_HEADER } from '../../simulator/control/token';
import { TENANT_HEADER } from '../../simulator/runtimes/tenants';
import { isSimTenantName } from '../../spec/schemas/simTenant';

/**
 * Scenarios run in Node against a shared `workbench sim serve`: each run in its own tenant, so shards of
 * one CI job, or two people, share one server without resetting, locking or faulting each other.
 *
 * The Node driver keeps its simulator context as the scenario's clock and outbox as the storefront sees them, while
 * every upstream call goes over HTTP to the server, in the run's tenant (`x-sim-tenant`): the tenant is put in the
 * scenario first (`POST /__sim/scenario`), the server's clock is set to the driver's before each call (the driver's
 * timers advance it), and the server's outbox is copied back after each call, so a passcode step reads what the server
 * sent. Requests keep the storefront's host (the page origin the driver runs on), as a browser's would.
 */
export interface RemoteSim {
  /** The server's origin, e.g. http://127.0.0.1:4010. */
  readonly url: string;
  readonly tenant: string;
  /** The control API's token (`sim serve` printed it; SIM_TOKEN, or the file it wrote for its origin). */
  readonly token: string;
}

export class RemoteSimError extends Error {}

/**
 * A call's time limit against a remote server: a call there is three HTTP exchanges (the clock, the call, the outbox),
 * so the in-process driver's quarter second would cut off a slow machine's answers; a hanging fault still ends.
 */
export const REMOTE_TIMEOUT_MS = 3_000;

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

/** One HTTP exchange with the server; a refused or reset connection rejects (the caller decides what that means). */
function exchange(remote: RemoteSim, method: string, path: string, headers: Headers, body: Buffer | undefined, host?: string): Promise<Answer> {
  const base = new URL(remote.url);
  return new Promise((resolve, reject) => {
    const outgoing: Record<string, string> = {};
    headers.forEach((value, name) => {
      outgoing[name] = value;
    });
    outgoing[TENANT_HEADER] = remote.tenant;
    // Naming a tenant in the header is the token's holder's right: every call of the run carries it, to this server only.
    outgoing[SIM_TOKEN_HEADER] = remote.token;
    if (host) outgoing.host = host;
    if (body) outgoing['content-length'] = String(body.length);
    const req = httpRequest({ hostname: base.hostname, port: base.port || 80, method, path, headers: outgoing }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) answer.append(name, v);
        }
        resolve({ status: res.statusCode ?? 502, statusText: res.statusMessage ?? '', headers: answer, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function control(remote: RemoteSim, method: string, path: string, body?: unknown): Promise<unknown> {
  const headers = new Headers({ [SIM_TOKEN_HEADER]: remote.token });
  if (body !== undefined) headers.set('content-type', 'application/json');
  let answer: Answer;
  try {
    answer = await exchange(remote, method, path, headers, body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
  } catch (error) {
    throw new RemoteSimError(`${remote.url} could not be reached: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const text = answer.body.toString('utf8');
  if (answer.status >= 400) {
    let said = '';
    try {
      const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
      said = typeof message === 'string' ? message.slice(0, 200) : '';
    } catch {
      // not JSON: the status says enough
    }
    throw new RemoteSimError(`${method} ${path} on ${remote.url} (tenant ${remote.tenant}) answered ${answer.status}${said ? `: ${said}` : ''}`);
  }
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A remote for a run: the tenant name checked as the server checks it. */
export function remoteSim(url: string, tenant: string, token: string): RemoteSim {
  if (!isSimTenantName(tenant)) throw new RemoteSimError(`'${tenant.slice(0, 80)}' is not a tenant name (1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit)`);
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new RemoteSimError(`not a URL: ${url}`);
  }
  if (!origin.startsWith('http://')) throw new RemoteSimError(`the simulator is served over http: ${url}`);
  return { url: origin, tenant, token };
}

/**
 * Puts the run's tenant in the scenario (reset first, as `workbench sim scenario` does). The scenario goes whole, so
 * the server starts from exactly what the driver runs: one of a file (`scenario run --file`) as well as the library's.
 */
export async function enterScenario(remote: RemoteSim, scenario: Scenario): Promise<void> {
  await control(remote, 'POST', '/__sim/scenario', { scenario });
}

/**
 * The driver's answer function over HTTP: the tenant's clock follows the driver's before each call, and its outbox is
 * copied into the driver's after each, so the driver reads time and passcodes as the server has them.
 */
export function remoteAnswer(remote: RemoteSim, ctx: SimContext): (request: Request) => Promise<Response> {
  let clockSent: number | undefined;
  // The newest message's id and the count: a bounded outbox drops its oldest, so the count alone can stay the same.
  let outboxSeen = '';
  return async (request) => {
    const now = ctx.clock.now();
    if (clockSent !== now) {
      await control(remote, 'POST', '/__sim/clock', { set: now });
      clockSent = now;
    }
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    let answer: Answer;
    try {
      answer = await exchange(remote, request.method, `${url.pathname}${url.search}`, request.headers, body && body.length > 0 ? body : undefined, url.host);
    } catch {
      // The server dropped the connection: a network error, as a fault of that kind gives the page.
      return Response.error();
    }
    const { messages } = (await control(remote, 'GET', '/__sim/outbox')) as { messages: OutboxMessage[] };
    const seen = `${messages.length}|${messages.at(-1)?.id ?? ''}`;
    if (seen !== outboxSeen) {
      ctx.outbox.load({ messages, counter: messages.length });
      outboxSeen = seen;
    }
    const status = answer.status;
    const nullBody = status === 204 || status === 304 || request.method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(answer.body), { status, statusText: answer.statusText, headers: answer.headers });
  };
}

/** The server answers the control API with this token (else a RemoteSimError saying what is wrong). */
export async function checkRemote(remote: RemoteSim): Promise<void> {
  await control(remote, 'GET', '/__sim/clock');
}

/** Shard `i` of `n` of a list (1-based), by position: every scenario is in exactly one shard. */
export function shardOf<T>(list: readonly T[], i: number, n: number): T[] {
  return list.filter((_, index) => index % n === i - 1);
}

/** The tenant a browser replay on a shared `sim serve` runs in: the one asked for, else one per shard (apart from the Node run's). */
export function replayTenantName(tenant: string | undefined, shard: { i: number; n: number } | undefined): string {
  return tenant ?? (shard ? `replay-shard-${shard.i}-of-${shard.n}` : 'replay');
}

/** The tenant a worker of that replay uses: its own under the replay's name when the replay has more than one worker. */
export function replayTenant(base: string, workers: number, parallelIndex: number): string {
  return workers > 1 ? `${base}-w${parallelIndex}` : base;
}
