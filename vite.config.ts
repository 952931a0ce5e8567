import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './build/chunkGroups.ts';
import { denyDotPaths } from './build/denyDotPaths.ts';
import { earlyProductRequest } from './build/earlyProductRequest.ts';
import { importWithoutPreloadHelper } from './build/importWithoutPreloadHelper.ts';
import { loadCodeAfterPaint } from './build/loadCodeAfterPaint.ts';
import { preloadOpenedPage } from './build/preloadOpenedPage.ts';
import { preloadStorefrontConfig } from './build/preloadStorefrontConfig.ts';
import { productPage } from './build/productPage.ts';
import { securityHeaders } from './build/securityHeaders.ts';
import { slimSimulatorDatabase } from './build/slimSimulatorDatabase.ts';
import { zodMessagesOnDemand } from './build/zodMessagesOnDemand.ts';

// `vite` / `vite build` serve the storefront on the embedded simulator (msw worker in the page);
// `--mode live` reads `.env.live`, which selects real endpoints and drops the simulator from the bundle.
// Each plugin is a file of build/ that says why it is there; this file only composes them.
export default defineConfig(({ mode }) => {
  const simulated = loadEnv(mode, process.cwd()).VITE_BACKEND !== 'live';
  const liveOnly = [preloadStorefrontConfig(), loadCodeAfterPaint(), earlyProductRequest(), importWithoutPreloadHelper(), zodMessagesOnDemand()];
  return {
    plugins: [denyDotPaths(), react(), slimSimulatorDatabase(), securityHeaders(), productPage(), ...(simulated ? [preloadOpenedPage()] : liveOnly)],
    // The banners' own hosts (www.freshway.test, business.freshway.test, ...) resolve to loopback in the browser
    // tests, so the servers answer them as well as 127.0.0.1.
    server: { host: '127.0.0.1', port: 5173, strictPort: true, allowedHosts: ['.test', 'localhost'] },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, allowedHosts: ['.test', 'localhost'] },
    build: {
      sourcemap: false,
      cssCodeSplit: simulated,
      reportCompressedSize: false,
      // Every browser the storefront supports preloads modules itself; the polyfill would only weigh on the entry. The
      // live build asks for its code without Vite's helper (build/loadCodeAfterPaint.ts).
      modulePreload: simulated ? { polyfill: false } : false,
      rolldownOptions: {
        // zod schema builders and rule descriptors have no side effects, so a page that does not use a rule module's
        // schema or descriptor does not ship them.
        treeshake: { manualPureFunctions: ['z', 'defineRuleModule'] },
        // The build's files: build/chunkGroups.ts.
        output: { codeSplitting: { groups: chunkGroups(simulated) } },
      },
    },
  };
});
