// The live storefront's painted shell: `tsx scripts/prerender.ts <outDir> [host]` renders the page's first render
// (src/app/shell/shells.tsx, with react-dom/server) for the configuration published beside the build
// (<outDir>/storefront.config.json) and writes it into <outDir>/index.html, so the header, the hero and the category
// pictures are painted, and the pictures requested, before any of the storefront's JavaScript has arrived.
//
// The shell depends on the configuration (the banner, its colours, the servlet base the pictures come from), which
// the live build reads at run time (CONFIG-01): it is rendered where the configuration is published, after the build
// (tests/e2e/live/write-config.ts does it for the test and bench sites; run it again whenever the file changes). The
// page still fetches and validates the configuration before it acts, and hydrates the shell only when the file it
// reads is the one the shell was rendered for (decision 0460).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import { writeSecurityHeaders } from './securityHeaders';

const BEGIN = '<!--storefront-shells-->';
const END = '<!--/storefront-shells-->';

interface Shell {
  readonly kind: string;
  readonly pattern: string | null;
  readonly html: string;
}
interface Shells {
  readonly banner: { readonly id: string; readonly colors: { readonly primary: string; readonly accent: string } };
  readonly key: string;
  readonly shells: readonly Shell[];
}

/** JSON for an inline script: no `</script>` or `<!--` can end or change it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The markup that goes after `<div id="root">`: one `<template>` per shell and a small script, run while the HTML is
 * parsed, that moves the shell of the opened address into the root (its pictures are requested from then on) and
 * sets the banner's colours; the boot reads the `data-shell` marks it leaves. Without a match nothing changes.
 */
export function shellMarkup(shells: Shells): string {
  const templates = shells.shells.map((s) => `<template data-shell="${s.kind}"${s.pattern === null ? '' : ` data-pattern="${s.pattern.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`}>${s.html}</template>`).join('');
  const set = { key: shells.key, banner: shells.banner.id, brand: shells.banner.colors.primary, accent: shells.banner.colors.accent };
  const script = `(function(){var s=${inlineJson(set)},r=document.getElementById('root'),t=document.querySelectorAll('template[data-shell]'),d=document.documentElement,i,x;for(i=0;i<t.length;i++){x=t[i];if(!x.dataset.pattern||new RegExp(x.dataset.pattern).test(location.pathname)){r.replaceChildren(x.content);r.dataset.shell=x.dataset.shell;r.dataset.shellKey=s.key;d.dataset.banner=s.banner;d.style.setProperty('--brand',s.brand);d.style.setProperty('--accent',s.accent);return}}})()`;
  return `${BEGIN}${templates}<script>${script}</script>${END}`;
}

/** Puts the shells after the root element of a built index.html, replacing shells an earlier run put there. */
export function withShells(indexHtml: string, markup: string): string {
  const without = indexHtml.replace(new RegExp(`${BEGIN}[\\s\\S]*?${END}`), '');
  const root = /<div id="root">[\s\S]*?<\/div>/.exec(without);
  if (!root) throw new Error('index.html has no <div id="root">');
  const at = root.index + root[0].length;
  return `${without.slice(0, at)}${markup}${without.slice(at)}`;
}

/** Renders the shells in a DOM of jsdom's, through Vite's SSR loader (the same sources, aliases and env as the build). */
export async function renderShellsFor(raw: unknown, host = ''): Promise<Shells> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = new Map(['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map((k) => [k, Object.getOwnPropertyDescriptor(globals, k)]));
  for (const k of saved.keys()) Object.defineProperty(globals, k, { value: (dom.window as unknown as Record<string, unknown>)[k], configurable: true, writable: true });
  const vite = await createServer({ root: resolve(import.meta.dirname, '..'), mode: 'live', logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true, include: [] } });
  try {
    const { renderShells } = (await vite.ssrLoadModule('/src/app/shell/shells.tsx')) as { renderShells: (raw: unknown, host: string) => Promise<Shells> };
    return await renderShells(raw, host);
  } finally {
    await vite.close();
    for (const [k, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globals, k, descriptor);
      else delete globals[k];
    }
    dom.window.close();
  }
}

/** The built pages the shells go into: every address's index.html, and the live build's product.html when there is one. */
export const SHELL_PAGES = ['index.html', 'product.html'] as const;

/**
 * Renders the shells for <outDir>/storefront.config.json and writes them into <outDir>/index.html (and product.html),
 * then the Content-Security-Policy that admits exactly the pages' inline scripts, the shell's among them, and the
 * configuration's hosts (scripts/securityHeaders.ts, decision 0481).
 */
export async function prerenderShells(outDir: string, host = ''): Promise<{ kinds: string[]; bytes: number }> {
  const raw = JSON.parse(readFileSync(join(outDir, 'storefront.config.json'), 'utf8')) as unknown;
  const shells = await renderShellsFor(raw, host);
  const markup = shellMarkup(shells);
  for (const page of SHELL_PAGES) {
    const path = join(outDir, page);
    if (page === 'index.html' || existsSync(path)) writeFileSync(path, withShells(readFileSync(path, 'utf8'), markup));
  }
  writeSecurityHeaders(outDir, raw);
  return { kinds: shells.shells.map((s) => s.kind), bytes: markup.length };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [outDir, host = ''] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: tsx scripts/prerender.ts <outDir> [host]');
    process.exit(2);
  }
  try {
    const { kinds, bytes } = await prerenderShells(outDir, host);
    console.log(`prerender: ${kinds.join(', ')} shells written into ${join(outDir, 'index.html')} (${bytes} bytes)`);
  } catch (error) {
    // An invalid configuration is named as the page would name it (ConfigError's path and message).
    const e = error as { path?: string; message?: string };
    console.error(`prerender: ${e.path ? `${e.path}: ` : ''}${e.message ?? String(error)}`);
    process.exit(2);
  }
}
