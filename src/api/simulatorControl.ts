/**
 * Client of the simulator's control API under /__sim/ (state, reset, faults, outbox, clock, scenarios). Used only by the
 * storefront's QA panel in simulator mode; never part of a live-mode flow.
 */
import type { FetchLike } from './http';

export interface OutboxEntry {
  readonly id: string;
  readonly to: string;
  readonly channel: string;
  readonly passcode: string;
  readonly sentAt: number;
  readonly purpose: string;
}

export interface FaultEntry {
  readonly id?: string;
  readonly [key: string]: unknown;
}

export interface ScenarioEntry {
  readonly id: string;
  readonly title: string;
  readonly tags: readonly string[];
  readonly errors: readonly string[];
  /** The page the scenario starts on. */
  readonly start: string;
  readonly b2b?: boolean;
}

export interface ActiveScenarioEntry {
  readonly id: string;
  readonly title: string;
  /** What of the page's link could not be applied (bad faults or clock). */
  readonly notice?: string;
}

/** One simulated route a fault can target. */
export interface RouteEntry {
  readonly service: string;
  readonly method: string;
  readonly path: string;
  readonly calls: readonly string[];
  readonly summary: string;
}

export class SimulatorControlError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SimulatorControlError';
  }
}

export function createSimulatorControl(fetchImpl: FetchLike, base = '/__sim') {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        // No body stringifies to undefined: nothing is sent.
        body: JSON.stringify(body),
      });
    } catch {
      throw new SimulatorControlError(`The simulator did not answer ${method} ${path}`, null);
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      throw new SimulatorControlError(`The simulator sent a non-JSON answer to ${method} ${path}`, response.status);
    }
    if (!response.ok) {
      // Only an object has a message of its own: a primitive answer reads as none.
      const said = (data as { message?: unknown } | null)?.message;
      const message = typeof said === 'string' ? said : `status ${response.status}`;
      throw new SimulatorControlError(`${method} ${path}: ${message}`, response.status);
    }
    return data as T;
  }

  return {
    state: () => call<Record<string, unknown>>('GET', '/state'),
    applyState: (name: string, params: Record<string, unknown> = {}) => call<unknown>('POST', '/state', { name, params }),
    reset: () => call<unknown>('POST', '/reset', {}),
    faults: async () => (await call<{ faults?: FaultEntry[] }>('GET', '/faults')).faults ?? [],
    addFault: (fault: Record<string, unknown>) => call<unknown>('POST', '/faults', fault),
    clearFaults: () => call<unknown>('DELETE', '/faults'),
    clearFault: (id: string) => call<unknown>('DELETE', `/faults/${encodeURIComponent(id)}`),
    outbox: async (to?: string) => (await call<{ messages?: OutboxEntry[] }>('GET', `/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`)).messages ?? [],
    clearOutbox: () => call<unknown>('DELETE', '/outbox'),
    clock: () => call<{ now: number; iso: string; mode: string }>('GET', '/clock'),
    advanceClock: (ms: number) => call<{ now: number; iso: string; mode: string }>('POST', '/clock', { advance: ms }),
    routes: async () => (await call<{ routes?: RouteEntry[] }>('GET', '/routes')).routes ?? [],
    scenarios: async () => (await call<{ scenarios?: ScenarioEntry[] }>('GET', '/scenarios')).scenarios ?? [],
    activeScenario: async () => (await call<{ scenario?: ActiveScenarioEntry | null }>('GET', '/scenario')).scenario ?? null,
  };
}
export type SimulatorControl = ReturnType<typeof createSimulatorControl>;
