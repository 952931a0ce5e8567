// What the plugins that write the page's loaders read of a finished bundle: which files a chunk pulls in, and which of
// them the entry has not already brought.
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';

export const chunksOf = (bundle: OutputBundle | undefined): OutputChunk[] => Object.values(bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');

/** The files of a chunk and of everything it imports statically, in the bundle `chunks`. */
export function closureOf(chunks: readonly OutputChunk[], file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const i of chunks.find((c) => c.fileName === file)?.imports ?? []) closureOf(chunks, i, into);
  return into;
}

/** The files the entry loads before any code runs: the entry and its static imports. */
export function entryFiles(chunks: readonly OutputChunk[]): Set<string> {
  const entry = chunks.find((c) => c.isEntry);
  return entry ? closureOf(chunks, entry.fileName) : new Set<string>();
}

/** A name under assets/ as the loaders write it (they add `/assets/` back). */
export const assetName = (file: string): string => file.replace(/^assets\//, '');

/**
 * The files of `modules` (project paths, and what they import) that the entry does not import, under assets/: code a
 * page load fetches only in some cases, which the loader asks for with the entry when the address or the cookies show
 * the case, so the page load does not wait for it after the entry has run; a wrong guess costs only a preload. A
 * module in no chunk stops the build: a renamed file must not silently stop being preloaded.
 */
export function lazyFilesOf(chunks: readonly OutputChunk[], modules: readonly string[]): string[] {
  const initial = entryFiles(chunks);
  const files = new Set<string>();
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.includes(resolve(module)));
    if (!chunk) throw new Error(`no chunk holds ${module}`);
    for (const f of closureOf(chunks, chunk.fileName)) if (!initial.has(f)) files.add(assetName(f));
  }
  return [...files];
}
