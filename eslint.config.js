// Dependency directions (README.md, "Layers") are enforced here, one block per layer, by a small rule that
// sees every way a module reaches another: static imports, re-exports and dynamic import().
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ROOT = import.meta.dirname;
const TEST_FILE = /\.test\.tsx?$/;
const TEST_SUPPORT = 'tests/support';

/**
 * `layers/direction`: a module of this layer may not reach the named project folders (paths from the project root,
 * resolved from the import's own file, so `../` chains and aliases of the same folder are all seen) nor the named
 * packages. Options: `{ folders: string[], packages: string[] }`.
 */
const direction = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { folders: { type: 'array', items: { type: 'string' } }, packages: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }] },
  create(context) {
    const { folders = [], packages = [] } = context.options[0] ?? {};
    const dir = path.dirname(context.filename);
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (spec.startsWith('.')) {
        const target = path.relative(ROOT, path.resolve(dir, spec)).split(path.sep).join('/');
        // A test of any layer may use the shared test fakes; the code it tests may not.
        if (TEST_FILE.test(context.filename) && target.startsWith(`${TEST_SUPPORT}/`)) return;
        const hit = folders.find((f) => target === f || target.startsWith(`${f}/`) || target === f.replace(/\.tsx?$/, ''));
        if (hit) context.report({ node, message: `This layer may not import ${hit} (see the dependency directions in README.md).` });
        return;
      }
      const pkgHit = packages.find((name) => spec === name || spec.startsWith(`${name}/`));
      if (pkgHit) context.report({ node, message: `${pkgHit} is not allowed in this layer.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
/**
 * `layers/folder-names`: one convention for folder names, kebab-case (`sign-in`, `store-flags`), checked on every
 * linted file's path from the project root; file names keep the name of what they export.
 */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const folderNames = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const folders = path.relative(ROOT, path.dirname(context.filename)).split(path.sep).filter((f) => f !== '');
    const wrong = folders.find((f) => !KEBAB.test(f));
    return {
      Program: (node) => {
        if (wrong) context.report({ node, message: `Folder "${wrong}" is not kebab-case (lower-case words joined by "-"): the project's folders share one naming convention.` });
      },
    };
  },
};
const layers = { rules: { direction, 'folder-names': folderNames } };
const only = (folders, packages = []) => ({ plugins: { layers }, rules: { 'layers/direction': ['error', { folders, packages }] } });

const UI = ['react', 'react-dom'];
const MOCKS = ['msw', '@mswjs/data'];
const browserGlobals = ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'XMLHttpRequest', 'crypto'].map(
  (name) => ({ name, message: 'Pure rules take the environment as arguments.' }),
);
const corePorts = ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'XMLHttpRequest', 'setTimeout', 'clearTimeout', 'setInterval'].map(
  (name) => ({ name, message: 'The storefront core reaches the environment only through its ports (src/storefront/ports.ts).' }),
);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-live', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'reports', 'contracts/pacts', 'coverage', '.stryker-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'cli/*.mjs', 'tests/*.mjs', 'mutation/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
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
  { plugins: { layers }, rules: { 'layers/folder-names': 'error' } },
  { files: ['spec/**'], ...only(['src', 'simulator', 'contracts', 'cli', 'tests', 'bench'], [...UI, ...MOCKS]) },
  {
    files: ['src/rules/**'],
    plugins: { layers },
    rules: {
      'layers/direction': ['error', { folders: ['src/api', 'src/storefront', 'src/app', 'src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench'], packages: [...UI, ...MOCKS, 'node:fs', 'node:http'] }],
      'no-restricted-globals': ['error', ...browserGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass a random source in as an argument.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass `now` in as an argument.' }],
    },
  },
  { files: ['src/api/**'], ...only(['src/storefront', 'src/app', 'src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench'], [...UI, ...MOCKS]) },
  {
    // The storefront core: spec, rules and the API clients; never the React app, React or the simulator.
    files: ['src/storefront/**'],
    plugins: { layers },
    rules: {
      'layers/direction': ['error', { folders: ['src/app', 'src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench'], packages: [...UI, ...MOCKS] }],
      'no-restricted-globals': ['error', ...corePorts],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'The core reads time from its clock port.' }, { object: 'Math', property: 'random', message: 'The core takes randomness from its ports.' }],
    },
  },
  {
    // The cookie port's browser implementation (documentCookieJar over document.cookie) lives beside the jar and its
    // memory fallback, and turns the storefront's clock into the browser's for expiry dates; tests and their core over
    // test ports (tests/support/core.ts) use the global timers that fake timers drive.
    files: ['src/storefront/cookies.ts', 'src/storefront/**/*.test.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/app/**'],
    plugins: { layers },
    rules: {
      'layers/direction': ['error', { folders: ['src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench'], packages: MOCKS }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The storefront reaches the network only through src/api.' }, { name: 'XMLHttpRequest', message: 'The storefront reaches the network only through src/api.' }],
    },
  },
  // The entry: the live bundle boots the app; only simulator mode imports the in-page simulator, dynamically.
  { files: ['src/main.tsx'], ...only(['contracts', 'cli', 'tests', 'bench'], []) },
  { files: ['simulator/**'], ...only(['src/api', 'src/storefront', 'src/app', 'src/main.tsx', 'contracts', 'cli', 'tests', 'bench'], UI) },
  { files: ['contracts/**'], ...only(['src/storefront', 'src/app', 'src/main.tsx', 'cli', 'tests', 'bench'], UI) },
  // The workbench drives the storefront core (src/storefront), never the React app.
  { files: ['cli/**'], ...only(['src/app', 'src/main.tsx', 'tests', 'bench'], UI) },
  { files: ['bench/**'], ...only(['src/app', 'src/storefront', 'src/main.tsx', 'contracts', 'tests'], UI) },
  { files: ['tests/**'], ...only(['bench'], []) },
  {
    // A locator filter's `has`/`hasNot` is searched inside the filtered element: one built from the storefront's root
    // (`storefront(page)`) looks for a root inside it and never matches, which silently disables the filter.
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "Property[key.name=/^has(Not)?$/] CallExpression[callee.name='storefront']", message: 'A filter\'s has/hasNot is relative to the filtered element: start it from `page`, not from the storefront root.' }],
    },
  },
  // Mutation testing drives Stryker over the project's files; it imports none of them.
  { files: ['mutation/**'], ...only(['spec', 'src', 'simulator', 'contracts', 'cli', 'tests', 'bench', 'scripts'], UI) },
  // Build steps run after `vite build`: the prerender loads the storefront through Vite's SSR loader, not by import.
  { files: ['scripts/**'], ...only(['src', 'simulator', 'contracts', 'cli', 'tests', 'bench'], UI) },
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
