import { useEffect, useRef, useState } from 'react';
import { channelFor } from '../../rules/channel';
import { readSponsoredIcons, recordImpression, sponsoredPageName, sponsoredStatus } from '../../rules/sponsored';
import type { SponsoredIcon, SponsoredStatus } from '../../rules/sponsored';
import { tileAcronym } from '../../rules/tiles';
import { imageSrc } from '../product/images';
import { callerOf } from '../../storefront/session/establish';
import { useApp } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';

/** A session id for the sponsored call's sid header, one per browser tab (000 §9 session id). */
function sessionId(): string {
  try {
    const existing = window.sessionStorage.getItem('sponsoredSid');
    if (existing) return existing;
    const id = Array.from(window.crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');
    window.sessionStorage.setItem('sponsoredSid', id);
    return id;
  } catch {
    return 'anonymous';
  }
}

/**
 * An icon's picture, validated as product pictures are (decision 0480): a site path (resolved against the page, where
 * the icons' pictures have always loaded from) or an http(s) address written out in full, with FORMAT-04's scl=1;
 * anything else, such as `//host/x` or `/\host/x`, shows the icon's fallback instead.
 */
const picture = (icon: SponsoredIcon): string | null => imageSrc(icon.backgroundImage, '');

/**
 * Sponsored category icons on the home page and aisle levels 1 and 2 (SPONSORED-01/02): loading, then completed on
 * success or failure (SPONSORED-04); an impression is recorded once per category per page (SPONSORED-05).
 */
export function SponsoredIcons({ onImpression }: { onImpression?: (categoryId: string) => void }) {
  const { session, backend } = useApp();
  const { location } = useRouter();
  const [status, setStatus] = useState<SponsoredStatus>('idle');
  const [icons, setIcons] = useState<readonly SponsoredIcon[]>([]);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const seen = useRef<ReadonlySet<string>>(new Set());
  const { pageName } = sponsoredPageName(location.pathname);
  const { channel } = channelFor(session?.preference);

  useEffect(() => {
    seen.current = new Set();
    if (!session || !pageName || channel === '' || !backend.sponsoredIcons) return;
    let cancelled = false;
    setStatus((s) => sponsoredStatus(s, 'request').status);
    const taxonomyPath = location.pathname.replace(/^\/+|\.html$/g, '') || 'home';
    backend
      .sponsoredIcons(callerOf(session), { pagename: pageName, storeId: session.storeId, taxonomyPath, channel, sid: sessionId() })
      .then((body) => {
        if (cancelled) return;
        setIcons(readSponsoredIcons(body));
        setStatus((s) => sponsoredStatus(s, 'success').status);
      })
      .catch(() => {
        if (cancelled) return;
        setIcons([]);
        setStatus((s) => sponsoredStatus(s, 'failure').status);
      });
    return () => {
      cancelled = true;
    };
  }, [session, pageName, channel, backend, location.pathname]);

  useEffect(() => {
    for (const icon of icons) {
      const r = recordImpression(seen.current, icon.categoryId);
      seen.current = r.seen;
      if (r.record) onImpression?.(icon.categoryId);
    }
  }, [icons, onImpression]);

  if (!pageName) return null;
  return (
    <section aria-label="Sponsored categories" className="sponsored" aria-busy={status === 'loading'} data-status={status}>
      {icons.length > 0 && (
        <ul className="sponsored-list">
          {icons.map((icon) => {
            const src = broken.has(icon.categoryId) ? null : picture(icon);
            return (
              <li key={icon.categoryId}>
                <Link href={`/shop/aisles/${encodeURIComponent(icon.categoryId)}.html`} className="sponsored-icon">
                  {src !== null ? (
                    <img src={src} alt="" width="56" height="56" loading="lazy" onError={() => setBroken((b) => new Set(b).add(icon.categoryId))} />
                  ) : (
                    <span className="sponsored-fallback" aria-hidden="true">
                      {tileAcronym(icon.categoryId.replace(/[-_]/g, ' ')) || '•'}
                    </span>
                  )}
                  <span>{icon.categoryId.replace(/[-_]/g, ' ')}</span>
                  <span className="sponsored-tag">Sponsored</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
