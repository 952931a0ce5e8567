import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { RedirectDecision } from './redirect';

/**
 * In-page navigation (decision 0024, REDIRECT-01/04): a navigation the storefront makes by itself never leaves
 * the page's origin. Addresses the page builds from its own location (`location.pathname`, which is `//evil.test/`
 * when the page was opened as `http://site//evil.test/`) or from a rule are reduced to a path: leading slashes and
 * backslashes collapse to one `/`, an origin is never taken from the input, and anything naming another origin is
 * refused. Only a REDIRECT decision that validateRedirect accepted as a trusted URL may leave, and only as that
 * decision (routeTarget), never as a bare string.
 */

// Any origin would do: the path is resolved against it only to normalise dot segments and percent-encoding.
const PROBE_ORIGIN = 'http://same-origin.invalid';
// What the WHATWG URL parser removes before it reads anything (browser normalisation).
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const EDGE_CONTROL_OR_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LEADING_SLASHES = /^[/\\]+/;

/** The address as the browser's URL parser reads it: no tabs or newlines anywhere, no controls or spaces at the ends. */
export function browserNormalised(address: string): string {
  return address.replace(TAB_OR_NEWLINE, '').replace(EDGE_CONTROL_OR_SPACE, '');
}

/**
 * An address as a browser follows it from a Location header or a link: browserNormalised, and backslashes read as
 * slashes up to the query (the URL parser does so for http and https). A server that validates a redirect target
 * validates this form, so what it checked is what the browser goes to.
 */
export function asBrowserFollows(address: string): string {
  const s = browserNormalised(address);
  const end = s.search(/[?#]/);
  const head = end === -1 ? s : s.slice(0, end);
  return `${head.replace(/\\/g, '/')}${end === -1 ? '' : s.slice(end)}`;
}

/** A parsed URL's path, query and fragment, with the path's leading slashes collapsed (`/.//x` parses to `//x`). */
function pathOf(u: URL): string {
  return `${u.pathname.replace(LEADING_SLASHES, '/')}${u.search}${u.hash}`;
}

/**
 * The same-origin path (with query and fragment) an address names, for rules that rebuild an address: an absolute
 * http(s) URL loses its origin (another scheme is `/`), a protocol-relative or backslashed start (`//host`,
 * `/\host`, `\\host`) collapses to one `/`, and the result always begins with exactly one `/` followed by neither
 * `/` nor `\`. Unparseable input is `/`.
 */
export function inPagePath(address: unknown): string {
  if (typeof address !== 'string') return '/';
  const s = browserNormalised(address);
  try {
    if (SCHEME.test(s)) {
      const u = new URL(s);
      // javascript:, data:, mailto:… name no path on any site.
      return u.protocol === 'http:' || u.protocol === 'https:' ? pathOf(u) : '/';
    }
    return pathOf(new URL(s.replace(LEADING_SLASHES, '/'), `${PROBE_ORIGIN}/`));
  } catch {
    return '/';
  }
}

export type RouteStep =
  /** A History API step to this path on the page's own origin. */
  | { readonly kind: 'in-page'; readonly path: string }
  /** A full navigation to a URL validateRedirect accepted on a trusted host. */
  | { readonly kind: 'leave'; readonly url: string }
  /** Nothing happens: the address named another origin and no validated redirect allowed it. */
  | { readonly kind: 'refused'; readonly reason: 'other-origin' | 'unparseable' | 'not-an-address' };

function isDecision(to: unknown): to is RedirectDecision {
  // A decision without a target has nothing to follow: routeTarget refuses its missing target like any non-string.
  return typeof to === 'object' && to !== null && 'accepted' in to;
}

/**
 * Where the router goes for `to` from the page at `pageHref`. A string is an in-page address: resolved against the
 * page after its leading slashes collapse, and refused when it still names another origin (`https://evil.test/`).
 * A RedirectDecision is followed as validated: an accepted trusted URL leaves; a path (or a refused decision's
 * default redirect) is in-page like any string.
 */
export function routeTarget(to: unknown, pageHref: string): RouteStep {
  if (isDecision(to)) {
    if (to.accepted && to.kind === 'trusted-url' && /^https?:\/\//i.test(to.target)) return { kind: 'leave', url: to.target };
    return routeTarget(to.target, pageHref);
  }
  if (typeof to !== 'string') return { kind: 'refused', reason: 'not-an-address' };
  let page: URL;
  let resolved: URL;
  try {
    page = new URL(pageHref);
    const s = browserNormalised(to);
    resolved = new URL(SCHEME.test(s) ? s : s.replace(LEADING_SLASHES, '/'), page);
  } catch {
    return { kind: 'refused', reason: 'unparseable' };
  }
  if (resolved.origin !== page.origin || page.origin === 'null') return { kind: 'refused', reason: 'other-origin' };
  return { kind: 'in-page', path: pathOf(resolved) };
}

export const NavigationInput = z.object({
  to: z.nullish(z.string()),
  pageHref: z._default(z.string(), 'https://www.freshway.test/'),
});

export const navigationModule = defineRuleModule({
  name: 'in-page-navigation',
  summary: 'Where an in-page navigation goes: a path on the page\'s own origin (leading slashes collapsed), or refused.',
  areas: ['REDIRECT'],
  input: NavigationInput,
  example: { to: '//evil.example/?action=changeStore&zipcode=94611', pageHref: 'https://www.freshway.test//evil.example/?action=changeStore&zipcode=94611' },
  run: (input) => ({ step: routeTarget(input.to, input.pageHref), path: inPagePath(input.to), rules: ['REDIRECT-01', 'REDIRECT-04'] }),
});
