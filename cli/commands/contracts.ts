import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
// Pact's native core loads only when a contracts command runs, not on every CLI start.
import type { VerifyTarget } from '../../contracts/interactionNeeds';
import type { InteractionResult, VerifyOptions } from '../../contracts/verify';
import type { WorkerMessage } from '../../contracts/verify-worker';
import { notMade } from '../../contracts/not-made';
import { printJson, UsageError } from '../lib/output';
import { isWellFormedToken, SIM_TOKEN_HEADER, simControlHeaders } from '../../simulator/control/token';
import { TENANT_HEADER } from '../../simulator/runtimes/tenants';
import { isSimTenantName } from '../../spec/schemas/simTenant';

/**
 * `workbench contracts list | verify`. Verification runs the pact files against any server. Provider states
 * are applied only when the server exposes the simulator control API (`GET /__sim/state` answers, then
 * `POST /__sim/reset` and `POST /__sim/state` per interaction). A real upstream has no such API: its interactions
 * are checked against whatever data it holds, so state-dependent ones may fail for want of that data.
 */

/**
 * True when `origin` answers the simulator control API. Asked of the tenant list, which reads and touches no tenant's
 * state (a shared server's default tenant is not even marked as used).
 */
export async function hasControlApi(origin: string, token?: string): Promise<boolean> {
  try {
    // The token goes only to the server it was named with (--token, SIM_TOKEN) or to the loopback server that wrote it.
    const response = await fetch(`${origin}/__sim/tenants`, { headers: token ? { [SIM_TOKEN_HEADER]: token } : simControlHeaders(origin), signal: AbortSignal.timeout(2000) });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null;
  } catch {
    return false;
  }
}

/** The verification's own tenant on a simulator: a fresh name each run, so two runs on one server never meet. */
export function ownTenantName(): string {
  return `pact-${randomBytes(4).toString('hex')}`;
}

/** Makes (or resets to the seed) a tenant through the control API's tenant routes; `DELETE` removes it again. */
async function tenantAdmin(origin: string, method: 'POST' | 'DELETE', tenant: string, token?: string): Promise<void> {
  const path = method === 'POST' ? `/__sim/tenants/${encodeURIComponent(tenant)}/reset` : `/__sim/tenants/${encodeURIComponent(tenant)}`;
  const response = await fetch(`${origin}${path}`, { method, headers: token ? { [SIM_TOKEN_HEADER]: token } : simControlHeaders(origin), signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new UsageError(`${method} ${path} on ${origin} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/** `--header 'name: value'`, accumulated; a malformed one is a UsageError. */
export function parseHeader(raw: string, acc: Record<string, string>): Record<string, string> {
  const at = raw.indexOf(':');
  if (at <= 0) throw new UsageError(`--header must look like 'name: value', got '${raw}'`);
  const name = raw.slice(0, at).trim();
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new UsageError(`invalid header name '${name}'`);
  return { ...acc, [name.toLowerCase()]: raw.slice(at + 1).trim() };
}

/** An http(s) URL without a trailing slash; anything else is a UsageError. */
export function parseBaseUrl(raw: string, what = '--base-url'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`${what} is not a URL: '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${what} must be http(s), got '${url.protocol}'`);
  return url.toString().replace(/\/+$/, '');
}

/**
 * A network error named by what a person can act on (host, port, error code), without --verbose: fetch reports
 * only "fetch failed" and keeps the reason in its cause.
 */
export function describeNetworkError(url: string, error: unknown): string {
  const target = new URL(url);
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  let cause: unknown = error;
  while (cause instanceof Error && cause.cause !== undefined && !('code' in cause)) cause = cause.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  const known: Record<string, string> = {
    ECONNREFUSED: 'nothing listens there',
    ENOTFOUND: 'the host name does not resolve',
    EAI_AGAIN: 'the host name could not be resolved now',
    ECONNRESET: 'the connection was reset',
    ETIMEDOUT: 'the connection timed out',
    UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
    EHOSTUNREACH: 'the host is unreachable',
    CERT_HAS_EXPIRED: 'its TLS certificate has expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  };
  const name = error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : (code ?? 'network error');
  const why = name === 'TIMEOUT' ? 'no answer within 5 s' : (known[name] ?? (cause instanceof Error ? cause.message : 'the request failed'));
  return `cannot reach ${target.hostname} port ${port}: ${name} (${why})`;
}

/** Any answer at all (even 404) means the target is reachable; a network error is thrown as a named one. */
async function checkReachable(baseUrl: string): Promise<void> {
  try {
    await fetch(baseUrl, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(5000) });
  } catch (e) {
    throw new Error(describeNetworkError(baseUrl, e), { cause: e });
  }
}

/** Verifies in a child process; the verifier core's report is shown only when `verbose`. */
function verifyInWorker(options: Omit<VerifyOptions, 'onResult'>, verbose: boolean, onResult: (r: InteractionResult) => void): Promise<{ passed: number; failed: number; skipped: number }> {
  const worker = fileURLToPath(new URL('../../contracts/verify-worker.ts', import.meta.url));
  const child = fork(worker, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', verbose ? 'inherit' : 'ignore', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'result') onResult(message.result);
      else if (message.type === 'done') {
        settled = true;
        resolve({ passed: message.passed, failed: message.failed, skipped: message.skipped });
      } else {
        settled = true;
        reject(new Error(message.message));
      }
    });
    child.on('error', (error) => {
      if (!settled) reject(error);
    });
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`the verification process stopped (exit code ${code ?? 'none'}); run again with --verbose for the verifier's own report`));
    });
    child.send(options);
  });
}

export function registerContractsCommands(program: Command): void {
  const group = program
    .command('contracts')
    .description('Pact contracts of the storefront with every upstream service')
    .addHelpText(
      'after',
      [
        '',
        'Every interaction is tagged by what it needs (contracts/interactionNeeds.ts): read-only or changing, and a',
        'provider state any server is in, one a real server can be put into through a state set-up URL, or one only',
        'the simulator can produce (a failing service, an expired token). Against the simulator (its /__sim/ control',
        'API answers) everything runs. Against a real server, --provider-states-url runs what it can set up; without',
        'it only read-only interactions that need no set-up run. The rest are skipped, each with its reason.',
      ].join('\n'),
    );

  group
    .command('list')
    .description('every interaction per provider, with the catalogue IDs it pins (read from the pact files)')
    .option('--provider <name>', 'only this provider')
    .option('--json', 'print JSON')
    .action(async (opts: { provider?: string; json?: boolean }) => {
      const { listInteractions, loadPacts } = await import('../../contracts/verify');
      const entries = loadPacts();
      if (entries.length === 0) throw new UsageError('no pact files in contracts/pacts: run the consumer tests first (npm run test:contracts)');
      const known = entries.map((e) => e.pact.provider.name);
      if (opts.provider && !known.includes(opts.provider)) throw new UsageError(`unknown provider '${opts.provider}'; known: ${known.join(', ')}`);
      const rows = listInteractions(opts.provider ? entries.filter((e) => e.pact.provider.name === opts.provider) : entries);
      if (opts.json) return printJson({ interactions: rows, notMade });
      let provider = '';
      for (const row of rows) {
        if (row.provider !== provider) {
          provider = row.provider;
          console.log(`\n${provider}`);
        }
        console.log(`  ${row.ids.join(' ').padEnd(18)} ${row.method.padEnd(6)} ${row.path}  → ${row.status}  ${row.description}${row.states.length ? `  [given ${row.states.join('; ')}]` : ''}`);
      }
      const calls = new Set(rows.flatMap((r) => r.ids.filter((id) => id.startsWith('CALL-'))));
      console.log(`\n${rows.length} interactions, ${new Set(rows.map((r) => r.provider)).size} providers, ${calls.size} CALL IDs pinned; ${notMade.length} CALLs the storefront does not make`);
    });

  group
    .command('verify')
    .description('verify the pact files against a server: per CALL, each interaction verified, skipped with the reason, or failed with the mismatches; exit 1 on any failure')
    .requiredOption('--base-url <url>', 'the provider to verify (e.g. http://127.0.0.1:8787)')
    .option('--provider <name>', 'only this provider')
    .option('--filter <text>', 'only interactions whose description contains this text')
    .option('--header <header>', "extra header sent with every request, 'name: value' (repeatable)", parseHeader, {})
    .option('--provider-states-url <url>', "a real server's provider-state set-up URL (POST {state, params, action: 'setup'}): runs the interactions whose states it can be put into")
    .option('--include-changing', 'against a real server without --provider-states-url, also run the interactions that change its data')
    .option('--no-states', 'treat the server as a real one even when it exposes the simulator control API')
    .option('--tenant <name>', "on a simulator: the tenant to verify in, made or reset first (default: one of its own, pact-<random>, removed afterwards, so a shared server's other tenants, the default one included, keep their sessions, carts and clock)")
    .option('--token <token>', "the simulator control API's token for this --base-url (default: $SIM_TOKEN, else the one a loopback 'sim serve' wrote for exactly that origin; no other host gets one)")
    .option('--json', 'print the results as JSON at the end')
    .option('--verbose', "also show the verifier's own report of each interaction")
    .action(
      async (opts: {
        baseUrl: string;
        provider?: string;
        filter?: string;
        header: Record<string, string>;
        providerStatesUrl?: string;
        includeChanging?: boolean;
        states: boolean;
        tenant?: string;
        token?: string;
        json?: boolean;
        verbose?: boolean;
      }) => {
        if (opts.token !== undefined && !isWellFormedToken(opts.token)) throw new UsageError('--token must be 16 to 200 characters of A-Z a-z 0-9 . _ ~ -');
        process.env.PACT_DO_NOT_TRACK = 'true';
        const baseUrl = parseBaseUrl(opts.baseUrl);
        const providerStatesUrl = opts.providerStatesUrl === undefined ? undefined : parseBaseUrl(opts.providerStatesUrl, '--provider-states-url');
        const { loadPacts } = await import('../../contracts/verify');
        const entries = loadPacts();
        if (entries.length === 0) throw new UsageError('no pact files in contracts/pacts: run the consumer tests first (npm run test:contracts)');
        if (opts.provider && !entries.some((e) => e.pact.provider.name === opts.provider)) {
          throw new UsageError(`unknown provider '${opts.provider}'; known: ${entries.map((e) => e.pact.provider.name).join(', ')}`);
        }
        await checkReachable(baseUrl);
        if (providerStatesUrl !== undefined) await checkReachable(providerStatesUrl);
        const stateApi = providerStatesUrl === undefined && opts.states && (await hasControlApi(baseUrl, opts.token)) ? baseUrl : undefined;
        const target: VerifyTarget = stateApi ? 'simulator' : providerStatesUrl ? 'states-url' : 'real';
        const say = opts.json ? () => undefined : (line: string) => console.log(line);
        // An x-sim-tenant --header names the tenant as --tenant does: the states must go where the requests go.
        const { [TENANT_HEADER]: headerTenant, ...headers } = opts.header;
        if (opts.tenant !== undefined && headerTenant !== undefined && headerTenant !== opts.tenant) throw new UsageError(`--tenant ${opts.tenant} and --header '${TENANT_HEADER}: ${headerTenant}' name two tenants`);
        const named = opts.tenant ?? headerTenant;
        if (named !== undefined && !isSimTenantName(named)) throw new UsageError(`--tenant must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit, got '${named}'`);
        if (named !== undefined && !stateApi) throw new UsageError(`--tenant needs a simulator (its control API at ${baseUrl}/__sim/ did not answer)`);
        const tenant = stateApi ? (named ?? ownTenantName()) : undefined;
        if (stateApi && tenant) {
          await tenantAdmin(stateApi, 'POST', tenant, opts.token);
          say(`in tenant ${tenant} of ${baseUrl}${named === undefined ? ' (its own, removed afterwards)' : ''}: the server's other tenants are left as they are`);
        }
        say(
          target === 'simulator'
            ? `provider states are applied through the simulator control API at ${baseUrl}/__sim/: every interaction runs`
            : target === 'states-url'
              ? `provider states are set up through ${providerStatesUrl}; interactions needing a state only the simulator can produce are skipped`
              : `${baseUrl} is treated as a real server without state set-up: read-only interactions that need no provider state run${opts.includeChanging ? ', and those that change data' : ''}; the rest are skipped with the reason`,
        );
        const results: InteractionResult[] = [];
        let summary: { passed: number; failed: number; skipped: number };
        try {
          summary = await verifyInWorker(
            { baseUrl, stateApi, stateToken: opts.token, tenant, providers: opts.provider ? [opts.provider] : undefined, filter: opts.filter, headers, target, providerStatesUrl, includeChanging: opts.includeChanging === true },
            opts.verbose === true,
            (r) => {
              results.push(r);
              const mark = r.outcome === 'verified' ? 'VERIFIED' : r.outcome === 'skipped' ? 'SKIPPED ' : 'FAILED  ';
              const detail = r.outcome === 'skipped' ? ` — ${r.reason ?? ''}` : r.outcome === 'failed' ? `\n      ${r.error ?? 'failed'}` : '';
              say(`${mark} ${(r.ids.filter((id) => id.startsWith('CALL-')).join(' ') || '—').padEnd(10)} ${r.provider.padEnd(16)} ${r.description}${detail}`);
            },
          );
        } finally {
          if (stateApi && tenant && named === undefined) await tenantAdmin(stateApi, 'DELETE', tenant, opts.token).catch(() => undefined);
        }
        if (opts.json) return finish({ target, ...(tenant ? { tenant } : {}), ...summary, perCall: perCall(results), results }, summary, results);
        say('');
        for (const [call, c] of Object.entries(perCall(results))) {
          say(`${call.padEnd(8)} ${[c.verified && `${c.verified} verified`, c.skipped && `${c.skipped} skipped`, c.failed && `${c.failed} failed`].filter(Boolean).join(', ')}`);
        }
        say(`\n${summary.passed} verified, ${summary.skipped} skipped, ${summary.failed} failed`);
        finish(null, summary, results);
      },
    );
}

/** Per CALL ID: how many of its interactions were verified, skipped and failed. */
export function perCall(results: readonly InteractionResult[]): Record<string, { verified: number; skipped: number; failed: number }> {
  const out: Record<string, { verified: number; skipped: number; failed: number }> = {};
  for (const r of results) {
    for (const call of r.ids.filter((id) => id.startsWith('CALL-'))) {
      const c = (out[call] ??= { verified: 0, skipped: 0, failed: 0 });
      c[r.outcome] += 1;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function finish(json: unknown, summary: { failed: number }, results: readonly InteractionResult[]): void {
  if (json !== null) printJson(json);
  if (results.length === 0) throw new UsageError('no interaction matched');
  if (summary.failed > 0) process.exitCode = 1;
}
