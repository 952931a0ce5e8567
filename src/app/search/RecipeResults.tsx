import { useState } from 'react';
import type { Recipe } from '../../api/catalogue';
import { LoadError } from '../product/LoadError';
import { hueOf } from '../product/format';
import { imageSrc } from '../product/images';
import { useCatalogueLoad } from '../product/catalogueSource';
import { scopedSearchPath } from './searchPath';
import { useApp } from '../shell/AppContext';
import { Link } from '../shell/router';
import { useRecipeSource } from './recipeSource';

export const RECIPE_PAGE_SIZE = 12;

/** The recipe picture at a fixed size (no shift when it loads); the name is the card's heading, so the picture is decorative. */
function RecipeImage({ recipe }: { recipe: Pick<Recipe, 'id' | 'imageUrl'> }) {
  const { config } = useApp();
  const src = imageSrc(recipe.imageUrl, config.domain.servletBase);
  const [failed, setFailed] = useState<string | null>(null);
  if (src !== null && failed !== src) return <img className="recipe-image" src={src} width={96} height={96} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />;
  const hue = hueOf(recipe.id);
  return (
    <svg className="recipe-image" width={96} height={96} viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="12" fill={`hsl(${hue} 55% 90%)`} />
      <circle cx="48" cy="50" r="30" fill="#fff" stroke={`hsl(${hue} 40% 70%)`} strokeWidth="3" />
      <circle cx="48" cy="50" r="18" fill={`hsl(${hue} 55% 58%)`} />
    </svg>
  );
}

const minutes = (n: number) => (n >= 60 ? `${Math.floor(n / 60)} h${n % 60 ? ` ${n % 60} min` : ''}` : `${n} min`);

/** One recipe: what it is, how long and for how many, and each ingredient as a product search (SEARCH-01). */
function RecipeCard({ recipe, searchPath }: { recipe: Recipe; searchPath: (term: string) => string | null }) {
  const headingId = `recipe-${recipe.id}`;
  return (
    <li className="recipe-card" data-recipe={recipe.id}>
      <RecipeImage recipe={recipe} />
      <div className="recipe-body">
        <h2 id={headingId} className="recipe-name">
          {recipe.name}
        </h2>
        <p className="muted small">
          {minutes(recipe.totalMinutes)} · Serves {recipe.servings} · {recipe.course}
        </p>
        <p>{recipe.summary}</p>
        <ul className="recipe-ingredients" aria-label={`Ingredients of ${recipe.name}`}>
          {recipe.ingredients.map((i) => {
            const href = searchPath(i.searchTerm);
            return (
              <li key={`${i.name}|${i.amount}`}>
                <span className="muted">{i.amount}</span>{' '}
                {href ? (
                  <Link href={href} aria-label={`Shop ${i.name}`}>
                    {i.name}
                  </Link>
                ) : (
                  i.name
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}

/** Same-sized placeholders, so the list does not shift when recipes arrive. */
function RecipeListSkeleton() {
  return (
    <ul className="recipe-list" aria-label="Recipe results" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="recipe-card recipe-card-skeleton" aria-hidden="true">
          <svg className="recipe-image" width={96} height={96} viewBox="0 0 96 96">
            <rect width="96" height="96" rx="12" fill="#eef0f2" />
          </svg>
          <div className="recipe-body">
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The recipes tab of the search results (DEEPLINK-16, index 1): recipes matching the query from the recipe search
 * (decision 0406), a page at a time; each ingredient links to the global product search for it.
 */
export function RecipeResults({ q, page, pageHref }: { q: string; page: number; pageHref: (page: number) => string }) {
  const { config } = useApp();
  const source = useRecipeSource();
  const results = useCatalogueLoad(JSON.stringify(['recipes', q, page]), (_catalogue, signal) => source.recipes({ q, page, size: RECIPE_PAGE_SIZE }, signal));
  const searchPath = (term: string) => scopedSearchPath('global', term, config.search);

  if (results.status === 'error') return <LoadError what="recipes" retry={results.retry} />;
  if (results.status === 'loading') return <RecipeListSkeleton />;
  const { total, recipes } = results.data;
  const pages = Math.ceil(total / RECIPE_PAGE_SIZE);
  return (
    <>
      <p className="muted small" aria-live="polite">
        {total === 1 ? '1 recipe' : `${total} recipes`}
      </p>
      {recipes.length === 0 ? (
        <p className="empty">{q ? `No recipes match “${q}”. Try an ingredient, like chicken or rice.` : 'No recipes to show right now.'}</p>
      ) : (
        <ul className="recipe-list" aria-label="Recipe results">
          {recipes.map((r) => (
            <RecipeCard key={r.id} recipe={r} searchPath={searchPath} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Recipe pages" className="pager">
          {page > 1 && <Link href={pageHref(page - 1)}>Previous</Link>}
          <span className="muted small">
            Page {page} of {pages}
          </span>
          {page < pages && <Link href={pageHref(page + 1)}>Next</Link>}
        </nav>
      )}
    </>
  );
}
