import type { FeatureToggles } from '../../spec/schemas/config';

// Read only by the offers client (loaded on demand); apart so the page load does not carry it.

/** CONFIG-08: usePcfEndpoint selects the offers service base. */
export function offersBase(offers: { base: string; pcfBase: string }, toggles: Pick<FeatureToggles, 'usePcfEndpoint'>): string {
  return toggles.usePcfEndpoint ? offers.pcfBase : offers.base;
}
