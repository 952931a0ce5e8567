import { describe, expect, it } from 'vitest';
import { apiAt, like, pactFor } from './support';

const pact = pactFor('health');

describe('health contract', () => {
  it('CALL-71 MISC-04 the hand-off handshake opens a health session linked to the provider session', async () => {
    await pact
      .addInteraction()
      .given('the customer has a provider session', { customer: 'shopper', sid: 'pact-sid', answer: 'ACTIVE' })
      .uponReceiving('CALL-71 the health-app hand-off handshake')
      .withRequest('GET', '/health/users/session', (b) => b.headers({ cookie: 'sid=pact-sid' }))
      .willRespondWith(200, (b) => b.jsonBody({ sessionId: like('health-1'), status: 'ACTIVE', signedIn: true, createdAt: like('2026-06-01T15:00:00.000Z') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url, {}, 'sid=pact-sid').api.health.session()).signedIn).toBe(true);
      });
  });

  it('CALL-63 sign-out ends the health session with {isLoggedOut}', async () => {
    await pact
      .addInteraction()
      .given('no session exists')
      .uponReceiving('CALL-63 end the health session on sign-out')
      .withRequest('DELETE', '/health/users/healthSession', (b) => b.jsonBody({ isLoggedOut: true }))
      .willRespondWith(200, (b) => b.jsonBody({ isLoggedOut: true, sessionId: null }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.health.logout()).isLoggedOut).toBe(true);
      });
  });
});
