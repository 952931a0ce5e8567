import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../spec/schemas/config';
import { buildLiveConfig } from '../../cli/lib/liveConfig';
import { createCatalogueClient } from '../../src/api/catalogue';
import type { FetchLike } from '../../src/api/http';
import { loadRawConfig } from '../../src/api/storefrontConfig';
import { startEarlyProduct } from '../../src/app/product/earlyProduct';
import { imageSrc } from '../../src/app/product/images';
import { createNodeSimulator } from '../../simulator/runtimes/node';

/**
 * The product page's early request (decision 0460) against the simulator: the early file asks for the product
 * exactly as the page will, the page's catalogue client takes that response once, and the simulator answers one
 * product request where the page alone would also have made one. Requests are counted where they arrive.
 */
const ORIGIN = 'http://127.0.0.1:9';
const PRODUCT_PAGE = '/shop/product-details.960012345.html';
const SLOT = Symbol.for('storefront.earlyRequests');
const sim = createNodeSimulator();
const arrived: string[] = [];
sim.server.events.on('request:start', ({ request }) => void arrived.push(request.url));
const productCalls = () => arrived.filter((u) => new URL(u).pathname === '/search/seller-carousel');

beforeAll(() => sim.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sim.server.resetHandlers();
  sim.ctx.reset();
  arrived.length = 0;
  delete (globalThis as Record<symbol, unknown>)[SLOT];
});
afterAll(() => sim.server.close());

/** The page's fetch: the site serves its configuration file, everything else goes to the simulator (msw). */
function site(raw: unknown = buildLiveConfig({ banner: 'freshway', baseUrl: ORIGIN })): { fetch: FetchLike; configFetches: () => number; fail: (match: (url: string) => boolean, error: Error) => void } {
  let configFetches = 0;
  const failures: { match: (url: string) => boolean; error: Error }[] = [];
  const fetch: FetchLike = (input, init) => {
    if (input === '/storefront.config.json') {
      configFetches += 1;
      return Promise.resolve(new Response(JSON.stringify(raw), { headers: { 'content-type': 'application/json' } }));
    }
    const failure = failures.findIndex((f) => f.match(input));
    if (failure >= 0) return Promise.reject(failures.splice(failure, 1)[0]!.error);
    return globalThis.fetch(input, init);
  };
  return { fetch, configFetches: () => configFetches, fail: (match, error) => void failures.push({ match, error }) };
}

const env = (fetch: FetchLike) => ({ fetch, random: () => 0.5, now: () => Date.UTC(2026, 5, 1) });

/** The painted `page` shell's root as scripts/prerender.ts leaves it (header and footer left out). */
const PAGE_SHELL = '<div id="root" data-shell="page"><main id="main" class="page"><div class="page-skeleton" role="status"><span>Loading the page…</span></div></main></div>';

function early(fetch: FetchLike, pathname = PRODUCT_PAGE, search = '', body = '') {
  // A visible page (jsdom's default is a page being prerendered, which paints nothing).
  const { document } = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, { pretendToBeVisual: true }).window;
  let releases = 0;
  let released!: () => void;
  const release = new Promise<void>((resolve) => (released = resolve));
  const outcome = startEarlyProduct({ pathname, search, document, rememberedTenant: () => null, ...env(fetch), release: () => (releases += 1, released()) });
  return { document, outcome, release, releases: () => releases };
}

/** The boot's part: the configuration (CONFIG-01) and the product page's first request, without a store. */
async function page(fetch: FetchLike, storeId: string | null = null) {
  const config = parseConfig(await loadRawConfig(fetch));
  return { config, product: await createCatalogueClient({ config, env: env(fetch) }).product({ shop: 'grocery', bpn: '960012345', storeId }) };
}

describe('the product page\'s early request, at the simulator (decision 0460)', () => {
  it('CALL-20 CONFIG-01 the page takes the early product answer and the configuration once: one product call, one configuration fetch, the picture asked for', async () => {
    const s = site();
    const { document, outcome } = early(s.fetch);
    const started = await outcome;
    expect(productCalls()).toHaveLength(1);
    const { config, product } = await page(s.fetch);
    expect(product?.name).toMatch(/Gala Apples/);
    expect(productCalls()).toHaveLength(1);
    expect(s.configFetches()).toBe(1);
    const picture = imageSrc(product?.imageUrl, config.domain.servletBase);
    expect(picture).not.toBeNull();
    expect(started).toEqual({ started: true, picture });
    expect([...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'))).toEqual([picture]);
    // The request is the page's own: no store while the store is being decided, no bearer token.
    const url = new URL(productCalls()[0]!);
    expect(Object.fromEntries(url.searchParams)).toEqual({ bpn: '960012345', size: '1', shop: 'grocery' });
  });

  it('FORMAT-04 the picture is shown in the painted page shell where the page will show it; once the page has rendered, nothing is added', async () => {
    const shown = early(site().fetch, PRODUCT_PAGE, '', PAGE_SHELL);
    const { picture } = (await shown.outcome) as { picture: string };
    const img = shown.document.querySelector('#root .page-skeleton > article.product-details[aria-hidden="true"] > img.product-image');
    expect(img?.getAttribute('src')).toBe(picture);
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('alt')]).toEqual(['280', '280', '']);
    // The storefront's code is asked for once the picture is on screen (jsdom has no paint entries: its load, a frame).
    expect(shown.releases()).toBe(0);
    img!.dispatchEvent(new shown.document.defaultView!.Event('load'));
    await shown.release;
    expect(shown.releases()).toBe(1);
    // The page has rendered over the shell (no skeleton left): only the hint is added.
    const rendered = early(site().fetch, PRODUCT_PAGE, '', '<div id="root" data-shell="page"><main id="main" class="page"><article class="product-details"></article></main></div>');
    await rendered.outcome;
    await rendered.release;
    expect(rendered.document.querySelectorAll('img')).toHaveLength(0);
    expect(rendered.document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });

  it('FORMAT-04 an answer that comes while the document is still being read waits for the shell, then shows the picture in it', async () => {
    const { document } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { pretendToBeVisual: true }).window;
    let reading = true;
    Object.defineProperty(document, 'readyState', { get: () => (reading ? 'loading' : 'interactive') });
    const outcome = startEarlyProduct({ pathname: PRODUCT_PAGE, search: '', document, rememberedTenant: () => null, ...env(site().fetch), release: () => undefined });
    const pending = { done: false };
    void outcome.then(() => (pending.done = true));
    // The answer is in and its picture asked for, but the body's end (and the shell) has not been read yet.
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1));
    expect(pending.done).toBe(false);
    document.body.innerHTML = PAGE_SHELL;
    reading = false;
    document.dispatchEvent(new document.defaultView!.Event('DOMContentLoaded'));
    const { picture } = (await outcome) as { picture: string };
    expect(document.querySelector('#root .page-skeleton img.product-image')?.getAttribute('src')).toBe(picture);
  });

  it('CALL-20 the answer at the store is another request: the page asks for it itself', async () => {
    const s = site();
    await early(s.fetch).outcome;
    await page(s.fetch);
    const { product } = await page(s.fetch, '1502');
    expect(product?.availability?.storeId).toBe('1502');
    expect(productCalls().map((u) => new URL(u).searchParams.get('storeId'))).toEqual([null, '1502']);
  });

  it('CALL-20 a failed or aborted early request leaves the page to its own call', async () => {
    for (const error of [new TypeError('Failed to fetch'), new DOMException('The operation was aborted.', 'AbortError')]) {
      const s = site();
      s.fail((u) => u.includes('/search/seller-carousel'), error);
      const started = early(s.fetch, PRODUCT_PAGE, '', PAGE_SHELL);
      expect(await started.outcome).toEqual({ started: true, picture: null });
      expect(started.releases()).toBe(1);
      expect(started.document.querySelectorAll('img')).toHaveLength(0);
      const { product } = await page(s.fetch);
      expect(product?.name).toMatch(/Gala Apples/);
      expect(productCalls()).toHaveLength(1);
      arrived.length = 0;
    }
  });

  it('CONFIG-01 a missing or invalid configuration starts nothing: the boot reports it as before', async () => {
    for (const raw of [{ banner: 'freshway' }, { banner: 'freshway', domain: '{not json' }, ['not', 'a', 'configuration']]) {
      const s = site(raw);
      const started = early(s.fetch);
      expect((await started.outcome).started).toBe(false);
      expect(started.releases()).toBe(1);
      await expect(page(s.fetch)).rejects.toThrow();
      expect(productCalls()).toHaveLength(0);
      expect(s.configFetches()).toBe(1);
    }
  });

  it('CONFIG-01 decision 0480 a servlet base the page would refuse starts nothing either: no request leaves for another host', async () => {
    const valid = buildLiveConfig({ banner: 'freshway', baseUrl: ORIGIN });
    const domain = JSON.parse(valid.domain!) as Record<string, unknown>;
    for (const servletBase of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://evil.example']) {
      const s = site({ ...valid, domain: JSON.stringify({ ...domain, servletBase }) });
      const asked: string[] = [];
      const fetch: FetchLike = (input, init) => (asked.push(input), s.fetch(input, init));
      const started = early(fetch);
      expect((await started.outcome).started, servletBase).toBe(false);
      expect(asked, servletBase).toEqual(['/storefront.config.json']);
      await expect(page(s.fetch), servletBase).rejects.toThrow(/domain\.servletBase/);
    }
  });

  it('CALL-20 other pages, and a page on a simulator tenant, make no early request and hold no code back', async () => {
    const s = site();
    const home = early(s.fetch, '/');
    expect(await home.outcome).toEqual({ started: false, reason: 'not a product page' });
    const tenant = early(s.fetch, PRODUCT_PAGE, '?tenant=alice');
    expect(await tenant.outcome).toEqual({ started: false, reason: 'a simulator tenant' });
    expect([home.releases(), tenant.releases()]).toEqual([1, 1]);
    expect(arrived).toHaveLength(0);
    expect(s.configFetches()).toBe(0);
  });
});
