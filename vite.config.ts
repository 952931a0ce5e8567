import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import type { ChunkingContext, OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// `vite` / `vite build` serve the storefront on the embedded simulator (msw worker in the page);
// `--mode live` reads `.env.live`, which selects real endpoints and drops the simulator from the bundle.
/**
 * The live storefront validates /storefront.config.json before its first render: the HTML asks for the file at once,
 * in parallel with the scripts, instead of after them (the boot's fetch reuses the preloaded response).
 */
const preloadStorefrontConfig = (): Plugin => ({
  name: 'preload-storefront-config',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', href: '/storefront.config.json', as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }],
});

/**
 * The live build's early product request (decision 0460): on a product address the HTML runs, before the storefront's
 * code, a small script (src/app/product/earlyProductMain.ts) that starts the page's product request and asks for the
 * product's picture. It is bundled on its own, apart from the storefront's chunks: the few functions it shares with the
 * storefront (the catalogue's request building, the picture's address) are copied into it rather than split into a
 * chunk every page would load. Nothing of the storefront imports it; the two meet in the page's early-request slot
 * (src/api/earlyResponses.ts). Its code is written into the HTML, in an inline script at the top of the head, and does
 * nothing unless the address is a product page's (src/app/product/productAddresses.ts): a file of its own put one more
 * request (on a connection of its own) between the HTML and the product call, and so between the HTML and the
 * picture, the page's largest content. Only product addresses carry it: the build writes it into a page of their own,
 * product.html, beside index.html, which every other address gets without it (the host serves product.html for the
 * product addresses, as `vite preview` does here, `productPage`; a host that serves index.html for them too still
 * shows the product, the page asking for it once its code has run). The script comes
 * after the configuration's preload, so the configuration fetch it makes takes the preloaded response, and before the
 * stylesheet, which would hold it back until the stylesheet has arrived. It marks the page so that `loadCodeAfterPaint`
 * asks for the storefront's code once the product's picture is on screen.
 */
const EARLY_PRODUCT = resolve('src/app/product/earlyProductMain.ts');
/** The product pages' HTML carries the code, which runs before the product page shows: it must stay small (about 2.2 kB gzip). */
const EARLY_PRODUCT_MAX_GZIP = 3584;
async function bundleEarlyProduct(): Promise<string> {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({
    input: EARLY_PRODUCT,
    platform: 'browser',
    logLevel: 'silent',
    // A module the early file imports for one function brings only that function: the storefront's modules have no
    // effect at load that a bare function of theirs needs (zod's messages, spec/schemas/zod.ts, serve parsing, which
    // this file never does).
    treeshake: { moduleSideEffects: (id: string) => id === EARLY_PRODUCT, manualPureFunctions: ['z', 'defineRuleModule'] },
  });
  try {
    return (await bundle.generate({ format: 'iife', minify: true })).output[0].code;
  } finally {
    await bundle.close();
  }
}
const earlyProductRequest = (): Plugin => {
  let loader = '';
  return {
    name: 'early-product-request',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      const code = await bundleEarlyProduct();
      const gzip = gzipSync(code).length;
      if (gzip > EARLY_PRODUCT_MAX_GZIP) throw new Error(`early-product-request: the early code is ${gzip} B gzip, above ${EARLY_PRODUCT_MAX_GZIP} B: it must not bring the storefront's schemas or React`);
      // Written into an inline script: nothing in it may end the script element early.
      if (/<\/script|<!--/i.test(code)) throw new Error('early-product-request: the early code cannot be inlined: it holds a closing script tag or a comment opener');
      // The early code itself marks a product address's page so that loadCodeAfterPaint holds the storefront's code
      // back, and lets it go once the picture is on screen or after the page's navigation timeout (CALLS-04): `holdCode`
      // and `releaseCode` of src/app/product/earlyProduct.ts.
      loader = code.trim();
    },
    // After the HTML's own transforms (the loader, the configuration's preload), so product.html is index.html and
    // the early code.
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('early-product-request: the build has no index.html');
      const html = String(index.source);
      // The configuration's preload first, then the early code, both before the stylesheet; the character set's
      // declaration stays first, within the 1024 bytes the browser looks in.
      const preload = /\s*(<link rel="preload" href="\/storefront\.config\.json"[^>]*>)/.exec(html);
      if (!preload) throw new Error('early-product-request: index.html has no preload of /storefront.config.json');
      const charset = /<head>\s*<meta charset="[^"]+"\s*\/?>/.exec(html);
      if (!charset) throw new Error('early-product-request: index.html does not declare its character set first in its head');
      this.emitFile({ type: 'asset', fileName: PRODUCT_HTML, source: html.replace(preload[0], '').replace(charset[0], `${charset[0]}\n    ${preload[1]}\n    <script>${loader}</script>`) });
    },
  };
};

/**
 * Neither the dev server nor the preview serves a dot-folder or dot-file (`/.sim/`, `/.env`, `/.git/`): the project
 * tree holds files no page may read (a running simulator's state, tools' caches), and a page on an allowed loopback
 * origin could otherwise fetch them. The exceptions are what must be served: the dev server's pre-bundled
 * dependencies (`/node_modules/.vite/`) and `/.well-known/` (a host's public metadata). Checked on the decoded path,
 * segment by segment, so `%2E` and `..` do not get around it.
 */
export function isDotPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  const segments = decoded.split(/[\\/]/);
  return segments.some((segment, i) => segment.startsWith('.') && !(segment === '.vite' && segments[i - 1] === 'node_modules') && !(segment === '.well-known' && i === 1));
}
const denyDotPaths = (): Plugin => {
  const deny = (req: { url?: string }, res: { statusCode: number; setHeader(name: string, value: string): void; end(body: string): void }, next: () => void) => {
    if (!isDotPath(req.url ?? '/')) return next();
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
  return { name: 'deny-dot-paths', configureServer: (server) => void server.middlewares.use(deny), configurePreviewServer: (server) => void server.middlewares.use(deny) };
};

/** The live build's page for product addresses: index.html with the early product code (`earlyProductRequest`). */
const PRODUCT_HTML = 'product.html';
/**
 * `vite preview` serves product.html for the product addresses when the build has one, as the live build's host does
 * (README: the live build), and index.html for every other address.
 */
const productPage = (): Plugin => ({
  name: 'product-page',
  configurePreviewServer(server) {
    const page = resolve(server.config.root, server.config.build.outDir, PRODUCT_HTML);
    // The product addresses, read from src/app/product/productAddresses.ts's source as the route table's are (the
    // configuration imports nothing of the storefront).
    const addresses = [...readFileSync(resolve('src/app/product/productAddresses.ts'), 'utf8').matchAll(/pattern: \/(.+?)\/([a-z]*), shop:/g)].map((m) => new RegExp(m[1]!, m[2]));
    if (addresses.length === 0) throw new Error('product-page: no product address read from src/app/product/productAddresses.ts');
    server.middlewares.use((req, _res, next) => {
      const [path = '', query] = (req.url ?? '').split('?', 2);
      if (addresses.some((a) => a.test(path)) && existsSync(page)) req.url = `/${PRODUCT_HTML}${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
});

/**
 * `vite preview` sends the headers the published site names (<outDir>/headers.json, written with `_headers` and the
 * Content-Security-Policy by scripts/prerender.ts for the live build, decision 0481), as the live build's host does: the
 * policy with frame-ancestors (which a meta element cannot carry), X-Content-Type-Options, Referrer-Policy and
 * Permissions-Policy. Read on every request, so a configuration published again while the preview runs is honoured.
 * Only the `/*` block and exact paths are read. A build without the file (the simulator build) is served as before.
 */
const securityHeaders = (): Plugin => ({
  name: 'security-headers',
  configurePreviewServer(server) {
    const file = resolve(server.config.root, server.config.build.outDir, 'headers.json');
    server.middlewares.use((req, res, next) => {
      let blocks: Record<string, Record<string, string>>;
      try {
        blocks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
      } catch {
        next();
        return;
      }
      const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
      for (const block of [blocks['/*'], blocks[path]]) for (const [name, value] of Object.entries(block ?? {})) if (typeof value === 'string') res.setHeader(name, value);
      next();
    });
  },
});

/**
 * The opened page's chunk (and the chunks it imports that the entry does not) is fetched in parallel with the entry,
 * not after the entry has run: a small inline script matches the address against the route table and adds
 * `<link rel="modulepreload">` for that page's files. The route patterns and page modules are read from
 * src/app/pages/routes.tsx, so the table stays the one source; a route the reading misses is simply not preloaded
 * (the boot fetches it as before).
 */
/** The files of a chunk and of everything it imports statically, in the bundle `chunks`. */
function closureOf(chunks: readonly OutputChunk[], file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const i of chunks.find((c) => c.fileName === file)?.imports ?? []) closureOf(chunks, i, into);
  return into;
}

/**
 * Code a page fetches on demand that its address alone says it will need, by route name: asked for with the page's
 * files, so the page does not wait for it after its own code has run. A marketplace product always has a seller, whose
 * ship methods it shows (src/app/product/ShippingOptions.tsx, fetched only for a product with a seller).
 */
const ROUTE_EXTRAS: Readonly<Record<string, readonly string[]>> = { 'marketplace-product': ['src/app/product/ShippingOptions.tsx'], 'service-sign-in': ['src/rules/serviceSignIn.ts'] };
/**
 * A page only signed-in visitors may see (`meta: SIGNED_IN_ONLY`) sends a guest on (ACCESS-09..13): step 5 of the access
 * check and its REDIRECT validation are asked for with it (a signed-in visitor's copy costs only a preload).
 */
const SIGNED_IN_ONLY_EXTRAS: readonly string[] = ['src/rules/accessRedirect.ts'];

/**
 * The route table as a script's array literal: per page chunk, the address patterns that open it and its files that
 * the entry does not import (names under assets/), with the route's extras (ROUTE_EXTRAS). The route patterns and page
 * modules are read from src/app/pages/routes.tsx, so the table stays the one source; a route the reading misses is
 * simply not preloaded (the boot fetches it as before). Null when no route was read.
 */
function openedPageTable(chunks: readonly OutputChunk[]): string | null {
  const entry = chunks.find((c) => c.isEntry);
  const initial = entry ? closureOf(chunks, entry.fileName) : new Set<string>();
  const routesFile = resolve('src/app/pages/routes.tsx');
  const source = readFileSync(routesFile, 'utf8');
  const modules = new Map([...source.matchAll(/const (\w+) = deferred\(\(\) => import\('([^']+)'\)/g)].map((m) => [m[1]!, resolve(dirname(routesFile), `${m[2]!}.tsx`)]));
  // One row per page chunk and extras: the address patterns that open it, and its files.
  const table = new Map<string, { patterns: string[]; files: string[] }>();
  for (const m of source.matchAll(/name: '([\w-]+)', pattern: (\/.+?\/[a-z]*), title:.*?page: (\w+)\b/g)) {
    const page = chunks.find((c) => c.moduleIds.includes(modules.get(m[3]!) ?? ''));
    if (!page) continue;
    const extras = [...(ROUTE_EXTRAS[m[1]!] ?? []), ...(m[0].includes('meta: SIGNED_IN_ONLY') ? SIGNED_IN_ONLY_EXTRAS : [])];
    const key = [page.fileName, ...extras].join(' ');
    const row = table.get(key) ?? { patterns: [], files: [...new Set([...[...closureOf(chunks, page.fileName)].filter((f) => !initial.has(f)).map((f) => f.replace(/^assets\//, '')), ...lazyFilesOf(chunks, extras)])] };
    row.patterns.push(m[2]!);
    table.set(key, row);
  }
  if (table.size === 0) return null;
  return `[${[...table.values()].map((r) => `[[${r.patterns.join(',')}],${JSON.stringify(r.files)}]`).join(',')}]`;
}

const chunksOf = (bundle: OutputBundle | undefined): OutputChunk[] => Object.values(bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');

/**
 * Simulator build: the opened page's chunk (and the chunks it imports that the entry does not) is fetched in parallel
 * with the entry, not after the entry has run: a small inline script matches the address against the route table and
 * adds `<link rel="modulepreload">` for that page's files. The live build does the same in `loadCodeAfterPaint`.
 */
const preloadOpenedPage = (): Plugin => ({
  name: 'preload-opened-page',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const rows = openedPageTable(chunksOf(ctx.bundle));
      if (rows === null) return [];
      const script = `(function(){var p=location.pathname,r=${rows};for(var i=0;i<r.length;i++)for(var j=0;j<r[i][0].length;j++)if(r[i][0][j].test(p)){r[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/assets/'+f;document.head.appendChild(l)});return}})()`;
      return [{ tag: 'script', children: script, injectTo: 'head' }];
    },
  },
});

/**
 * The files of `modules` (and of what they import) that the entry does not import, under assets/: code a page load
 * fetches only in some cases, which the loader asks for with the entry when the address or the cookies show the case,
 * so the page load does not wait for it after the entry has run; a wrong guess costs only a preload.
 */
function lazyFilesOf(chunks: readonly OutputChunk[], modules: readonly string[]): string[] {
  const entry = chunks.find((c) => c.isEntry);
  const initial = entry ? closureOf(chunks, entry.fileName) : new Set<string>();
  const files = new Set<string>();
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.includes(resolve(module)));
    if (!chunk) throw new Error(`load-code-after-paint: no chunk holds ${module}`);
    for (const f of closureOf(chunks, chunk.fileName)) if (!initial.has(f)) files.add(f.replace(/^assets\//, ''));
  }
  return [...files];
}

/**
 * How the live page asks for its code. The build leaves out Vite's preload helper (`build.modulePreload: false`): the
 * helper and the table of every chunk's dependencies it carries weigh about a kilobyte (gzip) on the entry file, for
 * preloading the imports of code fetched later (modals fetched when the page is idle, pages fetched on intent), where an
 * import found when the chunk is parsed costs no waiting a shopper sees. The entry, its static imports and the opened
 * page's files (the route table) are asked for by one inline script at the end of the body instead of by tags in the
 * head:
 * - on an address whose painted shell is the page's own first render (the home page, scripts/prerender.ts), after the
 *   browser has painted that shell: running the code (parsing, hydrating) no longer holds the first paint back, and
 *   its downloads no longer compete with the stylesheet and the pictures the shell shows (decision 0460);
 * - on a product address, once the product page's early request has shown the product's picture (its mark on the
 *   root element, `earlyProductRequest`), so the picture is not held back behind the code's downloads (decision 0460);
 * - on every other address at once, since the page's content needs the code.
 * The paint is the browser's own first-contentful-paint entry (a paint observer): a frame's callback runs before the
 * frame is shown, and on a busy machine the paint can be presented after a task queued from it has already run. A
 * browser without paint entries asks after its first frame. A page that is not visible paints nothing, so it asks at
 * once (and a page hidden before its first paint, when hidden). No timer stands in for the paint: on a busy machine the
 * first frame can take longer than any fixed wait.
 */
const loadCodeAfterPaint = (): Plugin => ({
  name: 'load-code-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const chunks = chunksOf(ctx.bundle);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return html;
      const tag = new RegExp(`\\s*<script type="module"[^>]*src="/${entry.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>`);
      if (!tag.test(html)) throw new Error(`load-code-after-paint: index.html has no script tag for ${entry.fileName}`);
      const statics = [...closureOf(chunks, entry.fileName)].filter((f) => f !== entry.fileName).map((f) => f.replace(/^assets\//, ''));
      const rows = openedPageTable(chunks) ?? '[]';
      // A session cookie (any prefix) naming an authorised user (R or C, USER-TYPES) asks for a signed-in visit's code
      // too: the session establishment's signed-in branches and the signed-in part of the core (reconciliation, tooltip,
      // passkey check). An address with a deep link (storeId and preference) or a store-modal link (action) asks for
      // the deep-link rule.
      const signedIn = lazyFilesOf(chunks, ['src/storefront/session/signedInSession.ts', 'src/storefront/signedIn.ts']);
      const deepLink = lazyFilesOf(chunks, ['src/storefront/session/deepLinkAdapters.ts']);
      // Any session cookie, or a deep link, asks for the page load's effects (src/storefront/session/pageLoadEffects.ts):
      // only a first visit without either plans none (the default guest session).
      const effects = lazyFilesOf(chunks, ['src/storefront/session/pageLoadEffects.ts']);
      const signedInTest = `var g=/abs_gsession=/i.test(d.cookie),q=new URLSearchParams(location.search),e=q.has('storeId')&&q.has('preference');try{if(/abs_gsession=[^;]*"userType":"[rc]"/i.test(decodeURIComponent(d.cookie)))f=f.concat(${JSON.stringify(signedIn)})}catch(e){}if(e||q.has('action'))f=f.concat(${JSON.stringify(deepLink)});if(g||e)f=f.concat(${JSON.stringify(effects)});`;
      const script = `(function(){var d=document,p=location.pathname,r=${rows},f=${JSON.stringify(statics)},i,j,k;for(i=0;i<r.length;i++)for(j=0;j<r[i][0].length;j++)if(r[i][0][j].test(p)){f=f.concat(r[i][1]);i=r.length;break}${signedInTest}function go(){if(k)return;k=1;f.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/assets/'+u;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(`/${entry.fileName}`)};d.head.appendChild(s)}var t=d.getElementById('root');if(t&&t.dataset.shell==='home'&&d.visibilityState==='visible'){var O=window.PerformanceObserver;if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf('paint')>=0)new O(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener('visibilitychange',go)}else if(d.documentElement.dataset.earlyProduct==='pending')d.addEventListener('storefront:early-product',go);else go()})()`;
      return { html: html.replace(tag, ''), tags: [{ tag: 'script', children: script, injectTo: 'body' }] };
    },
  },
});

/**
 * @mswjs/data is CommonJS, so a bundler keeps everything it requires: GraphQL (for handlers generated from models),
 * the whole of date-fns and lodash. The simulator uses its database only (its own routes answer every call), and
 * the in-page simulator is fetched, parsed and run on every page load of a fresh tab. In the browser build, the
 * generated-handler modules are left out (calling them says why) and the two helpers it takes from date-fns and
 * lodash come from their own small modules.
 */
const slimSimulatorDatabase = (): Plugin => {
  const modules: Record<string, string> = {
    '\0mswjs-data:handlers': `const left = (name) => () => { throw new Error(name + ' is not part of the in-page simulator: its routes answer every call'); };
export const generateGraphQLHandlers = left('generateGraphQLHandlers');
export const generateGraphQLSchema = left('generateGraphQLSchema');
export const generateRestHandlers = left('generateRestHandlers');`,
    '\0mswjs-data:date-fns': `export { default as compareAsc } from 'date-fns/esm/compareAsc/index.js';`,
    '\0mswjs-data:lodash': `export { default as isFunction } from 'lodash/isFunction.js';`,
  };
  return {
    name: 'slim-simulator-database',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mswjs[\\/]data[\\/]lib[\\/]/.test(importer)) return null;
      if (/generate(GraphQL|Rest)Handlers$/.test(source)) return '\0mswjs-data:handlers';
      if (source === 'date-fns') return '\0mswjs-data:date-fns';
      if (source === 'lodash') return '\0mswjs-data:lodash';
      return null;
    },
    load(id) {
      return modules[id] ?? null;
    },
  };
};

/**
 * The live build's dynamic imports go through a preload helper that only calls them. With `build.modulePreload: false`
 * Vite's helper preloads nothing but the stylesheets a lazy chunk imports (the live build has one stylesheet, the
 * entry's), yet Vite 8 still wraps every `import()` in it, so the entry carried its code (about 0.6 kB gzip: the
 * link-tag insertion, the CSP nonce, the `vite:preloadError` event, which nothing listens to) for no preload. A lazy
 * chunk that imports a stylesheet would need the real helper: the build stops and says so.
 */
const importWithoutPreloadHelper = (): Plugin => ({
  name: 'import-without-preload-helper',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    return id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null;
  },
  generateBundle(_options, bundle) {
    for (const chunk of chunksOf(bundle)) {
      const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
      if (!chunk.isEntry && css && css.size > 0) throw new Error(`import-without-preload-helper: ${chunk.fileName} imports a stylesheet, which only Vite's preload helper loads with it`);
    }
  },
});

/**
 * zod's English messages (about 1 kB gzip of the storefront file) are fetched when a message is first needed: the
 * live browser build imports spec/schemas/zodOnDemand.ts wherever the spec's schemas import spec/schemas/zod.ts. Code
 * that reads a failed parse's messages awaits `zodMessages()` and parses again (src/api/http.ts, src/api/context.ts,
 * src/api/servlets.ts, the boot's configuration error), so every message is the one zod.ts gives (decision 0403).
 */
const zodMessagesOnDemand = (): Plugin => {
  const eager = resolve('spec/schemas/zod.ts');
  const onDemand = resolve('spec/schemas/zodOnDemand.ts');
  return {
    name: 'zod-messages-on-demand',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === onDemand || !/[\\/]zod(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === eager ? onDemand : null;
    },
  };
};

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// zod's locales: `zod/mini` re-exports them all, so the static graph reaches them, but the live build imports only the
// English one, on demand (zodMessagesOnDemand): it stays out of the entry's file.
const ZOD_LOCALES = /node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/;
// Modules fetched after the entry has started that a page load runs on every page (the splash check; its dialog is
// fetched only when the splash has deals to show)
// or that the shopping pages all render (the product grid and card, the page title): they go into the entry's file.
const PAGE_LOAD_SHARED = /[\\/]src[\\/](app[\\/]modals[\\/]SplashModal|app[\\/]pages[\\/]PageTitle|rules[\\/](splash|imageScalability|channel)|app[\\/]product[\\/](LoadError|format|images|ProductCard|ProductGrid)|storefront[\\/]catalogue[\\/](availability|pageContent))\.tsx?$/;
// The home page's own modules with the promotions, sponsored icons and category list it shares with the search and
// aisle pages (one file for the page a shopper opens most: those pages fetch the carousel with them); the product
// page's own modules.
const HOME_PAGE = /[\\/]src[\\/](app[\\/](home[\\/]HomePage|carousel[\\/]\w+)\.tsx|rules[\\/](carousel|aisleLinks)\.ts)$/;
const SHELVES = /[\\/]src[\\/](app[\\/](home[\\/](Promotions\.tsx|promotions\.ts|catalogue\.ts)|sponsored[\\/]\w+\.tsx)|rules[\\/](tiles|sponsored)\.ts|api[\\/]sponsored\.ts)$|[\\/]spec[\\/]schemas[\\/]upstream[\\/]sponsored\.ts$/;
const PRODUCT_PAGE = /[\\/]src[\\/](app[\\/]product[\\/](ProductDetailsPage|ShippingFrame)\.tsx|storefront[\\/]catalogue[\\/]shippingUnavailable\.ts|rules[\\/]storage\.ts)$/;
// A marketplace product's ship methods: their block, the seller's client and schemas (fetched when the product has a
// seller; the loader asks for them on a marketplace product's address, MARKETPLACE_PRODUCT).
const SHIPPING = /[\\/](src[\\/](app[\\/]product[\\/]ShippingOptions\.tsx|storefront[\\/]catalogue[\\/]shipping\.ts|api[\\/]seller\.ts)|spec[\\/]schemas[\\/]upstream[\\/]seller\.ts)$/;

/**
 * Whether the entry imports a module, directly or through other modules, without a dynamic `import()` on the way: the
 * modules the browser needs before any of the storefront's code runs (what rolldown's `$initial` tag selects). One
 * answer per build: the graph is walked once.
 */
function entryGraph(): (id: string, ctx: ChunkingContext) => boolean {
  let initial: Set<string> | null = null;
  return (id, ctx) => {
    if (!initial) {
      // The entry: up the importers from any module.
      const seen = new Set<string>();
      const up = [id];
      let entry: string | undefined;
      while (up.length > 0 && !entry) {
        const at = up.pop()!;
        if (seen.has(at)) continue;
        seen.add(at);
        const info = ctx.getModuleInfo(at);
        if (info?.isEntry) entry = at;
        else up.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
      }
      initial = new Set<string>();
      const down = entry ? [entry] : [];
      while (down.length > 0) {
        const at = down.pop()!;
        if (initial.has(at)) continue;
        initial.add(at);
        down.push(...(ctx.getModuleInfo(at)?.importedIds ?? []));
      }
    }
    return initial.has(id);
  };
}

export default defineConfig(({ mode }) => {
  const simulated = loadEnv(mode, process.cwd()).VITE_BACKEND !== 'live';
  const staticallyFromEntry = entryGraph();
  return {
    plugins: [denyDotPaths(), react(), slimSimulatorDatabase(), securityHeaders(), productPage(), ...(simulated ? [preloadOpenedPage()] : [preloadStorefrontConfig(), loadCodeAfterPaint(), earlyProductRequest(), importWithoutPreloadHelper(), zodMessagesOnDemand()])],
    // The banners' own hosts (www.freshway.test, business.freshway.test, ...) resolve to loopback in the browser
    // tests, so the servers answer them as well as 127.0.0.1.
    server: { host: '127.0.0.1', port: 5173, strictPort: true, allowedHosts: ['.test', 'localhost'] },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, allowedHosts: ['.test', 'localhost'] },
    build: {
      sourcemap: false,
      cssCodeSplit: simulated,
      reportCompressedSize: false,
      // Every browser the storefront supports preloads modules itself; the polyfill would only weigh on the entry. The
      // live build asks for its code without Vite's helper (loadCodeAfterPaint).
      modulePreload: simulated ? { polyfill: false } : false,
      rolldownOptions: {
        // zod schema builders and rule descriptors have no side effects, so a page that does not use a rule module's
        // schema or descriptor does not ship them.
        treeshake: { manualPureFunctions: ['z', 'defineRuleModule'] },
        // React is its own long-cached file, fetched in parallel with the storefront's code.
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: REACT },
              // The simulator build is for developers and QA, where every page load starts the simulator too: the
              // storefront is one file and the simulator another, instead of some ninety files fetched one by one.
              // The scenario library stays apart: the simulator loads it only when a scenario is asked for.
              // Only the project's own folders: a package's `src/` (tldts, debug, which msw pulls in) is the simulator's.
              // The QA panel stays its own file too, fetched when the panel renders, so it does not weigh on the first load.
              ...(simulated ? [{ name: 'storefront', test: /^(?!.*[\\/]node_modules[\\/])(?!.*[\\/]src[\\/]app[\\/]qa-panel[\\/]).*[\\/](src[\\/]|spec[\\/](?!scenarios[\\/]))/ }] : []),
              // The live build's page load: every module the entry needs before any code runs is one file beside
              // React, instead of a file per set of pages sharing it; a file of a few hundred bytes compresses poorly
              // and costs a request of its own (decision 0403, fifth revision). Code fetched later is split as before.
              // The modules of PAGE_LOAD_SHARED go into that file too, instead of nine files of a few hundred bytes
              // each, and the home and product pages' own modules are a file per page (decision 0403, seventh revision).
              ...(simulated ? [] : [{ name: (id: string, ctx: ChunkingContext) => (!REACT.test(id) && !ZOD_LOCALES.test(id) && (PAGE_LOAD_SHARED.test(id) || staticallyFromEntry(id, ctx)) ? 'storefront' : null) }]),
              ...(simulated ? [] : [{ name: 'home', test: (id: string) => HOME_PAGE.test(id) || SHELVES.test(id) }, { name: 'product', test: PRODUCT_PAGE }, { name: 'shipping', test: SHIPPING }]),
            ],
          },
        },
      },
    },
  };
});
