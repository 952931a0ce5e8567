import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * zod's English messages (about 1 kB gzip of the storefront file) are fetched when a message is first needed: the
 * live browser build imports spec/schemas/zodOnDemand.ts wherever the spec's schemas import spec/schemas/zod.ts. Code
 * that reads a failed parse's messages awaits `zodMessages()` and parses again (src/api/http.ts, src/api/context.ts,
 * src/api/servlets.ts, the boot's configuration error), so every message is the one zod.ts gives (decision 0403).
 */
export const zodMessagesOnDemand = (): Plugin => {
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
