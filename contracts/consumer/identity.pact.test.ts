import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../src/api';
import { factorVerifyRequest } from '../../src/api/requests';
import type { FactorVerifyBody } from '../../src/api/requests';
import { apiAt, eachLike, like, pactFor, regex, rejection } from './support';

const pact = pactFor('identity');
const SHOPPER = '00000000-0000-4000-8000-000000000001';
const EMAIL_FACTOR = `email-${SHOPPER}`;
const STATE_TOKEN = 'pact-state-token';
const providerError = (code: string) => ({ errorCode: code, errorSummary: like('Invalid Passcode/Answer'), errorCauses: eachLike({ errorSummary: like('cause') }, 0) });
const user = { id: like(SHOPPER) };

/** CALL-62 as the client builds it (src/api/requests.ts), at the identity host's path in the simulator's configuration. */
function verifyAt(factorId: string, body: FactorVerifyBody) {
  const request = factorVerifyRequest(factorId, body);
  return [request.method, `/idp/${request.path}`, (b: { jsonBody: (body: unknown) => unknown }) => b.jsonBody(request.body)] as const;
}

describe('identity contract', () => {
  it('CALL-61 a sign-in transaction for a known customer lists its factors', async () => {
    await pact
      .addInteraction()
      .given('a known customer can sign in', { customer: 'shopper' })
      .uponReceiving('CALL-61 start a sign-in transaction for a known customer')
      .withRequest('POST', '/idp/api/v1/authn', (b) => b.jsonBody({ username: 'shopper@freshway.test' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ stateToken: like('sim-st-1'), expiresAt: like('2026-06-01T15:15:00.000Z'), status: 'MFA_REQUIRED', _embedded: { user, factors: eachLike({ id: like(EMAIL_FACTOR), factorType: like('email') }) } }),
      )
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        const tx = await api.identity.authn('shopper@freshway.test');
        expect(tx.status).toBe('MFA_REQUIRED');
        expect(tx._embedded?.factors?.length).toBeGreaterThan(0);
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-61 ERR-30 an unknown username is refused with a provider code', async () => {
    await pact
      .addInteraction()
      .given('no account matches the identifier')
      .uponReceiving('CALL-61 ERR-30 start a sign-in transaction for an unknown username')
      .withRequest('POST', '/idp/api/v1/authn', (b) => b.jsonBody({ username: 'nobody@freshway.test' }))
      .willRespondWith(401, (b) => b.jsonBody(providerError('E0000004')))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.identity.authn('nobody@freshway.test'));
        expect(error.status).toBe(401);
        expect(errorCodeOf(error)).toBe('E0000004');
      });
  });

  it('CALL-61 ERR-41 a locked-out customer gets status LOCKED_OUT', async () => {
    await pact
      .addInteraction()
      .given('the customer is locked out', { customer: 'shopper' })
      .uponReceiving('CALL-61 ERR-41 start a sign-in transaction for a locked-out customer')
      .withRequest('POST', '/idp/api/v1/authn', (b) => b.jsonBody({ username: 'shopper@freshway.test' }))
      .willRespondWith(200, (b) => b.jsonBody({ status: 'LOCKED_OUT', expiresAt: like('2026-06-01T15:15:00.000Z') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.identity.authn('shopper@freshway.test')).status).toBe('LOCKED_OUT');
      });
  });

  it('CALL-62 {stateToken} asks the email factor to send a passcode', async () => {
    await pact
      .addInteraction()
      .given('a sign-in transaction is open', { customer: 'shopper', stateToken: STATE_TOKEN })
      .uponReceiving('CALL-62 send a passcode through the email factor')
      .withRequest(...verifyAt(EMAIL_FACTOR, { stateToken: STATE_TOKEN }))
      .willRespondWith(200, (b) => b.jsonBody({ stateToken: like(STATE_TOKEN), expiresAt: like('2026-06-01T15:15:00.000Z'), status: 'MFA_CHALLENGE', factorResult: 'CHALLENGE', _embedded: { factor: { id: EMAIL_FACTOR, factorType: 'email' } } }))
      .executeTest(async (server) => {
        const result = await apiAt(server.url).api.identity.sendPasscode(EMAIL_FACTOR, STATE_TOKEN);
        expect(result.status).toBe('MFA_CHALLENGE');
        expect(result._embedded?.factor?.id).toBe(EMAIL_FACTOR);
      });
  });

  it('CALL-62 {stateToken, passCode} with the right passcode succeeds with a session token', async () => {
    await pact
      .addInteraction()
      .given('a passcode was sent a minute ago', { customer: 'shopper', stateToken: STATE_TOKEN, passcode: '123456' })
      .uponReceiving('CALL-62 verify the right passcode')
      .withRequest(...verifyAt(EMAIL_FACTOR, { stateToken: STATE_TOKEN, passCode: '123456' }))
      .willRespondWith(200, (b) => b.jsonBody({ status: 'SUCCESS', sessionToken: like('sim-sess-1'), expiresAt: like('2026-06-01T15:05:00.000Z') }))
      .executeTest(async (server) => {
        const result = await apiAt(server.url).api.identity.verifyPasscode(EMAIL_FACTOR, STATE_TOKEN, '123456');
        expect(result.status).toBe('SUCCESS');
        expect(result.sessionToken).toBeTruthy();
      });
  });

  it('CALL-62 ERR-28 a wrong passcode is refused with E0000068', async () => {
    await pact
      .addInteraction()
      .given('a passcode was sent a minute ago', { customer: 'shopper', stateToken: STATE_TOKEN, passcode: '123456' })
      .uponReceiving('CALL-62 ERR-28 verify a wrong passcode')
      .withRequest(...verifyAt(EMAIL_FACTOR, { stateToken: STATE_TOKEN, passCode: '000000' }))
      .willRespondWith(403, (b) => b.jsonBody(providerError('E0000068')))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.identity.verifyPasscode(EMAIL_FACTOR, STATE_TOKEN, '000000'));
        expect(errorCodeOf(error)).toBe('E0000068');
      });
  });

  it('CALL-62 ERR-29 an expired passcode is refused with E0000011', async () => {
    await pact
      .addInteraction()
      .given('the passcode has expired', { customer: 'shopper', stateToken: STATE_TOKEN, passcode: '123456' })
      .uponReceiving('CALL-62 ERR-29 verify an expired passcode')
      .withRequest(...verifyAt(EMAIL_FACTOR, { stateToken: STATE_TOKEN, passCode: '123456' }))
      .willRespondWith(401, (b) => b.jsonBody(providerError('E0000011')))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.identity.verifyPasscode(EMAIL_FACTOR, STATE_TOKEN, '123456'));
        expect(errorCodeOf(error)).toBe('E0000011');
      });
  });

  it('CALL-62 the password factor verifies a password', async () => {
    await pact
      .addInteraction()
      .given('a sign-in transaction is open', { customer: 'shopper', stateToken: STATE_TOKEN })
      .uponReceiving('CALL-62 verify the right password')
      .withRequest(...verifyAt('password', { stateToken: STATE_TOKEN, passCode: 'Passw0rd!' }))
      .willRespondWith(200, (b) => b.jsonBody({ status: 'SUCCESS', sessionToken: like('sim-sess-1'), expiresAt: like('2026-06-01T15:05:00.000Z') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.identity.verifyPassword(STATE_TOKEN, 'Passw0rd!')).status).toBe('SUCCESS');
      });
  });

  it('CALL-62 ERR-28 a wrong password is refused with E0000068', async () => {
    await pact
      .addInteraction()
      .given('a sign-in transaction is open', { customer: 'shopper', stateToken: STATE_TOKEN })
      .uponReceiving('CALL-62 ERR-28 verify a wrong password')
      .withRequest(...verifyAt('password', { stateToken: STATE_TOKEN, passCode: 'wrong-password' }))
      .willRespondWith(403, (b) => b.jsonBody(providerError('E0000068')))
      .executeTest(async (server) => {
        expect(errorCodeOf(await rejection(apiAt(server.url).api.identity.verifyPassword(STATE_TOKEN, 'wrong-password')))).toBe('E0000068');
      });
  });

  it('CALL-62 an expired password answers PASSWORD_EXPIRED', async () => {
    await pact
      .addInteraction()
      .given('a sign-in transaction is open', { customer: 'expiredPassword', stateToken: STATE_TOKEN })
      .uponReceiving('CALL-62 verify the password of an account whose password expired')
      .withRequest(...verifyAt('password', { stateToken: STATE_TOKEN, passCode: 'Passw0rd!' }))
      .willRespondWith(200, (b) => b.jsonBody({ status: 'PASSWORD_EXPIRED', stateToken: like(STATE_TOKEN), expiresAt: like('2026-06-01T15:15:00.000Z') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.identity.verifyPassword(STATE_TOKEN, 'Passw0rd!')).status).toBe('PASSWORD_EXPIRED');
      });
  });

  it('CALL-48 refreshing a live provider session reads data.status and data.login', async () => {
    await pact
      .addInteraction()
      .given('the customer has a provider session', { customer: 'shopper', sid: 'pact-sid', answer: 'ACTIVE' })
      .uponReceiving('CALL-48 refresh a live provider session')
      .withRequest('POST', '/idp/api/v1/sessions/me/lifecycle/refresh', (b) => b.headers({ cookie: 'sid=pact-sid' }))
      .willRespondWith(200, (b) => b.jsonBody({ id: like('pact-sid'), login: like('shopper@freshway.test'), userId: like(SHOPPER), status: 'ACTIVE', createdAt: like('2026-06-01T15:00:00.000Z'), expiresAt: like('2026-06-01T17:00:00.000Z') }))
      .executeTest(async (server) => {
        const session = await apiAt(server.url, {}, 'sid=pact-sid').api.identity.refreshSession();
        expect(session.status).toBe('ACTIVE');
        expect(session.login).toContain('@');
      });
  });

  for (const [status, ids] of [
    [403, 'ERR-13 ERR-16'],
    [404, 'ERR-13 ERR-16'],
    [429, 'ERR-14 ERR-16'],
    [500, 'ERR-15 ERR-16'],
  ] as const) {
    it(`CALL-48 ${ids} a session refresh answered ${status} keeps its status`, async () => {
      await pact
        .addInteraction()
        .given('the customer has a provider session', { customer: 'shopper', sid: 'pact-sid', answer: String(status) })
        .uponReceiving(`CALL-48 ${ids} refresh a provider session answered ${status}`)
        .withRequest('POST', '/idp/api/v1/sessions/me/lifecycle/refresh', (b) => b.headers({ cookie: 'sid=pact-sid' }))
        .willRespondWith(status, (b) => b.jsonBody({ errorCode: regex(/^E\d{7}$/, 'E0000006'), errorSummary: like('summary') }))
        .executeTest(async (server) => {
          const error = await rejection(apiAt(server.url, {}, 'sid=pact-sid').api.identity.refreshSession());
          expect(error.status).toBe(status);
        });
    });
  }
});
