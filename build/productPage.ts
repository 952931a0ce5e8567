import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PRODUCT_ADDRESSES } from '../src/app/product/productAddresses.ts';
import { PRODUCT_HTML } from './earlyProductRequest.ts';

/**
 * `vite preview` serves product.html for the product addresses when the build has one, as the live build's host does
 * (README: the live build), and index.html for every other address: the page that carries the early product request
 * (build/earlyProductRequest.ts) only where the route table opens a product.
 */
export const productPage = (): Plugin => ({
  name: 'product-page',
  configurePreviewServer(server) {
    const page = resolve(server.config.root, server.config.build.outDir, PRODUCT_HTML);
    server.middlewares.use((req, _res, next) => {
      const [path = '', query] = (req.url ?? '').split('?', 2);
      if (PRODUCT_ADDRESSES.some((a) => a.pattern.test(path)) && existsSync(page)) req.url = `/${PRODUCT_HTML}${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
});
