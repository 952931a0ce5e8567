import { describe, expect, it } from 'vitest';
import { apiAt, eachLike, like, pactFor, tracedHeaders, BANNER } from './support';

const pact = pactFor('content');
const headers = () => tracedHeaders('sim-content-key', { 'x-banner': BANNER });

describe('content contract', () => {
  it('CALL-66 splash deals for a store: dealsInfo and p13nAdobeMetrics', async () => {
    const body = { placement: 'home-splash', storeId: '1502', uiPageSize: 3, householdId: '11111111111', assortmentChannel: 'delivery', platform: 'web' };
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-66 fetch the splash deals of a store')
      .withRequest('POST', '/apim/content/v1/splash', (b) => b.headers(headers()).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ dealsInfo: eachLike({ id: like('deal-1502-1'), title: like('Weekly deal 1'), imageUrl: like('/content/deals/1.jpg') }), p13nAdobeMetrics: like({ placement: 'home-splash' }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.content.splash(body)).dealsInfo.length).toBeGreaterThan(0);
      });
  });

  it('CALL-67 MISC-05 targeted content: items[0] title-header with designType and webImageAsset', async () => {
    const body = { storeId: '1502', zipcode: '94611', banner: BANNER, channel: 'delivery', fragment: 'home-header', screenName: 'home', zone: 'hero', deliveryTimeZone: 'America/Los_Angeles' };
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-67 fetch the targeted content of the home header')
      .withRequest('POST', '/apim/content/v1/targeted', (b) => b.headers(headers()).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike({ type: 'title-header', designType: like('banner-wide'), webImageAsset: { src: like('/content/freshway/hero.jpg'), alt: like('home header') } }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.content.targeted(body)).items[0]?.type).toBe('title-header');
      });
  });
});
