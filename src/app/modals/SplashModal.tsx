import { useStorefrontSelector } from '../shell/AppContext';
import type { Storefront } from '../../storefront/storefront';
import { deferred } from '../shell/lazy';

// The core decides on every page load (src/storefront/splash.ts); the dialog's code is fetched only when the splash
// has deals to show.
const SplashDeals = deferred(() => import('./SplashDeals').then((m) => m.SplashDeals), { standalone: true });

/** The splash offer (SPLASH-01..08) as the core's snapshot has it: its deals, closed through the core. */
export function Splash({ core }: { core: Storefront }) {
  const deals = useStorefrontSelector(core, (s) => s.splash);
  if (!deals) return null;
  return <SplashDeals.Component deals={deals} onClose={core.closeSplash} />;
}
