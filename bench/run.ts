// `npm run bench`: figures and ratios against a baseline measured in the same run, never as absolute pass/fail
// thresholds. Prints a table and writes reports/bench.json. Parts: `npm run bench -- bundle lighthouse sim soak tenants cli scenarios`
// (none named: all of these); `cluster` and `shards` (bench/shards.ts: `scenario replay --errors` unsharded against two
// shards side by side and merged, on one build served once; under `flock /tmp/pw.lock`) run only when named;
// `under-load` (the browser suite beside CPU-bound processes, bench/underLoad.ts) runs
// only when named, being as long as the browser suite itself; so does `mutation` (bench/mutation.ts: `npm run mutation`
// over BENCH_MUTATION_TARGET, default src/rules, from nothing, then after a one-line change); so does `paint` (live build only: Lighthouse, first-load JS
// and the static floor of the same shell, side by side). `bundle` and `lighthouse` build the storefront and
// serve it on port 4180: run them under the
// build lock (`flock /tmp/pw.lock npm run bench -- bundle lighthouse`). BENCH_BUILDS=live measures only the live build
// (default `live,sim`); BENCH_LIGHTHOUSE_RUNS (default 5) Lighthouse passes per page, reported as the median.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { measureBundle, type BundleReport } from './bundle';
import { INLINE_SCRIPTS, measureFirstLoad, routeChunks, type FirstLoadReport, type RouteChunkReport } from './firstload';
import { lighthouseMedians, type LighthouseMedian } from './lighthouse';
import { FLOOR_OF, paintTable, writeStaticFloor } from './paint';
import { load, median } from './load';
import { preview, writeLiveConfig } from './site';
import { soak } from './soak';
import { printUnderLoad, underLoad } from './underLoad';
import { mutationBench, printMutationBench } from './mutation';
import { cliLines, cliStart } from './cli';
import { shardFigures } from './shards';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// Lighthouse passes per page: the two shared cores make single scores move by several points.
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const report: Record<string, unknown> = {};

function startChild(args: string[]): Promise<{ url: string; pid: number; token: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/server.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const stdout = child.stdout;
  if (!stdout) throw new Error('benchmark server has no stdout');
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    lines.once('line', (line) => {
      const [url, pid, token] = line.trim().split(' ');
      resolve({ url: url!, pid: Number(pid), token: token ?? '', child });
    });
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}
const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM')));
function heapAfterGc(child: ChildProcess): Promise<{ heapUsed: number; rss: number }> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as { heapUsed: number; rss: number }));
    child.send('heap');
  });
}
function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

const PAGES = ['/', '/shop/product-details.960012345.html'] as const;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The storefront's JavaScript and Lighthouse figures. The live build is the one a shopper gets: it is served by
 * `vite preview` with a /storefront.config.json pointing at the simulator over HTTP, as in the Playwright `live`
 * project. The simulator build (simulator in the page) is measured the same way and reported apart.
 */
async function bundles() {
  // BENCH_BUILDS=live measures the shopper's build only (the simulator build takes as long again).
  // `paint` alone measures the live build only: the floor is the live build's shell.
  const only = (process.env.BENCH_BUILDS ?? (parts.length > 0 && parts.every((p) => p === 'paint') ? 'live' : 'live,sim')).split(',');
  const builds = [
    ...(only.includes('live') ? [{ label: 'live', outDir: 'dist/bench-live', ...measureBundle('live', 'dist/bench-live') }] : []),
    ...(only.includes('sim') ? [{ label: 'sim', outDir: 'dist/bench-sim', ...measureBundle('production', 'dist/bench-sim') }] : []),
  ];
  const simServer = await startChild(['sim']);
  const results: Record<string, unknown> = {};
  try {
    // Writing the configuration renders the live page's shell into its index.html (scripts/prerender.ts).
    if (only.includes('live')) writeLiveConfig('dist/bench-live', simServer.url);
    if (only.includes('live') && wantPaint) writeStaticFloor('dist/bench-live');
    for (const build of builds) {
      const site = await preview(build.outDir, 4180);
      try {
        const firstLoad: FirstLoadReport[] = [];
        if (want('bundle')) for (const p of PAGES) firstLoad.push(await measureFirstLoad(build.outDir, site.origin, p));
        const lighthouse = want('lighthouse') ? await lighthouseMedians(site.origin, PAGES, LIGHTHOUSE_RUNS, `${build.label}-`) : [];
        // The pages and their static floors in the same interleaved passes, so a busy spell of the cores hits both.
        let paint: { firstLoad: FirstLoadReport[]; lighthouse: LighthouseMedian[] } | undefined;
        if (wantPaint && build.label === 'live') {
          const paintLoad = firstLoad.length > 0 ? firstLoad : [];
          if (paintLoad.length === 0) for (const p of PAGES) paintLoad.push(await measureFirstLoad(build.outDir, site.origin, p));
          paint = { firstLoad: paintLoad, lighthouse: await lighthouseMedians(site.origin, [...PAGES, ...PAGES.map((p) => FLOOR_OF[p]!.path)], LIGHTHOUSE_RUNS, 'paint-') };
        }
        results[build.label] = { bundle: build.report, routeChunks: routeChunks(build.outDir, build.manifest), firstLoad, lighthouse, ...(paint ? { paint } : {}) };
      } finally {
        await site.stop();
      }
    }
  } finally {
    await stop(simServer.child);
  }
  report.bundles = results;
  for (const build of builds) {
    const r = results[build.label] as { bundle: BundleReport; routeChunks: RouteChunkReport[]; firstLoad: FirstLoadReport[]; lighthouse: LighthouseMedian[]; paint?: { firstLoad: FirstLoadReport[]; lighthouse: LighthouseMedian[] } };
    console.log(`\n${build.label === 'live' ? 'live build (what a shopper gets; services: the simulator over HTTP)' : 'simulator build (simulator in the page)'}`);
    if (want('bundle')) {
      console.log('  first-load JS (gzip): every JavaScript file the browser requests before the page is shown (entry, static imports, chunks the first render imports) and the scripts written into the HTML (what they add to the gzipped document); idle prefetch after it, apart');
      for (const f of r.firstLoad) {
        console.log(`    ${f.page.padEnd(38)} first load ${kb(f.firstLoadJsGzip)} in ${f.firstLoad.filter((x) => x.file !== INLINE_SCRIPTS).length} files${f.firstLoad.some((x) => x.file === INLINE_SCRIPTS) ? ' and the HTML\'s inline scripts' : ''}, then idle prefetch ${kb(f.prefetchedJsGzip)} in ${f.prefetched.length} files; /storefront.config.json requested ${f.configRequests}×`);
        console.log(`      ${f.firstLoad.map((x) => `${x.file.replace('assets/', '')} ${kb(x.gzip)}`).join(', ')}`);
      }
      const b = r.bundle;
      console.log(`  entry + static imports ${kb(b.entryAndStaticImportsGzip)}; all JS ${kb(b.allJsGzip)} in ${b.jsFiles} files; largest file ${b.largestChunk} ${kb(b.largestChunkGzip)}; simulator code in bundle: ${b.simulatorCodeInBundle ? 'yes' : 'no'}`);
      const top = r.routeChunks[0];
      const added = [...r.routeChunks].sort((x, y) => y.addedGzip - x.addedGzip)[0];
      if (top) console.log(`  largest route chunk ${top.file.replace('assets/', '')} (${top.page}) ${kb(top.gzip)}; most a page adds after the entry: ${added ? `${kb(added.addedGzip)} (${added.page})` : 'n/a'}`);
    }
    if (r.paint) for (const line of paintTable(r.paint.firstLoad, r.paint.lighthouse, LIGHTHOUSE_RUNS)) console.log(line);
    if (want('lighthouse')) {
      console.log(`  Lighthouse (default mobile emulation, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs)`);
      for (const s of r.lighthouse) {
        const m = s.metrics;
        console.log(`    ${s.page.padEnd(38)} performance ${s.performance ?? 'n/a'} [runs ${s.runs.map((x) => x.performance ?? 'n/a').join(' ')}], accessibility ${s.accessibility ?? 'n/a'} (FCP ${m['first-contentful-paint']} ms, LCP ${m['largest-contentful-paint']} ms, TBT ${m['total-blocking-time']} ms, CLS ${m['cumulative-layout-shift']}, SI ${m['speed-index']} ms)`);
        const d = s.diagnostics;
        console.log(`      LCP element ${d.lcpElement ?? 'n/a'}; shifted: ${d.layoutShifts.join(', ') || 'nothing'}; render-blocking: ${d.renderBlocking.join(', ') || 'nothing'}`);
      }
    }
  }
}

async function throughput() {
  const sim = await startChild(['sim']);
  const routes: Record<string, string> = {
    'store-resolver validate (CALL-24)': '/apim/storeresolver/v2/validate?banner=freshway&storeid=1502&preference=instore',
    'user info (CALL-01)': '/bin/wcax/unified/userinfo?rand=1&banner=freshway',
  };
  const results: Record<string, unknown> = {};
  console.log(`\nsimulator HTTP throughput vs bare node:http with the same bytes (${ROUNDS} interleaved rounds of ${SECONDS} s, 10 connections, median, load from ${WRK ? 'wrk' : 'the built-in generator (install wrk for steadier figures)'})`);
  try {
    for (const [name, path] of Object.entries(routes)) {
      const res = await fetch(sim.url + path);
      const bytes = Buffer.from(await res.arrayBuffer());
      const file = `dist/bench-body-${Object.keys(results).length}.bin`;
      mkdirSync('dist', { recursive: true });
      writeFileSync(file, bytes);
      const bare = await startChild(['bare', file, res.headers.get('content-type') ?? 'application/json']);
      const simRps: number[] = [];
      const bareRps: number[] = [];
      try {
        for (let i = 0; i < ROUNDS; i++) {
          bareRps.push(await rps(bare.url + path));
          simRps.push(await rps(sim.url + path));
        }
      } finally {
        await stop(bare.child);
      }
      const s = median(simRps);
      const b = median(bareRps);
      results[name] = { status: res.status, bytes: bytes.length, simRps: Math.round(s), bareRps: Math.round(b), ratio: Number((s / b).toFixed(3)) };
      console.log(`  ${name.padEnd(36)} sim ${Math.round(s)} req/s, bare ${Math.round(b)} req/s, ratio ${(s / b).toFixed(3)} (status ${res.status}, ${bytes.length} bytes)`);
    }
    // Memory after 100 000 requests that create no state: it must not grow with the request count. Heap is
    // read after a full collection; resident memory is reported too.
    const path = Object.values(routes)[0]!;
    const before = await heapAfterGc(sim.child);
    const rssBefore = rssKb(sim.pid);
    await load(sim.url + path, { seconds: 600, maxRequests: 100_000 });
    const after = await heapAfterGc(sim.child);
    const rssAfter = rssKb(sim.pid);
    results.memory = { heapBeforeKb: Math.round(before.heapUsed / 1024), heapAfter100kKb: Math.round(after.heapUsed / 1024), rssBeforeKb: rssBefore, rssAfter100kKb: rssAfter };
    console.log(`  memory after 100 000 requests: heap ${Math.round(before.heapUsed / 1024)} → ${Math.round(after.heapUsed / 1024)} kB (after GC), resident ${rssBefore} → ${rssAfter} kB`);
  } finally {
    await stop(sim.child);
  }
  report.simulator = results;
}

/** Sign-in transactions are bounded: 100 000 mixed requests on one simulator, latency and heap slice by slice. */
async function soakTest() {
  const sim = await startChild(['sim']);
  try {
    console.log('\nsimulator soak: 100 000 mixed requests (sign-in starts, stateToken look-ups, two reads, the clock a minute on every 1 000), 10 slices');
    const r = await soak(sim.url, sim.token, () => heapAfterGc(sim.child));
    for (const [i, x] of r.slices.entries()) console.log(`  slice ${String(i + 1).padStart(2)}: ${x.requests} requests, latency median ${x.p50Ms} ms, p95 ${x.p95Ms} ms, heap ${x.heapKb} kB (after GC), resident ${x.rssKb} kB, errors ${x.errors}`);
    console.log(`  last slice / first: median latency ×${r.p50Ratio}, p95 ×${r.p95Ratio}, heap ×${r.heapRatio} (${r.heapGrowthKb >= 0 ? '+' : ''}${r.heapGrowthKb} kB)`);
    report.soak = r;
  } finally {
    await stop(sim.child);
  }
}

/**
 * Tenants on one server: requests per second with every request on the default tenant and spread over 64 tenants,
 * each as a ratio to bare node:http answering the same bytes (one load generator for all three, interleaved rounds),
 * and what a tenant costs: the heap per tenant after a full collection and the first request of a new tenant (made
 * from the seed template) against a request to a warm one.
 */
async function tenantFigures() {
  const sim = await startChild(['sim']);
  const path = '/apim/storeresolver/v2/validate?banner=freshway&storeid=1502&preference=instore';
  const results: Record<string, unknown> = {};
  try {
    const res = await fetch(sim.url + path);
    const bytes = Buffer.from(await res.arrayBuffer());
    mkdirSync('dist', { recursive: true });
    const file = 'dist/bench-body-tenants.bin';
    writeFileSync(file, bytes);
    // Cost of a tenant: 64 made one after another, each by its first request.
    const heapBefore = await heapAfterGc(sim.child);
    const firstMs: number[] = [];
    const warmMs: number[] = [];
    for (let t = 0; t < 64; t++) {
      let started = performance.now();
      await (await fetch(sim.url + path, { headers: { 'x-sim-tenant': `t${t}`, 'x-sim-token': sim.token } })).arrayBuffer();
      firstMs.push(performance.now() - started);
      started = performance.now();
      await (await fetch(sim.url + path, { headers: { 'x-sim-tenant': `t${t}`, 'x-sim-token': sim.token } })).arrayBuffer();
      warmMs.push(performance.now() - started);
    }
    const heapAfter = await heapAfterGc(sim.child);
    const perTenantKb = Math.round((heapAfter.heapUsed - heapBefore.heapUsed) / 64 / 1024);
    const bare = await startChild(['bare', file, res.headers.get('content-type') ?? 'application/json']);
    const one: number[] = [];
    const many: number[] = [];
    const bareRps: number[] = [];
    try {
      for (let i = 0; i < ROUNDS; i++) {
        bareRps.push((await load(bare.url + path, { seconds: SECONDS })).rps);
        one.push((await load(sim.url + path, { seconds: SECONDS })).rps);
        many.push((await load(sim.url + path, { seconds: SECONDS, headersFor: (n) => ({ 'x-sim-tenant': `t${n % 64}`, 'x-sim-token': sim.token }) })).rps);
      }
    } finally {
      await stop(bare.child);
    }
    const b = median(bareRps);
    const r1 = median(one);
    const r64 = median(many);
    Object.assign(results, {
      bareRps: Math.round(b),
      oneTenantRps: Math.round(r1),
      sixtyFourTenantsRps: Math.round(r64),
      oneTenantRatio: Number((r1 / b).toFixed(3)),
      sixtyFourTenantsRatio: Number((r64 / b).toFixed(3)),
      heapPerTenantKb: perTenantKb,
      newTenantFirstRequestMs: Number(median(firstMs).toFixed(2)),
      warmTenantRequestMs: Number(median(warmMs).toFixed(2)),
    });
    console.log(`\ntenants on one sim serve (${ROUNDS} interleaved rounds of ${SECONDS} s, 10 connections, the built-in generator for all three, median)`);
    console.log(`  bare node:http ${Math.round(b)} req/s; 1 tenant ${Math.round(r1)} req/s (ratio ${(r1 / b).toFixed(3)}); 64 tenants round-robin ${Math.round(r64)} req/s (ratio ${(r64 / b).toFixed(3)})`);
    console.log(`  a tenant costs ${perTenantKb} kB of heap (after GC, 64 made); its first request (made from the seed template) ${median(firstMs).toFixed(2)} ms, a warm one ${median(warmMs).toFixed(2)} ms (medians)`);
  } finally {
    await stop(sim.child);
  }
  report.tenants = results;
}

/**
 * The simulator over several processes (`sim cluster`): requests per second with 64 tenants round-robin on one
 * `sim serve`, on one process behind nginx, and on N processes behind nginx (N = this machine's cores), each as a ratio
 * to bare node:http answering the same bytes, measured by the same load generator in interleaved rounds.
 */
async function clusterFigures() {
  const { availableParallelism } = await import('node:os');
  const { newSimToken } = await import('../simulator/control/token');
  const { nginxBinary, startCluster } = await import('../cli/lib/simCluster');
  const nginx = nginxBinary();
  if ('error' in nginx) {
    console.log(`
simulator cluster: skipped (${nginx.error})`);
    report.cluster = { skipped: nginx.error };
    return;
  }
  const n = Math.max(2, availableParallelism());
  const path = '/apim/storeresolver/v2/validate?banner=freshway&storeid=1502&preference=instore';
  const token = newSimToken();
  const sim = await startChild(['sim']);
  const one = await startCluster({ processes: 1, port: 0, serveArgs: ['--seed', '1'], token, bin: 'cli/bin.mjs', nginx: nginx.path });
  const many = await startCluster({ processes: n, port: 0, serveArgs: ['--seed', '1'], token, bin: 'cli/bin.mjs', nginx: nginx.path });
  // A tenant named in the header is the token's holder's: each request carries the token of the server it goes to.
  const tenantsOf = (secret: string) => (k: number) => ({ 'x-sim-tenant': `t${k % 64}`, 'x-sim-token': secret });
  try {
    // The 64 tenants made first (with the control token), so the rounds measure requests, not tenant creation.
    for (const [url, key] of [[sim.url, sim.token], [one.url, token], [many.url, token]] as const) {
      for (let t = 0; t < 64; t++) await (await fetch(`${url}/__sim/tenants/t${t}/reset`, { method: 'POST', headers: { 'x-sim-token': key } })).arrayBuffer();
    }
    const res = await fetch(sim.url + path);
    const bytes = Buffer.from(await res.arrayBuffer());
    mkdirSync('dist', { recursive: true });
    writeFileSync('dist/bench-body-cluster.bin', bytes);
    const bare = await startChild(['bare', 'dist/bench-body-cluster.bin', res.headers.get('content-type') ?? 'application/json']);
    const rounds = { bare: [] as number[], single: [] as number[], one: [] as number[], many: [] as number[] };
    try {
      for (let i = 0; i < ROUNDS; i++) {
        rounds.bare.push((await load(bare.url + path, { seconds: SECONDS })).rps);
        rounds.single.push((await load(sim.url + path, { seconds: SECONDS, headersFor: tenantsOf(sim.token) })).rps);
        rounds.one.push((await load(one.url + path, { seconds: SECONDS, headersFor: tenantsOf(token) })).rps);
        rounds.many.push((await load(many.url + path, { seconds: SECONDS, headersFor: tenantsOf(token) })).rps);
      }
    } finally {
      await stop(bare.child);
    }
    const b = median(rounds.bare);
    const figure = (values: number[]) => ({ rps: Math.round(median(values)), ratio: Number((median(values) / b).toFixed(3)) });
    const results = { processes: n, tenants: 64, bareRps: Math.round(b), simServe: figure(rounds.single), oneBehindNginx: figure(rounds.one), manyBehindNginx: figure(rounds.many) };
    console.log(`
simulator cluster: 64 tenants round-robin (${ROUNDS} interleaved rounds of ${SECONDS} s, 10 connections, the built-in generator in this process, median)`);
    console.log(`  bare node:http ${results.bareRps} req/s; sim serve ${results.simServe.rps} (ratio ${results.simServe.ratio}); 1 process behind nginx ${results.oneBehindNginx.rps} (ratio ${results.oneBehindNginx.ratio}); ${n} processes behind nginx ${results.manyBehindNginx.rps} (ratio ${results.manyBehindNginx.ratio})`);
    report.cluster = results;
  } finally {
    await Promise.all([stop(sim.child), one.stop(), many.stop()]);
  }
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

/** Requests per second: wrk in its own process when installed (the load generator then does not share the
 * event loop budget of this process), else the built-in closed-loop generator. */
async function rps(url: string): Promise<number> {
  if (!WRK) return (await load(url, { seconds: SECONDS })).rps;
  const out = execFileSync(WRK, ['-t1', '-c10', `-d${SECONDS}s`, url], { encoding: 'utf8' });
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
}

/** Wall time of a command, in seconds, and its exit code. */
function timed(command: string, args: string[]): { seconds: number; code: number } {
  const started = performance.now();
  const r = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' } });
  return { seconds: (performance.now() - started) / 1000, code: r.status ?? 1 };
}

function scenarioTimes() {
  console.log('\nscenarios');
  const node = timed(process.execPath, ['cli/bin.mjs', 'scenario', 'run', '--all']);
  console.log(`  scenario run --all in Node: ${node.seconds.toFixed(1)} s (exit ${node.code})`);
  // The aim is a browser replay of every ERR scenario; a rule-level one is replayed by its browser twin.
  const browser = timed(process.execPath, ['cli/bin.mjs', 'scenario', 'replay', '--errors']);
  console.log(`  scenario replay --errors in Chromium (every scenario with an ERR id; build or reuse, serve, replay): ${browser.seconds.toFixed(1)} s (exit ${browser.code})`);
  report.scenarios = { nodeSeconds: Number(node.seconds.toFixed(1)), nodeExit: node.code, replayErrorsSeconds: Number(browser.seconds.toFixed(1)), replayExit: browser.code };
}

/** The CLI's start: `workbench --help` and `rules list` as ratios to `node -e 0` in the same run (bench/cli.ts). */
function cliTimes() {
  const rounds = Math.max(1, Number(process.env.BENCH_CLI_ROUNDS ?? 11));
  const r = cliStart(rounds);
  console.log(`\nCLI start (${rounds} interleaved rounds, median; the built CLI, first call ${r.firstCallSeconds.toFixed(3)} s, building it when a source changed)`);
  for (const line of cliLines(r.figures)) console.log(line);
  console.log(`  from the TypeScript sources (WORKBENCH_FROM_SOURCE=1, the fallback without a build): --help ${r.fromSourceHelpSeconds.toFixed(3)} s (median of 3)`);
  report.cli = r;
}

const parts = process.argv.slice(2);
const want = (p: string) => (parts.length === 0 && p !== 'under-load' && p !== 'mutation' && p !== 'cluster' && p !== 'shards') || parts.includes(p);
const wantPaint = parts.includes('paint');
try {
  if (want('bundle') || want('lighthouse') || wantPaint) await bundles();
  if (want('sim')) await throughput();
  if (want('soak')) await soakTest();
  if (want('tenants')) await tenantFigures();
  if (want('cluster')) await clusterFigures();
  if (want('cli')) cliTimes();
  if (want('scenarios')) scenarioTimes();
  if (want('shards')) report.shards = await shardFigures();
  if (want('under-load')) {
    const r = underLoad();
    printUnderLoad(r);
    report.underLoad = r;
  }
  if (want('mutation')) {
    const r = mutationBench();
    printMutationBench(r);
    report.mutation = r;
  }
} finally {
  rmSync('dist/bench-live', { recursive: true, force: true });
  rmSync('dist/bench-sim', { recursive: true, force: true });
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
console.log('\nwritten reports/bench.json');
