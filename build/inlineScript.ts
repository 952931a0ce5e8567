// The live HTML's own scripts (the early product request, the code loader) are TypeScript modules under src/, bundled
// here on their own, apart from the storefront's chunks, and written into the HTML: a file of their own would put one
// more request between the HTML and what they start.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin as RolldownPlugin } from 'rolldown';

export interface InlineScript {
  /** The module to run, a project path. */
  readonly input: string;
  /** What the HTML may carry of it, in bytes of gzip: the script runs before the page shows. */
  readonly maxGzip: number;
  /** Modules put in place of others, by project path: generated source (the build's own figures). */
  readonly replace?: Readonly<Record<string, string>>;
}

/** The script's minified code, ready for an inline `<script>`; the build stops when it is over its budget. */
export async function bundleInlineScript(script: InlineScript, plugin: string): Promise<string> {
  const { rolldown } = await import('rolldown');
  const input = resolve(script.input);
  const replaced = new Map(Object.entries(script.replace ?? {}).map(([path, source]) => [resolve(path), source]));
  const replace: RolldownPlugin = { name: 'inline-script-data', load: (id) => replaced.get(id) ?? null };
  const bundle = await rolldown({
    input,
    platform: 'browser',
    logLevel: 'silent',
    plugins: [replace],
    // A module the script imports for one function or constant brings only that: the storefront's modules have no
    // effect at load that a bare function of theirs needs (zod's messages, spec/schemas/zod.ts, serve parsing, which
    // these scripts never do).
    treeshake: { moduleSideEffects: (id: string) => id === input, manualPureFunctions: ['z', 'defineRuleModule'] },
  });
  let code: string;
  try {
    code = (await bundle.generate({ format: 'iife', minify: true })).output[0].code.trim();
  } finally {
    await bundle.close();
  }
  const gzip = gzipSync(code).length;
  if (gzip > script.maxGzip) throw new Error(`${plugin}: ${script.input} bundles to ${gzip} B gzip, above ${script.maxGzip} B: it must not bring the storefront's schemas or React`);
  // Written into an inline script: nothing in it may end the script element early.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${plugin}: ${script.input} cannot be inlined: it holds a closing script tag or a comment opener`);
  return code;
}
