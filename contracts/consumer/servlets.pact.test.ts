import { describe, expect, it } from 'vitest';
import { apiAt, like, pactFor, regex, BANNER } from './support';

const pact = pactFor('servlets');

describe('servlets contract', () => {
  it('CALL-01 user info for a visitor without a session is not an authorised user', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-01 user info for a visitor without a session')
      .withRequest('GET', '/bin/wcax/unified/userinfo', (b) => b.query({ rand: regex(/^\d+$/, '437500000000'), banner: BANNER }))
      .willRespondWith(200, (b) => b.jsonBody({ userType: regex(/^(A|G|)$/, 'A') }))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        const info = await api.servlets.userInfo();
        expect(['A', 'G', '']).toContain(info.userType);
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-02 guest authenticate with a zip code starts a guest session', async () => {
    await pact
      .addInteraction()
      .given('zip 94611 is served by a freshway store')
      .uponReceiving('CALL-02 guest authenticate with a served zip code')
      .withRequest('GET', '/bin/wcax/authenticate/guest', (b) => b.query({ zipcode: '94611' }))
      .willRespondWith(200, (b) => b.jsonBody({ userType: 'G', zipcode: '94611', branchId: like('1502') }))
      .executeTest(async (server) => {
        const { api } = apiAt(server.url);
        const info = await api.servlets.guestAuthenticate('94611');
        expect(info.userType).toBe('G');
        expect(info.zipcode).toBe('94611');
      });
  });
});
