import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { ActiveScenario } from '../core/context';
import type { AnyRoute } from './dispatch';
import { routeMatcher } from './msw';
import { allRoutes } from './routes';
import { readReproParams } from './reproLink';
import { findScenario } from '../scenarios/apply';
import { readRemoteSettings, REMOTE_SIM_GLOBAL } from './remoteSettings';
import type { RemoteSimSettings } from './remoteSettings';

export { REMOTE_SIM_GLOBAL };
export type { RemoteSimSettings };

const TENANT_HEADER = 'x-sim-tenant';
const TOKEN_HEADER = 'x-sim-token';
const CONTROL_PREFIX = '/__sim';
const isControlPath = (pathname: string) => pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`);

/**
 * The simulator build's page on a shared `workbench sim serve` instead of its own in-page state (the
 * browser replay of the scenarios in a tenant, `scenario replay --sim-url`). The service worker still catches every
 * simulated call of the page, and forwards it to the server in the tenant, so the storefront, the QA panel and the
 * replay's control steps (`/__sim/clock`, `/__sim/outbox`, `/__sim/faults`, `?scenario=`) all reach one state: the
 * tenant's. Two pages in two tenants share the server without seeing each other's faults, sign-ins or clock.
 *
 * The settings come from whoever drives the page (the replay puts them on the page before its scripts run, as
 * `window.__workbenchRemoteSim`): the tenant's key, never the control token, so the page reaches its own tenant (its
 * calls and its control API) and no other, and nothing it holds opens the server's tenants or default state.
 * Calls go with the browser's cookies for the server (`credentials: 'include'`), so the services' session cookies
 * live where they would against the live build: on the server's host.
 */

/** The settings the page was given, if any. */
export function remoteSettingsOfPage(): RemoteSimSettings | { problem: string } | undefined {
  const value = (globalThis as Record<string, unknown>)[REMOTE_SIM_GLOBAL];
  return value === undefined ? undefined : readRemoteSettings(value);
}

/** The clock as the tenant has it, followed between answers: a running clock runs on with the machine's. */
export class ClockMirror {
  private base = 0;
  private at = 0;
  private running = false;

  constructor(private readonly wall: () => number = () => Date.now()) {}

  update(view: { now?: unknown; mode?: unknown }): void {
    if (typeof view.now !== 'number' || !Number.isFinite(view.now)) return;
    this.base = view.now;
    this.at = this.wall();
    this.running = view.mode === 'real';
  }

  now(): number {
    return this.running ? this.base + (this.wall() - this.at) : this.base;
  }
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export class RemoteSimRefused extends Error {}

/** A control call of the page's own (the worker is not needed for it): the answer's JSON, or a refusal saying why. */
export async function remoteControl<T>(remote: RemoteSimSettings, fetchImpl: FetchLike, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { [TENANT_HEADER]: remote.key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let answer: Response;
  try {
    answer = await fetchImpl(`${remote.url}${path}`, { method, headers, credentials: 'include', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  } catch {
    throw new RemoteSimRefused(`${remote.url} could not be reached (${method} ${path})`);
  }
  const text = await answer.text();
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = null;
  }
  if (!answer.ok) {
    const message = (parsed as { message?: unknown } | null)?.message;
    throw new RemoteSimRefused(`${method} ${path} on ${remote.url} (tenant ${remote.tenant}) answered ${answer.status}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`);
  }
  return parsed as T;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where a request of the page at `page` goes: the server, or, for a page on a `.test` host (the replay's B2B site,
 * which its resolver maps to loopback) and a server on loopback, the server's port under the page's own host name,
 * so the services' cookies are set and sent same-site with the page, as they are in the page's own simulator.
 */
export function forwardBase(remote: RemoteSimSettings, page: URL): string {
  const server = new URL(remote.url);
  if (LOOPBACK.has(server.hostname) && page.hostname.endsWith('.test')) return `${server.protocol}//${page.hostname}${server.port ? `:${server.port}` : ''}`;
  return remote.url;
}

/**
 * A request of the page, sent on to the server in the tenant: same method, path, query, headers and body, the
 * tenant's key on all (a token the page itself put on a request is dropped). The server's answer goes back to the
 * page as it came; a dropped connection is the page's network error, as against the server itself. A redirect is not
 * followed (the sign-in's authorize call in simulator mode wants only its cookie), and reaches the page as a bare 302.
 */
export async function forwardToRemote(request: Request, remote: RemoteSimSettings, fetchImpl: FetchLike): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  headers.delete(TOKEN_HEADER);
  headers.set(TENANT_HEADER, remote.key);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  let answer: Response;
  try {
    answer = await fetchImpl(`${forwardBase(remote, url)}${url.pathname}${url.search}`, { method: request.method, headers, credentials: 'include', redirect: 'manual', ...(body && body.byteLength > 0 ? { body } : {}) });
  } catch {
    return HttpResponse.error();
  }
  if (answer.type === 'opaqueredirect') return new Response(null, { status: 302 });
  const nullBody = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
  return new Response(nullBody ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/**
 * The worker's one handler in remote mode: every request a simulated route would answer goes to the server; the
 * server's own address is left alone (the forwarded requests themselves). After a control call that may move the
 * clock (any but a GET), the mirror reads the tenant's clock again, before the page sees the answer.
 */
export function createForwardingHandler(remote: RemoteSimSettings, clock: ClockMirror, fetchImpl: FetchLike, routes: readonly AnyRoute[] = allRoutes): HttpHandler {
  const match = routeMatcher(routes);
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (url.origin === remote.url || url.origin === forwardBase(remote, url) || !match(url, request.method)) return undefined;
    const answer = await forwardToRemote(request, remote, fetchImpl);
    if (isControlPath(url.pathname) && request.method !== 'GET') {
      clock.update(await remoteControl<{ now?: unknown; mode?: unknown }>(remote, fetchImpl, 'GET', `${CONTROL_PREFIX}/clock`).catch(() => ({})));
    }
    return answer;
  });
}

export interface RemoteStart {
  scenario: ActiveScenario | null;
  notice: string | null;
}

/**
 * The tenant put where the page asks, as the in-page simulator does with its own state: `?scenario=<id>` resets it to
 * that scenario (with a QA panel link's faults and clock on top) and sets the scenario's cookies in the page; without
 * one the tenant is left as it is and the page reads the scenario it is in. Either way the tenant's clock runs from
 * there, as the in-page one does, and the mirror follows it.
 */
export async function enterRemote(remote: RemoteSimSettings, search: string, clock: ClockMirror, fetchImpl: FetchLike, setCookie?: (name: string, value: string) => void): Promise<RemoteStart> {
  const requested = new URLSearchParams(search).get('scenario');
  let notice: string | null = null;
  let scenario: ActiveScenario | null = null;
  if (requested !== null) {
    try {
      const found = await findScenario(requested.trim());
      scenario = (await remoteControl<{ scenario: ActiveScenario | null }>(remote, fetchImpl, 'POST', `${CONTROL_PREFIX}/scenario`, { id: found.id })).scenario;
      const link = readReproParams(search);
      if (link.faults !== undefined) {
        await remoteControl(remote, fetchImpl, 'DELETE', `${CONTROL_PREFIX}/faults`);
        for (const fault of link.faults) await remoteControl(remote, fetchImpl, 'POST', `${CONTROL_PREFIX}/faults`, fault);
      }
      if (link.clock !== undefined) await remoteControl(remote, fetchImpl, 'POST', `${CONTROL_PREFIX}/clock`, { set: link.clock });
      if (link.problems.length > 0) notice = link.problems.join('; ');
      for (const [name, value] of Object.entries(found.cookies)) setCookie?.(name, value);
    } catch (error) {
      notice = error instanceof Error ? error.message : `Scenario ${requested} could not be loaded`;
    }
  } else {
    try {
      scenario = (await remoteControl<{ scenario: ActiveScenario | null }>(remote, fetchImpl, 'GET', `${CONTROL_PREFIX}/scenario`)).scenario;
    } catch (error) {
      notice = error instanceof Error ? error.message : 'The remote simulator could not be read';
    }
  }
  try {
    clock.update(await remoteControl(remote, fetchImpl, 'POST', `${CONTROL_PREFIX}/clock`, { mode: 'real' }));
  } catch (error) {
    notice = [notice, error instanceof Error ? error.message : 'The remote clock could not be read'].filter(Boolean).join('; ');
    clock.update({ now: Date.now(), mode: 'real' });
  }
  return { scenario, notice: notice === null ? null : `Remote simulator ${remote.url}, tenant ${remote.tenant}: ${notice}` };
}
