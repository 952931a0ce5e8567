// `npm start` and `npm run preview`: Vite's dev server and preview on their usual port (5173, 4173), or, when that one
// is taken on a shared machine, on a free one, printed. `--port N` asks for N exactly (failing when it is taken), and
// the preview's `--outDir D` serves another build (dist-live). STOREFRONT_DEV_PORT and STOREFRONT_PREVIEW_PORT change
// the usual ports.
import { parseArgs } from 'node:util';
import { choosePort, HOST, movedLine, parsePort, usualPort } from './ports';
import type { ServerKind } from './ports';

const USAGE = 'usage: tsx scripts/serve.ts dev|preview [--port N] [--outDir DIR]';

export interface ServeArgs {
  kind: ServerKind;
  port?: number;
  outDir?: string;
}

/** The launcher's arguments, or a RangeError saying what is wrong with them. */
export function parseServeArgs(argv: readonly string[]): ServeArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: { port: { type: 'string' }, outDir: { type: 'string' } } });
  } catch (error) {
    throw new RangeError(`${(error as Error).message}\n${USAGE}`, { cause: error });
  }
  const [kind, ...rest] = parsed.positionals;
  if ((kind !== 'dev' && kind !== 'preview') || rest.length > 0) throw new RangeError(USAGE);
  if (kind === 'dev' && parsed.values.outDir !== undefined) throw new RangeError('--outDir is for the preview: the dev server serves the sources');
  return { kind, ...(parsed.values.port !== undefined ? { port: parsePort(parsed.values.port, '--port') } : {}), ...(parsed.values.outDir !== undefined ? { outDir: parsed.values.outDir } : {}) };
}

async function serve(args: ServeArgs): Promise<void> {
  const choice = await choosePort(usualPort(args.kind), args.port);
  const vite = await import('vite');
  // Strict: the port printed is the port served, or the server stops with Vite's own error.
  const listen = { host: HOST, port: choice.port, strictPort: true };
  if (choice.moved) console.log(movedLine(args.kind === 'dev' ? 'the dev server' : 'the preview', choice));
  if (args.kind === 'dev') {
    const server = await vite.createServer({ server: listen });
    await server.listen();
    server.printUrls();
    server.bindCLIShortcuts({ print: true });
  } else {
    const server = await vite.preview({ preview: listen, ...(args.outDir !== undefined ? { build: { outDir: args.outDir } } : {}) });
    server.printUrls();
    server.bindCLIShortcuts({ print: true });
  }
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  try {
    await serve(parseServeArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof RangeError ? error.message : error);
    process.exit(error instanceof RangeError ? 2 : 1);
  }
}
