/**
 * Boot. `VITE_BACKEND=live` (vite build --mode live, through .env.live) talks to real endpoints configured by
 * /storefront.config.json: `{ "banner": "freshway", "<section>": "<JSON string>", ... }`, one JSON string per
 * section of StorefrontConfig (featureToggles, identity, storeResolution, preloadStoreFlags, cartAndStoreServices,
 * offers, sponsored, targetedContent, search, queryString, domain, bannerDomainMap), parsed with parseConfig.
 * Anything else runs on the in-page simulator, which is imported dynamically so the live bundle holds none of it.
 */
import { createApi } from './api/index';
import { followInPage, loadRawConfig } from './api/storefrontConfig';
import { apiBackend } from './storefront/session/apiBackend';
import { bootStorefront } from './app/shell/boot';
import { pageStorage } from './app/shell/browserPorts';
import type { SimTenantChoice } from './api/simTenant';
import { SIM_TENANT_STORAGE_KEY, TENANT_PARAM } from './api/simTenantNames';
import { rememberSignInReturn, signInReturnPage } from './app/sign-in/signInReturn';
import { pageLog } from './app/shell/pageLog';

const live = import.meta.env.VITE_BACKEND === 'live';
const container = document.getElementById('root');

async function start(): Promise<void> {
  if (!container) return;
  // In simulator mode the page runs on the simulator's clock, so the tokens it issues are judged on the same time.
  let now = () => Date.now();
  // Without a scenario the storefront's own toggles apply (boot.tsx); a scenario's are its whole set.
  let simToggles: Record<string, boolean | string> | undefined;
  let withoutMd5 = false;
  if (!live) {
    // The QA panel's collapsed strip at the bottom (QaPanel.tsx), reserved before the first render: the storefront's
    // toasts and modals sit above it, and nothing moves when the panel's code arrives.
    document.documentElement.style.setProperty('--qa-bottom', '48px');
    try {
      const { startBrowserSimulator, withoutScenarioParam } = await import('../simulator/runtimes/browser');
      const sim = await startBrowserSimulator({
        search: window.location.search,
        // A scenario's starting cookies are the page's own cookies (first-party, on this host).
        setCookie: (name, value) => {
          document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`;
        },
      });
      now = () => sim.now();
      simToggles = sim.scenario?.toggles;
      withoutMd5 = sim.scenario?.md5 === false;
      if (sim.notice) console.warn(`[simulator] ${sim.notice}`);
      // The storefront reads the shopper's URL: the scenario parameter was for the simulator only.
      if (new URLSearchParams(window.location.search).has('scenario')) {
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${withoutScenarioParam(window.location.search)}${window.location.hash}`);
      }
    } catch (error) {
      console.error('The simulator did not start', error);
    }
  }
  if (live) {
    // A sign-in hand-off whose callback fell back to the home page: show the page it left (decision 0432).
    const back = signInReturnPage(safeSessionStorage(), window.location, Date.now());
    if (back) window.history.replaceState(window.history.state, '', back);
  }
  // Live mode against a shared `sim serve`: the tenant this browser chose (`?tenant=`, see api/simTenant.ts). Its code
  // is fetched only by a page opened with `?tenant=` or in a browser that has one: a shopper's page never loads it.
  const storage = safeLocalStorage();
  const tenants = live && (new URLSearchParams(window.location.search).has(TENANT_PARAM) || readStorage(storage, SIM_TENANT_STORAGE_KEY) !== null) ? await import('./api/simTenant') : null;
  let tenant: SimTenantChoice | null = tenants ? tenants.rememberedTenant(storage) : null;
  // Upstream failures are logged (call, method, path, status: never headers or bodies, so never a token).
  const env = { fetch: (input: string, init?: RequestInit) => window.fetch(input, tenants ? tenants.tenantRequestInit(tenant, input, init) : init), random: () => Math.random(), now: () => now(), log: pageLog({ href: window.location.href, simulator: !live, write: (line) => console.info(`[storefront] ${line}`) }) };
  await bootStorefront(container, {
    mode: live ? 'live' : 'sim',
    simToggles,
    withoutMd5,
    now: () => now(),
    loadRawConfig: async () => {
      const raw = await loadRawConfig((input, init) => window.fetch(input, init));
      if (tenants) {
        tenant =
          (await tenants.chooseSimTenant(raw, {
            search: window.location.search,
            setSearch: (search) => window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`),
            fetch: (input, init) => window.fetch(input, init),
            storage,
            warn: (line) => console.warn(`[storefront] ${line}`),
          })) ?? tenant;
      }
      return raw;
    },
    makeBackend: (config) => {
      const api = createApi(config, env);
      return {
      ...apiBackend(api, config.banner, api.identity, async (url) => {
        if (live) {
          rememberSignInReturn(safeSessionStorage(), window.location, Date.now());
          window.location.assign(url);
          return new Promise<void>(() => undefined);
        }
        await followInPage((input, init) => window.fetch(input, init), url, window.location.origin);
      }, pageStorage('localStorage')),
      // SIGNIN-05: the provider logout; the client session is cleared whatever it answers.
      signOut: async () => {
        // Fetched when a shopper signs out: no page load needs it.
        await import('./api/navigation').then(({ identityLogout }) => identityLogout(config, env)).catch(() => undefined);
      },
      };
    },
  });
}

function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

void start();
