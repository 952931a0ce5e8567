import { isSimTenantName } from '../../spec/schemas/simTenant';
import { parseConfig } from '../../spec/schemas/config';
import type { FetchLike } from './http';

/**
 * `?tenant=<name>` on the live storefront against a shared `workbench sim serve`: the page asks the
 * simulator's tenant route (`/__sim/tenant/<name>`, no control token needed) for its tenant cookie, so every call of
 * this browser reaches that tenant's state, and navigations (the sign-in's authorize redirect, the servlets' single
 * sign-on) carry the cookie too. The storefront's own calls to the store and profile services send no cookies
 * (credentials are the servlets' only), so once the simulator has answered, this browser's calls to that origin are
 * sent with credentials: the cookie rides on them all. The choice is remembered per browser, like the cookie.
 *
 * Only a server that answers the tenant route as the simulator does is chosen: against real endpoints the route
 * does not exist, nothing is remembered and no call changes. A malformed name is refused before any request.
 */

import { SIM_TENANT_STORAGE_KEY, TENANT_PARAM } from './simTenantNames';

export { SIM_TENANT_STORAGE_KEY, TENANT_PARAM };

export interface SimTenantChoice {
  /** The simulator's origin (scheme, host, port): the calls to it are the ones sent with credentials. */
  readonly origin: string;
  readonly name: string;
}

export type TenantParam = { name: string } | { invalid: string } | undefined;

/** The page's `?tenant=`: none, a valid name, or what was given instead (cut short: it is only named in a warning). */
export function tenantParam(search: string): TenantParam {
  const value = new URLSearchParams(search).get(TENANT_PARAM);
  if (value === null) return undefined;
  return isSimTenantName(value) ? { name: value } : { invalid: value.slice(0, 80) };
}

/** The query without `tenant` (the storefront reads the shopper's query; the tenant was for the simulator). */
export function withoutTenantParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(TENANT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The remembered choice; anything missing, unreadable or tampered with is no choice. */
export function rememberedTenant(storage: StoragePort | undefined): SimTenantChoice | null {
  try {
    // No storage, nothing stored, text that is no JSON or JSON that is no object throws here: no choice.
    const { name, origin } = JSON.parse(storage?.getItem(SIM_TENANT_STORAGE_KEY) as string) as Partial<Record<keyof SimTenantChoice, unknown>>;
    if (typeof name !== 'string' || !isSimTenantName(name)) return null;
    // An origin that is no string is no URL, or not equal to the one read from it.
    const read = new URL(origin as string).origin;
    return read === origin ? { origin: read, name } : null;
  } catch {
    return null;
  }
}

export type TenantSelection = { ok: true; choice: SimTenantChoice } | { ok: false; reason: string };

/**
 * Asks the simulator at `simOrigin` for the tenant cookie of `name`. The answer must be the simulator's (200 with
 * `{ tenant: name }`); anything else (a real server's 404, an evicted tenant's 410, an unreachable host) is a reason,
 * never a throw, and leaves the remembered choice as it was.
 */
export async function selectSimTenant(name: string, simOrigin: string, fetchImpl: FetchLike, storage?: StoragePort): Promise<TenantSelection> {
  if (!isSimTenantName(name)) return { ok: false, reason: `'${name.slice(0, 80)}' is not a tenant name (1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit)` };
  let origin: string;
  try {
    origin = new URL(simOrigin).origin;
  } catch {
    return { ok: false, reason: `the simulator's address '${simOrigin.slice(0, 80)}' is not a URL` };
  }
  let response: Response;
  try {
    response = await fetchImpl(`${origin}/__sim/tenant/${encodeURIComponent(name)}`, { method: 'POST', credentials: 'include' });
  } catch {
    return { ok: false, reason: `${origin} could not be reached` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // An answer that is no JSON is named by its status alone.
  }
  const answered = (body as { tenant?: unknown; message?: unknown } | undefined) ?? {};
  if (response.status !== 200 || answered.tenant !== name) {
    const said = typeof answered.message === 'string' ? `: ${answered.message.slice(0, 200)}` : '';
    return { ok: false, reason: `${origin} did not give tenant ${name} (${response.status}${said})` };
  }
  const choice = { origin, name };
  try {
    // Stryker disable next-line OptionalChaining: without storage the call throws in this try, which keeps nothing too
    storage?.setItem(SIM_TENANT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // A browser without storage still has the cookie for this page's calls; only a later page forgets the choice.
  }
  return { ok: true, choice };
}

/** The request options a call gets: with credentials when it goes to the chosen simulator, as it was otherwise. */
export function tenantRequestInit(choice: SimTenantChoice | null, input: string, init: RequestInit | undefined): RequestInit | undefined {
  if (!choice || init?.credentials !== undefined) return init;
  let origin: string | undefined;
  try {
    origin = new URL(input).origin;
  } catch {
    // An address that is no absolute URL is the page's own origin's, never the simulator's.
  }
  return origin === choice.origin ? { ...init, credentials: 'include' } : init;
}

/** The simulator's origin in a validated configuration: the servlets' (sign-in navigations go there), if absolute. */
export function simOriginOf(servletBase: string): string | undefined {
  try {
    const url = new URL(servletBase);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    // A base that is no absolute URL (the page's own origin) names no simulator.
  }
  return undefined;
}

export interface TenantPagePorts {
  /** The page's query as opened. */
  readonly search: string;
  /** Replaces the page's query (without navigating). */
  setSearch(search: string): void;
  readonly fetch: FetchLike;
  readonly storage?: StoragePort;
  warn(line: string): void;
}

/**
 * The live page's `?tenant=<name>`, handled before the first upstream call: the parameter leaves the address (the
 * storefront reads the shopper's query), a bad name or a server that is no simulator is named in a warning and
 * changes nothing, and a tenant the simulator gave is the answer. Undefined when the page was not opened with one.
 */
export async function chooseSimTenant(rawConfig: unknown, ports: TenantPagePorts): Promise<SimTenantChoice | null> {
  const asked = tenantParam(ports.search);
  if (!asked) return null;
  ports.setSearch(withoutTenantParam(ports.search));
  if ('invalid' in asked) {
    ports.warn(`?tenant= ignored: '${asked.invalid}' is not a tenant name (1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit)`);
    return null;
  }
  let servletBase: string;
  try {
    servletBase = parseConfig(rawConfig).domain.servletBase;
  } catch {
    return null; // The configuration's own error screen says what is wrong with it.
  }
  const origin = simOriginOf(servletBase);
  if (!origin) {
    ports.warn('?tenant= ignored: the configuration names no simulator origin (domain.servletBase)');
    return null;
  }
  const chosen = await selectSimTenant(asked.name, origin, ports.fetch, ports.storage);
  if (!chosen.ok) ports.warn(`?tenant= ignored: ${chosen.reason}`);
  return chosen.ok ? chosen.choice : null;
}
