import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunksOf } from './bundleGraph.ts';

/**
 * The live build's dynamic imports go through a preload helper that only calls them. With `build.modulePreload: false`
 * Vite's helper preloads nothing but the stylesheets a lazy chunk imports (the live build has one stylesheet, the
 * entry's), yet Vite 8 still wraps every `import()` in it, so the entry carried its code (about 0.6 kB gzip: the
 * link-tag insertion, the CSP nonce, the `vite:preloadError` event, which nothing listens to) for no preload. A lazy
 * chunk that imports a stylesheet would need the real helper: the build stops and says so.
 */
export const importWithoutPreloadHelper = (): Plugin => ({
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
