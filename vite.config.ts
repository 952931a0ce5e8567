import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `vite` / `vite build` serve the storefront on the embedded simulator (msw worker in the page);
// `--mode live` reads `.env.live`, which selects real endpoints and drops the simulator from the bundle.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: false, reportCompressedSize: false },
});
