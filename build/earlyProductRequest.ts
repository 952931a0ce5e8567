import type { Plugin } from 'vite';
import { bundleInlineScript } from './inlineScript.ts';

/**
 * The live build's early product request (decision 0460): on a product address the HTML runs, before the storefront's
 * code, a small script (src/app/product/earlyProductMain.ts) that starts the page's product request and asks for the
 * product's picture. It is bundled on its own (build/inlineScript.ts): the few functions it shares with the storefront
 * (the catalogue's request building, the picture's address) are copied into it rather than split into a chunk every
 * page would load. Nothing of the storefront imports it; the two meet in the page's early-request slot
 * (src/api/earlyResponses.ts). It is written inline at the top of the head: a file of its own put one more request (on
 * a connection of its own) between the HTML and the product call, and so between the HTML and the picture, the page's
 * largest content. Only product addresses carry it: the build writes it into a page of their own, product.html, beside
 * index.html, which every other address gets without it (the host serves product.html for the product addresses, as
 * `vite preview` does here, build/productPage.ts; a host that serves index.html for them too still shows the product,
 * the page asking for it once its code has run). The script comes after the configuration's preload, so the
 * configuration fetch it makes takes the preloaded response, and before the stylesheet, which would hold it back until
 * the stylesheet has arrived. It marks the page so that the code loader (build/loadCodeAfterPaint.ts) asks for the
 * storefront's code once the product's picture is on screen, or after the page's navigation timeout (CALLS-04):
 * `holdCode` and `releaseCode` of src/app/product/earlyProduct.ts.
 */
export const EARLY_PRODUCT = { input: 'src/app/product/earlyProductMain.ts', maxGzip: 3584 } as const;
/** The live build's page for product addresses: index.html with the early product code. */
export const PRODUCT_HTML = 'product.html';

export const earlyProductRequest = (): Plugin => {
  let code = '';
  return {
    name: 'early-product-request',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      code = await bundleInlineScript(EARLY_PRODUCT, 'early-product-request');
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
      this.emitFile({ type: 'asset', fileName: PRODUCT_HTML, source: html.replace(preload[0], '').replace(charset[0], `${charset[0]}\n    ${preload[1]}\n    <script>${code}</script>`) });
    },
  };
};
