import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';

/** Where redirects may go (the `domain` configuration section). */
export interface RedirectPolicy {
  readonly trustedDomains: readonly string[];
  /** Used for every refused target (REDIRECT-03, "Untrusted redirect → default home redirect"). */
  readonly defaultRedirect: string;
}

export type RedirectRefusal =
  | 'empty'
  | 'not-a-string'
  | 'control-character'
  | 'protocol-relative'
  | 'encoded-protocol-relative'
  | 'relative-without-slash'
  | 'scheme-not-http'
  | 'unparseable'
  | 'userinfo'
  | 'untrusted-host';

export type RedirectDecision =
  | { readonly accepted: true; readonly target: string; readonly kind: 'path' | 'trusted-url'; readonly rules: readonly string[] }
  | { readonly accepted: false; readonly target: string; readonly refusal: RedirectRefusal; readonly rules: readonly string[] };

// Any origin would do: a same-site path must resolve to exactly this one.
const PROBE_ORIGIN = 'https://same-site.invalid';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/g;

/** Decodes %XX sequences one level; malformed sequences stay as written (never throws). */
function percentDecodeOnce(s: string): string {
  return s.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** True when the target, decoded any number of times, starts like `//` or `/\` (after the parser's whitespace stripping). */
function decodesToProtocolRelative(target: string): boolean {
  let current = target;
  for (;;) {
    if (/^[/\\]{2}/.test(current.replace(CONTROL_OR_SPACE, ''))) return true;
    const next = percentDecodeOnce(current);
    // A decoding that changes the text shortens it, so this ends however deep the nesting.
    if (next === current) return false;
    current = next;
  }
}

/** AMBIG-01: exactly one `/`, then not `/` or `\`; no control characters; no encoded `//` or `/\`. */
function checkPath(target: string): RedirectRefusal | null {
  if (/^\/[/\\]/.test(target)) return 'protocol-relative';
  if (decodesToProtocolRelative(target)) return 'encoded-protocol-relative';
  // A path of one `/` and then neither `/` nor `\` resolves on the page's own origin; but `/.//x` and `/%2e%2e//x`
  // normalise to a path that would read as protocol-relative if reused as a target.
  if (new URL(target, PROBE_ORIGIN).pathname.startsWith('//')) return 'encoded-protocol-relative';
  return null;
}

/** A trusted-list entry may be written as a host, host:port or a URL, in any case; only its host name counts. */
function trustedHostName(entry: string): string | null {
  const e = entry.trim().toLowerCase();
  if (!e.includes('://')) return e.replace(/:\d+$/, '');
  const url = parsedUrl(e);
  return url === null ? null : url.hostname;
}

/** The URL an absolute address names by the WHATWG parser (as the browser reads it), or null; never throws. */
function parsedUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/**
 * AMBIG-02 for a target whose scheme validateRedirect found to be http(s): no userinfo, parsed host exactly
 * (case-insensitively) in the trusted list; port ignored.
 */
function checkAbsolute(target: string, trusted: readonly string[]): { refusal: RedirectRefusal } | { href: string } {
  const url = parsedUrl(target);
  if (url === null) return { refusal: 'unparseable' };
  // Userinfo is what comes before an `@` in the authority, which ends at the first `/`, `\\`, `?` or `#`; looked for as
  // written, since the parser keeps no trace of an empty one (`https://@host/`).
  if (/^[a-z][a-z0-9+.-]*:[/\\]*[^/\\?#]*@/i.test(target)) return { refusal: 'userinfo' };
  // The parser gives an http(s) URL's host in lower case, never empty.
  if (!trusted.some((t) => trustedHostName(t) === url.hostname)) return { refusal: 'untrusted-host' };
  return { href: url.href };
}

/** REDIRECT-01..06: accepts a same-site path or an http(s) URL on a trusted host; anything else becomes the default redirect. */
export function validateRedirect(target: unknown, policy: RedirectPolicy): RedirectDecision {
  const refuse = (refusal: RedirectRefusal, rules: string[]): RedirectDecision => ({
    accepted: false,
    target: policy.defaultRedirect,
    refusal,
    rules: [...rules, 'REDIRECT-03'],
  });
  if (typeof target !== 'string') return refuse('not-a-string', []);
  if (target === '') return refuse('empty', []);
  if (CONTROL.test(target)) return refuse('control-character', ['REDIRECT-04']);
  if (target.startsWith('/')) {
    const refusal = checkPath(target);
    return refusal ? refuse(refusal, ['REDIRECT-04']) : { accepted: true, target, kind: 'path', rules: ['REDIRECT-01'] };
  }
  if (/^\\/.test(target)) return refuse('protocol-relative', ['REDIRECT-04']);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1];
  if (scheme === undefined) return refuse('relative-without-slash', []);
  if (!/^https?$/i.test(scheme)) return refuse('scheme-not-http', []);
  const result = checkAbsolute(target, policy.trustedDomains);
  if ('refusal' in result) return refuse(result.refusal, ['REDIRECT-05']);
  return { accepted: true, target: result.href, kind: 'trusted-url', rules: ['REDIRECT-02', 'REDIRECT-05'] };
}

/** REDIRECT-06: the goto parameter and the assistant redirect_uri go through the same validation. */
export function validateGoto(goto: unknown, policy: RedirectPolicy): RedirectDecision {
  const d = validateRedirect(goto, policy);
  return { ...d, rules: ['REDIRECT-06', ...d.rules] };
}

export const RedirectInput = z.object({
  target: z.nullish(z.string()),
  trustedDomains: z._default(z.array(z.string()), []),
  defaultRedirect: z._default(z.string(), '/'),
});

export const redirectModule = defineRuleModule({
  name: 'redirect',
  summary: 'Trusted redirect validation: a same-site path or an http(s) URL on a trusted host, else the default redirect.',
  areas: ['REDIRECT'],
  input: RedirectInput,
  example: { target: 'https://shop.freshway.test/cart.html', trustedDomains: ['www.freshway.test', 'shop.freshway.test'], defaultRedirect: '/' },
  run: (input) => validateRedirect(input.target, input),
});
