import type { Plugin } from 'vite';

/**
 * @mswjs/data is CommonJS, so a bundler keeps everything it requires: GraphQL (for handlers generated from models),
 * the whole of date-fns and lodash. The simulator uses its database only (its own routes answer every call), and
 * the in-page simulator is fetched, parsed and run on every page load of a fresh tab. In the browser build, the
 * generated-handler modules are left out (calling them says why) and the two helpers it takes from date-fns and
 * lodash come from their own small modules.
 */
export const slimSimulatorDatabase = (): Plugin => {
  const modules: Record<string, string> = {
    '\0mswjs-data:handlers': `const left = (name) => () => { throw new Error(name + ' is not part of the in-page simulator: its routes answer every call'); };
export const generateGraphQLHandlers = left('generateGraphQLHandlers');
export const generateGraphQLSchema = left('generateGraphQLSchema');
export const generateRestHandlers = left('generateRestHandlers');`,
    '\0mswjs-data:date-fns': `export { default as compareAsc } from 'date-fns/esm/compareAsc/index.js';`,
    '\0mswjs-data:lodash': `export { default as isFunction } from 'lodash/isFunction.js';`,
  };
  return {
    name: 'slim-simulator-database',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mswjs[\\/]data[\\/]lib[\\/]/.test(importer)) return null;
      if (/generate(GraphQL|Rest)Handlers$/.test(source)) return '\0mswjs-data:handlers';
      if (source === 'date-fns') return '\0mswjs-data:date-fns';
      if (source === 'lodash') return '\0mswjs-data:lodash';
      return null;
    },
    load(id) {
      return modules[id] ?? null;
    },
  };
};
