import type { SimContext } from '../core/context';
import type { SimRoute } from '../core/contract';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { contentRoutes } from './content/routes';
import { customerAccountRoutes } from './customer-account/routes';
import { healthRoutes } from './health/routes';
import { identityRoutes } from './identity/routes';
import { locationRoutes } from './location/routes';
import { messagingRoutes } from './messaging/routes';
import { offersRoutes } from './offers/routes';
import { ordersRoutes } from './orders/routes';
import { paymentsRoutes } from './payments/routes';
import { petsRoutes } from './pets/routes';
import { profileRoutes } from './profile/routes';
import { sellerRoutes } from './seller/routes';
import { slotsRoutes } from './slots/routes';
import { servletRoutes } from './servlets/routes';
import { sponsoredRoutes } from './sponsored/routes';
import { storeFlagsRoutes } from './store-flags/routes';
import { storeResolverRoutes } from './store-resolver/routes';

/** Every upstream service's routes. */
export const serviceRoutes: readonly SimRoute<SimContext>[] = [
  ...servletRoutes,
  ...cartRoutes,
  ...storeResolverRoutes,
  ...storeFlagsRoutes,
  ...locationRoutes,
  ...profileRoutes,
  ...customerAccountRoutes,
  ...sellerRoutes,
  ...contentRoutes,
  ...sponsoredRoutes,
  ...catalogueRoutes,
  ...identityRoutes,
  ...messagingRoutes,
  ...healthRoutes,
  ...offersRoutes,
  ...paymentsRoutes,
  ...ordersRoutes,
  ...slotsRoutes,
  ...petsRoutes,
];
