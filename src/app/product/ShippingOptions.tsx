import { useEffect, useMemo, useState } from 'react';
import { createSellerClient } from '../../api/seller';
import type { SellerClient } from '../../api/seller';
import { useApp } from '../shell/AppContext';
import { price } from './format';
import { loadShipping } from '../../storefront/catalogue/shipping';
import type { ShippingLoad } from '../../storefront/catalogue/shipping';
import { ShippingFrame } from './ShippingFrame';

/** The page's local storage, or none where the browser refuses it. */
function pageLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A marketplace item's ship methods to the session's zip code (CALL-28). A failed call (ERR-12) is logged with its
 * status and status text; the page keeps the product and says the options are unavailable.
 */
export function ShippingOptions({ sellerId, upc, zipcode, source }: { sellerId: string; upc: string; zipcode: string; source?: Pick<SellerClient, 'shipMethods'> }) {
  const { config, now } = useApp();
  // The seller client of the storefront's configuration, unless a test provides one.
  const client = useMemo(() => source ?? createSellerClient({ config, env: { fetch: (input, init) => window.fetch(input, init), random: () => Math.random(), now, log: (line) => console.info(`[storefront] ${line}`) } }), [source, config, now]);
  const [loaded, setLoaded] = useState<{ key: string; load: ShippingLoad } | null>(null);
  const key = `${sellerId}:${upc}:${zipcode}`;
  useEffect(() => {
    const controller = new AbortController();
    // CALLS-06 / EXPIRY-10: a complete answer is kept in local storage for 3 hours and used instead of a new call.
    const cache = pageLocalStorage();
    void loadShipping(client, { zipcode, sellerId, upc }, controller.signal, cache ? { storage: cache, now: now() } : undefined).then((load) => {
      if (controller.signal.aborted) return;
      if (load.status === 'failed') console.warn(`[storefront] ${load.log}`);
      setLoaded({ key, load });
    });
    return () => controller.abort();
  }, [client, key, sellerId, upc, zipcode, now]);
  const load = loaded?.key === key ? loaded.load : null;
  return (
    <ShippingFrame zipcode={zipcode}>
      {load === null ? null : load.status === 'failed' ? (
        <p className="notice">{load.text}</p>
      ) : load.options.length === 0 ? (
        <p className="muted small">This seller does not ship to {zipcode}.</p>
      ) : (
        <ul className="plain-list">
          {load.options.map((o) => (
            <li key={o.code}>
              {o.name} · {price(o.price)} · {o.estimatedDays === 1 ? '1 day' : `${o.estimatedDays} days`}
            </li>
          ))}
        </ul>
      )}
    </ShippingFrame>
  );
}
