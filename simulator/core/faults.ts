import { ActiveFault, FaultSpec } from '../../spec/schemas/faults';
import type { FaultSpecInput, FaultTarget } from '../../spec/schemas/faults';
import type { HttpMethod, ServiceName, SimResponse } from './contract';
import { createRandom } from './random';

/** What an adapter does with a request once faults are applied. Services never see faults. */
export type FaultPlan =
  | { action: 'pass'; delayMs: number }
  | { action: 'respond'; delayMs: number; response: SimResponse; faultId: string }
  | { action: 'network-error'; delayMs: number; faultId: string }
  | { action: 'malformed-json'; delayMs: number; faultId: string }
  | { action: 'truncate'; delayMs: number; faultId: string }
  | { action: 'hang'; faultId: string };

export interface FaultRequest {
  service: ServiceName;
  /** The matched route's path template. */
  routePath: string;
  method: HttpMethod;
  url: URL;
  body: unknown;
}

export class FaultStore {
  private faults: ActiveFault[] = [];
  private counter = 0;
  private readonly jitter = createRandom(0x5eed);

  /** Validates and adds a fault; throws a ZodError on an invalid spec. */
  add(input: FaultSpecInput): ActiveFault {
    const spec = FaultSpec.parse(input);
    this.counter += 1;
    const id = spec.id ?? `fault-${this.counter}`;
    const active = ActiveFault.parse({ ...spec, id, remaining: spec.times ?? null, hits: 0 });
    this.faults = [...this.faults.filter((f) => f.id !== id), active];
    return active;
  }

  list(): ActiveFault[] {
    return this.faults.map((f) => structuredClone(f));
  }

  /** Clears one fault by id (true when it existed), or all of them. */
  clear(id?: string): boolean {
    if (id === undefined) {
      const had = this.faults.length > 0;
      this.faults = [];
      return had;
    }
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length !== before;
  }

  reset(): void {
    this.faults = [];
    this.counter = 0;
    this.jitter.reseed(0x5eed);
  }

  /** The active faults with their remaining uses and the id counter, for a snapshot. */
  dump(): { faults: ActiveFault[]; counter: number; jitter: number } {
    return { faults: this.list(), counter: this.counter, jitter: this.jitter.state() };
  }

  /** Puts back a dump; each fault is validated again, so a tampered snapshot cannot smuggle in a bad one. */
  load(state: { faults: unknown[]; counter: number; jitter: number }): void {
    this.faults = state.faults.map((f) => ActiveFault.parse(f));
    this.counter = state.counter;
    this.jitter.resume(state.jitter);
  }

  /** Decides what happens to a request and consumes one use of each matching fault. */
  plan(request: FaultRequest): FaultPlan {
    if (request.service === 'control') return { action: 'pass', delayMs: 0 };
    let delayMs = 0;
    for (const fault of [...this.faults]) {
      if (!targetMatches(fault.target, request)) continue;
      this.consume(fault);
      const kind = fault.fault;
      switch (kind.kind) {
        case 'latency':
          delayMs += kind.ms ?? this.jitter.int(kind.min ?? 0, kind.max ?? 0);
          continue;
        case 'status':
          return {
            action: 'respond',
            delayMs,
            faultId: fault.id,
            response: { status: kind.status, headers: { 'content-type': 'application/json' }, body: kind.body ?? errorBody(request.service, kind.code ?? `HTTP_${kind.status}`, kind.status, kind.message) },
          };
        case 'error-code': {
          const status = kind.status ?? statusForCode(kind.code);
          return { action: 'respond', delayMs, faultId: fault.id, response: { status, headers: { 'content-type': 'application/json' }, body: errorBody(request.service, kind.code, status, kind.message) } };
        }
        case 'rate-limit':
          return {
            action: 'respond',
            delayMs,
            faultId: fault.id,
            response: { status: 429, headers: { 'content-type': 'application/json', 'retry-after': String(kind.retryAfter) }, body: errorBody(request.service, 'TOO_MANY_REQUESTS', 429, 'Too many requests') },
          };
        case 'network-error':
          return { action: 'network-error', delayMs, faultId: fault.id };
        case 'malformed-json':
          return { action: 'malformed-json', delayMs, faultId: fault.id };
        case 'truncated-body':
          return { action: 'truncate', delayMs, faultId: fault.id };
        case 'timeout':
          return { action: 'hang', faultId: fault.id };
      }
    }
    return { action: 'pass', delayMs };
  }

  private consume(fault: ActiveFault): void {
    fault.hits += 1;
    if (fault.remaining === null) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
  }
}

/** Path template match: the template itself, a concrete path matching it, or a prefix ending in `*`. */
function pathMatches(target: string, routePath: string, pathname: string): boolean {
  if (target === routePath || target === pathname) return true;
  if (target.endsWith('*')) return pathname.startsWith(target.slice(0, -1));
  return false;
}

export function targetMatches(target: FaultTarget, request: FaultRequest): boolean {
  if (target.service !== undefined && target.service !== request.service) return false;
  if (target.method !== undefined && target.method !== request.method) return false;
  if (target.path !== undefined && !pathMatches(target.path, request.routePath, request.url.pathname)) return false;
  if (target.query) {
    for (const [name, value] of Object.entries(target.query)) if (request.url.searchParams.get(name) !== value) return false;
  }
  if (target.body) {
    if (typeof request.body !== 'object' || request.body === null) return false;
    const body = request.body as Record<string, unknown>;
    for (const [name, value] of Object.entries(target.body)) if (JSON.stringify(body[name]) !== JSON.stringify(value)) return false;
  }
  return true;
}

/** Builds a service's error body for a code. Each service registers its own shape. */
export type ErrorBodyBuilder = (code: string, status: number, message: string) => unknown;

const errorBodies = new Map<string, ErrorBodyBuilder>();
const codeStatuses = new Map<string, number>();
const codeMessages = new Map<string, string>();

export function registerErrorBody(service: ServiceName, build: ErrorBodyBuilder): void {
  errorBodies.set(service, build);
}

/** Declares a spec error code's HTTP status and default message (used by `error-code` faults). */
export function registerErrorCode(code: string, status: number, message?: string): void {
  codeStatuses.set(code, status);
  if (message !== undefined) codeMessages.set(code, message);
}

export function statusForCode(code: string): number {
  return codeStatuses.get(code) ?? (/^E\d{7}$/.test(code) ? 403 : 400);
}

export function messageForCode(code: string, status: number): string {
  return codeMessages.get(code) ?? (status >= 500 ? 'Internal Server Error' : `Request failed with ${code}`);
}

/** The error body a service answers with for `code` (a generic one for services that registered none). */
export function errorBody(service: ServiceName, code: string, status: number, message?: string): unknown {
  const text = message ?? messageForCode(code, status);
  const build = errorBodies.get(service);
  return build ? build(code, status, text) : { errorCode: code, message: text, status };
}
