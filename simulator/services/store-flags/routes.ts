import { servicePaths } from '../../../spec/config/endpoints';
import { StoreFlagsPath, StoreFlagsQuery } from '../../../spec/schemas/upstream/storeFlags';
import type { SimContext } from '../../core/context';
import type { SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { storeById } from '../stores';

registerErrorBody('store-flags', (code, status, message) => ({ errorCode: code, message, status }));

export const storeFlagsRoutes: SimRoute<SimContext>[] = [
  {
    calls: ['CALL-22'],
    service: 'store-flags',
    method: 'GET',
    path: `${servicePaths.storeFlags}/:branchId`,
    summary: "A store's flags (ecomStore.storeFeatures incl. isWineD2CEnabled) and timezone; a non-e-commerce store has empty flags",
    resolve(request, ctx) {
      const path = parsePart('store-flags', 'path', StoreFlagsPath, request.params);
      if (!path.ok) return path.response;
      const query = parsePart('store-flags', 'query', StoreFlagsQuery, queryOf(request));
      if (!query.ok) return query.response;
      const store = storeById(ctx, path.data.branchId);
      if (!store) return failure('store-flags', 404, 'STORE_NOT_FOUND', `No store ${path.data.branchId}`);
      if (!store.isEcom) return json(200, {});
      const features = JSON.parse(store.features) as Record<string, boolean | string>;
      return json(200, {
        timezone: store.timezone,
        flags: {
          ecomStore: { storeFeatures: { ...features, isWineD2CEnabled: store.wineD2C, hasDelivery: store.hasDelivery, hasDriveUp: store.hasDriveUp, hasRushDelivery: store.hasRushDelivery } },
          wineStoreId: store.wineStoreId || null,
        },
      });
    },
  },
];
