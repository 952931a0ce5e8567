/** Errors the CLI reports as one line and exit code 2 (bad arguments or input), never as a stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Reads `--input '<json>'` or `--input @file.json`; throws UsageError with the reason. */
export async function readJsonArgument(raw: string, what = 'input'): Promise<unknown> {
  let text = raw;
  if (raw.startsWith('@')) {
    const { readFile } = await import('node:fs/promises');
    try {
      text = await readFile(raw.slice(1), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read ${what} file ${raw.slice(1)}: ${(e as Error).message}`);
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${what} is not valid JSON: ${(e as Error).message}`);
  }
}

/**
 * A reader that closes the pipe early (`workbench rules list | head`) is not an error: stop quietly with exit 0
 * instead of an EPIPE stack trace. Any other write error still surfaces.
 */
export function quietOnBrokenPipe(stream: NodeJS.WriteStream = process.stdout, exit: (code: number) => void = (code) => process.exit(code)): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') return exit(0);
    throw e;
  });
}
