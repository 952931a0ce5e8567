import { useState } from 'react';
import { carouselPages, viewToggle } from '../../rules/carousel';
import { tileAcronym, tileImagePath } from '../../rules/tiles';
import { Link } from '../shell/router';

export interface Tile {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly imagePath?: string;
}

/**
 * Shop-by-category carousel: circle tiles 5 per page or rectangle tiles 3 per page (CAROUSEL-01), dot pagination
 * with ceil(tiles / per page) dots (CAROUSEL-02), a View More / View Less toggle (CAROUSEL-03), not infinite.
 */
export function CategoryCarousel({ tiles, shape = 'circle' }: { tiles: readonly Tile[]; shape?: 'circle' | 'rectangle' }) {
  const layout = carouselPages(tiles, shape, typeof window === 'undefined' ? 1280 : window.innerWidth);
  const pages = layout.pageCount;
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const toggle = viewToggle(expanded);
  const visible = expanded ? tiles : (layout.pages[page] ?? []);
  return (
    <section aria-labelledby="shop-by-category" className="carousel">
      <div className="section-head">
        <h2 id="shop-by-category">Shop by category</h2>
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(toggle.next)}>
          {toggle.label}
        </button>
      </div>
      <ul className={`tiles tiles-${shape}`}>
        {visible.map((t) => (
          <li key={t.id}>
            <Link href={t.path} className="tile">
              <span className="tile-image" aria-hidden="true">
                {tileImagePath(t.imagePath) && !failed.has(t.id) ? (
                  <img src={tileImagePath(t.imagePath)!} alt="" loading="lazy" onError={() => setFailed((f) => new Set(f).add(t.id))} />
                ) : (
                  tileAcronym(t.name)
                )}
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
