import type { Command } from 'commander';
import { FaultSpec } from '../../spec/schemas/faults';
import { checkFaultTarget } from '../lib/faultTarget';
import { printJson, readJsonArgument, UsageError } from '../lib/output';
import { plural } from '../lib/text';
import { oneScenarioFor } from '../lib/scenario/load';
import { clearSavedSimUrl, DEFAULT_SIM_URL as DEFAULT_URL, resolveSimUrl, saveSimUrl, SIM_URL_HELP } from '../lib/simUrl';
import { isWellFormedToken, removeTokenFile, simControlHeaders, SIM_TOKEN_ENV, SIM_TOKEN_HEADER, writeTokenFile } from '../../simulator/control/token';

export { DEFAULT_SIM_URL } from '../lib/simUrl';

function integer(value: string, name: string, min = 0): number {
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`${name} must be an integer, got '${value}'`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`${name} must be an integer >= ${min}, got '${value}'`);
  return n;
}

/** --url, else SIM_URL, else the running `sim serve` of this checkout, else the default port (lib/simUrl.ts). */
function baseUrl(raw: string | undefined): string {
  const { url, from } = resolveSimUrl(raw);
  urlSource.set(url, from);
  return url;
}
const urlSource = new Map<string, string>();

/** The route table, to refuse a fault no route can match. */
async function routeRows() {
  const { routeTable } = await import('../../simulator/runtimes/routes');
  return routeTable().filter((r) => r.service !== 'control');
}

/** The tenant the running command acts on (`--tenant`, else SIM_TENANT; none: the default tenant). */
let tenant: string | undefined;
/** The token named with the URL (`--token`); else SIM_TOKEN or the file of the loopback server at that origin. */
let explicitToken: string | undefined;

interface TenantRow {
  readonly name: string;
  readonly lastUsedAt: number;
  readonly requests: number;
  /** The cluster process that holds it (sim cluster); absent for a single sim serve. */
  readonly process?: string;
}

/**
 * Every tenant of the simulator at `url`: a cluster's processes are asked one by one (each holds its own tenants and
 * its own default), a single server once. `path(i)` is how a process is reached: through nginx's per-process route.
 */
async function everyProcess(url: string): Promise<{ name: string; prefix: string }[]> {
  const { clusterProcesses } = await import('../lib/simCluster');
  const processes = await clusterProcesses(url);
  return processes ? processes.map((p) => ({ name: p.name, prefix: `/process/${p.index}/__sim` })) : [{ name: '', prefix: '' }];
}

async function allTenants(url: string): Promise<{ tenants: TenantRow[]; max: number | undefined }> {
  const rows: TenantRow[] = [];
  let max: number | undefined;
  for (const p of await everyProcess(url)) {
    const answer = await control(url, 'GET', `${p.prefix}/tenants`);
    const m = (answer as { max?: unknown }).max;
    if (typeof m === 'number') max = (max ?? 0) + m;
    for (const t of listOf<TenantRow>(answer, 'tenants')) rows.push(p.name ? { ...t, process: p.name } : t);
  }
  return { tenants: rows, max };
}

/** Calls the control API of a running simulator; no answer or an error status is a UsageError with the reason. */
async function control(url: string, method: string, path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    // The control API's token: --token or SIM_TOKEN (sent to the URL named with it), else the one the loopback server
    // at exactly that origin wrote; a URL of any other host gets none.
    const headers: Record<string, string> = { ...(explicitToken ? { [SIM_TOKEN_HEADER]: explicitToken } : simControlHeaders(url)), ...(tenant ? { 'x-sim-tenant': tenant } : {}) };
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(5000) };
    if (body !== undefined) {
      init.headers = { ...headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    res = await fetch(`${url}/__sim${path}`, init);
  } catch (e) {
    const from = urlSource.get(url);
    throw new UsageError(`no simulator answers at ${url}${from && from !== '--url' ? ` (from ${from})` : ''} (${(e as Error).message}); start one with 'workbench sim serve', or give --url or SIM_URL`);
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: reported as text.
  }
  if (!res.ok) {
    const message = typeof data === 'object' && data !== null && 'message' in data ? String(data.message) : text;
    throw new UsageError(`simulator answered ${res.status}: ${message}`);
  }
  return data;
}

interface ActiveFaultView {
  id: string;
  target: Record<string, unknown>;
  fault: { kind: string } & Record<string, unknown>;
  remaining: number | null;
  hits: number;
}

/** The list under `key` of a control API answer (empty when the answer has none). */
function listOf<T>(answer: unknown, key: string): T[] {
  const value = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? (value as T[]) : [];
}

/** A fault on one line: id, kind and its details, target, uses left and hits. */
export function faultLine(f: ActiveFaultView): string {
  const target = Object.entries(f.target).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ') || 'every request';
  const { kind, ...detail } = f.fault;
  const details = Object.entries(detail).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
  return `${f.id.padEnd(16)} ${kind}${details ? ` ${details}` : ''} → ${target}; ${f.remaining === null ? 'until cleared' : `${f.remaining} left`}, ${plural(f.hits, 'hit')}`;
}

interface FaultOptions {
  url?: string;
  spec?: string;
  json?: boolean;
  kind?: string;
  service?: string;
  path?: string;
  method?: string;
  status?: string;
  code?: string;
  ms?: string;
  min?: string;
  max?: string;
  retryAfter?: string;
  times?: string;
  id?: string;
}

async function faultFromOptions(o: FaultOptions): Promise<FaultSpec> {
  let raw: unknown;
  if (o.spec !== undefined) raw = await readJsonArgument(o.spec, '--spec');
  else {
    if (!o.kind) throw new UsageError('give --kind (status, error-code, latency, network-error, malformed-json, truncated-body, timeout, rate-limit) or --spec');
    const fault: Record<string, unknown> = { kind: o.kind };
    if (o.status !== undefined) fault.status = integer(o.status, '--status');
    if (o.code !== undefined) fault.code = o.code;
    if (o.ms !== undefined) fault.ms = integer(o.ms, '--ms');
    if (o.min !== undefined) fault.min = integer(o.min, '--min');
    if (o.max !== undefined) fault.max = integer(o.max, '--max');
    if (o.retryAfter !== undefined) fault.retryAfter = integer(o.retryAfter, '--retry-after');
    const target: Record<string, unknown> = {};
    if (o.service) target.service = o.service;
    if (o.path) target.path = o.path;
    if (o.method) target.method = o.method.toUpperCase();
    raw = { id: o.id, target, fault, times: o.times === undefined ? undefined : integer(o.times, '--times', 1) };
  }
  const parsed = FaultSpec.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`invalid fault at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  checkFaultTarget(parsed.data.target, await routeRows());
  return parsed.data;
}

/**
 * The origins `sim serve` lets call it: the default ones plus every --allow-origin (a team adds its own storefront and
 * keeps `npm start`, the preview and the live test working), or, with --no-default-origins, the --allow-origin ones alone.
 */
export function allowedOrigins(given: readonly string[], keepDefaults: boolean, defaults: readonly string[], normalise: (raw: string) => string): string[] {
  let own: string[];
  try {
    own = given.map(normalise);
  } catch (e) {
    throw new UsageError(`--allow-origin: ${(e as Error).message}`);
  }
  if (!keepDefaults && own.length === 0) throw new UsageError('--no-default-origins needs at least one --allow-origin: no page could call the simulator');
  return [...new Set([...(keepDefaults ? defaults : []), ...own])];
}

export function registerSimCommands(program: Command): void {
  const sim = program.command('sim').description('Run and steer the upstream simulator');

  sim
    .command('serve')
    .description('Serve every simulated upstream over HTTP on 127.0.0.1')
    .option('--port <n>', 'port (0 = a free port)', '4010')
    .option('--seed <n>', 'seed number', '1')
    .option('--clock <mode>', "frozen (the simulator's own start time, still until set) or real (this machine's time, running: for a live storefront, whose clock is the machine's)", 'frozen')
    .option('--allow-origin <origin>', 'another storefront origin whose pages may call the simulator, besides the default ones (the loopback origins of npm start, preview and the live test: 5173, 4173, 4174); repeatable', (value: string, acc: string[]) => [...acc, value], [] as string[])
    .option('--no-default-origins', 'allow only the --allow-origin origins, not the default ones')
    .option('--max-tenants <n>', 'named tenants kept besides the default (x-sim-tenant header or sim-tenant cookie); the least recently used goes first', '64')
    .action(async (o: { port: string; seed: string; clock: string; allowOrigin: string[]; defaultOrigins: boolean; maxTenants: string }) => {
      const maxTenants = integer(o.maxTenants, '--max-tenants', 1);
      const port = integer(o.port, '--port');
      if (port > 65535) throw new UsageError(`--port must be at most 65535, got '${o.port}'`);
      const seed = integer(o.seed, '--seed');
      if (o.clock !== 'frozen' && o.clock !== 'real') throw new UsageError(`--clock must be frozen or real, got '${o.clock}'`);
      const { DEFAULT_ALLOWED_ORIGINS, normaliseOrigin, startSimulatorServer } = await import('../../simulator/runtimes/http');
      const allowOrigins = allowedOrigins(o.allowOrigin, o.defaultOrigins, DEFAULT_ALLOWED_ORIGINS, normaliseOrigin);
      const token = process.env[SIM_TOKEN_ENV]?.trim() || undefined;
      if (token !== undefined && !isWellFormedToken(token)) throw new UsageError(`${SIM_TOKEN_ENV} must be 16 to 200 characters of A-Z a-z 0-9 . _ ~ -`);
      let server;
      try {
        server = await startSimulatorServer({ port, seed, allowOrigins, token, maxTenants, ...(o.clock === 'real' ? { now: Date.now() } : {}) });
        if (o.clock === 'real') server.ctx.clock.mode('real');
      } catch (e) {
        throw new UsageError(`cannot listen on 127.0.0.1:${port}: ${(e as Error).message}`);
      }
      saveSimUrl(server.url);
      // Written before the first request can be read, so a client started alongside (Playwright, the CLI) finds it.
      const tokenPath = writeTokenFile(server.url, server.token);
      console.log(`simulator listening on ${server.url} (seed ${seed}, clock ${o.clock}); control API at ${server.url}/__sim/state`);
      console.log(`the other sim commands of this checkout use it by default (or: SIM_URL=${server.url})`);
      console.log(`control token: ${server.token} (send it as x-sim-token; written to ${tokenPath}, outside the project, readable by you only: the workbench CLI and the Playwright tests read it for ${server.url} only; or set ${SIM_TOKEN_ENV})`);
      console.log(`pages allowed to call it: ${server.allowOrigins.join(', ')}; tenants: up to ${maxTenants} besides the default (x-sim-tenant, or the cookie /__sim/tenant/<name> sets)`);
      await new Promise<void>((resolve) => {
        const stop = () => {
          removeTokenFile(server.url, server.token);
          void server.close().then(resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      clearSavedSimUrl();
      console.log('simulator stopped');
    });

  const faults = sim.command('faults').description('Faults of a running simulator');
  faults
    .command('add')
    .description('Add a fault (flags or --spec); prints it, or its JSON with --json')
    .option('--url <url>', SIM_URL_HELP)
    .option('--spec <json>', 'the whole fault spec as JSON, or @file.json (instead of the flags below)')
    .option('--kind <kind>', 'status | error-code | latency | network-error | malformed-json | truncated-body | timeout | rate-limit')
    .option('--service <name>', 'target service')
    .option('--path <template>', 'target route path template or path')
    .option('--method <method>', 'target method')
    .option('--status <n>', 'HTTP status (status, error-code)')
    .option('--code <code>', 'error code (error-code, status)')
    .option('--ms <n>', 'latency ms')
    .option('--min <n>', 'latency range min ms')
    .option('--max <n>', 'latency range max ms')
    .option('--retry-after <s>', 'rate-limit Retry-After seconds')
    .option('--times <n>', 'the next N calls only')
    .option('--id <id>', 'fault id')
    .option('--json', 'print JSON')
    .action(async (o: FaultOptions) => {
      const url = baseUrl(o.url);
      const answer = await control(url, 'POST', '/faults', await faultFromOptions(o));
      if (o.json) return printJson(answer);
      const added = listOf<ActiveFaultView>(answer, 'faults');
      for (const f of added) console.log(`added ${faultLine(f)}`);
    });
  faults
    .command('list')
    .description('The active faults: one line each, or --json')
    .option('--url <url>', SIM_URL_HELP)
    .option('--json', 'print JSON')
    .action(async (o: { url?: string; json?: boolean }) => {
      const answer = await control(baseUrl(o.url), 'GET', '/faults');
      if (o.json) return printJson(answer);
      const list = listOf<ActiveFaultView>(answer, 'faults');
      for (const f of list) console.log(faultLine(f));
      console.log(plural(list.length, 'fault'));
    });
  faults
    .command('clear [id]')
    .description('Clear one fault by id, or all')
    .option('--url <url>', SIM_URL_HELP)
    .option('--json', 'print JSON')
    .action(async (id: string | undefined, o: { url?: string; json?: boolean }) => {
      const answer = await control(baseUrl(o.url), 'DELETE', id ? `/faults/${encodeURIComponent(id)}` : '/faults');
      if (o.json) return printJson(answer);
      console.log(id ? `cleared fault ${id}` : 'cleared every fault');
    });

  sim
    .command('outbox')
    .description('Messages (passcodes) the simulator sent: one line each, or --json')
    .option('--url <url>', SIM_URL_HELP)
    .option('--to <address>', 'only messages to this email or phone')
    .option('--clear', 'empty the outbox')
    .option('--json', 'print JSON')
    .action(async (o: { url?: string; to?: string; clear?: boolean; json?: boolean }) => {
      const url = baseUrl(o.url);
      const answer = o.clear ? await control(url, 'DELETE', '/outbox') : await control(url, 'GET', o.to ? `/outbox?to=${encodeURIComponent(o.to)}` : '/outbox');
      if (o.json) return printJson(answer);
      if (o.clear) return console.log('outbox emptied');
      const messages = listOf<{ id: string; to: string; channel: string; passcode: string; sentAt: number; purpose: string }>(answer, 'messages');
      for (const m of messages) console.log(`${new Date(m.sentAt).toISOString()}  ${m.channel.padEnd(5)} ${m.to.padEnd(28)} ${m.passcode}  (${m.purpose})`);
      console.log(plural(messages.length, 'message'));
    });

  sim
    .command('clock')
    .description('Show, set or advance the simulator clock')
    .option('--url <url>', SIM_URL_HELP)
    .option('--set <time>', 'epoch ms or ISO date-time')
    .option('--advance <ms>', 'advance by ms (negative goes back)')
    .option('--json', 'print JSON')
    .action(async (o: { url?: string; set?: string; advance?: string; json?: boolean }) => {
      const url = baseUrl(o.url);
      let answer: unknown;
      if (o.set === undefined && o.advance === undefined) answer = await control(url, 'GET', '/clock');
      else {
        const body: Record<string, unknown> = {};
        if (o.set !== undefined) {
          if (/^\d+$/.test(o.set)) body.set = Number(o.set);
          else if (!Number.isNaN(Date.parse(o.set)) && /^\d{4}-\d{2}-\d{2}T/.test(o.set)) body.set = new Date(o.set).toISOString();
          else throw new UsageError(`--set must be epoch ms or an ISO date-time, got '${o.set}'`);
        }
        if (o.advance !== undefined) {
          if (!/^-?\d+$/.test(o.advance)) throw new UsageError(`--advance must be an integer number of ms, got '${o.advance}'`);
          body.advance = Number(o.advance);
        }
        answer = await control(url, 'POST', '/clock', body);
      }
      if (o.json) return printJson(answer);
      const clock = answer as { iso?: string; now?: number; mode?: string };
      console.log(`${clock.iso ?? '?'} (${clock.now ?? '?'} ms), ${clock.mode === 'real' ? "running with this machine's clock" : 'frozen until set or advanced'}`);
    });

  sim
    .command('cluster')
    .description('Serve the simulator from several processes behind nginx: each tenant lives in one process, chosen by a consistent hash of its name')
    .option('--processes <n>', 'simulator processes (1 to 32)', '2')
    .option('--port <n>', "nginx's port (0 = a free port)", '4010')
    .option('--seed <n>', 'seed number of every process', '1')
    .option('--clock <mode>', 'frozen or real, as for sim serve', 'frozen')
    .option('--allow-origin <origin>', 'another storefront origin whose pages may call the simulator (as for sim serve); repeatable', (value: string, acc: string[]) => [...acc, value], [] as string[])
    .action(async (o: { processes: string; port: string; seed: string; clock: string; allowOrigin: string[] }) => {
      const processes = integer(o.processes, '--processes', 1);
      if (processes > 32) throw new UsageError(`--processes must be 1 to 32, got '${o.processes}'`);
      const port = integer(o.port, '--port');
      if (port > 65535) throw new UsageError(`--port must be at most 65535, got '${o.port}'`);
      integer(o.seed, '--seed');
      if (o.clock !== 'frozen' && o.clock !== 'real') throw new UsageError(`--clock must be frozen or real, got '${o.clock}'`);
      const { newSimToken } = await import('../../simulator/control/token');
      const { nginxBinary, startCluster } = await import('../lib/simCluster');
      const nginx = nginxBinary();
      if ('error' in nginx) throw new UsageError(nginx.error);
      const token = process.env[SIM_TOKEN_ENV]?.trim() || newSimToken();
      if (!isWellFormedToken(token)) throw new UsageError(`${SIM_TOKEN_ENV} must be 16 to 200 characters of A-Z a-z 0-9 . _ ~ -`);
      const serveArgs = ['--seed', o.seed, '--clock', o.clock, ...o.allowOrigin.flatMap((origin) => ['--allow-origin', origin])];
      let cluster;
      try {
        cluster = await startCluster({ processes, port, serveArgs, token, bin: process.argv[1] ?? 'cli/bin.mjs', nginx: nginx.path });
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      saveSimUrl(cluster.url);
      const tokenPath = writeTokenFile(cluster.url, token);
      console.log(`simulator cluster listening on ${cluster.url}: ${plural(processes, 'process', 'processes')} behind nginx (${cluster.processes.map((p) => `${p.name} ${p.url}`).join(', ')})`);
      console.log(`each tenant lives in one process (a consistent hash of its name); a process that stops is named in its tenants' errors, and its tenants are never moved`);
      console.log(`control token: written to ${tokenPath} (the same for every process)`);
      await new Promise<void>((resolve) => {
        const stop = () => {
          removeTokenFile(cluster.url, token);
          void cluster.stop().then(resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      clearSavedSimUrl();
    });

  sim
    .command('reset')
    .description('Back to the seeded state (or reseed with --seed)')
    .option('--url <url>', SIM_URL_HELP)
    .option('--seed <n>', 'a new seed')
    .option('--all', 'every tenant back to its seed, on every process of a cluster (not with --seed or --tenant)')
    .option('--json', 'print JSON')
    .action(async (o: { url?: string; seed?: string; all?: boolean; json?: boolean }) => {
      const url = baseUrl(o.url);
      if (o.all) {
        if (o.seed !== undefined || tenant !== undefined) throw new UsageError('--all resets every tenant to its own seed: give it without --seed and --tenant');
        const done: { name: string; process?: string }[] = [];
        for (const p of await everyProcess(url)) {
          for (const t of listOf<TenantRow>(await control(url, 'GET', `${p.prefix}/tenants`), 'tenants')) {
            await control(url, 'POST', `${p.prefix}/tenants/${encodeURIComponent(t.name)}/reset`);
            done.push(p.name ? { name: t.name, process: p.name } : { name: t.name });
          }
        }
        if (o.json) return printJson({ reset: done });
        console.log(`${plural(done.length, 'tenant')} back to the seed${done.some((d) => d.process) ? ` on ${plural(new Set(done.map((d) => d.process)).size, 'process', 'processes')}` : ''}`);
        return;
      }
      const answer = o.seed === undefined ? await control(url, 'POST', '/reset', {}) : await control(url, 'POST', '/seed', { seed: integer(o.seed, '--seed') });
      if (o.json) return printJson(answer);
      const seed = (answer as { seed?: unknown }).seed;
      console.log(`back to the seeded state (seed ${typeof seed === 'number' ? seed : '?'})`);
    });

  sim
    .command('state')
    .description('Snapshot of the simulator state: a summary, or the whole snapshot with --json')
    .option('--url <url>', SIM_URL_HELP)
    .option('--json', 'print JSON')
    .action(async (o: { url?: string; json?: boolean }) => {
      const answer = await control(baseUrl(o.url), 'GET', '/state');
      if (o.json) return printJson(answer);
      const state = answer as { seed?: number; clock?: { iso?: string; mode?: string }; counts?: Record<string, number>; customers?: unknown[]; faults?: unknown[]; outbox?: number };
      console.log(`seed ${state.seed ?? '?'}; clock ${state.clock?.iso ?? '?'} (${state.clock?.mode ?? '?'})`);
      console.log(`${plural(state.customers?.length ?? 0, 'customer')}, ${plural(state.faults?.length ?? 0, 'fault')}, ${plural(state.outbox ?? 0, 'message')} in the outbox`);
      const counts = Object.entries(state.counts ?? {}).map(([k, v]) => `${k} ${v}`);
      if (counts.length > 0) console.log(`records: ${counts.join(', ')}`);
    });

  sim
    .command('scenario [id]')
    .description("Put a running simulator in a scenario (its seed, state, faults and clock); without an id, the active one. A catalogue ID (ERR-41) names the one scenario that exercises it")
    .option('--url <url>', SIM_URL_HELP)
    .option('--json', 'print JSON')
    .action(async (id: string | undefined, o: { url?: string; json?: boolean }) => {
      const url = baseUrl(o.url);
      const answer = id === undefined ? await control(url, 'GET', '/scenario') : await control(url, 'POST', '/scenario', { id: oneScenarioFor(id).id });
      if (o.json) return printJson(answer);
      const active = (answer as { scenario?: { id?: string; title?: string } | null }).scenario;
      console.log(active ? `${id === undefined ? 'in' : 'now in'} scenario ${active.id ?? '?'}: ${active.title ?? ''}` : 'in no scenario (the seeded state, or changed by hand since)');
    });

  sim
    .command('routes')
    .description('The route table: every simulated route with its service, method, path template and CALL IDs (what fault targets may name)')
    .option('--service <name>', 'only this service')
    .option('--json', 'print JSON')
    .action(async (o: { service?: string; json?: boolean }) => {
      const { routeTable } = await import('../../simulator/runtimes/routes');
      const all = routeTable();
      if (o.service !== undefined && !all.some((r) => r.service === o.service)) checkFaultTarget({ service: o.service }, all);
      const rows = all.filter((r) => o.service === undefined || r.service === o.service);
      if (o.json) return printJson(rows);
      for (const r of rows) console.log(`${r.service.padEnd(18)} ${r.method.padEnd(6)} ${r.path.padEnd(72)} ${r.calls.join(' ')}`);
      console.log(plural(rows.length, 'route'));
    });

  const tenants = sim.command('tenants').description('Tenants of a running simulator: independent states on one server');
  tenants
    .command('list')
    .description('Every tenant with its last use and request count')
    .option('--url <url>', SIM_URL_HELP)
    .option('--json', 'print JSON')
    .action(async (o: { url?: string; json?: boolean }) => {
      const { tenants: list, max } = await allTenants(baseUrl(o.url));
      if (o.json) return printJson({ tenants: list, ...(max !== undefined ? { max } : {}) });
      for (const t of list) console.log(`${t.name.padEnd(24)} last used ${new Date(t.lastUsedAt).toISOString()}, ${plural(t.requests, 'request')}${t.process ? ` (${t.process})` : ''}`);
      console.log(`${plural(list.length, 'tenant')}${typeof max === 'number' ? ` (at most ${max} besides the default${list.some((t) => t.process) ? 's' : ''})` : ''}`);
    });
  tenants
    .command('reset <name>')
    .description('Back to the seed (an unknown or evicted tenant is made afresh)')
    .option('--url <url>', SIM_URL_HELP)
    .option('--json', 'print JSON')
    .action(async (name: string, o: { url?: string; json?: boolean }) => {
      const answer = await control(baseUrl(o.url), 'POST', `/tenants/${encodeURIComponent(name)}/reset`);
      if (o.json) return printJson(answer);
      console.log(`tenant ${name} is back to the seed`);
    });
  tenants
    .command('rm <name>')
    .description('Remove a tenant (the default is only reset)')
    .option('--url <url>', SIM_URL_HELP)
    .option('--json', 'print JSON')
    .action(async (name: string, o: { url?: string; json?: boolean }) => {
      const answer = await control(baseUrl(o.url), 'DELETE', `/tenants/${encodeURIComponent(name)}`);
      if (o.json) return printJson(answer);
      console.log(name === 'default' ? 'the default tenant is back to the seed (it is never removed)' : `removed tenant ${name}`);
    });

  // Every command that acts on a running simulator's state takes --tenant (the default tenant without it); a name the
  // server does not know is refused with the list unless --create-tenant says to make it (a typo would otherwise act
  // on a fresh tenant of its own and report "0 faults").
  const tenantCommands = [...sim.commands, ...faults.commands].filter((cmd) => !['serve', 'faults', 'tenants', 'routes'].includes(cmd.name()));
  for (const cmd of tenantCommands) {
    cmd.option('--tenant <name>', 'the tenant to act on (default: $SIM_TENANT, else the default tenant); it must exist unless --create-tenant');
    cmd.option('--create-tenant', 'make the --tenant if the server does not have it (from the seed)');
  }
  for (const cmd of [...sim.commands, ...faults.commands, ...tenants.commands]) {
    if (cmd.name() === 'serve' || cmd.name() === 'faults' || cmd.name() === 'tenants' || cmd.name() === 'routes') continue;
    cmd.option('--token <token>', "the control API's token for the simulator named (default: $SIM_TOKEN, else the one a loopback 'sim serve' wrote for exactly that origin)");
  }
  sim.hook('preAction', async (_sim, action) => {
    const opts = action.opts<{ tenant?: string; createTenant?: boolean; url?: string }>();
    const named = opts.tenant ?? process.env.SIM_TENANT;
    const { isTenantName } = await import('../../simulator/runtimes/tenants');
    if (named !== undefined && named !== '' && !isTenantName(named)) throw new UsageError(`--tenant must be 1 to 64 letters, digits, '.', '_' or '-', got '${named}'`);
    tenant = named || undefined;
    const token = action.opts<{ token?: string }>().token;
    if (token !== undefined && !isWellFormedToken(token)) throw new UsageError('--token must be 16 to 200 characters of A-Z a-z 0-9 . _ ~ -');
    explicitToken = token;
    if (tenant === undefined || tenant === 'default' || !tenantCommands.includes(action)) return;
    const url = baseUrl(opts.url);
    const saved = tenant;
    // The list and the creation are the server's tenant admin routes: they act on no tenant themselves.
    tenant = undefined;
    try {
      const known = (await allTenants(url)).tenants.map((t) => t.name);
      if (known.includes(saved)) return;
      if (!opts.createTenant) {
        throw new UsageError(`no tenant '${saved}'${opts.tenant === undefined ? ' (from SIM_TENANT)' : ''} on ${url}; its tenants: ${known.join(', ')}; pass --create-tenant to make it`);
      }
      await control(url, 'POST', `/tenants/${encodeURIComponent(saved)}/reset`);
    } finally {
      tenant = saved;
    }
  });

  sim.addHelpText('after', `\nThe simulator URL: --url, else $SIM_URL, else the URL a running 'sim serve' of this checkout saved, else ${DEFAULT_URL}.`);
}
