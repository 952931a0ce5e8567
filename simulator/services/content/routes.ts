import { servicePaths } from '../../../spec/config/endpoints';
import { SplashBody, TargetedContentBody } from '../../../spec/schemas/upstream/content';
import type { SimContext } from '../../core/context';
import type { SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { json, parsePart } from '../../core/validate';
import { storeById } from '../stores';
import { splashDeals } from '../catalogue/promotions';

registerErrorBody('content', (code, status, message) => ({ errorCode: code, message, status }));

export const contentRoutes: SimRoute<SimContext>[] = [
  {
    calls: ['CALL-66'],
    service: 'content',
    method: 'POST',
    path: servicePaths.splash,
    summary: "Splash deals: the store's reduced-price items in stock (none for an unknown store)",
    resolve(request, ctx) {
      const body = parsePart('content', 'body', SplashBody, request.body);
      if (!body.ok) return body.response;
      const store = storeById(ctx, body.data.storeId);
      // Decision 0434: the store's real reduced-price items (product, price, saving), not placeholders.
      const deals = store ? splashDeals(store.id, Math.min(body.data.uiPageSize, 3)) : [];
      return json(200, { dealsInfo: deals, p13nAdobeMetrics: { placement: body.data.placement, activity: 'splash-sim', experience: deals.length > 0 ? 'A' : 'none' } });
    },
  },
  {
    calls: ['CALL-67'],
    service: 'content',
    method: 'POST',
    path: servicePaths.targetedContent,
    summary: 'Targeted content: items[0] title-header with designType and webImageAsset',
    resolve(request) {
      const body = parsePart('content', 'body', TargetedContentBody, request.body);
      if (!body.ok) return body.response;
      return json(200, {
        items: [{ type: 'title-header', designType: body.data.channel === 'delivery' ? 'banner-wide' : 'banner-compact', webImageAsset: { src: `/content/${body.data.banner}/${body.data.zone}.jpg`, alt: `${body.data.screenName} header` }, fragment: body.data.fragment }],
      });
    },
  },
];
