import { servicePaths } from '../../../spec/config/endpoints';
import { SponsoredIconsQuery } from '../../../spec/schemas/upstream/sponsored';
import type { SimContext } from '../../core/context';
import type { SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { bearerOf, failure, json, parsePart, queryOf } from '../../core/validate';
import { verifyAccessToken } from '../identity/tokens';
import { AISLE_PICTURES, picturePath } from '../catalogue/pictures';

registerErrorBody('sponsored', (code, status, message) => ({ errorCode: code, message, status }));

const categories = ['snacks', 'beverages', 'breakfast', 'frozen', 'produce', 'dairy'];

export const sponsoredRoutes: SimRoute<SimContext>[] = [
  {
    calls: ['CALL-55'],
    service: 'sponsored',
    method: 'GET',
    path: servicePaths.sponsoredIcons,
    summary: 'Sponsored category icons; a bearer is optional but, when sent, must be valid',
    resolve(request, ctx) {
      const query = parsePart('sponsored', 'query', SponsoredIconsQuery, queryOf(request));
      if (!query.ok) return query.response;
      const token = bearerOf(request);
      if (request.headers.has('authorization') && (!token || !verifyAccessToken(ctx, token))) return failure('sponsored', 401, 'UNAUTHORIZED', 'Invalid bearer token');
      const start = Number(query.data.storeId) % categories.length;
      const icons = [0, 1].map((i) => {
        const categoryId = categories[(start + i) % categories.length] ?? 'snacks';
        return { content: { categoryId, backgroundImage: picturePath(AISLE_PICTURES[categoryId] ?? 'shopping-bags') }, eventTracking: { impressionId: `imp-${query.data.storeId}-${categoryId}`, clickId: `clk-${query.data.storeId}-${categoryId}` } };
      });
      return json(200, { icons });
    },
  },
];
