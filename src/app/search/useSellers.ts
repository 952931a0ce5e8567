import type { Seller } from '../../../spec/schemas/upstream/catalogue';
import { useCatalogueLoad } from '../product/catalogueSource';

/**
 * The marketplace sellers for the seller dropdown: CALL-20 without a store or query answers every seller.
 * A failed call leaves the list empty (the dropdown keeps "All sellers"); only marketplace pages ask.
 */
export function useSellers(enabled: boolean): readonly Seller[] {
  const loaded = useCatalogueLoad(enabled ? 'sellers' : null, async (source, signal) => {
    const found = await source.search({ shop: 'marketplace', size: 1 }, signal);
    return found.sellers.map(({ sellerId, name }) => ({ sellerId, name }));
  });
  return loaded.status === 'ready' ? loaded.data : [];
}
