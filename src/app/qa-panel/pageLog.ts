import type { RouteEntry } from '../../api/simulatorControl';
import type { LogEntry } from './observe';

/** Where the panel keeps its log between the page loads of a walk-through (the tab's session storage). */
export const LOG_STORAGE_KEY = 'workbench.qa.log.v1';
const KEPT = 300;

export interface StoredLog {
  /** The scenario the log belongs to (null: none loaded). */
  scenario: string | null;
  entries: LogEntry[];
}

export function readLog(storage: Pick<Storage, 'getItem'> | null): StoredLog {
  try {
    const raw = JSON.parse(storage?.getItem(LOG_STORAGE_KEY) ?? 'null') as Partial<StoredLog> | null;
    if (!raw || !Array.isArray(raw.entries)) return { scenario: null, entries: [] };
    const entries = raw.entries.filter((e): e is LogEntry => typeof e === 'object' && e !== null && typeof (e).text === 'string' && typeof (e).kind === 'string' && typeof (e).at === 'number');
    return { scenario: typeof raw.scenario === 'string' ? raw.scenario : null, entries };
  } catch {
    // A log that cannot be read starts again: it is a convenience, not state the page needs.
    return { scenario: null, entries: [] };
  }
}

export function writeLog(storage: Pick<Storage, 'setItem'> | null, log: StoredLog): void {
  try {
    storage?.setItem(LOG_STORAGE_KEY, JSON.stringify({ scenario: log.scenario, entries: log.entries.slice(-KEPT) }));
  } catch {
    // A full storage only costs the log across page loads.
  }
}

/** The CALL IDs of a request path, from the simulator's route table (`:name` segments match any one segment). */
export function callsOfPath(routes: readonly RouteEntry[], pathname: string): string[] {
  const ids = new Set<string>();
  for (const r of routes) {
    const pattern = new RegExp(`^${r.path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
    if (pattern.test(pathname)) for (const c of r.calls) ids.add(c);
  }
  return [...ids].sort();
}

/** A call the page made, as a resource timing entry tells it (the status where the browser gives it). */
export function callEntry(entry: { name: string; initiatorType: string; responseStatus?: number }, origin: string, routes: readonly RouteEntry[], at: number): LogEntry | null {
  if (entry.initiatorType !== 'fetch' && entry.initiatorType !== 'xmlhttprequest') return null;
  let url: URL;
  try {
    url = new URL(entry.name, origin);
  } catch {
    return null;
  }
  // The panel's own calls to the simulator's control API are not the page's.
  if (url.pathname.startsWith('/__sim/')) return null;
  const calls = callsOfPath(routes, url.pathname);
  const status = entry.responseStatus ? ` → ${entry.responseStatus}` : '';
  return { kind: 'call', text: `${calls.length ? `${calls.join(' ')} ` : ''}${url.pathname}${status}`, calls, at };
}
