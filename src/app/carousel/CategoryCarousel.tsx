import { useState } from 'react';
import { Link } from '../shell/router';

export interface Tile {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly imagePath?: string;
}

/** Initial letters of the tile name, shown when the image is missing or fails (TILES-01/02). */
export const acronym = (name: string): string =>
  name
    .split(/[\s&]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3);

/**
 * Shop-by-category carousel: circle tiles 5 per page or rectangle tiles 3 per page (CAROUSEL-01), dot pagination
 * with ceil(tiles / per page) dots (CAROUSEL-02), a View More / View Less toggle (CAROUSEL-03), not infinite.
 */
export function CategoryCarousel({ tiles, shape = 'circle' }: { tiles: readonly Tile[]; shape?: 'circle' | 'rectangle' }) {
  const perPage = shape === 'circle' ? 5 : 3;
  const pages = Math.max(1, Math.ceil(tiles.length / perPage));
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? tiles : tiles.slice(page * perPage, page * perPage + perPage);
  return (
    <section aria-labelledby="shop-by-category" className="carousel">
      <div className="section-head">
        <h2 id="shop-by-category">Shop by category</h2>
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'View Less' : 'View More'}
        </button>
      </div>
      <ul className={`tiles tiles-${shape}`}>
        {visible.map((t) => (
          <li key={t.id}>
            <Link href={t.path} className="tile">
              <span className="tile-image" aria-hidden="true">
                {t.imagePath && t.imagePath !== '/' ? <img src={t.imagePath} alt="" /> : acronym(t.name)}
              </span>
              <span className="tile-name">{t.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {!expanded && pages > 1 && (
        <div className="dots" role="group" aria-label="Category pages">
          {Array.from({ length: pages }, (_, i) => (
            <button key={i} type="button" className="dot" aria-label={`Page ${i + 1} of ${pages}`} aria-current={i === page ? 'true' : undefined} onClick={() => setPage(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
