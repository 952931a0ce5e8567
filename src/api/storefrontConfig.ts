import type { FetchLike } from './http';
import { fetchWithEarly } from './earlyResponses';

/** Where a live deployment publishes the storefront's configuration (CONFIG-01 raw form). */
export const STOREFRONT_CONFIG_PATH = '/storefront.config.json';

/** How reading the configuration file failed; each has its own message, shared by the page and `workbench config check`. */
export type ConfigFileProblem = 'unreachable' | 'missing' | 'status' | 'html' | 'not-json';

export class ConfigFileError extends Error {
  constructor(
    readonly problem: ConfigFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigFileError';
  }
}

/**
 * Decodes the text of a configuration file. A server that answers unknown paths with its page (index.html) gives
 * HTML for a missing file: that is named as a missing file, not as bad JSON.
 */
export function decodeConfigText(text: string, path: string, contentType: string | null = null): unknown {
  // Stryker disable next-line StringLiteral: no content type reads as any text without text/html would
  if (/\btext\/html\b/i.test(contentType ?? '') || /^\s*</.test(text)) {
    throw new ConfigFileError('html', `${path} is an HTML page, not the configuration: the server answers unknown paths with its fallback page (index.html), so the file is missing from the deployment`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new ConfigFileError('not-json', `${path} is not valid JSON (${(e as SyntaxError).message})`);
  }
}

/** The message for a configuration file that does not exist, the same for a 404 and an absent file on disk. */
export const missingConfigMessage = (path: string) => `${path} is missing: publish a storefront.config.json beside index.html (\`workbench config init\` writes one)`;

/**
 * The headers the configuration is asked for with. The HTML preloads the file (build/preloadStorefrontConfig.ts), and the first fetch
 * of it takes the preloaded response: the boot's, or the product page's early request's, which hands it on.
 */
export const CONFIG_REQUEST_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json' };

/**
 * Fetches the raw configuration; the caller validates it with the spec schema (parseConfig). Every way it can fail
 * is a ConfigFileError whose message says what was wrong with the file, so the configuration error screen can name it.
 * A response the page's early request already has for the same file is used instead of asking again (once).
 */
export async function loadRawConfig(fetchImpl: FetchLike, path = STOREFRONT_CONFIG_PATH): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchWithEarly(fetchImpl, path, CONFIG_REQUEST_HEADERS)(path, { headers: { ...CONFIG_REQUEST_HEADERS } });
  } catch {
    throw new ConfigFileError('unreachable', `${path} could not be fetched`);
  }
  if (response.status === 404 || response.status === 410) throw new ConfigFileError('missing', missingConfigMessage(path));
  if (!response.ok) throw new ConfigFileError('status', `${path} answered ${response.status}`);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ConfigFileError('unreachable', `${path} could not be read`);
  }
  return decodeConfigText(text, path, response.headers.get('content-type'));
}

/**
 * Simulator mode's sign-in hand-off: the in-page simulator cannot answer a navigation, so the authorize address is
 * requested instead (the worker answers it and sets the session cookie). Only same-origin addresses are followed.
 */
export async function followInPage(fetchImpl: FetchLike, url: string, origin: string): Promise<void> {
  const target = new URL(url, origin);
  if (target.origin !== origin) throw new Error('The sign-in hand-off must stay on this site');
  await fetchImpl(`${target.pathname}${target.search}`, { redirect: 'manual', credentials: 'include' });
}
