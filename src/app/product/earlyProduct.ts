import { addressProblem } from '../../../spec/schemas/address';
import { productQuery, catalogueRequest } from '../../api/catalogueRequest';
import { offerEarlyRequest } from '../../api/earlyResponses';
import type { FetchLike } from '../../api/http';
import { TENANT_PARAM } from '../../api/simTenantNames';
import { CONFIG_REQUEST_HEADERS, STOREFRONT_CONFIG_PATH } from '../../api/storefrontConfig';
import { NAVIGATION_TIMEOUT_MS } from '../../rules/calls';
import { imageSrc } from './images';
import { preloadPicture } from './picturePreload';
import { productAt } from './productAddresses';

/**
 * The product page's early request (decision 0460): the live HTML runs this code, written into its head, on a product
 * address (build/earlyProductRequest.ts), before the storefront's code is asked for. It reads the
 * configuration the HTML preloads, asks for the product exactly as the page will (src/api/catalogueRequest.ts: same address, headers and
 * store parameter), hands both pending responses to the storefront's clients (src/api/earlyResponses.ts), which use
 * each once for the identical request, and, once the product is in, asks for its picture, the page's largest content,
 * and shows it in the painted shell while React and the storefront's code are still arriving.
 *
 * The page's first product request carries no store: the page load decides the store after the first render
 * (ProductDetailsPage asks without one while `useShoppingStoreId` is null, with or without a session cookie), and the
 * catalogue needs no session. It carries no bearer token either (the catalogue's calls never do).
 *
 * Whatever goes wrong here only leaves the page to its own requests: a missing or invalid configuration (the boot
 * then shows the configuration error, CONFIG-01), a failed or aborted request (the client asks again). A page on a
 * shared simulator's tenant (`?tenant=`) is left alone: its calls carry the tenant, which this code does not know.
 */
export interface EarlyProductPorts {
  readonly pathname: string;
  readonly search: string;
  readonly fetch: FetchLike;
  readonly document: Document;
  /** The tenant a test browser remembers (src/api/simTenant.ts); null for a shopper's. */
  readonly rememberedTenant: () => string | null;
  /** Where the offers go (the page's global object). */
  readonly scope?: object;
  /**
   * Lets the storefront's code be asked for (the live HTML's loader waits on a product address, see
   * `EARLY_PRODUCT_MARK`): called once, when the picture is on screen, or at once when there is none to show.
   */
  readonly release?: () => void;
}

/**
 * The live HTML's marks of the early request (build/earlyProductRequest.ts and the code loader, src/app/shell/codeLoader.ts): on a
 * product address the root element carries `data-early-product="pending"` and the storefront's code is asked for
 * once it is `done` (the event below), or after the page's navigation timeout (CALLS-04) whatever happens here.
 */
export const EARLY_PRODUCT_MARK = 'earlyProduct';
export const EARLY_PRODUCT_EVENT = 'storefront:early-product';

/** The `release` port of the browser: marks the early request done and tells the HTML's loader, once. */
export function releaseCode(doc: Document): void {
  const root = doc.documentElement;
  if (root.dataset[EARLY_PRODUCT_MARK] !== 'pending') return;
  root.dataset[EARLY_PRODUCT_MARK] = 'done';
  doc.dispatchEvent(new Event(EARLY_PRODUCT_EVENT));
}

/**
 * On a product address, holds the storefront's code back until the early request lets it go (`releaseCode`), and at
 * most for the page's navigation timeout (CALLS-04) whatever happens here: marks the root element and sets the timer.
 * Whether the address is a product page's (elsewhere nothing is held and nothing is asked for).
 */
export function holdCode(doc: Document, pathname: string, setTimer: (run: () => void, ms: number) => unknown): boolean {
  if (!productAt(pathname)) return false;
  doc.documentElement.dataset[EARLY_PRODUCT_MARK] = 'pending';
  setTimer(() => releaseCode(doc), NAVIGATION_TIMEOUT_MS);
  return true;
}

/** What the early request did: nothing (and why), or the product's picture it asked for (null when it has none). */
export type EarlyProductOutcome = { readonly started: false; readonly reason: string } | { readonly started: true; readonly picture: string | null };

const skip = (reason: string): EarlyProductOutcome => ({ started: false, reason });

/** The configuration's servlet base, read without the schemas: null when the file does not look like a configuration. */
function servletBaseOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const domain = (raw as { domain?: unknown }).domain;
  if (typeof domain !== 'string') return null;
  try {
    const parsed = JSON.parse(domain) as { servletBase?: unknown } | null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    // The schema's default (spec/schemas/config.ts Domain): no servlet base is the page's own origin.
    if (parsed.servletBase === undefined) return '';
    // A servlet base the page's schema refuses (decision 0480: another host written as a path, another scheme) is no
    // configuration: nothing is asked of it, and the boot names the field.
    return typeof parsed.servletBase === 'string' && (parsed.servletBase === '' || addressProblem(parsed.servletBase) === null) ? parsed.servletBase : null;
  } catch {
    return null;
  }
}

/** The picture of the product an answer holds, read without the schemas. */
function pictureOf(body: unknown, bpn: string, servletBase: string): string | null {
  const products = (body as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return null;
  const product = products.find((p: unknown): p is { bpn: string; imageUrl?: unknown } => typeof p === 'object' && p !== null && (p as { bpn?: unknown }).bpn === bpn);
  return product && typeof product.imageUrl === 'string' ? imageSrc(product.imageUrl, servletBase) : null;
}

/** An offered response that fails rejects for its taker, but is no unhandled rejection while nobody has taken it. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Resolves once the document has been read to its end (at once when it has). */
function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Shows the picture in the painted shell's page area (scripts/prerender.ts: the `page` shell), where the product page
 * will show it: the page's first child is the details' grid, the picture first in it at 280 px (ProductDetailsPage,
 * `.product-details`, `.product-image`). The page's first render replaces the shell whole (it is never hydrated,
 * decision 0460) and draws its own picture, the same address at the same size, from the same response, so nothing
 * moves. Only while the shell is still there: once the page has rendered, there is no skeleton to fill.
 */
function showInShell(doc: Document, src: string): HTMLImageElement | null {
  const area = doc.querySelector('#root[data-shell="page"] .page-skeleton');
  if (!area) return null;
  const details = doc.createElement('article');
  details.className = 'product-details';
  // A preview of the page's own picture: the page renders the product, named, in its place.
  details.setAttribute('aria-hidden', 'true');
  const img = doc.createElement('img');
  img.className = 'product-image';
  img.setAttribute('width', '280');
  img.setAttribute('height', '280');
  img.setAttribute('alt', '');
  img.setAttribute('fetchpriority', 'high');
  img.setAttribute('src', src);
  // Its paint is reported (Element Timing): the code is asked for once the picture is on screen.
  img.setAttribute('elementtiming', PICTURE_TIMING);
  details.appendChild(img);
  area.prepend(details);
  return img;
}

const PICTURE_TIMING = 'early-product-picture';

/**
 * Resolves once the picture shown in the shell has been painted: the browser's own paint entry for it (Element
 * Timing), where it has one; else its load and then a frame and a task. A picture that fails, or a page that is not
 * visible (it paints nothing), resolves at once.
 */
function painted(doc: Document, img: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    const win = doc.defaultView;
    if (!win || doc.visibilityState !== 'visible') {
      resolve();
      return;
    }
    doc.addEventListener('visibilitychange', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
    const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
    if (Observer?.supportedEntryTypes?.includes('element')) {
      new Observer((list, observer) => {
        if (list.getEntries().some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === PICTURE_TIMING)) {
          observer.disconnect();
          resolve();
        }
      }).observe({ type: 'element', buffered: true });
    } else {
      img.addEventListener('load', () => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)), { once: true });
    }
  });
}

/**
 * Starts the early request. The outcome resolves once the product's answer is in (and its picture shown); `release`
 * is called once whatever happens: after the picture has been painted, or as soon as there is no picture to show.
 */
export async function startEarlyProduct(ports: EarlyProductPorts): Promise<EarlyProductOutcome> {
  let shown: HTMLImageElement | null = null;
  try {
    const outcome = await run(ports, (img) => (shown = img));
    return outcome;
  } finally {
    const img: HTMLImageElement | null = shown;
    if (img) void painted(ports.document, img).then(ports.release);
    else ports.release?.();
  }
}

async function run(ports: EarlyProductPorts, onShown: (img: HTMLImageElement) => void): Promise<EarlyProductOutcome> {
  const product = productAt(ports.pathname);
  if (!product) return skip('not a product page');
  if (new URLSearchParams(ports.search).has(TENANT_PARAM) || ports.rememberedTenant() !== null) return skip('a simulator tenant');
  const scope = ports.scope ?? globalThis;
  // The preloaded file, once: the boot takes this response instead of asking again. Its copy is taken before this
  // code reads the body (promise reactions run in the order they were added).
  const config = ports.fetch(STOREFRONT_CONFIG_PATH, { headers: { ...CONFIG_REQUEST_HEADERS } });
  offerEarlyRequest({ url: STOREFRONT_CONFIG_PATH, headers: CONFIG_REQUEST_HEADERS, response: handled(config.then((r) => r.clone())) }, scope);
  let servletBase: string | null;
  try {
    const response = await config;
    // Not JSON (a fallback HTML page for a missing file included) throws: the boot names what is wrong with it.
    servletBase = response.ok ? servletBaseOf(await response.json()) : null;
  } catch {
    servletBase = null;
  }
  if (servletBase === null) return skip('no valid configuration');
  const request = catalogueRequest(servletBase, productQuery({ ...product, storeId: null }));
  const answer = ports.fetch(request.url, { method: 'GET', headers: { ...request.headers } });
  offerEarlyRequest({ url: request.url, headers: request.headers, response: handled(answer.then((r) => r.clone())) }, scope);
  try {
    const response = await answer;
    const picture = response.ok ? pictureOf(await response.json(), product.bpn, servletBase) : null;
    if (picture !== null) {
      preloadPicture(picture, ports.document);
      // The shell is put in place by a script at the end of the body: an answer that comes while the document is still
      // being read waits for it (the picture is already asked for), or it would find no shell to show it in.
      await parsed(ports.document);
      const img = showInShell(ports.document, picture);
      if (img) onShown(img);
    }
    return { started: true, picture };
  } catch {
    return { started: true, picture: null };
  }
}
