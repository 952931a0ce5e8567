import { useContext, useEffect, useId, useRef, useState } from 'react';
import { bannerById } from '../../../spec/banners';
import { isAuthorised } from '../../rules/userTypes';
import { Dialog } from '../modals/Dialog';
import { StorefrontContext, useApp } from '../shell/AppContext';
import type { StoreSummary } from '../../storefront/session/backend';
import { changeStore } from '../../storefront/session/changeStore';
import type { StoreModalTab } from '../../storefront/fulfilment';
import { FULFILMENTS } from '../../storefront/fulfilment';
import { STORE_LOOKUP_FAILED } from '../../storefront/storeModalFailure';
import { storesNear } from '../../storefront/session/storeLookup';
import { servletNavigation } from '../../api/servletAddress';
import { distanceText, hoursText } from './storeList';

const TABS = FULFILMENTS.map((f) => ({ id: f.tab, label: f.label, preference: f.preference, verb: f.verb }));

const ZIP = /^\d{5}(-\d{4})?$/;

/** How the modal leaves the page: a navigation or a reload (the document's location; replaced in component tests). */
export interface PageExit {
  assign(url: string): void;
  reload(): void;
}
const documentExit: PageExit = { assign: (url) => window.location.assign(url), reload: () => window.location.reload() };

/**
 * Store and fulfilment modal: in-store, delivery and pickup tabs, a zip code search against the store resolver, and
 * the closed-store variant (PROFILE-RECON closed store). The fulfilment modal has a static backdrop (001 §2).
 */
export function StoreModal({ initialTab, initialZip, closedStore = false, onClose, exit = documentExit }: { initialTab: StoreModalTab; initialZip?: string; closedStore?: boolean; onClose: () => void; exit?: PageExit }) {
  const app = useApp();
  const { session, backend, cookies, now, setSession, showToast } = app;
  const core = useContext(StorefrontContext);
  const [tab, setTab] = useState<StoreModalTab>(initialTab);
  const [zip, setZip] = useState(initialZip ?? session?.zipcode ?? '');
  const [zipError, setZipError] = useState<string | null>(null);
  const [stores, setStores] = useState<readonly StoreSummary[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error' | 'saving'>('idle');
  const [selected, setSelected] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const zipId = useId();
  const errId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // The latest lookup and the ZIP it was for: an older answer arriving late never replaces a newer one.
  const lookup = useRef({ n: 0, zip: '' });

  const search = async (value: string) => {
    const wanted = value.trim();
    if (!ZIP.test(wanted)) {
      // Only the new error shows: the previous ZIP's list or "no stores" message goes with it.
      lookup.current = { n: lookup.current.n + 1, zip: '' };
      setZipError('Enter a 5-digit ZIP code.');
      setStores(null);
      setSelected(null);
      setStatus('idle');
      return;
    }
    const n = lookup.current.n + 1;
    lookup.current = { n, zip: wanted };
    setZipError(null);
    setStatus('loading');
    // ERR-42: a failed lookup is logged; the modal shows its own fallback and stays usable.
    const found = await storesNear(backend, wanted, (line) => console.warn(`[storefront] ${line}`));
    if (lookup.current.n !== n) return;
    if (!found.ok) {
      lookup.current = { n, zip: '' };
      setStores(null);
      setStatus('error');
      return;
    }
    setStores(found.stores);
    setSelected(found.first);
    setStatus('idle');
  };

  useEffect(() => {
    // Stores are listed as soon as a valid ZIP is there: the one the modal opened with (a deep link, the caller or
    // the session's), without pressing "Find stores".
    if (ZIP.test(zip.trim())) void search(zip);
  }, []);

  const onZipChange = (value: string) => {
    setZip(value);
    // A ZIP typed in full is looked up at once; a partial one waits for the shopper (no error while typing).
    if (ZIP.test(value.trim()) && value.trim() !== lookup.current.zip) void search(value);
  };

  const current = TABS.find((t) => t.id === tab)!;
  /** A store of another banner than the page's (the resolver answers every banner's stores near the zip code). */
  const otherBanner = (store: StoreSummary) => store.banner !== '' && session !== null && store.banner.toLowerCase() !== session.banner.toLowerCase();

  const confirm = async () => {
    const store = stores?.find((s) => s.storeId === selected);
    if (!store || !session) return;
    setStatus('saving');
    setSaveError(null);
    // The store-change command decides everything (src/storefront/session/changeStore.ts); the modal only shows it. On
    // the page it is the core's (which also shows the new session and its message, leaves when told to, and reloads
    // the store page after its wait); a harness without a core runs the command itself.
    // CROSS-BANNER-06: a signed-in shopper choosing another banner's store is sent to that banner's sign-on.
    const choice = { storeId: store.storeId, zipcode: store.zipcode || zip.trim(), preference: current.preference, ...(otherBanner(store) && isAuthorised(session.userType) ? { banner: store.banner } : {}) };
    const result = core
      ? await core.changeStore(choice)
      : await changeStore(session, choice, { backend, cookies, now: now(), currentUrl: window.location.href, ssoPath: app.banner.ssoPath, storage: window.localStorage, bannerDomainMap: app.config.bannerDomainMap, log: (line) => console.warn(`[storefront] ${line}`) });
    if (!result) return;
    if (result.kind === 'leave') {
      if (!core) exit.assign(servletNavigation(app.config, result.url));
    } else if (result.kind === 'reload') exit.reload();
    else if (result.kind === 'failed') {
      setStatus('idle');
      setSaveError(result.message);
    } else {
      if (!core) {
        setSession(result.view);
        showToast(result.message);
      }
      onClose();
    }
  };

  const onTabKey = (e: React.KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    e.preventDefault();
    const next = (index + delta + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <Dialog title={closedStore ? 'Your store is closed' : 'Choose your store'} onClose={onClose} staticBackdrop={false} size="md">
      {closedStore && <p className="notice warning">The store you usually shop at is closed. Choose another store to keep shopping.</p>}
      <div role="tablist" aria-label="Fulfilment" className="tabs">
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="store-tabpanel"
            tabIndex={tab === t.id ? 0 : -1}
            className="tab"
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="store-tabpanel" aria-labelledby={`tab-${tab}`} className="tabpanel">
        <form
          className="zip-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            // Pressing "Find stores" on the ZIP already listed changes nothing; after a failure it tries again.
            if (zip.trim() !== lookup.current.zip || status === 'error') void search(zip);
          }}
        >
          <label htmlFor={zipId}>{tab === 'delivery' ? 'Delivery ZIP code' : 'ZIP code'}</label>
          <div className="row">
            <input id={zipId} inputMode="numeric" autoComplete="postal-code" value={zip} maxLength={10} aria-invalid={zipError !== null} aria-describedby={zipError ? errId : undefined} onChange={(e) => onZipChange(e.target.value)} data-autofocus />
            <button type="submit" className="button primary">
              Find stores
            </button>
          </div>
          <p id={errId} className="field-error" role="alert">
            {zipError ?? ''}
          </p>
        </form>
        <div aria-live="polite" className="store-results">
          {status === 'loading' && <p>Looking for stores…</p>}
          {status === 'error' && <p className="notice error">{STORE_LOOKUP_FAILED}</p>}
          {stores && stores.length === 0 && status === 'idle' && <p>No stores serve this ZIP code yet.</p>}
          {stores && stores.length > 0 && (
            <fieldset className="store-list">
              <legend>Stores near {zip.trim()}</legend>
              {stores.map((s) => (
                <label key={s.storeId} className={`store-option ${s.isClosed ? 'closed' : ''}`}>
                  <input type="radio" name="store" value={s.storeId} checked={selected === s.storeId} disabled={s.isClosed === true} onChange={() => setSelected(s.storeId)} />
                  <span>
                    <strong>{s.name ?? `Store #${s.storeId}`}</strong>
                    {s.name && <span className="muted"> · #{s.storeId}</span>}
                    {typeof s.distance === 'number' && <span className="muted"> · {distanceText(s.distance)}</span>}
                    {otherBanner(s) && <span className="muted"> · {bannerById(s.banner)?.displayName ?? s.banner}</span>}
                    {s.address && <span className="muted"> · {s.address}</span>}
                    {s.isClosed ? <span className="muted"> · Closed</span> : s.hours && <span className="muted"> · {hoursText(s.hours)}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
        {saveError && (
          <p className="notice error" role="alert">
            {saveError}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button primary" disabled={!selected || status === 'saving'} onClick={() => void confirm()}>
            {status === 'saving' ? 'Saving…' : current.verb}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
