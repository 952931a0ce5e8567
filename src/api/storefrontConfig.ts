import type { FetchLike } from './simulatorControl';

/** Where a live deployment publishes the storefront's configuration (CONFIG-01 raw form). */
export const STOREFRONT_CONFIG_PATH = '/storefront.config.json';

/**
 * Fetches the raw configuration; the caller validates it with the spec schema. Every way it can fail is an Error
 * whose message says what was wrong with the file, so the configuration error screen can name it.
 */
export async function loadRawConfig(fetchImpl: FetchLike, path = STOREFRONT_CONFIG_PATH): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(path, { headers: { accept: 'application/json' } });
  } catch {
    throw new Error(`${path} could not be fetched`);
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error(`${path} is not valid JSON`);
  }
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
