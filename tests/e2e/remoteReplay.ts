import type { Page, TestInfo } from '@playwright/test';
import { readSimToken, SIM_TOKEN_HEADER } from '../../simulator/control/token';
import { REMOTE_SIM_GLOBAL } from '../../simulator/runtimes/remoteSettings';
import type { RemoteSimSettings } from '../../simulator/runtimes/remoteSettings';
import { isSimTenantName } from '../../spec/schemas/simTenant';
import { replayTenant } from '../../cli/lib/remoteSim';

/**
 * The browser replay on a shared `workbench sim serve` (`scenario replay --sim-url URL [--tenant T]`):
 * REPLAY_SIM_URL names the server, REPLAY_TENANT the tenant. Each page of the replay is given the server and its
 * tenant before its scripts run, and the simulator build's service worker forwards every simulated call there
 * (simulator/runtimes/browserRemote.ts), so the storefront, `?scenario=` and the control steps share the tenant's
 * state. A replay with more than one worker gives each worker a tenant of its own under that name (`T-w<i>`): the
 * tests of one worker run one after another, those of two workers side by side.
 */
export const REPLAY_SIM_URL_ENV = 'REPLAY_SIM_URL';
export const REPLAY_TENANT_ENV = 'REPLAY_TENANT';

/** What the replay's Node side holds for a tenant of the shared server: the control token stays here. */
export interface SharedSim {
  readonly url: string;
  readonly tenant: string;
  readonly token: string;
}

/** The server and tenant a page should run on, with the token to set it up; an error saying what is missing. */
export function remoteSettings(url: string, tenant: string): SharedSim {
  const origin = new URL(url).origin;
  if (!isSimTenantName(tenant)) throw new Error(`'${tenant}' is not a tenant name (1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit)`);
  const token = readSimToken(origin);
  if (!token) throw new Error(`no control token for ${origin}: set SIM_TOKEN, or run 'sim serve' on that loopback origin (it leaves its token for this user's clients)`);
  return { url: origin, tenant, token };
}

/**
 * Makes `page` run on the shared server in `shared.tenant`: the tenant is reset to the seed first (made, or brought
 * back after an eviction) and its key asked for, with the token, from here; then every page load of the tab gets the
 * server and the key before its scripts. The page never sees the token: its key opens its own tenant only.
 */
export async function onSharedSim(page: Page, shared: SharedSim): Promise<RemoteSimSettings> {
  const base = `${shared.url}/__sim/tenants/${encodeURIComponent(shared.tenant)}`;
  const reset = await fetch(`${base}/reset`, { method: 'POST', headers: { [SIM_TOKEN_HEADER]: shared.token } });
  if (!reset.ok) throw new Error(`${shared.url} did not reset tenant ${shared.tenant}: ${reset.status} ${(await reset.text()).slice(0, 200)}`);
  const keyed = await fetch(`${base}/key`, { method: 'POST', headers: { [SIM_TOKEN_HEADER]: shared.token } });
  const key = keyed.ok ? ((await keyed.json()) as { key?: unknown }).key : undefined;
  if (typeof key !== 'string') throw new Error(`${shared.url} gave no key for tenant ${shared.tenant}: ${keyed.status}`);
  const settings: RemoteSimSettings = { url: shared.url, tenant: shared.tenant, key };
  await page.addInitScript(({ name, value }) => {
    (window as unknown as Record<string, unknown>)[name] = value;
  }, { name: REMOTE_SIM_GLOBAL, value: settings });
  return settings;
}

/** The replay's remote mode from the environment, for this worker; undefined when the replay runs in-page. */
export function replayRemote(testInfo: TestInfo): SharedSim | undefined {
  const url = process.env[REPLAY_SIM_URL_ENV];
  if (!url) return undefined;
  return remoteSettings(url, replayTenant(process.env[REPLAY_TENANT_ENV] || 'replay', testInfo.config.workers, testInfo.parallelIndex));
}
