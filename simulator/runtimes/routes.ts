import type { SimContext } from '../core/context';
import type { SimRoute } from '../core/contract';
import { controlRoutes } from '../control/routes';
import { serviceRoutes } from '../services/index';

/** Every simulated route, one set for the three runtimes: the services' routes, then the control API. */
export const allRoutes: readonly SimRoute<SimContext>[] = [...serviceRoutes, ...controlRoutes];

export interface RouteInfo {
  service: string;
  method: string;
  path: string;
  calls: readonly string[];
  summary: string;
}

/** The route table as data: which CALL IDs each route serves (coverage reads it). */
export function routeTable(): RouteInfo[] {
  return allRoutes.map(({ service, method, path, calls, summary }) => ({ service, method, path, calls, summary }));
}
