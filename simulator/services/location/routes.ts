import { servicePaths } from '../../../spec/config/endpoints';
import { LocationPath, LocationQuery } from '../../../spec/schemas/upstream/location';
import type { SimContext } from '../../core/context';
import type { SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { storeById, storeLocation } from '../stores';

registerErrorBody('location', (code, status, message) => ({ errorCode: code, message, status }));

export const locationRoutes: SimRoute<SimContext>[] = [
  {
    calls: ['CALL-31'],
    service: 'location',
    method: 'GET',
    path: `${servicePaths.locationService}/:storeId`,
    summary: 'Store location in field `response`',
    resolve(request, ctx) {
      const path = parsePart('location', 'path', LocationPath, request.params);
      if (!path.ok) return path.response;
      const query = parsePart('location', 'query', LocationQuery, queryOf(request));
      if (!query.ok) return query.response;
      const store = storeById(ctx, path.data.storeId);
      if (!store) return failure('location', 404, 'STORE_NOT_FOUND', 'Store not found');
      return json(200, { response: { ...storeLocation(store), timezone: store.timezone } });
    },
  },
];
