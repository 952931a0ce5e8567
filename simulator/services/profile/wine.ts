import { servicePaths } from '../../../spec/config/endpoints';
import { WineShippingBody } from '../../../spec/schemas/upstream/wine';
import type { WineShippingResponse } from '../../../spec/schemas/upstream/wine';
import type { SimContext } from '../../core/context';
import type { SimRoute } from '../../core/contract';
import { zipLocation } from '../../core/geo';
import { failure, json, parsePart } from '../../core/validate';
import { knownSellers } from '../seller/routes';

/** The simulator's own path for CALL-29 (the spec names none), beside the profile service's others. */
export const WINE_SHIPPING_PATH = `${servicePaths.profileService}/wine/v1/shipping`;

/** 000 §9: marketplace, seller and wine shipping info are kept 3 hours. */
export const WINE_SHIPPING_TTL_MS = 10_800_000;

/**
 * CALL-29: whether wine ships to a zip from a wine fulfilment store, and how. Test only in the spec; its body and
 * answer are the simulator's own (spec/schemas/upstream/wine.ts), so the route says so (`ownSchema`).
 */
export const wineShippingRoute: SimRoute<SimContext> = {
  calls: ['CALL-29'],
  service: 'profile',
  method: 'POST',
  path: WINE_SHIPPING_PATH,
  summary: 'Wine shipping for a zip from a wine store (test only; shapes are the simulator\'s own): 200 with methods, 422 for a zip nobody ships to',
  ownSchema: true,
  resolve(request) {
    const body = parsePart('profile', 'body', WineShippingBody, request.body);
    if (!body.ok) return body.response;
    const { zipcode, wfcStoreId, branchId } = body.data;
    if (!zipLocation(zipcode)) return failure('profile', 422, 'UNDELIVERABLE_ZIP', `Wine does not ship to ${zipcode}`);
    const answer: WineShippingResponse = {
      shippingInfo: { zipcode, wfcStoreId, branchId: branchId ?? wfcStoreId, shippable: true, methods: knownSellers.vineandcellar ?? [], expiresInMs: WINE_SHIPPING_TTL_MS },
    };
    return json(200, answer);
  },
};
