import { describe, expect, it } from 'vitest';
import { sponsoredIconsRequest } from '../../src/rules/sponsored';
import { apiAt, bearer, eachLike, guest, like, pactFor, signedIn, tracedHeaders, BANNER, TOKEN } from './support';

const pact = pactFor('sponsored');
const query = { source: 'web', banner: BANNER, pagename: 'home', position: 'CategoryIcon', slots: '1,-14', storeId: '1502', taxonomyId: 'ProductAlike', taxonomyPath: 'root', channel: 'delivery' };
const input = { pagename: 'home', storeId: '1502', taxonomyPath: 'root', channel: 'delivery' as const, sid: 'pact-sid' };
const ICONS_PATH = '/apim/sponsored/v1/icons';
/** CALL-55 as the client builds it (SPONSORED-03's request), for the simulator's settings. */
function built(userType: string, token: string | null) {
  const request = sponsoredIconsRequest({ endpoint: ICONS_PATH, subscriptionKey: 'sim-sponsored-key', source: 'web', banner: BANNER, pageName: input.pagename, storeId: input.storeId, taxonomyPath: input.taxonomyPath, channel: input.channel, sid: input.sid, userType, token });
  if (!request.ok) throw new Error(`no CALL-55 request: ${request.reason}`);
  // The pact pins the spec's query; the builder must give exactly it.
  expect(request.query).toEqual(query);
  return request;
}
const icons = { icons: eachLike({ content: { categoryId: like('snacks'), backgroundImage: like('/sponsored/snacks.png') }, eventTracking: like({ impressionId: 'imp-1' }) }) };

describe('sponsored contract', () => {
  it('CALL-55 SPONSORED anonymous icons: subscription key and sid, no bearer', async () => {
    await pact
      .addInteraction()
      .given('store 1502 is a valid e-commerce store')
      .uponReceiving('CALL-55 fetch the sponsored category icons anonymously')
      .withRequest(built('G', null).method, ICONS_PATH, (b) => b.query(query).headers(tracedHeaders('sim-sponsored-key', { sid: 'pact-sid' })))
      .willRespondWith(200, (b) => b.jsonBody(icons))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        expect((await api.sponsored.icons(input, guest)).icons.length).toBeGreaterThan(0);
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-55 USER-TYPES-13 an authorised user adds the bearer token', async () => {
    await pact
      .addInteraction()
      .given('the customer is signed in with an access token', { customer: 'shopper', token: TOKEN })
      .uponReceiving('CALL-55 fetch the sponsored category icons with a bearer token')
      .withRequest(built('C', TOKEN).method, ICONS_PATH, (b) => b.query(query).headers(tracedHeaders('sim-sponsored-key', { sid: 'pact-sid', authorization: bearer() })))
      .willRespondWith(200, (b) => b.jsonBody(icons))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        expect((await api.sponsored.icons(input, signedIn)).icons.length).toBeGreaterThan(0);
        expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      });
  });
});
