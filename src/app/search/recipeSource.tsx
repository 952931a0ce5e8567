import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { createRecipeClient } from '../../api/recipes';
import type { RecipeClient } from '../../api/recipes';
import { useApp } from '../shell/AppContext';

/** Where the recipes tab gets recipes from: the catalogue client of the storefront's configuration, or a test's fake. */
export type RecipeSource = Pick<RecipeClient, 'recipes'>;

const RecipeContext = createContext<RecipeSource | null>(null);

export function RecipeProvider({ source, children }: { source: RecipeSource; children: ReactNode }) {
  return <RecipeContext.Provider value={source}>{children}</RecipeContext.Provider>;
}

/**
 * The provided source, else a client over the page's fetch with the configuration's site origin (decision 0406).
 * The recipe client (src/api/recipes.ts) comes with the search page's code, not with the page load's.
 */
export function useRecipeSource(): RecipeSource {
  const provided = useContext(RecipeContext);
  const { config, now } = useApp();
  return useMemo(() => {
    if (provided) return provided;
    const env = { fetch: (input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init), random: () => Math.random(), now, log: (line: string) => console.info(`[storefront] ${line}`) };
    return createRecipeClient({ config, env });
  }, [provided, config, now]);
}
