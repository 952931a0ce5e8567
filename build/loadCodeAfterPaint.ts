import type { Plugin } from 'vite';
import { assetName, chunksOf, closureOf, lazyFilesOf } from './bundleGraph.ts';
import { CASE_MODULES } from './chunkGroups.ts';
import { bundleInlineScript } from './inlineScript.ts';
import { openedPageRows, rowsLiteral } from './openedPage.ts';

/**
 * How the live page asks for its code (src/app/shell/codeLoader.ts). The build leaves out Vite's preload helper
 * (`build.modulePreload: false`): the helper and the table of every chunk's dependencies it carries weigh about a
 * kilobyte (gzip) on the entry file, for preloading the imports of code fetched later (modals fetched when the page is
 * idle, pages fetched on intent), where an import found when the chunk is parsed costs no waiting a shopper sees. The
 * entry, its static imports and the opened page's files are asked for by one inline script at the end of the body
 * instead of by tags in the head, once the home page's shell is painted or the product's picture is shown (decision
 * 0460). The loader is bundled with this build's file names in place of src/app/shell/pageLoadFiles.ts.
 */
export const CODE_LOADER = { input: 'src/app/shell/codeLoaderMain.ts', files: 'src/app/shell/pageLoadFiles.ts', maxGzip: 3072 } as const;

export const loadCodeAfterPaint = (): Plugin => ({
  name: 'load-code-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(html, ctx) {
      const chunks = chunksOf(ctx.bundle);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return html;
      const tag = new RegExp(`\\s*<script type="module"[^>]*src="/${entry.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>`);
      if (!tag.test(html)) throw new Error(`load-code-after-paint: index.html has no script tag for ${entry.fileName}`);
      const lazy = (modules: readonly string[]) => JSON.stringify(lazyFilesOf(chunks, modules));
      // In the order of src/app/shell/codeLoader.ts's PageLoadFiles.
      const files = [
        rowsLiteral(openedPageRows(chunks)),
        JSON.stringify([...closureOf(chunks, entry.fileName)].filter((f) => f !== entry.fileName).map(assetName)),
        lazy(CASE_MODULES.signedIn),
        lazy(CASE_MODULES.deepLink),
        lazy(CASE_MODULES.effects),
        JSON.stringify(`/${entry.fileName}`),
      ];
      const code = await bundleInlineScript({ input: CODE_LOADER.input, maxGzip: CODE_LOADER.maxGzip, replace: { [CODE_LOADER.files]: `export const PAGE_LOAD_FILES = [${files.join(', ')}];` } }, 'load-code-after-paint');
      return { html: html.replace(tag, ''), tags: [{ tag: 'script', children: code, injectTo: 'body' }] };
    },
  },
});
