import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, ROUTE_TABLE } from '../src/app/routeTable.ts';
import type { RouteRow } from '../src/app/routeTable.ts';
import { openedPageRows, rowsLiteral } from './openedPage.ts';

// The loaders' table of which files an address opens is built from the route table itself: every route is in it, in
// the table's order, and a page the bundle does not hold stops the build instead of going unloaded.
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ fileName, moduleIds, imports, isEntry }) as unknown as OutputChunk;
const pageFile = (module: string) => `assets/${module.replace(/\W/g, '-')}.js`;
const pages = [...new Set(Object.values(PAGE_MODULES))];
const bundle = (): OutputChunk[] => [
  chunk('assets/index.js', [resolve('src/main.tsx')], ['assets/react.js'], true),
  chunk('assets/react.js', []),
  chunk('assets/shared.js', []),
  chunk('assets/accessRedirect.js', [resolve('src/rules/accessRedirect.ts')]),
  chunk('assets/serviceSignIn.js', [resolve('src/rules/serviceSignIn.ts')]),
  chunk('assets/ShippingOptions.js', [resolve('src/app/product/ShippingOptions.tsx')], ['assets/shared.js']),
  ...pages.map((m) => chunk(pageFile(m), [resolve(`src/app/${m}.tsx`)], ['assets/react.js', 'assets/shared.js'])),
];

describe('the opened page\'s files, from the route table', () => {
  it('every route opens its page\'s files that the entry does not load, with its extras', () => {
    const rows = openedPageRows(bundle());
    for (const route of ROUTE_TABLE as readonly RouteRow[]) {
      const row = rows.find(([patterns]) => patterns.includes(route.pattern));
      expect(row, route.name).toBeDefined();
      expect(row![1], route.name).toContain(pageFile(PAGE_MODULES[route.page]).replace('assets/', ''));
      expect(row![1], route.name).toContain('shared.js');
      expect(row![1], route.name).not.toContain('react.js');
      expect(row![1].includes('accessRedirect.js'), route.name).toBe(route.signedInOnly === true);
    }
    expect(rows.find(([p]) => p.some((x) => x.test('/shop/marketplace/product-details.1.html')))![1]).toContain('ShippingOptions.js');
    expect(rows.find(([p]) => p.some((x) => x.test('/account/auth/service/sign-in.html')))![1]).toContain('serviceSignIn.js');
  });

  it('writes the rows as a script literal that reads back as the same patterns and files', () => {
    const rows = openedPageRows(bundle());
    const read = runInNewContext(rowsLiteral(rows)) as [RegExp[], string[]][];
    expect(read.map(([patterns, files]) => [patterns.map(String), files])).toEqual(rows.map(([patterns, files]) => [patterns.map(String), files]));
  });

  it('stops the build when a page module is in no chunk', () => {
    const withoutDeals = bundle().filter((c) => c.fileName !== pageFile(PAGE_MODULES.deals));
    expect(() => openedPageRows(withoutDeals)).toThrow(/DealsPage.*route deals/);
  });
});
