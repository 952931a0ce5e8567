import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from './output';

export const DEFAULT_SIM_URL = 'http://127.0.0.1:4010';

/**
 * Where `sim serve` leaves the URL it listens on, so the other `sim` commands of this checkout find it without
 * `--url` (its port may be one the system chose). Under node_modules/.cache: per checkout, never committed.
 */
export const SAVED_SIM_URL_FILE = join('node_modules', '.cache', 'workbench', 'sim-url.json');

export const SIM_URL_HELP = `simulator URL (default: $SIM_URL, else the URL the running 'sim serve' of this checkout saved, else ${DEFAULT_SIM_URL})`;

export type SimUrlSource = '--url' | 'SIM_URL' | 'sim serve' | 'default';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function saveSimUrl(url: string, pid = process.pid, root = process.cwd()): void {
  const file = join(root, SAVED_SIM_URL_FILE);
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ url, pid })}\n`);
  } catch {
    // A read-only checkout: the other commands fall back to SIM_URL or the default.
  }
}

/** Forgets the saved URL if it is still this server's (a later `sim serve` may have replaced it). */
export function clearSavedSimUrl(pid = process.pid, root = process.cwd()): void {
  const saved = readSaved(root);
  if (saved?.pid === pid) rmSync(join(root, SAVED_SIM_URL_FILE), { force: true });
}

function readSaved(root: string): { url: string; pid: number } | null {
  try {
    const v = JSON.parse(readFileSync(join(root, SAVED_SIM_URL_FILE), 'utf8')) as unknown;
    if (typeof v === 'object' && v !== null && 'url' in v && 'pid' in v && typeof v.url === 'string' && typeof v.pid === 'number') return { url: v.url, pid: v.pid };
  } catch {
    // None saved.
  }
  return null;
}

/** The simulator to talk to: --url, else SIM_URL, else the running `sim serve` of this checkout, else the default port. */
export function resolveSimUrl(flag: string | undefined, env: NodeJS.ProcessEnv = process.env, root = process.cwd()): { url: string; from: SimUrlSource } {
  let raw: string;
  let from: SimUrlSource;
  const saved = readSaved(root);
  if (flag !== undefined) [raw, from] = [flag, '--url'];
  else if (env.SIM_URL) [raw, from] = [env.SIM_URL, 'SIM_URL'];
  else if (saved && alive(saved.pid)) [raw, from] = [saved.url, 'sim serve'];
  else [raw, from] = [DEFAULT_SIM_URL, 'default'];
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
    return { url: parsed.origin, from };
  } catch {
    throw new UsageError(`${from === '--url' ? '--url' : from === 'SIM_URL' ? 'SIM_URL' : 'the saved simulator URL'} must be an http URL, got '${raw}'`);
  }
}
