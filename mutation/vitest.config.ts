import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests of the folder being mutated and nothing else (stryker.config.mjs names them in MUTATION_TESTS): a
// mutant is killed only by its own folder's tests, and the dom, contract and browser projects never run.
const tests = process.env.MUTATION_TESTS ? (JSON.parse(process.env.MUTATION_TESTS) as string[]) : ['src/rules/**/*.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'mutation',
    environment: 'node',
    include: tests,
    testTimeout: 30000,
  },
});
