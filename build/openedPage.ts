// The opened page's chunk (and the chunks it imports that the entry does not) is fetched in parallel with the entry,
// not after the entry has run: both builds' loaders match the address against this table. It is built from the route
// table itself (src/app/routeTable.ts), so no route can be missed.
import { resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import { PAGE_MODULES, ROUTE_TABLE } from '../src/app/routeTable.ts';
import type { RouteRow } from '../src/app/routeTable.ts';
import { ROUTE_EXTRAS, SIGNED_IN_ONLY_EXTRAS } from './chunkGroups.ts';
import { assetName, closureOf, entryFiles, lazyFilesOf } from './bundleGraph.ts';

/** One row per page chunk and extras: the address patterns that open it, and its files the entry does not import. */
export type OpenedPageRow = readonly [patterns: RegExp[], files: string[]];

export function openedPageRows(chunks: readonly OutputChunk[]): OpenedPageRow[] {
  const initial = entryFiles(chunks);
  const table = new Map<string, { patterns: RegExp[]; files: string[] }>();
  for (const route of ROUTE_TABLE as readonly RouteRow[]) {
    const module = `src/app/${PAGE_MODULES[route.page]}.tsx`;
    const page = chunks.find((c) => c.moduleIds.includes(resolve(module)));
    if (!page) throw new Error(`opened-page: no chunk holds ${module}, the page of route ${route.name}`);
    const extras = [...(ROUTE_EXTRAS[route.name] ?? []), ...(route.signedInOnly ? SIGNED_IN_ONLY_EXTRAS : [])];
    const key = [page.fileName, ...extras].join(' ');
    const row = table.get(key) ?? { patterns: [], files: [...new Set([...[...closureOf(chunks, page.fileName)].filter((f) => !initial.has(f)).map(assetName), ...lazyFilesOf(chunks, extras)])] };
    row.patterns.push(route.pattern);
    table.set(key, row);
  }
  return [...table.values()].map((r) => [r.patterns, r.files] as const);
}

/** The rows as a script's array literal (the patterns as regular expression literals). */
export const rowsLiteral = (rows: readonly OpenedPageRow[]): string => `[${rows.map(([patterns, files]) => `[[${patterns.map(String).join(',')}],${JSON.stringify(files)}]`).join(',')}]`;
