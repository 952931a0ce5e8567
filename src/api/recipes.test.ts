import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createRecipeClient } from './recipes';
import { fakeFetch, jsonReply, testConfig, testEnv } from '../../tests/support/api';

describe('recipe search client (decision 0406)', () => {
  const recipe = { id: 'lemon-garlic-salmon', name: 'Lemon Garlic Salmon', summary: 'Salmon.', imageUrl: '/images/recipes/lemon-garlic-salmon.svg', totalMinutes: 25, servings: 4, course: 'Dinner', tags: ['seafood'], ingredients: [{ name: 'Salmon', amount: '1 lb', searchTerm: 'salmon' }] };
  const recipes = (reply: () => Response, servletBase = '') => {
    const { fetch, sent } = fakeFetch(reply);
    return { api: createRecipeClient({ config: parseConfigObject(testConfig({ domain: { ...testConfig().domain, servletBase } })), env: testEnv(fetch) }), sent };
  };

  it('DEEPLINK-16 the recipes tab asks /search/recipes on the site origin with the trimmed query and page, no bearer', async () => {
    const { api, sent } = recipes(() => jsonReply(200, { query: 'salmon', page: 2, size: 12, total: 13, recipes: [recipe] }));
    const found = await api.recipes({ q: ' salmon ', page: 2, size: 12 });
    expect(found.recipes[0]?.ingredients[0]?.searchTerm).toBe('salmon');
    const url = new URL(sent[0]!.url, 'http://127.0.0.1:9');
    expect(url.pathname).toBe('/search/recipes');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'salmon', page: '2', size: '12' });
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });

  it('DEEPLINK-16 a malformed page fails before any request, and an answer without recipes is an unexpected body', async () => {
    const bad = recipes(() => jsonReply(200, {}));
    const error = await bad.api.recipes({ page: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe('page');
    expect(bad.sent).toHaveLength(0);
    const drift = await bad.api.recipes({ q: 'x' }).catch((e: unknown) => e);
    expect((drift as ApiError).kind).toBe('unexpected-body');
    expect((drift as ApiError).call).toBe('DEEPLINK-16');
  });

  it('DEEPLINK-16 a blank query, and a page or size not given, are left out; servlets on another origin serve it there', async () => {
    const { api, sent } = recipes(() => jsonReply(200, { query: '', page: 1, size: 12, total: 0, recipes: [] }), 'http://localhost:8//');
    await api.recipes({ q: '   ' });
    expect(sent[0]!.url).toBe('http://localhost:8/search/recipes');
    expect(sent[0]!.method).toBe('GET');
    const refused = await api.recipes({ size: 0 }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'missing-input', call: 'DEEPLINK-16', field: 'size' });
    expect((refused as ApiError).message).toMatch(/^recipe search input is invalid at size: /);
  });
});
