import type { DeviceCharacteristics } from '../rules/configRules';

/**
 * The environment the storefront core runs in, injected: the browser gives it the page's location, storages and
 * timers (src/app/shell/browserPorts.ts); the workbench gives it the simulator's clock and in-memory storages
 * (cli/lib/scenario). The core itself touches no DOM global and no wall clock.
 */

/** The part of Web Storage the core uses; the page's localStorage fits, and so does `memoryStorage()`. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

/** Time and timers. In the browser `Date.now`/`setTimeout` (or the simulator's clock); tests use fake timers. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The address bar and leaving the page. */
export interface LocationPort {
  /** Path, query and hash of the page now, and its host. */
  current(): { readonly pathname: string; readonly search: string; readonly hash: string; readonly host: string; readonly href: string };
  /** Replaces the address inside the storefront (no page load): path with query and hash. */
  replace(path: string): void;
  /** Leaves for another document (a servlet, single sign-on, another banner). */
  assign(url: string): void;
}

/** A Web Storage kept in memory (Node, tests, and a browser whose storage is unavailable). */
export function memoryStorage(initial: Iterable<readonly [string, string]> = []): WebStorage & { entries(): Map<string, string> } {
  const map = new Map<string, string>(initial);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    entries: () => map,
  };
}

/** Every key and value of a storage; an unavailable storage reads as empty. */
export function storageEntries(storage: WebStorage): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    // Stryker disable next-line EqualityOperator: key(length) is null in every Web Storage, and a null key is passed over
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) out[key] = storage.getItem(key) ?? '';
    }
  } catch {
    /* storage unavailable */
  }
  return out;
}

/** Reads a key; an unavailable storage answers null. */
export function readKey(storage: WebStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; an unavailable storage loses it (what it marks may then happen again, which is harmless). */
export function writeKey(storage: WebStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

/** Removes a key; an unavailable storage keeps nothing anyway. */
export function removeKey(storage: WebStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/**
 * STORE-FLAGS-07: whether a storage works, the one probe of the core: a written value reads back and is removed
 * again (a private mode or a full quota throws or drops it; a missing storage does not work).
 */
export function storageWorks(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): boolean {
  // Stryker disable next-line ConditionalExpression: a missing storage throws in the probe below and works no more than a broken one
  if (!storage) return false;
  const probe = '__storage_probe__';
  try {
    storage.setItem(probe, '1');
    const works = storage.getItem(probe) === '1';
    storage.removeItem(probe);
    return works;
  } catch {
    return false;
  }
}

/** The device's characteristics for the device id (CONFIG-06), read only when there is an MD5 to hash them. */
export type DeviceReader = () => DeviceCharacteristics;

/** Parsed JSON, or null for text that is not JSON (a record another script wrote its own way counts as absent). */
export function readJson(raw: string | null): unknown {
  // Stryker disable next-line ConditionalExpression: JSON.parse(null) reads the text 'null' and gives null as well
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
