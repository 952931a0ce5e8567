import type { SimContext } from '../core/context';
import type { SimRoute } from '../core/contract';
import { contentRoutes } from './content/routes';
import { customerAccountRoutes } from './customerAccount/routes';
import { identityRoutes } from './identity/routes';
import { locationRoutes } from './location/routes';
import { profileRoutes } from './profile/routes';
import { sellerRoutes } from './seller/routes';
import { servletRoutes } from './servlets/routes';
import { sponsoredRoutes } from './sponsored/routes';
import { storeFlagsRoutes } from './storeFlags/routes';
import { storeResolverRoutes } from './storeResolver/routes';

/** Every upstream service's routes. */
export const serviceRoutes: readonly SimRoute<SimContext>[] = [
  ...servletRoutes,
  ...storeResolverRoutes,
  ...storeFlagsRoutes,
  ...locationRoutes,
  ...profileRoutes,
  ...customerAccountRoutes,
  ...sellerRoutes,
  ...contentRoutes,
  ...sponsoredRoutes,
  ...identityRoutes,
];
