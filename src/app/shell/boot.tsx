import { startTransition, StrictMode } from 'react';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConfigError, parseConfig, parseConfigObject, withBanner } from '../../../spec/schemas/config';
import { zodMessages } from '../../../spec/schemas/zod';
import type { StorefrontConfig } from '../../../spec/schemas/config';
import { App } from '../App';
import type { AppServices } from './AppContext';
import { matchRoute, preloadRoute } from '../pages/routes';
import type { Backend } from '../../storefront/session/backend';
import { BANNER_CHOICE_COOKIE, chooseBanner } from '../../storefront/bannerChoice';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { CarriedParamsContext } from './carriedParams';
import { isB2BSite } from '../../rules/userTypes';
import { featureToggles, readConfig } from '../../rules/configRules';
import { documentCookieJar, siteCookieJar } from '../../storefront/cookies';
import { readShellMark, shellKey } from './shellMark';
import '../styles.css';

export interface BootOptions {
  readonly mode: 'sim' | 'live';
  /** Live mode: the raw configuration (CONFIG-01 JSON-string sections) fetched from /storefront.config.json. */
  readonly loadRawConfig?: () => Promise<unknown>;
  readonly makeBackend: (config: StorefrontConfig) => Backend;
  /**
   * Simulator mode: feature toggles of the scenario the in-page simulator was put in (`?scenario=<id>`), its whole
   * set as in the Node driver; without a scenario the storefront's own (`storefrontToggles`, decision 0450).
   */
  readonly simToggles?: Readonly<Record<string, boolean | string>>;
  /** The storefront's clock: the browser's, or in simulator mode the simulator's, so tokens it issues stay valid. */
  readonly now?: () => number;
  /** Simulator mode: the scenario withholds MD5 (`md5: false`), so the page load shows ERR-48. */
  readonly withoutMd5?: boolean;
}

/**
 * A configuration error as zod's messages word it: they may arrive with the first message (the live build,
 * spec/schemas/zodOnDemand.ts), so the failed validation runs again once they are there.
 */
async function namedAgain(error: unknown, validateAgain: () => unknown): Promise<unknown> {
  if (!(error instanceof ConfigError)) return error;
  await zodMessages().catch(() => undefined);
  try {
    validateAgain();
  } catch (again) {
    if (again instanceof ConfigError) return again;
  }
  return error;
}

function describe(error: unknown): { path: string; detail: string } {
  if (error instanceof ConfigError) return { path: error.path, detail: error.message };
  return { path: '(file)', detail: error instanceof Error ? error.message : 'The configuration could not be read.' };
}

/**
 * The storefront as the boot renders it, and as the prerender step renders its shell (src/app/shell/shells.tsx):
 * one element for both, so the shell and the page's first render are the same markup.
 */
export function storefrontElement(services: AppServices): ReactElement {
  return (
    <StrictMode>
      <CarriedParamsContext.Provider value={{ marketing: services.config.queryString.marketingParams, ownHost: window.location.hostname }}>
        <App {...services} />
      </CarriedParamsContext.Provider>
    </StrictMode>
  );
}

/** The kind of shell an address gets: the home page's own, or the header-and-footer shell of every other page. */
export const shellKindOf = (pathname: string): 'home' | 'page' => (matchRoute(pathname).name === 'home' ? 'home' : 'page');

/** Loads and validates the configuration, picks the banner, and renders the storefront (or the configuration error). */
export async function bootStorefront(container: HTMLElement, options: BootOptions): Promise<void> {
  const now = options.now ?? (() => Date.now());
  // A shell the HTML painted before any script ran (live build, scripts/prerender.ts): hydrated when it is this page.
  const shell = readShellMark(container);
  // COOKIE-10: the Secure flag follows the configured setting once it is read (on until then).
  let secureCookie: unknown;
  const cookies = documentCookieJar(document, now, { secureSetting: () => secureCookie });
  // The opened page's chunk is fetched while the configuration is fetched and validated, and the first render waits
  // for it: the page appears whole, without a placeholder that would move the footer.
  const firstPage = preloadRoute(window.location.pathname);
  let config: StorefrontConfig;
  // The validation that failed, to run again once zod's messages are there (spec/schemas/zodOnDemand.ts).
  let validateAgain: () => unknown = () => undefined;
  try {
    // The simulator's endpoint table is fetched in simulator mode only; the live bundle does not hold it at all.
    const endpoints = options.mode === 'sim' && import.meta.env.VITE_BACKEND !== 'live' ? await import('../../../spec/config/endpoints') : null;
    const simulatorConfig = endpoints?.simulatorConfig ?? null;
    const raw = simulatorConfig ? null : await options.loadRawConfig!();
    if (!simulatorConfig) validateAgain = () => parseConfig(raw);
    const base = simulatorConfig ? parseConfigObject(simulatorConfig('freshway')) : configOf(raw);
    secureCookie = base.settings.secureCookie;
    // COOKIE-NAMES-04: the banner choice is one of the storefront's own cookies, so the B2B site keeps it as B_ECommBanner.
    const bannerCookies = siteCookieJar(cookies, { b2b: isB2BSite(window.location.host, undefined), toggles: base.featureToggles });
    const choice = chooseBanner({ host: window.location.host, search: window.location.search, cookieBanner: bannerCookies.get(BANNER_CHOICE_COOKIE), bannerDomainMap: base.bannerDomainMap });
    if (choice.remember) bannerCookies.set(BANNER_CHOICE_COOKIE, choice.remember, null);
    if (!simulatorConfig) validateAgain = () => withBanner(parseConfig(raw), choice.banner.id);
    // CONFIG-07: a scenario's toggles are read like any toggles: a missing or malformed one is off.
    config = simulatorConfig ? parseConfigObject(simulatorConfig(choice.banner.id, '', { featureToggles: featureToggles(options.simToggles ?? endpoints?.storefrontToggles) })) : withBanner(base, choice.banner.id);
    document.documentElement.style.setProperty('--brand', choice.banner.colors.primary);
    document.documentElement.style.setProperty('--accent', choice.banner.colors.accent);
    document.documentElement.dataset.banner = choice.banner.id;
    await firstPage;
    const element = storefrontElement({ config, banner: choice.banner, b2b: choice.b2b, cookies, backend: options.makeBackend(config), now, simulator: options.mode === 'sim', ...(options.withoutMd5 ? { md5: null } : {}) });
    if (shell && raw !== null && shell.kind === 'home' && shellKindOf(window.location.pathname) === 'home' && shell.key === shellKey(raw, choice.banner.id, choice.b2b)) {
      // The painted shell is this page's first render: React attaches to it instead of drawing it again.
      hydrateRoot(container, element);
    } else {
      // As a transition the first render yields to the browser between components instead of holding the main thread
      // in one long task. A shell of another kind, banner or configuration is drawn over (React empties the container).
      const root = createRoot(container);
      startTransition(() => root.render(element));
    }
  } catch (error) {
    const { path, detail } = describe(await namedAgain(error, validateAgain));
    // A page that cannot start says so where its page would be: in the painted shell's main area, or the whole page.
    const area = shell ? container.querySelector<HTMLElement>('main') : null;
    createRoot(area ?? container).render(<ConfigErrorScreen path={path} detail={detail} inShell={area !== null} />);
  }
}

/** CONFIG-01: the configuration file's sections read by the rule; what it refuses is the configuration error screen's. */
function configOf(raw: unknown): StorefrontConfig {
  const read = readConfig(raw);
  if (read.ok) return read.config;
  // The rule's message is the error's whole text: the error screen is given its detail once.
  const said = `Invalid configuration at ${read.path}: `;
  throw new ConfigError(read.path, read.message.startsWith(said) ? read.message.slice(said.length) : read.message);
}
