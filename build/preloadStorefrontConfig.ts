import type { Plugin } from 'vite';

/**
 * The live storefront validates /storefront.config.json before its first render: the HTML asks for the file at once,
 * in parallel with the scripts, instead of after them (the boot's fetch reuses the preloaded response).
 */
export const preloadStorefrontConfig = (): Plugin => ({
  name: 'preload-storefront-config',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', href: '/storefront.config.json', as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }],
});
