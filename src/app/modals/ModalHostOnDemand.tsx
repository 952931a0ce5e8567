import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { Storefront } from '../../storefront/storefront';
import type { StorefrontSnapshot } from '../../storefront/snapshot';
import { useStorefrontSelector } from '../shell/AppContext';
import { markIdlePrefetch, whenIdle } from '../shell/lazy';
import { onDemand } from '../shell/onDemand';
import type * as Host from './ModalHost';

/**
 * Whether the core asks for anything the modal host shows: a modal, the tooltip, the business profile, the passkey
 * prompt, the splash, a page-load modal once the splash is done (SESSION-EST-07) or the remapped alert. A guest's page
 * load usually asks for none.
 */
export const asksForModalHost = (s: StorefrontSnapshot): boolean =>
  s.modal !== null || s.tooltip !== null || s.businessProfile || s.passkey || s.splash !== null || (s.splashDone && s.pageModals.length > 0) || s.remapped;

/**
 * The modal host (./ModalHost.tsx) fetched when the core first asks for something it shows, or ahead of need: once
 * the page has settled with its session, or on a shopper's first intent (a pointer or focus on a button), which also
 * fetches the modals a shopper opens by hand. Until then nothing of it is on the page, so the page's first code does
 * not carry the host and its modals' loaders.
 */
export function ModalHostOnDemand({ core, pathname, load = () => import('./ModalHost') }: { core: Storefront; pathname: string; load?: () => Promise<typeof Host> }) {
  const [code] = useState(() => onDemand(load));
  const [Loaded, setLoaded] = useState<ComponentType<Parameters<typeof Host.ModalHost>[0]> | null>(() => code.loaded()?.ModalHost ?? null);
  const asks = useStorefrontSelector(core, asksForModalHost);
  // Asked for again (the store modal opened once more after its code failed to arrive), the host is fetched again.
  const modal = useStorefrontSelector(core, (s) => s.modal);
  const settled = useStorefrontSelector(core, (s) => s.session !== null);

  useEffect(() => {
    if (Loaded) return;
    let live = true;
    const mount = (ahead: boolean) => {
      // Fetched ahead of need: marked first, so a measurement tells this fetch apart from the page's first load.
      if (ahead) markIdlePrefetch();
      void code.load().then(
        (host) => {
          if (ahead) host.prefetchShopperModals();
          if (live) setLoaded(() => host.ModalHost);
        },
        () => undefined,
      );
    };
    if (asks) mount(false);
    else if (settled) whenIdle(() => live && mount(true));
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest('button')) mount(true);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      live = false;
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [Loaded, asks, modal, settled, code]);

  return Loaded ? <Loaded core={core} pathname={pathname} /> : null;
}
