import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useRouter } from '../shell/router';
import { useApp } from '../shell/AppContext';
import { scopedSearchPath, searchIconState, sellerIdOf } from '../session/pendingRules';

type Scope = 'global' | 'marketplace' | 'seller' | 'wine';

/** Marketplace, wine-shop and seller-landing pages get the seller dropdown (SEARCH-14). */
function pageScope(pathname: string): Scope | null {
  if (/\/shop\/vineandcellar\//.test(pathname)) return 'wine';
  if (/\/shop\/marketplace\/(search-results\.[^/]+\.html|seller)/.test(pathname)) return 'seller';
  if (/\/shop\/marketplace\//.test(pathname)) return 'marketplace';
  return null;
}

const VARIANTS = [
  { id: 'desktop', label: 'Search products' },
  { id: 'tablet', label: 'Search products (tablet)' },
  { id: 'mobile', label: 'Search products (mobile)' },
] as const;

/**
 * Header search: three inputs (desktop, tablet, mobile layouts) kept in sync (SEARCH-11), an icon that toggles
 * between search and clear (SEARCH-07..10), and a seller dropdown on marketplace, wine and seller pages (SEARCH-14).
 */
export function SearchBar() {
  const { location, navigate } = useRouter();
  const { config } = useApp();
  const currentQuery = new URLSearchParams(location.search).get('q') ?? '';
  const [text, setText] = useState(currentQuery);
  const pagescope = pageScope(location.pathname);
  const [scope, setScope] = useState<Scope>(pagescope ?? 'global');
  useEffect(() => setText(currentQuery), [currentQuery]);
  useEffect(() => setScope(pagescope ?? 'global'), [pagescope]);
  const icon = searchIconState(text, currentQuery);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const path = scopedSearchPath(scope, text, config.search, sellerIdOf(location.pathname, location.search) ?? undefined);
    if (path) navigate(path);
  };
  const clear = () => {
    setText('');
    if (/foru\/coupons-deals\.html|offer/.test(location.pathname)) {
      const q = new URLSearchParams(location.search);
      q.delete('q');
      const s = q.toString();
      navigate(`${location.pathname}${s ? `?${s}` : ''}`, { replace: true });
    }
  };

  return (
    <>
      {VARIANTS.map((v) => (
        <form key={v.id} role="search" aria-label={v.label} className={`search search-${v.id}`} onSubmit={submit}>
          {pagescope && (
            <select aria-label="Search in" value={scope} onChange={(e) => setScope(e.target.value as Scope)} className="search-scope">
              <option value={pagescope}>{pagescope === 'wine' ? 'Wine shop' : pagescope === 'seller' ? 'This seller' : 'All sellers'}</option>
              <option value="global">Global search</option>
            </select>
          )}
          <input type="search" aria-label={v.label} placeholder="Search products, brands, recipes" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" enterKeyHint="search" />
          {icon === 'clear' ? (
            <button type="button" className="search-icon" aria-label="Clear search" data-state="clear" onClick={clear}>
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <button type="submit" className="search-icon" aria-label="Search" data-state="search" disabled={text.trim() === ''}>
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
                <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </form>
      ))}
    </>
  );
}
