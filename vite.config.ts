import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(loadEnv(mode, process.cwd()).VITE_BACKEND === 'live' ? [preloadStorefrontConfig()] : [])],
  // The banners' own hosts (www.freshway.test, business.freshway.test, ...) resolve to loopback in the browser
  // tests, so the servers answer them as well as 127.0.0.1.
  server: { host: '127.0.0.1', port: 5173, strictPort: true, allowedHosts: ['.test', 'localhost'] },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, allowedHosts: ['.test', 'localhost'] },
  build: {
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // zod schema builders and rule descriptors have no side effects, so a page that does not use a rule module's
      // schema or descriptor does not ship them.
      treeshake: { manualPureFunctions: ['z', 'defineRuleModule'] },
      // React is its own long-cached file, fetched in parallel with the storefront's code.
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
    },
  },
}));
