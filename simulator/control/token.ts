import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * The control API of `workbench sim serve` (`/__sim/*`) answers only a request carrying the token the server printed
 * at start: a web page on another origin can send a request to a loopback port, but cannot know the token. The
 * in-page and Node runtimes are no network servers and need none. Node only (the browser runtime never imports it).
 */
export const SIM_TOKEN_HEADER = 'x-sim-token';

/** The environment variable a client reads the token from, and `sim serve` takes its token from when set. */
export const SIM_TOKEN_ENV = 'SIM_TOKEN';

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

/**
 * Where `sim serve` leaves its token for the clients of this user: outside any project tree, so no web server that
 * serves a project (the dev server, the preview) can hand it out. `$XDG_RUNTIME_DIR` (per user, cleared at logout)
 * when the system has one, else the user's cache directory (`$XDG_CACHE_HOME`, else `~/.cache`). The folder is the
 * user's alone (0700), each file too (0600).
 */
export function tokenDir(env: NodeJS.ProcessEnv = process.env): string {
  const runtime = env.XDG_RUNTIME_DIR?.trim();
  if (runtime && isAbsolute(runtime)) return join(runtime, 'storefront-workbench');
  const cache = env.XDG_CACHE_HOME?.trim();
  return join(cache && isAbsolute(cache) ? cache : join(homedir(), '.cache'), 'storefront-workbench', 'sim');
}

/** The loopback hosts `sim serve` listens on; a token file is only ever for one of them. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The server's origin (`http://127.0.0.1:4011`) of a URL, when it is a loopback http origin; else undefined. */
function loopbackOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The token file of the server at `origin`: keyed by its host and port, and holding the origin it was written for. */
export function tokenFile(origin: string, dir = tokenDir()): string {
  const url = new URL(origin);
  return join(dir, `sim-${url.hostname.replace(/[^A-Za-z0-9.-]/g, '_')}-${url.port || '80'}.token`);
}

interface TokenRecord {
  origin: string;
  token: string;
}

/** Written readable by this user only, with the origin of the server that wrote it. */
export function writeTokenFile(origin: string, token: string, dir = tokenDir()): string {
  const own = loopbackOrigin(origin);
  if (!own) throw new RangeError(`a token file is for a loopback http server, not ${origin}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = tokenFile(own, dir);
  const record: TokenRecord = { origin: own, token };
  writeFileSync(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

function readRecord(origin: string, dir: string): TokenRecord | undefined {
  try {
    const value = JSON.parse(readFileSync(tokenFile(origin, dir), 'utf8')) as Partial<TokenRecord> | null;
    return typeof value?.origin === 'string' && typeof value.token === 'string' && isWellFormedToken(value.token) ? { origin: value.origin, token: value.token } : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the file of a stopping server, unless a later server on the same origin has written its own since. */
export function removeTokenFile(origin: string, token: string, dir = tokenDir()): void {
  const own = loopbackOrigin(origin);
  if (!own) return;
  if (readRecord(own, dir)?.token === token) rmSync(tokenFile(own, dir), { force: true });
}

/**
 * The token a client sends to the simulator at `url`: `SIM_TOKEN` when set (the user names the server and its token
 * together), else the one the loopback server at exactly that origin wrote; undefined otherwise (the server then
 * answers 401, which says so). A URL of any other host never gets a token from a file.
 */
export function readSimToken(url: string, dir = tokenDir()): string | undefined {
  const fromEnv = process.env[SIM_TOKEN_ENV]?.trim();
  if (fromEnv) return fromEnv;
  const origin = loopbackOrigin(url);
  if (!origin) return undefined;
  const record = readRecord(origin, dir);
  return record && record.origin === origin ? record.token : undefined;
}

/** The headers that authorise a control call to the simulator at `url` (none when no token is known for it). */
export function simControlHeaders(url: string, dir = tokenDir()): Record<string, string> {
  const token = readSimToken(url, dir);
  return token ? { [SIM_TOKEN_HEADER]: token } : {};
}
