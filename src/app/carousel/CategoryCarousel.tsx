import { useState } from 'react';
import { carouselPages, viewToggle } from '../../rules/carousel';
import { normalizeTile, tileLink, tileVisual } from '../../rules/tiles';
import type { Tile } from '../../rules/tiles';
import { imageSrc } from '../product/images';
import { rewriteAisleLink } from '../../rules/aisleLinks';
import { useApp, useShoppingStoreId } from '../shell/AppContext';
import { Link } from '../shell/router';

/** The credential cookie an R user follows protected links with (LINKS-03; a top-level cookie, COOKIE-NAMES). */
const USED_CREDENTIALS_COOKIE = 'USED_CREDENTIALS';

/** Tiles draw their picture in an 84 px square (64 px on narrow screens, scaled by CSS). */
const TILE_IMAGE_SIZE = 84;

const viewportWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/**
 * Shop-by-category carousel: circle tiles 5 per page or rectangle tiles 3 per page (CAROUSEL-01), dot pagination
 * with ceil(tiles / per page) dots (CAROUSEL-02), a View More / View Less toggle (CAROUSEL-03), not infinite. The tiles
 * are content data read by the tile rules: TILES-03 (either naming; a tile without id, name or link is left out),
 * TILES-01/02 (picture or initials, the mobile picture under 768 px) and LINKS-06 (a protected custom tile).
 */
export function CategoryCarousel({ tiles: content, shape = 'circle' }: { tiles: readonly unknown[]; shape?: 'circle' | 'rectangle' }) {
  const tiles = content.map(normalizeTile).filter((t): t is Tile => t !== null);
  const layout = carouselPages(tiles, shape, viewportWidth());
  const pages = layout.pageCount;
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const toggle = viewToggle(expanded);
  const visible = expanded ? tiles : (layout.pages[page] ?? []);
  const { config, session, cookies, openModal } = useApp();
  // AISLE-LINKS-01: aisle links carry the shopper's branch id (before the page load has one, they are left as they are).
  const branchId = useShoppingStoreId();
  const user = { userType: session?.userType, usedCredentials: cookies.get(USED_CREDENTIALS_COOKIE) !== undefined };
  return (
    <section aria-labelledby="shop-by-category" className="carousel">
      <div className="section-head">
        <h2 id="shop-by-category">Shop by category</h2>
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(toggle.next)}>
          {toggle.label}
        </button>
      </div>
      <ul className={`tiles tiles-${shape}`}>
        {visible.map((t) => {
          const shown = tileVisual(t, { mobile: layout.mobile, loadFailed: failed.has(t.id) });
          // FORMAT-04: pictures load with scl=1 from the catalogue origin; one that cannot be addressed fails like one
          // that cannot load.
          const src = shown.kind === 'image' ? imageSrc(shown.src, config.domain.servletBase) : null;
          const visual = shown.kind === 'image' && src === null ? tileVisual(t, { mobile: layout.mobile, loadFailed: true }) : shown;
          const link = tileLink(t, user);
          const body = (
            <>
              {src !== null ? (
                <span className="tile-image">
                  <img
                    src={src}
                    width={TILE_IMAGE_SIZE}
                    height={TILE_IMAGE_SIZE}
                    alt={t.altText === t.name ? '' : t.altText}
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
                  {visual.kind === 'acronym' ? visual.text : ''}
                </span>
              )}
              <span className="tile-name">{t.name}</span>
            </>
          );
          return (
            <li key={t.id}>
              {link.action === 'follow' ? (
                <Link href={rewriteAisleLink({ href: link.href, branchId }).href} className="tile">
                  {body}
                </Link>
              ) : (
                // LINKS-01, LINKS-03: a protected tile asks a guest (or an R user without the credential cookie) to sign in.
                <button type="button" className="tile link-button" data-protected={link.action} onClick={() => openModal({ kind: 'signIn' })}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
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
