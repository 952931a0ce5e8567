import type { Plugin } from 'vite';
import { chunksOf } from './bundleGraph.ts';
import { openedPageRows, rowsLiteral } from './openedPage.ts';

/**
 * Simulator build: the opened page's chunk (and the chunks it imports that the entry does not) is fetched in parallel
 * with the entry, not after the entry has run: a small inline script matches the address against the route table and
 * adds `<link rel="modulepreload">` for that page's files. The live build does the same in its code loader
 * (build/loadCodeAfterPaint.ts).
 */
export const preloadOpenedPage = (): Plugin => ({
  name: 'preload-opened-page',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const rows = openedPageRows(chunksOf(ctx.bundle));
      if (rows.length === 0) return [];
      const script = `(function(){var p=location.pathname,r=${rowsLiteral(rows)};for(var i=0;i<r.length;i++)for(var j=0;j<r[i][0].length;j++)if(r[i][0][j].test(p)){r[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/assets/'+f;document.head.appendChild(l)});return}})()`;
      return [{ tag: 'script', children: script, injectTo: 'head' }];
    },
  },
});
