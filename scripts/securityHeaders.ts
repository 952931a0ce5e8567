// The live build's Content-Security-Policy and security headers (decision 0481), written where the configuration is
// published: the inline scripts' hashes are known only then (the painted shell's script carries the configuration's
// banner and key, scripts/prerender.ts), and the hosts the page may call and load pictures from are the
// configuration's. Each page gets the policy in a <meta http-equiv> for hosts that send no headers of their own, and
// <outDir>/_headers holds the full set for a host that can send headers (a path pattern line, then its headers indented), with
// the same in <outDir>/headers.json, which the project's `vite preview` sends (build/securityHeaders.ts).
// frame-ancestors works only as a header.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The plain-text headers file static hosts read: a path pattern, then its headers indented beneath it. */
export const HEADERS_FILE = '_headers';
/** The same headers as JSON (`{ "<path pattern>": { name: value } }`), which `vite preview` reads (build/securityHeaders.ts). */
export const HEADERS_JSON = 'headers.json';

/** Headers every page is sent besides the policy. */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // The page's own address (its query may carry a deep link's store or a goto) stays on the site; other hosts see the origin.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing of the storefront uses these; a passkey (WebAuthn) is created and used by the page itself only.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), publickey-credentials-create=(self), publickey-credentials-get=(self)',
  'X-Frame-Options': 'DENY',
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** CSP source expressions of a page's inline scripts: `'sha256-…'` of each one's text, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
}

/** The origin of an http(s) address, or null for anything else (paths, keys, texts). */
function originOf(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) yield* strings(v);
}

/** A section of the raw configuration (CONFIG-01: a JSON string per section), or null when it does not decode. */
function section(raw: Record<string, unknown>, name: string): unknown {
  const text = raw[name];
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export interface ConfiguredHosts {
  /** Origins of every absolute address of the configuration: the services the page calls (connect-src). */
  readonly connect: readonly string[];
  /** Where pictures come from besides the site: the servlet base, which answers the catalogue (img-src, FORMAT-04). */
  readonly img: readonly string[];
}

/** The hosts a published configuration names (it has been validated by the page's parser when the shell was rendered). */
export function configuredHosts(raw: unknown): ConfiguredHosts {
  const config = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const connect = new Set<string>();
  for (const name of Object.keys(config)) {
    if (name === 'banner' || name === 'bannerDomainMap') continue;
    for (const s of strings(section(config, name))) {
      const origin = originOf(s);
      if (origin) connect.add(origin);
    }
  }
  const domain = section(config, 'domain') as { servletBase?: unknown } | null;
  const pictures = typeof domain?.servletBase === 'string' ? originOf(domain.servletBase) : null;
  return { connect: [...connect].sort(), img: pictures ? [pictures] : [] };
}

/** The policy's directives, in order; frame-ancestors only where it can be honoured (a header). */
export function contentSecurityPolicy(input: { readonly scriptHashes: readonly string[]; readonly hosts: ConfiguredHosts; readonly asHeader: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(input.scriptHashes)].join(' ')}`.trim(),
    "style-src 'self'",
    `img-src 'self' ${input.hosts.img.join(' ')}`.trim(),
    `connect-src 'self' ${input.hosts.connect.join(' ')}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(input.asHeader ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `html` with its policy meta (replacing an earlier one) first after the character set, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const without = html.replace(META, '');
  const charset = /<meta charset="[^"]+"\s*\/?>/i.exec(without);
  if (!charset) throw new Error('the page does not declare its character set in its head');
  const at = charset.index + charset[0].length;
  return `${without.slice(0, at)}\n    <meta http-equiv="Content-Security-Policy" content="${attribute(policy)}">${without.slice(at)}`;
}

/** Every address's headers: the policy covering every page's inline scripts, and the fixed headers. */
export function siteHeaders(policy: string): Record<string, string> {
  return { 'Content-Security-Policy': policy, ...FIXED_HEADERS };
}

/** The headers in the `_headers` format: one block for every address. */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by scripts/prerender.ts for the storefront.config.json beside it (decision 0481): publish it with the\n# pages, and write it again whenever the configuration changes.\n/*\n${lines.join('\n')}\n`;
}

/** The built pages that carry inline scripts: every address's index.html, and product.html when the build has one. */
const PAGES = ['index.html', 'product.html'] as const;

/**
 * Writes the policy into each page of `outDir` (its own scripts' hashes) and the headers file (every page's), for the
 * configuration `raw` published there. Run after everything else that writes the pages' inline scripts.
 */
export function writeSecurityHeaders(outDir: string, raw: unknown): { policy: string; pages: string[] } {
  const hosts = configuredHosts(raw);
  const pages = PAGES.filter((p) => p === 'index.html' || existsSync(join(outDir, p)));
  const all: string[] = [];
  for (const page of pages) {
    const path = join(outDir, page);
    const html = readFileSync(path, 'utf8').replace(META, '');
    const hashes = inlineScriptHashes(html);
    all.push(...hashes);
    writeFileSync(path, withPolicyMeta(html, contentSecurityPolicy({ scriptHashes: hashes, hosts, asHeader: false })));
  }
  const policy = contentSecurityPolicy({ scriptHashes: all, hosts, asHeader: true });
  const headers = siteHeaders(policy);
  writeFileSync(join(outDir, HEADERS_FILE), headersFile(headers));
  writeFileSync(join(outDir, HEADERS_JSON), `${JSON.stringify({ '/*': headers }, null, 2)}\n`);
  return { policy, pages };
}
