// The CLI's build: the TypeScript of cli/index.ts bundled once into plain ES modules (one chunk per command group,
// loaded when that group runs), so a call starts in Node alone instead of compiling the sources through tsx each time.
// Plain JavaScript: it runs before any TypeScript loader is there. `npm ci` runs it (prepare); `cli/bin.mjs` runs it
// again whenever a source the build read has changed since, and falls back to the sources when it cannot build.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Per checkout and never committed: `npm ci` starts it afresh. */
export const BUILD_DIR = join(ROOT, 'node_modules', '.cache', 'workbench', 'cli-build');
const STAMP = 'build.json';
/** Builds older than this that the stamp no longer names are removed (a process started before may still load one). */
const KEEP_OLD_MS = 60 * 60 * 1000;

/**
 * The build the stamp names, if every source it was made from is exactly as it was then (modification time and size),
 * else null: a stale build never runs. Reading the stamp and a stat per source costs a few milliseconds.
 */
export function freshBuild(root = ROOT, buildDir = BUILD_DIR) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(buildDir, STAMP), 'utf8'));
  } catch {
    return null;
  }
  if (!stamp || typeof stamp.entry !== 'string' || !Array.isArray(stamp.inputs) || stamp.inputs.length === 0) return null;
  for (const input of stamp.inputs) {
    try {
      const s = statSync(join(root, input.path));
      if (s.mtimeMs !== input.mtimeMs || s.size !== input.size) return null;
    } catch {
      return null;
    }
  }
  const entry = join(buildDir, stamp.entry);
  try {
    statSync(entry);
  } catch {
    return null;
  }
  return entry;
}

/**
 * Source files keep their own `import.meta.url`: a module that finds files beside it (contracts/pactConfig.ts finds
 * the pacts) finds them from the bundle as from the source.
 */
function ownUrlPlugin(root) {
  return {
    name: 'own-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
        if (args.path.includes(`${join('node_modules', '')}`) || !args.path.startsWith(root)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Bundles cli/index.ts into a new folder, then points the stamp at it (a rename: a concurrent call sees the old build
 * or the new one, never half of one). Packages stay imports of node_modules. Returns the entry's path.
 */
export async function buildCli(root = ROOT, buildDir = BUILD_DIR) {
  const { build } = await import('esbuild');
  mkdirSync(buildDir, { recursive: true });
  const name = `b-${Date.now().toString(36)}-${process.pid}`;
  const outdir = join(buildDir, name);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'cli', 'index.ts')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'silent',
    plugins: [ownUrlPlugin(root)],
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((p) => !p.startsWith('node_modules/') && !p.includes(':'))
    .map((p) => {
      const s = statSync(join(root, p));
      return { path: p, mtimeMs: s.mtimeMs, size: s.size };
    });
  // The launcher itself is part of what runs.
  for (const p of ['cli/build.mjs', 'package.json']) {
    const s = statSync(join(root, p));
    inputs.push({ path: p, mtimeMs: s.mtimeMs, size: s.size });
  }
  const tmp = join(buildDir, `${STAMP}.${process.pid}.tmp`);
  writeFileSync(tmp, `${JSON.stringify({ entry: join(name, 'index.mjs'), builtAt: new Date().toISOString(), inputs })}\n`);
  renameSync(tmp, join(buildDir, STAMP));
  removeOldBuilds(buildDir, name);
  return join(outdir, 'index.mjs');
}

function removeOldBuilds(buildDir, keep) {
  for (const entry of readdirSync(buildDir)) {
    if (!entry.startsWith('b-') || entry === keep) continue;
    try {
      if (Date.now() - statSync(join(buildDir, entry)).mtimeMs > KEEP_OLD_MS) rmSync(join(buildDir, entry), { recursive: true, force: true });
    } catch {
      // Another call removed it first.
    }
  }
}

// `node cli/build.mjs` (npm's prepare): builds, and never fails an install over it; the CLI then runs from source.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const entry = await buildCli();
    console.log(`workbench CLI built: ${relative(ROOT, entry)}`);
  } catch (error) {
    console.log(`workbench CLI not built (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); it runs from its TypeScript sources`);
  }
}
