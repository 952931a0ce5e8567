import { SESSION_COOKIE } from '../../rules/cookieNames';
import { carriesDeepLink } from '../../storefront/session/deepLink';
import { EARLY_PRODUCT_EVENT, EARLY_PRODUCT_MARK } from '../product/earlyProduct';

/**
 * How the live page asks for its code (decision 0460). The build leaves out Vite's preload helper: the entry, its
 * static imports and the opened page's files are asked for by this code, written inline at the end of the body
 * (build/loadCodeAfterPaint.ts), instead of by tags in the head. It decides which files a page load will need from
 * what the address and the cookies already say, so the storefront does not find out one import at a time; a wrong
 * guess costs only a preload.
 */

/**
 * What the build knows of its chunks: file names under /assets/, filled in by build/loadCodeAfterPaint.ts. A tuple,
 * not an object: the HTML carries it, and its keys would weigh on every page load.
 */
export type PageLoadFiles = readonly [
  /** Per page chunk: the address patterns that open it, and its files the entry does not import (the route table). */
  routes: readonly (readonly [readonly RegExp[], readonly string[]])[],
  /** The entry's static imports. */
  statics: readonly string[],
  /** A signed-in visit's code: the session establishment's signed-in branches and the core's signed-in part. */
  signedIn: readonly string[],
  /** The deep-link rule. */
  deepLink: readonly string[],
  /** The page load's effects, which only a first visit without a session cookie or a deep link does without. */
  effects: readonly string[],
  /** The entry's address (`/assets/index-….js`). */
  entry: string,
];

// A session cookie of any prefix (B_abs_gsession and the like, cookieNames.ts): the name anywhere in the header.
const sessionCookie = new RegExp(`${SESSION_COOKIE}=`, 'i');
// One naming an authorised user (R or C, USER-TYPES) in its JSON.
const authorisedSession = new RegExp(`${SESSION_COOKIE}=[^;]*"userType":"[rc]"`, 'i');

/** The files the page at `pathname`/`search` with these cookies asks for with the entry, in the order asked. */
export function pageLoadFiles([routes, statics, signedIn, deepLinkFiles, effects]: PageLoadFiles, pathname: string, search: string, cookie: string): string[] {
  const route = routes.find(([patterns]) => patterns.some((p) => p.test(pathname)));
  let asked = statics.concat(route ? route[1] : []);
  const deepLink = carriesDeepLink(search);
  try {
    if (authorisedSession.test(decodeURIComponent(cookie))) asked = asked.concat(signedIn);
  } catch {
    // A cookie header that is not URI-encoded text: the signed-in code is fetched when the storefront needs it.
  }
  // A store-modal link (any `action`) asks for the deep-link rule too; the storefront runs it for action=changeStore.
  if (deepLink || new URLSearchParams(search).has('action')) asked = asked.concat(deepLinkFiles);
  if (deepLink || sessionCookie.test(cookie)) asked = asked.concat(effects);
  return asked;
}

/**
 * Asks for the code (each file as a module preload, then the entry):
 * - on an address whose painted shell is the page's own first render (`data-shell="home"`, scripts/prerender.ts),
 *   after the browser has painted that shell, so running the code does not hold the first paint back and its
 *   downloads do not compete with the stylesheet and the pictures the shell shows;
 * - on a product address, once the product page's early request has shown the product's picture (its mark on the
 *   root element, src/app/product/earlyProduct.ts), so the picture is not held back behind the code's downloads;
 * - on every other address at once, since the page's content needs the code.
 * The paint is the browser's own first-contentful-paint entry: a frame's callback runs before the frame is shown, and
 * on a busy machine the paint can be presented after a task queued from it has already run. A browser without paint
 * entries asks after its first frame. A page that is not visible paints nothing, so it asks at once (and a page hidden
 * before its first paint, when hidden). No timer stands in for the paint: on a busy machine the first frame can take
 * longer than any fixed wait.
 */
export function loadCode(doc: Document, files: PageLoadFiles): void {
  const asked = pageLoadFiles(files, location.pathname, location.search, doc.cookie);
  let done = false;
  const add = (tag: string, attributes: Partial<HTMLLinkElement & HTMLScriptElement>): void => void doc.head.appendChild(Object.assign(doc.createElement(tag), { crossOrigin: '' }, attributes));
  const go = (): void => {
    if (done) return;
    done = true;
    for (const file of asked) add('link', { rel: 'modulepreload', href: `/assets/${file}` });
    add('script', { type: 'module', src: files[5] /* the entry */ });
  };
  if (doc.getElementById('root')?.dataset.shell === 'home' && doc.visibilityState === 'visible') {
    const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      new Observer((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          go();
        }
      }).observe({ type: 'paint', buffered: true });
    } else requestAnimationFrame(() => setTimeout(go, 0));
    doc.addEventListener('visibilitychange', go);
  } else if (doc.documentElement.dataset[EARLY_PRODUCT_MARK] === 'pending') doc.addEventListener(EARLY_PRODUCT_EVENT, go);
  else go();
}
