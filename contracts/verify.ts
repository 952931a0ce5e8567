import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { interactionNeeds, skipReason, type StateNeed, type VerifyTarget } from './interactionNeeds';
import { idsOf, PACT_DIR } from './pactConfig';
import { SIM_TOKEN_HEADER, simControlHeaders } from '../simulator/control/token';
import { TENANT_HEADER } from '../simulator/runtimes/tenants';

/**
 * Verifies the pact files against any HTTP server, one interaction at a time so each gets its own result.
 * Provider states are applied only when the server exposes the simulator control API (`stateApi`):
 * a reset to the seed, then the named state. A real upstream has no such API, so interactions that need a
 * state are verified against whatever data it holds.
 */

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: { method: string; path: string; query?: Record<string, string[]> };
  response: { status: number };
  [key: string]: unknown;
}

export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata?: unknown;
}

export interface PactEntry {
  file: string;
  pact: PactFile;
}

export function loadPacts(dir = PACT_DIR, providers?: readonly string[]): PactEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => {
      const file = resolve(dir, name);
      return { file, pact: JSON.parse(readFileSync(file, 'utf8')) as PactFile };
    })
    .filter((entry) => !providers?.length || providers.includes(entry.pact.provider.name));
}

export interface InteractionRow {
  provider: string;
  description: string;
  ids: string[];
  states: string[];
  method: string;
  path: string;
  status: number;
}

export function listInteractions(entries: PactEntry[]): InteractionRow[] {
  return entries.flatMap(({ pact }) =>
    pact.interactions.map((i) => ({
      provider: pact.provider.name,
      description: i.description,
      ids: idsOf(i.description),
      states: (i.providerStates ?? []).map((s) => s.name),
      method: i.request.method,
      path: i.request.path,
      status: i.response.status,
    })),
  );
}

export interface VerifyOptions {
  baseUrl: string;
  /** Origin of the simulator control API (`/__sim/…`); absent: states are not applied. */
  stateApi?: string;
  /** The control API's token (`sim serve` prints it); default SIM_TOKEN or the file `sim serve` wrote for that port. */
  stateToken?: string;
  /**
   * The simulator tenant every provider state and every request of the verification goes to (`x-sim-tenant`), so a
   * shared `sim serve` keeps its other tenants' sessions, carts and clocks. Absent: the default tenant.
   */
  tenant?: string;
  pactDir?: string;
  providers?: readonly string[];
  /** Only interactions whose description includes this text. */
  filter?: string;
  /** Only the interaction with exactly this description. */
  description?: string;
  /** Extra headers sent with every request (e.g. a real subscription key). */
  headers?: Record<string, string>;
  /**
   * What the target can honour (contracts/interactionNeeds.ts); interactions it cannot are skipped with the reason.
   * Absent: every interaction runs (the simulator with `stateApi`, or a hand-made provider in a test).
   */
  target?: VerifyTarget;
  /** A real server's provider-state set-up URL: POST {state, params, action: 'setup'} before each interaction (Pact's convention). */
  providerStatesUrl?: string;
  /** Against a bare real server, also run the interactions that change its data. */
  includeChanging?: boolean;
  onResult?: (result: InteractionResult) => void;
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
}

export interface InteractionResult extends InteractionRow {
  /** Verified. */
  ok: boolean;
  outcome: 'verified' | 'failed' | 'skipped';
  /** Why it was skipped. */
  reason?: string;
  /** What failed: the verifier's mismatches (expected against actual), or the network error. */
  error?: string;
  readOnly: boolean;
  need: StateNeed;
  ms: number;
}

export interface VerifySummary {
  results: InteractionResult[];
  passed: number;
  failed: number;
  skipped: number;
}

async function control(stateApi: string, path: string, body: unknown, token: string | undefined, tenant?: string): Promise<void> {
  const response = await fetch(`${stateApi.replace(/\/+$/, '')}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [SIM_TOKEN_HEADER]: token } : simControlHeaders(stateApi)), ...(tenant ? { [TENANT_HEADER]: tenant } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`POST /__sim/${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/** Resets the simulator (the tenant's state alone, with one), then applies each of the interaction's states in order. */
export async function applyStates(stateApi: string, states: { name: string; params?: Record<string, unknown> }[], token?: string, tenant?: string): Promise<void> {
  await control(stateApi, 'reset', {}, token, tenant);
  for (const state of states) await control(stateApi, 'state', { name: state.name, params: state.params ?? {} }, token, tenant);
}

export async function verifyPacts(options: VerifyOptions): Promise<VerifySummary> {
  process.env.PACT_DO_NOT_TRACK = 'true';
  const entries = loadPacts(options.pactDir, options.providers);
  const scratch = mkdtempSync(join(tmpdir(), 'pact-verify-'));
  const results: InteractionResult[] = [];
  try {
    for (const { pact } of entries) {
      for (const [index, interaction] of pact.interactions.entries()) {
        if (options.filter && !interaction.description.includes(options.filter)) continue;
        if (options.description !== undefined && interaction.description !== options.description) continue;
        const row = listInteractions([{ file: '', pact: { ...pact, interactions: [interaction] } }])[0]!;
        const needs = interactionNeeds(interaction);
        const tags = { readOnly: needs.readOnly, need: needs.need };
        const skip = options.target === undefined ? null : skipReason(needs, options.target, options.includeChanging === true);
        if (skip !== null) {
          const skipped: InteractionResult = { ...row, ...tags, ok: false, outcome: 'skipped', reason: skip, ms: 0 };
          results.push(skipped);
          options.onResult?.(skipped);
          continue;
        }
        const single = join(scratch, `${pact.provider.name}-${index}.json`);
        writeFileSync(single, JSON.stringify({ ...pact, interactions: [interaction] }));
        const started = Date.now();
        const result = await verifyOne(options, single, interaction).then(
          (): InteractionResult => ({ ...row, ...tags, ok: true, outcome: 'verified', ms: Date.now() - started }),
          (error: unknown): InteractionResult => ({ ...row, ...tags, ok: false, outcome: 'failed', error: summariseFailure(error instanceof Error ? error.message : String(error)), ms: Date.now() - started }),
        );
        results.push(result);
        options.onResult?.(result);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const passed = results.filter((r) => r.outcome === 'verified').length;
  const skipped = results.filter((r) => r.outcome === 'skipped').length;
  return { results, passed, failed: results.length - passed - skipped, skipped };
}

async function verifyOne(options: VerifyOptions, pactUrl: string, interaction: PactInteraction): Promise<void> {
  const states = interaction.providerStates ?? [];
  const { stateApi } = options;
  if (stateApi) await applyStates(stateApi, states, options.stateToken, options.tenant);
  // With the control API the states are already applied: the verifier only needs to know every named state has a
  // handler. With a real server's set-up URL each handler asks it, in Pact's own convention.
  const { providerStatesUrl } = options;
  const stateHandlers = Object.fromEntries(
    states.map((s) => [
      s.name,
      providerStatesUrl === undefined
        ? async () => undefined
        : async (params?: unknown) => {
            const response = await fetch(providerStatesUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
              body: JSON.stringify({ state: s.name, params: params ?? s.params ?? {}, action: 'setup' }),
            });
            if (!response.ok) throw new Error(`provider state '${s.name}' could not be set up: ${providerStatesUrl} answered ${response.status}`);
          },
    ]),
  );
  const verifier = new Verifier({
    providerBaseUrl: options.baseUrl,
    pactUrls: [pactUrl],
    stateHandlers,
    logLevel: options.logLevel ?? 'error',
    customProviderHeaders: Object.entries({ ...(options.headers ?? {}), ...(options.tenant ? { [TENANT_HEADER]: options.tenant } : {}) }).map(([k, v]) => `${k}: ${v}`),
    failIfNoPactsFound: true,
  });
  await verifier.verifyProvider();
}

/** The verifier's failure report reduced to its mismatch lines (it reports JSON; anything else is kept as is). */
export function summariseFailure(message: string): string {
  try {
    const report = JSON.parse(message) as { errors?: { mismatch?: { mismatches?: { mismatch?: string }[]; message?: string } | string }[] };
    const lines = (report.errors ?? []).flatMap((e) => {
      if (typeof e.mismatch === 'string') return [e.mismatch];
      const found = (e.mismatch?.mismatches ?? []).map((m) => m.mismatch).filter((m): m is string => typeof m === 'string');
      return found.length ? found : e.mismatch?.message ? [e.mismatch.message] : [];
    });
    return lines.length ? lines.join('; ') : message;
  } catch {
    return message;
  }
}
