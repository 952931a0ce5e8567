// Dependency directions (README.md, "Layers") are enforced here, one block per layer, by a small rule that
// sees every way a module reaches another: static imports, re-exports and dynamic import().
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ROOT = import.meta.dirname;
const TEST_FILE = /\.test\.tsx?$/;
const TEST_SUPPORT = 'tests/support';

/**
 * `layers/direction`: a module of this layer may not reach the named project folders (paths from the project root,
 * resolved from the import's own file, so `../` chains and aliases of the same folder are all seen) nor the named
 * packages, except the named files (`allow`, paths from the project root) of those folders. Options:
 * `{ folders: string[], packages: string[], allow: string[] }`.
 */
const direction = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { folders: { type: 'array', items: { type: 'string' } }, packages: { type: 'array', items: { type: 'string' } }, allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }] },
  create(context) {
    const { folders = [], packages = [], allow = [] } = context.options[0] ?? {};
    const dir = path.dirname(context.filename);
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (spec.startsWith('.')) {
        const target = path.relative(ROOT, path.resolve(dir, spec)).split(path.sep).join('/');
        // A test of any layer may use the shared test fakes; the code it tests may not.
        if (TEST_FILE.test(context.filename) && target.startsWith(`${TEST_SUPPORT}/`)) return;
        if (allow.some((f) => target === f || target === f.replace(/\.tsx?$/, ''))) return;
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
/**
 * The project modules a module imports statically (imports, re-exports, `import type` and `import('…')` types: a type
 * cycle tangles the modules' ideas as much as a value cycle), read from disk with the TypeScript parser and kept until
 * the file changes. A dynamic `import()` call is no edge: it runs after both modules have been evaluated, and the
 * storefront's loaders (src/storefront/chunks.ts) point back by design into modules that import them.
 */
const SOURCE = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const importsRead = new Map();
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, ...SOURCE.map((e) => `${base}${e}`), ...SOURCE.map((e) => path.join(base, `index${e}`)), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  return candidates.find((c) => SOURCE.includes(path.extname(c)) && existsSync(c) && statSync(c).isFile()) ?? null;
}
function staticImportsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsRead.get(file);
  if (known?.mtime === mtime) return known.targets;
  const specs = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) specs.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false));
  const targets = [...new Set(specs.map((s) => resolveImport(file, s)).filter((t) => t !== null))];
  importsRead.set(file, { mtime, targets });
  return targets;
}
/** A path of static imports from `start` back to `file`, or null; `seen` is shared across one file's imports. */
function pathBack(start, file, seen) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  seen.add(start);
  while (queue.length > 0) {
    const at = queue.shift();
    for (const next of staticImportsOf(at)) {
      if (next === file) {
        const chain = [at];
        for (let p = parent.get(at); p; p = parent.get(p)) chain.unshift(p);
        return chain;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      parent.set(next, at);
      queue.push(next);
    }
  }
  return null;
}
/**
 * `layers/no-cycles`: no module reaches itself through the project's static imports, type-only ones included. A
 * cycle means two modules cannot be read, tested or fetched apart; the types both sides share belong in a leaf
 * module that imports neither (src/storefront/types.ts for the core).
 */
const noCycles = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const seen = new Set([file]);
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target || seen.has(target)) return;
      const back = pathBack(target, file, seen);
      if (back) context.report({ node, message: `This import closes a cycle: ${[file, ...back, file].map((f) => path.relative(ROOT, f).split(path.sep).join('/')).join(' → ')}. Move what both sides share into a module that imports neither.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};
// Exported besides the configuration for the rules' own tests (tests/cross-layer/lintRules.test.ts); ESLint reads only the default export.
export const layers = { rules: { direction, 'folder-names': folderNames, 'no-cycles': noCycles } };
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
  { plugins: { layers }, rules: { 'layers/folder-names': 'error', 'layers/no-cycles': 'error' } },
  { files: ['spec/**'], ...only(['src', 'simulator', 'contracts', 'cli', 'tests', 'bench', 'build'], [...UI, ...MOCKS]) },
  {
    files: ['src/rules/**'],
    plugins: { layers },
    rules: {
      'layers/direction': ['error', { folders: ['src/api', 'src/storefront', 'src/app', 'src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench', 'build'], packages: [...UI, ...MOCKS, 'node:fs', 'node:http'] }],
      'no-restricted-globals': ['error', ...browserGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass a random source in as an argument.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass `now` in as an argument.' }],
    },
  },
  { files: ['src/api/**'], ...only(['src/storefront', 'src/app', 'src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench', 'build'], [...UI, ...MOCKS]) },
  {
    // The storefront core: spec, rules and the API clients; never the React app, React or the simulator.
    files: ['src/storefront/**'],
    plugins: { layers },
    rules: {
      'layers/direction': ['error', { folders: ['src/app', 'src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench', 'build'], packages: [...UI, ...MOCKS] }],
      'no-restricted-globals': ['error', ...corePorts],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'The core reads time from its clock port.' }, { object: 'Math', property: 'random', message: 'The core takes randomness from its ports.' }],
    },
  },
  {
    // The core's on-demand parts are declared in one module (src/storefront/chunks.ts), so what a page load fetches,
    // and when, is read in one place; its tests may import() the module under test afresh.
    files: ['src/storefront/**'],
    ignores: ['src/storefront/chunks.ts', 'src/storefront/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'The storefront core fetches its on-demand parts through the loaders of src/storefront/chunks.ts.' }],
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
      'layers/direction': ['error', { folders: ['src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench', 'build'], packages: MOCKS }],
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
  // The build's plugins (vite.config.ts composes them) read the storefront's data and rules, never its code: the route
  // table and the product addresses (pure data, no React), the spec and src/rules; not the app's components, the API
  // clients or the core, which would put the storefront's code into the configuration.
  {
    files: ['build/**'],
    plugins: { layers },
    rules: { 'layers/direction': ['error', { folders: ['src/app', 'src/api', 'src/storefront', 'src/main.tsx', 'simulator', 'contracts', 'cli', 'tests', 'bench', 'scripts', 'mutation'], packages: [...UI, ...MOCKS], allow: ['src/app/routeTable.ts', 'src/app/product/productAddresses.ts'] }] },
  },
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
