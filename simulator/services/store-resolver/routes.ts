import { servicePaths } from '../../../spec/config/endpoints';
import { DeliveryQuery, StoreAddressQuery, ValidateQuery } from '../../../spec/schemas/upstream/storeResolver';
import type { SimContext } from '../../core/context';
import type { SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { resolveStore, storeById, storeHours, storesNear } from '../stores';

/** The store resolver's own error body: `{ error, message }` (clients surface `error`). */
registerErrorBody('store-resolver', (code, _status, message) => ({ error: code, message }));

type Route = SimRoute<SimContext>;

export const storeResolverRoutes: Route[] = [
  {
    calls: ['CALL-23'],
    service: 'store-resolver',
    method: 'GET',
    path: servicePaths.storeResolverDelivery,
    summary: 'Delivery stores within radius of a zip, nearest first, at most size',
    resolve(request, ctx) {
      const query = parsePart('store-resolver', 'query', DeliveryQuery, queryOf(request));
      if (!query.ok) return query.response;
      const stores = storesNear(ctx, query.data.zipcode.slice(0, 5), query.data.radius, (s) => s.isEcom && s.hasDelivery).slice(0, query.data.size);
      return json(200, {
        delivery: {
          count: stores.length,
          stores: stores.map(({ store, distance }) => ({ polarisBannerName: store.banner, locationId: store.id, distance: Math.round(distance * 10) / 10, zipcode: store.zipcode })),
        },
      });
    },
  },
  {
    calls: ['CALL-24'],
    service: 'store-resolver',
    method: 'GET',
    path: servicePaths.storeResolverValidate,
    summary: "Validates a banner's store; a non-e-commerce store maps to the nearest e-commerce store",
    resolve(request, ctx) {
      const query = parsePart('store-resolver', 'query', ValidateQuery, queryOf(request));
      if (!query.ok) return query.response;
      const store = storeById(ctx, query.data.storeid);
      if (!store || store.banner !== query.data.banner.toLowerCase() || !store.isOpen) {
        return json(200, { validRequest: { isValid: false, store: null, ecomStore: null, mappedZip: null } });
      }
      const ecom = store.isEcom ? store : resolveStore(ctx, store.banner, store.zipcode).store;
      return json(200, {
        validRequest: {
          isValid: ecom !== null,
          store: { zipcode: store.zipcode, storeId: store.id },
          ecomStore: ecom ? { zipcode: ecom.zipcode, storeId: ecom.id, defaultStore: ecom.isDefault } : null,
          mappedZip: ecom?.zipcode ?? null,
        },
      });
    },
  },
  {
    calls: ['CALL-25', 'CALL-72'],
    service: 'store-resolver',
    method: 'GET',
    path: servicePaths.storeResolverStoreAddress,
    summary: "A store's address, name and opening hours; unknown store → 404 Store not found",
    resolve(request, ctx) {
      const query = parsePart('store-resolver', 'query', StoreAddressQuery, queryOf(request));
      if (!query.ok) return query.response;
      const store = storeById(ctx, query.data.storeid);
      if (!store) return failure('store-resolver', 404, 'STORE_NOT_FOUND', 'Store not found');
      return json(200, {
        storeAddressModel: {
          localPage: `/stores/${store.state.toLowerCase()}/${store.city.toLowerCase().replace(/\s+/g, '-')}/${store.id}.html`,
          address: { line1: store.line1, city: store.city, state: store.state, zipcode: store.zipcode },
          // The simulator's own fields (decision 0431): the store's name and daily opening hours for the store list.
          storeName: store.name,
          hours: storeHours(store),
        },
      });
    },
  },
];
