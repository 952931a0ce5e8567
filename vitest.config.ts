import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `npm test` runs unit, dom and the Pact consumer tests side by side in one Vitest process (group 0), then the
// provider verification (group 1): the verifier reads the pact files the consumer tests write, so it starts only
// once they are all written. Each consumer file records its own provider's pact and every mock server has its own
// port, so consumer files run in parallel like the others.
export default defineConfig({
  plugins: [react()],
  test: {
    // One test file per core. Vitest's default is one fewer than the cores, which on a two-core runner is a single
    // file at a time while the other core sits idle: the main process only hands out files and gathers results.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The storefront core is framework-free and its tests need no DOM: a jsdom per file cost more than the tests
          // themselves. A test that does need one says so in its file (`@vitest-environment jsdom`).
          include: ['spec/**/*.test.ts', 'src/rules/**/*.test.ts', 'src/api/**/*.test.ts', 'src/storefront/**/*.test.ts', 'simulator/**/*.test.ts', 'cli/**/*.test.ts', 'tests/cross-layer/**/*.test.ts', 'mutation/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts'],
          // Records which rule functions the cross-layer tests execute (reports/wiring/node/), for `workbench coverage`.
          setupFiles: ['tests/cross-layer/wiringEvidence.ts'],
          // A limit, not a wait: a test ends as soon as it settles, and a busy machine (unit, dom and consumer share
          // one process) must not fail a test only because it was slow to be scheduled.
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/app/**/*.test.tsx', 'src/app/**/*.test.ts'],
          setupFiles: ['src/app/test-setup.ts'],
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts-consumer',
          environment: 'node',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts-provider',
          environment: 'node',
          include: ['contracts/provider/**/*.verify.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120000,
        },
      },
    ],
  },
});
