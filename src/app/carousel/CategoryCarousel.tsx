import { useState } from 'react';
import { carouselPages, viewToggle } from '../../rules/carousel';
import { tileAcronym, tileImagePath } from '../../rules/tiles';
import { imageSrc } from '../product/images';
import { rewriteAisleLink } from '../../rules/aisleLinks';
import { useApp, useShoppingStoreId } from '../shell/AppContext';
import { Link } from '../shell/router';

export interface Tile {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly imagePath?: string;
  /** The content's alt text for the picture (aisleAltText); none when the name next to it says it all. */
  readonly altText?: string;
}

/** Tiles draw their picture in an 84 px square (64 px on narrow screens, scaled by CSS). */
const TILE_IMAGE_SIZE = 84;

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
  const { config } = useApp();
  // AISLE-LINKS-01: aisle links carry the shopper's branch id (before the page load has one, they are left as they are).
  const branchId = useShoppingStoreId();
  // TILES-01: a path of `/` has no picture; FORMAT-04: pictures load with scl=1 from the catalogue origin.
  const src = (t: Tile) => (tileImagePath(t.imagePath) === null ? null : imageSrc(t.imagePath, config.domain.servletBase));
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
            <Link href={rewriteAisleLink({ href: t.path, branchId }).href} className="tile">
              {src(t) !== null && !failed.has(t.id) ? (
                <span className="tile-image">
                  <img
                    src={src(t)!}
                    width={TILE_IMAGE_SIZE}
                    height={TILE_IMAGE_SIZE}
                    alt={t.altText ?? ''}
                    loading="lazy"
                    decoding="async"
                    onError={() => setFailed((f) => new Set(f).add(t.id))}
                    // A picture of the pre-rendered shell may have failed before the page hydrated, when no handler
                    // listened: decode() says so (it rejects for a picture that cannot load) and TILES-02 applies.
                    ref={(img) => void img?.decode?.().catch(() => img.isConnected && img.complete && img.naturalWidth === 0 && setFailed((f) => (f.has(t.id) ? f : new Set(f).add(t.id))))}
                  />
                </span>
              ) : (
                // TILES-02: no picture, or one that failed to load, shows the name's initials.
                <span className="tile-image" aria-hidden="true">
                  {tileAcronym(t.name)}
                </span>
              )}
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
