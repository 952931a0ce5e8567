import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['spec/**/*.test.ts', 'src/rules/**/*.test.ts', 'src/api/**/*.test.ts', 'simulator/**/*.test.ts', 'cli/**/*.test.ts', 'tests/cross-layer/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/app/**/*.test.tsx', 'src/app/**/*.test.ts', 'src/storefront/**/*.test.ts'],
          setupFiles: ['src/app/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts-consumer',
          environment: 'node',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          fileParallelism: false,
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
          testTimeout: 120000,
        },
      },
    ],
  },
});
