import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The control API of `workbench sim serve` (`/__sim/*`) answers only a request carrying the token the server printed
 * at start: a web page on another origin can send a request to a loopback port, but cannot know the token. The
 * in-page and Node runtimes are no network servers and need none. Node only (the browser runtime never imports it).
 */
export const SIM_TOKEN_HEADER = 'x-sim-token';

/** The environment variable a client reads the token from, and `sim serve` takes its token from when set. */
export const SIM_TOKEN_ENV = 'SIM_TOKEN';

/** Where `sim serve` writes the token of the server on a port: `.sim/sim-<port>.token` under the project root. */
export function tokenFile(port: number, root = process.cwd()): string {
  return join(resolve(root), '.sim', `sim-${port}.token`);
}

export function newSimToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A token as the header carries it: visible ASCII, no separators, long enough not to be guessed. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9._~-]{16,200}$/.test(token);
}

export function tokenMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Written readable by this user only; the file of a stopped server is removed. */
export function writeTokenFile(port: number, token: string, root = process.cwd()): string {
  const file = tokenFile(port, root);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export function removeTokenFile(port: number, root = process.cwd()): void {
  rmSync(tokenFile(port, root), { force: true });
}

/**
 * The token a client sends to the simulator at `origin`: `SIM_TOKEN` when set, else the file `sim serve` wrote for
 * that port under the project root; undefined when neither is there (the server then answers 401, which says so).
 */
export function readSimToken(origin: string, root = process.cwd()): string | undefined {
  const fromEnv = process.env[SIM_TOKEN_ENV]?.trim();
  if (fromEnv) return fromEnv;
  let port: number;
  try {
    const url = new URL(origin);
    port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  } catch {
    return undefined;
  }
  try {
    const token = readFileSync(tokenFile(port, root), 'utf8').trim();
    return token || undefined;
  } catch {
    return undefined;
  }
}

/** The headers that authorise a control call to the simulator at `origin` (none when no token is known). */
export function simControlHeaders(origin: string, root = process.cwd()): Record<string, string> {
  const token = readSimToken(origin, root);
  return token ? { [SIM_TOKEN_HEADER]: token } : {};
}
