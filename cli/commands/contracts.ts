import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
// Pact's native core loads only when a contracts command runs, not on every CLI start.
import type { InteractionResult, VerifyOptions } from '../../contracts/verify';
import type { WorkerMessage } from '../../contracts/verify-worker';
import { notMade } from '../../contracts/not-made';
import { printJson, UsageError } from '../lib/output';
import { simControlHeaders } from '../../simulator/control/token';

/**
 * `workbench contracts list | verify`. Verification runs the pact files against any server. Provider states
 * are applied only when the server exposes the simulator control API (`GET /__sim/state` answers, then
 * `POST /__sim/reset` and `POST /__sim/state` per interaction). A real upstream has no such API: its interactions
 * are checked against whatever data it holds, so state-dependent ones may fail for want of that data.
 */

/** True when `origin` answers the simulator control API. */
async function hasControlApi(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/__sim/state`, { headers: simControlHeaders(origin), signal: AbortSignal.timeout(2000) });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null;
  } catch {
    return false;
  }
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
export function parseBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--base-url is not a URL: '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base-url must be http(s), got '${url.protocol}'`);
  return url.toString().replace(/\/+$/, '');
}

/** Verifies in a child process; the verifier core's report is shown only when `verbose`. */
function verifyInWorker(options: Omit<VerifyOptions, 'onResult'>, verbose: boolean, onResult: (r: InteractionResult) => void): Promise<{ passed: number; failed: number }> {
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
        resolve({ passed: message.passed, failed: message.failed });
      } else {
        settled = true;
        reject(new Error(message.message));
      }
    });
    child.on('error', (error) => {
      if (!settled) reject(error);
    });
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`the verification process stopped (exit code ${code ?? 'none'})`));
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
      '\nProvider states are applied only when the server exposes the simulator control API (/__sim/).\nAgainst a real upstream they cannot be set: state-dependent interactions are checked against the data it holds.',
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
    .description('verify the pact files against a server: a line per interaction, a summary, exit code 1 on any failure')
    .requiredOption('--base-url <url>', 'the provider to verify (e.g. http://127.0.0.1:8787)')
    .option('--provider <name>', 'only this provider')
    .option('--filter <text>', 'only interactions whose description contains this text')
    .option('--header <header>', "extra header sent with every request, 'name: value' (repeatable)", parseHeader, {})
    .option('--no-states', 'never apply provider states, even when the server exposes the simulator control API')
    .option('--json', 'print the results as JSON at the end')
    .option('--verbose', "also show the verifier's own report of each interaction")
    .action(async (opts: { baseUrl: string; provider?: string; filter?: string; header: Record<string, string>; states: boolean; json?: boolean; verbose?: boolean }) => {
      process.env.PACT_DO_NOT_TRACK = 'true';
      const baseUrl = parseBaseUrl(opts.baseUrl);
      const stateApi = opts.states && (await hasControlApi(baseUrl)) ? baseUrl : undefined;
      const { loadPacts } = await import('../../contracts/verify');
      const entries = loadPacts();
      if (entries.length === 0) throw new UsageError('no pact files in contracts/pacts: run the consumer tests first (npm run test:contracts)');
      if (opts.provider && !entries.some((e) => e.pact.provider.name === opts.provider)) {
        throw new UsageError(`unknown provider '${opts.provider}'; known: ${entries.map((e) => e.pact.provider.name).join(', ')}`);
      }
      console.log(
        stateApi
          ? `provider states are applied through the simulator control API at ${baseUrl}/__sim/`
          : 'provider states are not applied (the server has no simulator control API): interactions are checked against the data it holds',
      );
      const results: InteractionResult[] = [];
      const summary = await verifyInWorker(
        { baseUrl, stateApi, providers: opts.provider ? [opts.provider] : undefined, filter: opts.filter, headers: opts.header },
        opts.verbose === true,
        (r) => {
          results.push(r);
          console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.provider.padEnd(16)} ${r.description}${r.ok ? '' : `\n      ${r.error ?? 'failed'}`}`);
        },
      );
      if (opts.json) printJson({ ...summary, results });
      console.log(`\n${summary.passed} passed, ${summary.failed} failed`);
      if (results.length === 0) throw new UsageError('no interaction matched');
      if (summary.failed > 0) process.exitCode = 1;
    });
}
