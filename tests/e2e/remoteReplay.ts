import type { Page, TestInfo } from '@playwright/test';
import { readSimToken, SIM_TOKEN_HEADER } from '../../simulator/control/token';
import { REMOTE_SIM_GLOBAL } from '../../simulator/runtimes/remoteSettings';
import type { RemoteSimSettings } from '../../simulator/runtimes/remoteSettings';
import { isSimTenantName } from '../../spec/schemas/simTenant';
import { replayTenant } from '../../cli/lib/remoteSim';

/**
 * The browser replay on a shared `workbench sim serve` (issue 24, `scenario replay --sim-url URL [--tenant T]`):
 * REPLAY_SIM_URL names the server, REPLAY_TENANT the tenant. Each page of the replay is given the server and its
 * tenant before its scripts run, and the simulator build's service worker forwards every simulated call there
 * (simulator/runtimes/browserRemote.ts), so the storefront, `?scenario=` and the control steps share the tenant's
 * state. A replay with more than one worker gives each worker a tenant of its own under that name (`T-w<i>`): the
 * tests of one worker run one after another, those of two workers side by side.
 */
export const REPLAY_SIM_URL_ENV = 'REPLAY_SIM_URL';
export const REPLAY_TENANT_ENV = 'REPLAY_TENANT';

/** The settings a page needs to run on the server in `tenant`; an error saying what is missing. */
export function remoteSettings(url: string, tenant: string): RemoteSimSettings {
  const origin = new URL(url).origin;
  if (!isSimTenantName(tenant)) throw new Error(`'${tenant}' is not a tenant name (1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit)`);
  const token = readSimToken(origin);
  if (!token) throw new Error(`no control token for ${origin}: set SIM_TOKEN, or run 'sim serve' on that loopback origin (it leaves its token for this user's clients)`);
  return { url: origin, tenant, token };
}

/**
 * Makes `page` run on the shared server in `settings.tenant`: the tenant is reset to the seed first (made, or brought
 * back after an eviction), then every page load of the tab gets the settings before its scripts.
 */
export async function onSharedSim(page: Page, settings: RemoteSimSettings): Promise<void> {
  const answer = await fetch(`${settings.url}/__sim/tenants/${encodeURIComponent(settings.tenant)}/reset`, { method: 'POST', headers: { [SIM_TOKEN_HEADER]: settings.token } });
  if (!answer.ok) throw new Error(`${settings.url} did not reset tenant ${settings.tenant}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  await page.addInitScript(({ key, value }) => {
    (window as unknown as Record<string, unknown>)[key] = value;
  }, { key: REMOTE_SIM_GLOBAL, value: settings });
}

/** The replay's remote mode from the environment, for this worker; undefined when the replay runs in-page. */
export function replayRemote(testInfo: TestInfo): RemoteSimSettings | undefined {
  const url = process.env[REPLAY_SIM_URL_ENV];
  if (!url) return undefined;
  return remoteSettings(url, replayTenant(process.env[REPLAY_TENANT_ENV] || 'replay', testInfo.config.workers, testInfo.parallelIndex));
}
