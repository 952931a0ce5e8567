import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; Playwright never downloads a browser here. The resolver rule keeps Chromium's own
// look-ups of outside hosts on loopback, so nothing the page does can leave the machine.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const baseURL = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: ['--host-resolver-rules=MAP * 127.0.0.1', '--disable-dev-shm-usage'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.STOREFRONT_URL
    ? undefined
    : {
        command: 'node_modules/.bin/vite build --logLevel warn && node_modules/.bin/vite preview --host 127.0.0.1 --port 4173 --strictPort',
        url: 'http://127.0.0.1:4173',
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
      },
});
