import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` sends the headers the published site names (<outDir>/headers.json, written with `_headers` and the
 * Content-Security-Policy by scripts/prerender.ts for the live build, decision 0481), as the live build's host does: the
 * policy with frame-ancestors (which a meta element cannot carry), X-Content-Type-Options, Referrer-Policy and
 * Permissions-Policy. Read on every request, so a configuration published again while the preview runs is honoured.
 * Only the `/*` block and exact paths are read. A build without the file (the simulator build) is served as before.
 */
export const securityHeaders = (): Plugin => ({
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
