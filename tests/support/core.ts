import { banners } from '../../spec/banners';
import { simulatorConfig } from '../../spec/config/endpoints';
import { parseConfigObject } from '../../spec/schemas/config';
import { memoryCookieJar } from '../../src/storefront/cookies';
import type { CookieJar } from '../../src/storefront/cookies';
import type { WebStorage } from '../../src/storefront/ports';
import { memoryStorage } from '../../src/storefront/ports';
import type { Backend } from '../../src/storefront/session/backend';
import { unavailableBackend } from '../../src/storefront/session/backend';
import { createStorefront } from '../../src/storefront/storefront';
import type { Storefront } from '../../src/storefront/storefront';

/**
 * A storefront core over test ports (memory cookies and storages, a fixed address, the global timers, so
 * `vi.useFakeTimers` drives them); only the backend calls a test names answer.
 */
export function testCore(
  options: {
    href?: string;
    backend?: Partial<Backend>;
    local?: WebStorage;
    cookies?: CookieJar;
    /** The page's metadata (PAGES-17) for every path. */
    pageMeta?: unknown;
    trace?: (event: string) => void;
    /** Where the core replaced the address and which documents it left for. */
    replaced?: string[];
    assigned?: string[];
  } = {},
): Storefront {
  const url = new URL(options.href ?? 'http://localhost/');
  return createStorefront({
    config: parseConfigObject(simulatorConfig('freshway')),
    banner: banners[0],
    b2b: false,
    cookies: options.cookies ?? memoryCookieJar(),
    backend: { ...unavailableBackend, ...options.backend },
    clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    local: options.local ?? memoryStorage(),
    session: memoryStorage(),
    location: { current: () => ({ pathname: url.pathname, search: url.search, hash: url.hash, host: url.host, href: url.href }), replace: (path) => void options.replaced?.push(path), assign: (to) => void options.assigned?.push(to) },
    freshId: () => 'grs-1',
    log: () => undefined,
    ...(options.pageMeta === undefined ? {} : { pageMeta: () => options.pageMeta }),
    ...(options.trace ? { trace: options.trace } : {}),
  });
}
