import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; Playwright never downloads a browser here. The resolver rule keeps Chromium's own
// look-ups of outside hosts on loopback, so nothing the page does can leave the machine.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const baseURL = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // One worker more than cores, in CI or not (as the scenario replay): a test waits on the browser's answers part of
  // the time, so two cores keep three busy (the accessibility spec: 114 s with three against 146 s with two, on the
  // same busy machine). Playwright's default, half the cores, is a single worker on two. PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? availableParallelism() + 1),
  retries: 0,
  // A hang guard, not a speed check: a test's steps wait on the page's own signals. On a busy machine (the suite
  // beside CPU-bound work, `npm run bench -- under-load`) a test of a few page loads passed 30 s.
  timeout: 60_000,
  // An assertion's wait ends as soon as it holds; the bound only decides how long a failing one takes to say so. 7 s
  // was passed on a busy machine by a page's log after two simulator builds loaded side by side (replay-tenants).
  expect: { timeout: 15_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // One renderer process per site within a context: the scenario replay's tabs share theirs (replayContext.ts).
    launchOptions: { executablePath, args: ['--host-resolver-rules=MAP * 127.0.0.1', '--disable-dev-shm-usage', '--process-per-site'] },
  },
  projects: [
    { name: 'chromium', testIgnore: 'live/**', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The live build against `workbench sim serve` over HTTP (CI's end-to-end check of live mode).
    { name: 'live', testMatch: 'live/**/*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: 'http://127.0.0.1:4174' } },
  ],
  webServer: process.env.STOREFRONT_URL
    ? undefined
    : [
        {
          command: 'node_modules/.bin/vite build --logLevel warn && node_modules/.bin/vite preview --host 127.0.0.1 --port 4173 --strictPort',
          url: 'http://127.0.0.1:4173',
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
        },
        {
          // The live storefront's clock is the machine's, so the simulator's runs with it (tokens expire in real time).
          command: 'node cli/bin.mjs sim serve --port 4011 --clock real',
          url: 'http://127.0.0.1:4011/__sim/state',
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command:
            'node_modules/.bin/vite build --mode live --outDir dist-live --emptyOutDir --logLevel warn && node_modules/.bin/tsx tests/e2e/live/write-config.ts dist-live http://127.0.0.1:4011 && node_modules/.bin/vite preview --outDir dist-live --host 127.0.0.1 --port 4174 --strictPort',
          url: 'http://127.0.0.1:4174',
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
        },
      ],
});
