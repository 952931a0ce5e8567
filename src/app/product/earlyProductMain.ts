// The product page's early request, as the live HTML runs it (build/earlyProductRequest.ts): built apart from
// the storefront, with no React and no schemas, and written into the HTML's head.
import { SIM_TENANT_STORAGE_KEY } from '../../api/simTenantNames';
import { holdCode, releaseCode, startEarlyProduct } from './earlyProduct';

// Whatever fails here has already let the storefront's code go (startEarlyProduct's `release`): nothing to report.
if (holdCode(document, location.pathname, (run, ms) => setTimeout(run, ms))) {
  startEarlyProduct({
    pathname: location.pathname,
    search: location.search,
    fetch: (input, init) => window.fetch(input, init),
    document,
    rememberedTenant: () => {
      try {
        return window.localStorage.getItem(SIM_TENANT_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    release: () => releaseCode(document),
  }).catch(() => undefined);
}
