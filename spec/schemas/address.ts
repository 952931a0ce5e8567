/**
 * The address rule of decision 0480: where a configured address, or a picture's address, may send the browser.
 * Plain functions with no schema library, so the small early product code can share them with the configuration's
 * schema and the pictures of the React page (one rule, not copies that drift apart).
 */

/**
 * Characters a browser's URL parser drops or rewrites before it reads the host: C0 controls, DEL and the space at
 * either end, tab and newlines anywhere (`/\t/evil.example` is read as `//evil.example`), and the backslash, which
 * http(s) URLs read as a slash (`/\evil.example` is `//evil.example`).
 */
// eslint-disable-next-line no-control-regex
const REWRITTEN = /[\u0000-\u001f\u007f\\]/;
/** A slash or backslash written as a percent escape: a server or a second decoding reads it as the character. */
const ENCODED_SLASH = /%(?:2f|5c)/i;
const PROBE = 'https://site.invalid';

/**
 * Why `value` is not a path on the page's own site, or null when it is one: it starts with one `/` (not `//`, which
 * names another host), and nothing in it is rewritten by the browser or decoded by a server into a second slash.
 * Never throws.
 */
export function sitePathProblem(value: string): string | null {
  if (!value.startsWith('/')) return 'must start with /';
  if (value.startsWith('//')) return 'must start with a single / (// names another host)';
  if (REWRITTEN.test(value)) return 'must not contain a backslash or a control character';
  if (ENCODED_SLASH.test(value)) return 'must not contain an encoded slash (%2F, %5C)';
  // The parser has the last word: a form the checks above missed still may not leave the site.
  try {
    if (new URL(value, PROBE).origin !== PROBE) return 'must stay on the site';
  } catch {
    return 'is not a valid path';
  }
  return null;
}

export const isSitePath = (value: string): boolean => sitePathProblem(value) === null;

/** Loopback hosts, where plain http is allowed (a simulator or a proxy on the same machine). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/**
 * Why `value` is not an absolute address the storefront may be configured with, or null when it is one: written
 * `https://host…` (or `http://` on a loopback host), with no user name or password before the host, and nothing the
 * parser would rewrite. Never throws.
 */
export function absoluteUrlProblem(value: string): string | null {
  if (REWRITTEN.test(value) || /\s/.test(value)) return 'must not contain a backslash, a space or a control character';
  const written = /^(https?):\/\/([^/?#]*)/i.exec(value);
  if (!written) return 'must be an https URL (http only on a loopback host) or a path starting with /';
  if (written[2]!.includes('@')) return 'must not carry a user name or password';
  if (ENCODED_SLASH.test(value)) return 'must not contain an encoded slash (%2F, %5C)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid URL';
  }
  if (url.hostname === '') return 'must name a host';
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'must use https (http only on a loopback host)';
  return null;
}

/**
 * An absolute http(s) address written out in full (`http://host…` or `https://host…`), with no user name or password
 * and nothing the parser would rewrite: the pictures' form of an address on another host, which, unlike the
 * configuration's, may be plain http on any host (the page's Content-Security-Policy decides which load).
 */
export function isWrittenHttpUrl(value: string): boolean {
  const written = /^https?:\/\/([^/?#]*)/i.exec(value);
  if (!written || written[1] === '' || written[1]!.includes('@') || REWRITTEN.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Why `value` is neither a site path nor an absolute address the storefront may use, or null. Never throws. */
export function addressProblem(value: string): string | null {
  if (value.startsWith('/')) return sitePathProblem(value);
  return absoluteUrlProblem(value);
}

/** The origin of a configured absolute address, or null for a site path or a value that is not an address. */
export function addressOrigin(value: string): string | null {
  if (value.startsWith('/') || absoluteUrlProblem(value) !== null) return null;
  return new URL(value).origin;
}
