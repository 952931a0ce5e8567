import { servicePaths } from '../../../spec/config/endpoints';
import { ShipMethodsBody } from '../../../spec/schemas/upstream/seller';
import type { SimContext } from '../../core/context';
import type { SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { failure, json, parsePart } from '../../core/validate';
import { zipLocation } from '../../core/geo';

registerErrorBody('seller', (code, status, message) => ({ shipMethods: [], errors: [{ sellerId: '', code, message }], status }));

/** Marketplace sellers the simulator knows (their ship methods). */
export const knownSellers: Record<string, Array<{ code: string; name: string; price: number; estimatedDays: number }>> = {
  'mkp-4417': [
    { code: 'STD', name: 'Standard', price: 5.99, estimatedDays: 5 },
    { code: 'EXP', name: 'Express', price: 12.99, estimatedDays: 2 },
  ],
  'mkp-5120': [{ code: 'STD', name: 'Standard', price: 0, estimatedDays: 7 }],
  vineandcellar: [{ code: 'WINE', name: 'Wine ground', price: 14.99, estimatedDays: 4 }],
};

export const sellerRoutes: SimRoute<SimContext>[] = [
  {
    calls: ['CALL-28'],
    service: 'seller',
    method: 'POST',
    path: servicePaths.sellerShipMethods,
    summary: 'Ship methods per seller: 200 all sellers answered, 206 partial (errors lists the rest), 404 none',
    resolve(request) {
      const body = parsePart('seller', 'body', ShipMethodsBody, request.body);
      if (!body.ok) return body.response;
      if (!zipLocation(body.data.zipcode)) return failure('seller', 422, 'UNDELIVERABLE_ZIP', `Sellers do not ship to ${body.data.zipcode}`);
      const shipMethods = [];
      const errors = [];
      for (const { sellerId } of body.data.sellers) {
        const methods = knownSellers[sellerId];
        if (methods) shipMethods.push({ sellerId, methods });
        else errors.push({ sellerId, code: 'SELLER_NOT_FOUND', message: `Unknown seller ${sellerId}` });
      }
      if (shipMethods.length === 0) return json(404, { shipMethods, errors });
      return json(errors.length === 0 ? 200 : 206, { shipMethods, errors });
    },
  },
];
