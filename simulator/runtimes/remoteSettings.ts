import { isSimTenantName } from '../../spec/schemas/simTenant';

/**
 * How a page of the simulator build is told to forward to a shared `sim serve` tenant (browserRemote.ts): the
 * settings the driver of the page (the browser replay) puts on `window` before the page's scripts run. A module of
 * its own so the replay's Node side reads the name and the checks without loading msw or the routes.
 */
export const REMOTE_SIM_GLOBAL = '__workbenchRemoteSim';

export interface RemoteSimSettings {
  /** The server's origin, e.g. http://127.0.0.1:4011. */
  readonly url: string;
  readonly tenant: string;
  /**
   * The tenant's key (`<tenant>~<secret>`, from `POST /__sim/tenants/<tenant>/key`), sent as `x-sim-tenant`: it opens
   * this tenant's calls and control API and nothing else. The control token never enters the page.
   */
  readonly key: string;
}

/** A tenant secret as `sim serve` binds them (simulator/runtimes/tenants.ts, which is Node's only). */
const WELL_FORMED_SECRET = /^[A-Za-z0-9_-]{16,200}$/;

/** The settings as given, checked: a reason instead when they cannot be used (never the key's value). */
export function readRemoteSettings(value: unknown): RemoteSimSettings | { problem: string } {
  const given = (value ?? {}) as Partial<Record<keyof RemoteSimSettings, unknown>>;
  if (typeof given.url !== 'string') return { problem: 'the remote simulator has no url' };
  let url: URL;
  try {
    url = new URL(given.url);
  } catch {
    return { problem: `the remote simulator's url is not a URL: ${given.url.slice(0, 80)}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `the remote simulator is served over http: ${given.url.slice(0, 80)}` };
  if (typeof given.tenant !== 'string' || !isSimTenantName(given.tenant)) return { problem: `'${String(given.tenant).slice(0, 80)}' is not a tenant name (1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit)` };
  const secret = typeof given.key === 'string' && given.key.startsWith(`${given.tenant}~`) ? given.key.slice(given.tenant.length + 1) : '';
  if (!WELL_FORMED_SECRET.test(secret)) return { problem: `the remote simulator needs tenant ${given.tenant}'s key (POST /__sim/tenants/${given.tenant}/key with the control token)` };
  return { url: url.origin, tenant: given.tenant, key: `${given.tenant}~${secret}` };
}

