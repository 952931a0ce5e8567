import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { ReporterDescription } from '@playwright/test';
import { REPLAY_RUN_DIR_ENV, runLayout } from '../../cli/lib/scenario/replayRuns';

/**
 * The browser replay of the scenarios (`workbench scenario replay`): only tests/e2e/scenarios.spec.ts, on the
 * storefront with its in-page simulator. It needs one server, the simulator build on 4173 (REPLAY_PORT: the free
 * port the replay took when 4173 was taken; not `sim serve` nor the live build), and reuses dist/ when it was built by
 * this config from the sources as they are now.
 *
 * With REPLAY_SIM_URL (`scenario replay --sim-url URL [--tenant T]`) the same build forwards its simulated calls to
 * that running `sim serve` instead, each worker in a tenant of its own (tests/e2e/remoteReplay.ts).
 */

/** The repository's root: this file lives in tests/e2e/, the servers and reports work from the root. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The port of the storefront it builds and serves: 4173, where every other test expects the simulator build, unless
 * `workbench scenario replay` found it taken and took a free one (REPLAY_PORT).
 */
export function replayPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4173;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : 0;
  if (port < 1 || port > 65535) throw new RangeError(`REPLAY_PORT must be a port number from 1 to 65535, got '${raw}'`);
  return port;
}
const port = replayPort(process.env.REPLAY_PORT);
const ownURL = `http://127.0.0.1:${port}`;
// An empty STOREFRONT_URL is none, as for webServer below.
const baseURL = process.env.STOREFRONT_URL || ownURL;

/** What the simulator build is made of: vite's inputs and configuration. */
const BUILD_INPUTS = ['index.html', 'vite.config.ts', 'build', 'package.json', 'package-lock.json', 'tsconfig.json', '.env', '.env.production', 'src', 'spec', 'simulator', 'public'];
const NOT_BUILT = /\.(test\.tsx?|md)$/;
/** Written into dist/ after a build of the inputs with this fingerprint; any other build of dist/ empties it. */
const STAMP = join(root, 'dist/.replay-build');

function listInputs(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (!st.isDirectory()) {
    // Tests and notes beside the sources are not part of the bundle.
    if (!NOT_BUILT.test(path)) out.push(`${path}\t${st.size}\t${st.mtimeMs}`);
    return;
  }
  for (const name of readdirSync(path).sort()) listInputs(join(path, name), out);
}

function sourceFingerprint(): string {
  const lines: string[] = [];
  for (const input of BUILD_INPUTS) listInputs(join(root, input), lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function readStamp(): string | null {
  try {
    return readFileSync(STAMP, 'utf8').trim();
  } catch {
    return null;
  }
}

const fingerprint = sourceFingerprint();
const fresh = process.env.REPLAY_REBUILD !== '1' && existsSync(join(root, 'dist/index.html')) && readStamp() === fingerprint;
const preview = `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`;
const build = `node_modules/.bin/vite build --logLevel warn && node -e "require('node:fs').writeFileSync('dist/.replay-build', '${fingerprint}')"`;

/**
 * `scenario replay` gives each run a folder of its own (cli/lib/scenario/replayRuns.ts): Playwright's JSON report,
 * its output folder (failure screenshots, traces) and, for a shard, its blob report go there, so the report reads the
 * verdicts, messages and pictures of that run and never a file another run left behind.
 */
const runDir = process.env[REPLAY_RUN_DIR_ENV] ? resolve(process.env[REPLAY_RUN_DIR_ENV]) : undefined;
const run = runDir ? runLayout(runDir) : undefined;
const reporter: ReporterDescription[] = [['list']];
if (run) reporter.push(['json', { outputFile: run.results }]);
else if (process.env.PW_JSON_OUTPUT) reporter.push(['json', { outputFile: resolve(process.env.PW_JSON_OUTPUT) }]);
if (run && process.env.REPLAY_SHARD) reporter.push(['blob', { outputDir: run.blob, fileName: `report-${process.env.REPLAY_SHARD.replace('/', '-of-')}.zip` }]);

export default defineConfig({
  testDir: join(root, 'tests/e2e'),
  testMatch: 'scenarios.spec.ts',
  outputDir: run ? run.artifacts : join(root, 'test-results/replay'),
  // Each test has its own browser context, and the in-page simulator's state lives in that tab's sessionStorage:
  // the scenarios are independent, so they run side by side.
  fullyParallel: true,
  // One more worker than cores: a test waits on the browser's answers part of the time, so two cores keep three busy.
  workers: Number(process.env.REPLAY_WORKERS ?? availableParallelism() + 1),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter,
  use: {
    baseURL,
    // A replay run keeps the trace of each failure (next to its screenshot and message in the report).
    trace: run ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Debian's Chromium; the resolver rule keeps every look-up of an outside host on loopback. One renderer process per
    // site: the scenarios of a worker share its context (replayContext.ts), and so its compiled code and heap.
    launchOptions: { executablePath, args: ['--host-resolver-rules=MAP * 127.0.0.1', '--disable-dev-shm-usage', '--process-per-site'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.STOREFRONT_URL
    ? undefined
    : {
        command: fresh ? preview : `${build} && ${preview}`,
        cwd: root,
        url: ownURL,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
      },
});
