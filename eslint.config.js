// Dependency directions (DEVELOPERS.md "The shape") are enforced here, one block per layer.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** A relative import that reaches into one of the named top-level layers (or src sub-layers). */
const layer = (...names) => ({
  regex: `^\\.{1,2}/(?:.*/)?(?:${names.join('|')})(?:/|$)`,
  message: `This layer may not import ${names.join(', ')} (see the dependency directions in README.md).`,
});
const pkg = (...names) => names.map((name) => ({ name, message: `${name} is not allowed in this layer.` }));
const browserGlobals = ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'XMLHttpRequest', 'crypto'].map(
  (name) => ({ name, message: 'Pure rules take the environment as arguments.' }),
);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-live', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'reports', 'contracts/pacts', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'cli/*.mjs', 'tests/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['spec/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('src', 'simulator', 'contracts', 'cli', 'tests', 'bench')], paths: pkg('react', 'react-dom', 'msw', '@mswjs/data') }],
    },
  },
  {
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('api', 'app', 'simulator', 'contracts', 'cli', 'tests', 'bench')], paths: pkg('react', 'react-dom', 'msw', '@mswjs/data', 'node:fs', 'node:http') }],
      'no-restricted-globals': ['error', ...browserGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass a random source in as an argument.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass `now` in as an argument.' }],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('app', 'simulator', 'contracts', 'cli', 'tests', 'bench')], paths: pkg('react', 'react-dom', 'msw', '@mswjs/data') }],
    },
  },
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('simulator', 'contracts', 'cli', 'tests', 'bench')], paths: pkg('msw', '@mswjs/data') }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The storefront reaches the network only through src/api.' }, { name: 'XMLHttpRequest', message: 'The storefront reaches the network only through src/api.' }],
    },
  },
  {
    files: ['simulator/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('app', 'contracts', 'cli', 'tests', 'bench')], paths: pkg('react', 'react-dom') }],
    },
  },
  {
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('app', 'cli', 'tests', 'bench')] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'contracts/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
