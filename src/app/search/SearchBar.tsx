import { Fragment, useContext, useEffect, useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { useRouter } from '../shell/router';
import { StorefrontContext, useApp } from '../shell/AppContext';
import { pageSellerId, searchIconClick, searchScopes, syncSearchInputs } from '../../rules/search';
import type { SearchPage, SearchScope } from '../../rules/search';
import { searchIconState } from '../../storefront/catalogue/search';
import { onDemand } from '../shell/onDemand';
import { flowTexts } from '../../../spec/errors/flowTexts';
import { useSellers } from './useSellers';

type Scope = 'global' | 'marketplace' | 'seller' | 'wine';
/** A scope, or one named seller of the marketplace (`seller:<id>`). */
type Choice = Scope | `seller:${string}`;
const SELLER_CHOICE = 'seller:';

/**
 * The submit's code (the results address, SEARCH-01..06): fetched on the first focus of a search box and with the idle
 * prefetch, so the page load does not carry it; a submit before it has arrived waits for it, with the text it had.
 */
export const searchSubmitCode = onDemand(() => import('./searchPath'));

/** Which kind of page this is for the seller dropdown: marketplace, seller landing, wine shop, or other. */
function searchPage(pathname: string, sellerId: string | null): SearchPage {
  if (/\/shop\/vineandcellar\//.test(pathname)) return 'wine';
  if (/\/shop\/marketplace\//.test(pathname)) return sellerId ? 'seller-landing' : 'marketplace';
  return 'other';
}

const SCOPE_LABEL: Record<SearchScope, string> = { seller: 'This seller', 'all-sellers': 'All sellers', wine: 'Wine shop', global: 'Global search' };
const toScope = (s: SearchScope): Scope => (s === 'all-sellers' ? 'marketplace' : s);

const VARIANTS = [
  { id: 'desktop', label: 'Search products' },
  { id: 'tablet', label: 'Search products (tablet)' },
  { id: 'mobile', label: 'Search products (mobile)' },
] as const;

/**
 * Header search: three inputs (desktop, tablet, mobile layouts) kept in sync (SEARCH-11), an icon that toggles
 * between search and clear (SEARCH-07..10), and a seller dropdown on marketplace, wine and seller pages (SEARCH-14).
 * On marketplace pages the same dropdown also names the other sellers (CALL-20's seller list): picking one walls the
 * search to that seller's search path (SEARCH-03), "All sellers" goes to the cross-seller search (SEARCH-02).
 */
export function SearchBar() {
  const { location, navigate } = useRouter();
  const { config, showToast } = useApp();
  const core = useContext(StorefrontContext);
  const currentQuery = new URLSearchParams(location.search).get('q') ?? '';
  // SEARCH-11: the three inputs hold one text; typing into any of them sets all three.
  const [inputs, setInputs] = useState(() => syncSearchInputs(currentQuery).inputs);
  const text = inputs[0];
  const type = (value: string) => setInputs(syncSearchInputs(value).inputs);
  // SEARCH-12, or SEARCH-13 on a marketplace aisle page (the seller id follows the first dot of the path).
  const sellerId = pageSellerId(location.pathname, location.search).sellerId;
  // SEARCH-14: the scopes the search rule offers on this page; the first is the default.
  const { scopes } = searchScopes(searchPage(location.pathname, sellerId), sellerId);
  const pagescope = scopes.length > 1 ? toScope(scopes[0]!) : null;
  const marketplace = pagescope === 'marketplace' || pagescope === 'seller';
  const sellers = useSellers(marketplace);
  // One choice, one dropdown: the rule's scopes and, on marketplace pages, each other seller (CALL-20's seller list),
  // whose search is walled to that seller's path (SEARCH-03). The page's own seller is "This seller".
  const [choice, setChoice] = useState<Choice>(pagescope ?? 'global');
  useEffect(() => setInputs(syncSearchInputs(currentQuery).inputs), [currentQuery]);
  // Another page (another seller's included) starts from its own default.
  useEffect(() => setChoice(pagescope ?? 'global'), [pagescope, sellerId]);
  const otherSellers = marketplace ? sellers.filter((s) => s.sellerId !== sellerId) : [];
  const icon = searchIconState(text, currentQuery);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const walled = choice.startsWith(SELLER_CHOICE) ? choice.slice(SELLER_CHOICE.length) : null;
    searchSubmitCode.run(
      ({ scopedSearchPath }) => {
        const path = walled ? scopedSearchPath('seller', text, config.search, walled) : scopedSearchPath(choice as Scope, text, config.search, sellerId ?? undefined);
        if (path) navigate(path);
      },
      // ERR-27: the code could not be fetched (offline before the idle prefetch): the search goes nowhere, and says so.
      () => showToast(flowTexts.fallback),
    );
  };
  const prefetchSubmit = () => void searchSubmitCode.load().catch(() => undefined);
  // SEARCH-09: clear empties every input, and on offer search also drops q from the address. The clear button goes
  // with the text it cleared, so the focus would fall to the page: CALLS-04 moves it back to the search box.
  const clear = (e: MouseEvent<HTMLButtonElement>) => {
    const click = searchIconClick('clear', /foru\/coupons-deals\.html|offer/.test(location.pathname));
    if (click.action !== 'clear') return;
    const box = e.currentTarget.form?.querySelector<HTMLInputElement>('input[role="searchbox"]');
    setInputs(click.inputs);
    if (box) core?.moveFocus(() => box.focus());
    if (click.removeQueryFromUrl) {
      const q = new URLSearchParams(location.search);
      q.delete('q');
      const s = q.toString();
      navigate(`${location.pathname}${s ? `?${s}` : ''}`, { replace: true });
    }
  };

  return (
    <>
      {VARIANTS.map((v, i) => (
        <form key={v.id} role="search" aria-label={v.label} className={`search search-${v.id}`} onSubmit={submit} onFocus={prefetchSubmit}>
          {pagescope && (
            <select aria-label="Search in" value={choice} onChange={(e) => setChoice(e.target.value as Choice)} className="search-scope">
              {scopes.map((s) => (
                <Fragment key={s}>
                  {/* The named sellers follow All sellers, before the search of the whole shop. */}
                  {s === 'global' && otherSellers.length > 0 && (
                    <optgroup label="A seller">
                      {otherSellers.map((o) => (
                        <option key={o.sellerId} value={`${SELLER_CHOICE}${o.sellerId}`}>
                          {o.name}
                        </option>
                      ))}
                    </optgroup>
                  )}
                  <option value={toScope(s)}>{SCOPE_LABEL[s]}</option>
                </Fragment>
              ))}
            </select>
          )}
          {/* A text field in the searchbox role, not type="search": the browser's own clear icon would stand beside the
              clear button SEARCH-09 describes, two icons for one action. */}
          <input type="text" role="searchbox" aria-label={v.label} placeholder="Search products, brands, recipes" value={inputs[i]} onChange={(e) => type(e.target.value)} autoComplete="off" enterKeyHint="search" />
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
