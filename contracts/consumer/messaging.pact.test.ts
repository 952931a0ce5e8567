import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../src/api';
import { apiAt, BANNER, eachLike, like, pactFor, rejection, tracedHeaders } from './support';

const pact = pactFor('messaging');
const BASE = '/apim/csms/csmsservice/api/csms';
const SHOPPER = '00000000-0000-4000-8000-000000000001';
const EMAIL_FACTOR = `email-${SHOPPER}`;
const headers = () => tracedHeaders('sim-uca-key', { 'x-banner': BANNER });
const csmsError = (code: string) => ({ errors: [{ code, message: like('server message') }] });

describe('messaging contract', () => {
  it('CALL-56 CALL-40 sign-in alternate path with a known email sends a passcode', async () => {
    await pact
      .addInteraction()
      .given('a known customer can sign in', { customer: 'shopper' })
      .uponReceiving('CALL-56 CALL-40 sign in with a known email address')
      .withRequest('POST', `${BASE}/signin`, (b) => b.headers(headers()).jsonBody({ userName: 'shopper@freshway.test' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          stateToken: like('sim-st-1'),
          expiresAt: like('2026-06-01T15:15:00.000Z'),
          maskedEmail: like('s***r@freshway.test'),
          oktaId: like(SHOPPER),
          _embedded: { user: { id: like(SHOPPER), profile: { login: like('shopper@freshway.test') } }, factors: eachLike({ id: like(EMAIL_FACTOR), factorType: like('email') }) },
        }),
      )
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        const result = await api.messaging.signin('shopper@freshway.test');
        expect(result.stateToken).toBeTruthy();
        expect(result.maskedEmail).toContain('@');
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  const refusals: [string, string, string, number, string, Record<string, string>?][] = [
    ['ERR-22', 'CSMS0156', '4155550199', 409, 'two accounts share a phone number'],
    ['ERR-23', 'CSMS0157', '4155550000', 404, 'no account matches the identifier'],
    ['ERR-23', 'CSMS0158', 'nobody@freshway.test', 404, 'no account matches the identifier'],
    ['ERR-24', 'CSMS0149', 'shopper@freshway.test', 423, 'the customer is locked out', { customer: 'shopper' }],
    ['ERR-25', 'CSMS0160', 'deactivated@freshway.test', 403, 'a known customer can sign in', { customer: 'deactivated' }],
    ['ERR-26', 'CSMS0148', 'expired@freshway.test', 403, 'a known customer can sign in', { customer: 'expiredPassword' }],
    ['ERR-27', 'CSMS0500', 'shopper@freshway.test', 500, 'the messaging service is failing'],
  ];
  for (const [err, code, userName, status, state, params] of refusals) {
    it(`CALL-56 ${err} sign-in refused with ${code}`, async () => {
      await pact
        .addInteraction()
        .given(state, params)
        .uponReceiving(`CALL-56 ${err} sign in refused with ${code}`)
        .withRequest('POST', `${BASE}/signin`, (b) => b.headers(headers()).jsonBody({ userName }))
        .willRespondWith(status, (b) => b.jsonBody(csmsError(code)))
        .executeTest(async (server) => {
          const error = await rejection(apiAt(server.url).api.messaging.signin(userName));
          expect(error.status).toBe(status);
          expect(errorCodeOf(error)).toBe(code);
        });
    });
  }

  const resendBody = { stateToken: 'pact-state-token', expiresAt: '2026-06-01T15:15:00.000Z', user: { id: SHOPPER, profile: { login: 'shopper@freshway.test' } } };

  it('CALL-57 resend a passcode through the factor', async () => {
    await pact
      .addInteraction()
      .given('a passcode was sent a minute ago', { customer: 'shopper', stateToken: 'pact-state-token' })
      .uponReceiving('CALL-57 resend a passcode a minute after the last one')
      .withRequest('POST', `${BASE}/factors/${EMAIL_FACTOR}/verify/resend`, (b) => b.headers(headers()).jsonBody(resendBody))
      .willRespondWith(200, (b) => b.jsonBody({ stateToken: like('pact-state-token'), expiresAt: like('2026-06-01T15:15:00.000Z'), factorResult: 'CHALLENGE', factorId: EMAIL_FACTOR }))
      .executeTest(async (server) => {
        const result = await apiAt(server.url).api.messaging.resend(EMAIL_FACTOR, resendBody);
        expect(result.factorResult).toBe('CHALLENGE');
      });
  });

  it('CALL-57 ERR-21 a resend inside 30 seconds is refused with CSMS0139', async () => {
    await pact
      .addInteraction()
      .given('a passcode was sent just now', { customer: 'shopper', stateToken: 'pact-state-token' })
      .uponReceiving('CALL-57 ERR-21 resend a passcode inside 30 seconds')
      .withRequest('POST', `${BASE}/factors/${EMAIL_FACTOR}/verify/resend`, (b) => b.headers(headers()).jsonBody(resendBody))
      .willRespondWith(429, (b) => b.jsonBody({ errors: [{ code: 'CSMS0139', message: 'Please wait 30 seconds before trying to resend another code' }] }))
      .executeTest(async (server) => {
        expect(errorCodeOf(await rejection(apiAt(server.url).api.messaging.resend(EMAIL_FACTOR, resendBody)))).toBe('CSMS0139');
      });
  });

  for (const identifier of [{ emailAddress: 'shopper@freshway.test' }, { phoneNumber: '4155550101' }]) {
    const what = Object.keys(identifier)[0]!;
    it(`CALL-58 records a non-remember-me sign-in by ${what}`, async () => {
      await pact
        .addInteraction()
        .given('a known customer can sign in', { customer: 'shopper' })
        .uponReceiving(`CALL-58 record a non-remember-me sign-in by ${what}`)
        .withRequest('POST', `${BASE}/nonkmsi`, (b) => b.headers(headers()).jsonBody(identifier))
        .willRespondWith(200, (b) => b.jsonBody({ id: like('nonkmsi-1') }))
        .executeTest(async (server) => {
          expect((await apiAt(server.url).api.messaging.nonKmsi(identifier)).id).toBeTruthy();
        });
    });
  }

  it('CALL-59 records keep-me-signed-in for a provider user', async () => {
    await pact
      .addInteraction()
      .given('a known customer can sign in', { customer: 'shopper' })
      .uponReceiving('CALL-59 record keep-me-signed-in')
      .withRequest('POST', `${BASE}/kmsi`, (b) => b.headers(headers()).jsonBody({ oktaId: SHOPPER }))
      .willRespondWith(200, (b) => b.jsonBody({ id: like('kmsi-1') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.messaging.kmsi(SHOPPER)).id).toBeTruthy();
      });
  });

  it('CALL-59 ends a keep-me-signed-in record', async () => {
    await pact
      .addInteraction()
      .given('the customer has a keep-me-signed-in record', { customer: 'shopper', id: 'pact-kmsi' })
      .uponReceiving('CALL-59 end a keep-me-signed-in record')
      .withRequest('DELETE', `${BASE}/kmsi/pact-kmsi`, (b) => b.headers(headers()))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiAt(server.url).api.messaging.deleteKmsi('pact-kmsi')).resolves.toBeUndefined();
      });
  });

  it('CALL-40 looks up the account of an email address', async () => {
    await pact
      .addInteraction()
      .given('a known customer can sign in', { customer: 'shopper' })
      .uponReceiving('CALL-40 look up the account of an email address')
      .withRequest('POST', `${BASE}/customers/lookup`, (b) => b.headers(headers()).jsonBody({ emailAddress: 'shopper@freshway.test' }))
      .willRespondWith(200, (b) => b.jsonBody({ oktaId: like(SHOPPER), maskedEmail: like('s***r@freshway.test'), factors: eachLike({ id: like(EMAIL_FACTOR), factorType: like('email') }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.messaging.lookup({ emailAddress: 'shopper@freshway.test' })).oktaId).toBeTruthy();
      });
  });

  it('CALL-40 sends a password-reset token', async () => {
    await pact
      .addInteraction()
      .given('a known customer can sign in', { customer: 'shopper' })
      .uponReceiving('CALL-40 send a password-reset token')
      .withRequest('POST', `${BASE}/pwd/token`, (b) => b.headers(headers()).jsonBody({ emailAddress: 'shopper@freshway.test' }))
      .willRespondWith(200, (b) => b.jsonBody({ maskedEmail: like('s***r@freshway.test'), expiresAt: like('2026-06-01T15:30:00.000Z') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.messaging.passwordToken('shopper@freshway.test')).maskedEmail).toContain('@');
      });
  });

  it('CALL-40 starts a sign-up for a new email address', async () => {
    // SIGNIN-09: the ZIP code the shopper gave goes with the sign-up (the simulator's own field).
    const input = { emailAddress: 'new.customer@freshway.test', firstName: 'Nia', lastName: 'New', password: 'Passw0rd!', banner: BANNER, zipCode: '94611' };
    await pact
      .addInteraction()
      .given('no account matches the identifier')
      .uponReceiving('CALL-40 start a sign-up for a new email address')
      .withRequest('POST', `${BASE}/signup`, (b) => b.headers(headers()).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ stateToken: like('sim-st-1'), expiresAt: like('2026-06-01T15:15:00.000Z'), factorId: like('email-signup'), maskedEmail: like('n***r@freshway.test') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.messaging.signup(input)).stateToken).toBeTruthy();
      });
  });
});

describe('messaging contract: sign-up', () => {
  const SIGNUP_FACTOR = 'signup-email-pact-state-token';

  it('CALL-40 verifies the sign-up passcode', async () => {
    await pact
      .addInteraction()
      .given('a sign-up is waiting for its passcode', { stateToken: 'pact-state-token', passcode: '123456' })
      .uponReceiving('CALL-40 verify the sign-up passcode')
      .withRequest('POST', `${BASE}/signup/factors/${SIGNUP_FACTOR}/verify`, (b) => b.headers(headers()).jsonBody({ stateToken: 'pact-state-token', passCode: '123456' }))
      .willRespondWith(200, (b) => b.jsonBody({ stateToken: 'pact-state-token', status: 'SUCCESS' }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.messaging.verifySignup(SIGNUP_FACTOR, 'pact-state-token', '123456')).status).toBe('SUCCESS');
      });
  });

  it('CALL-40 ERR-28 a wrong sign-up passcode is refused with E0000068', async () => {
    await pact
      .addInteraction()
      .given('a sign-up is waiting for its passcode', { stateToken: 'pact-state-token', passcode: '123456' })
      .uponReceiving('CALL-40 ERR-28 verify a wrong sign-up passcode')
      .withRequest('POST', `${BASE}/signup/factors/${SIGNUP_FACTOR}/verify`, (b) => b.headers(headers()).jsonBody({ stateToken: 'pact-state-token', passCode: '000000' }))
      .willRespondWith(403, (b) => b.jsonBody({ errors: [{ code: 'E0000068', message: like('The verification code you entered is incorrect. Please try again.'), field: 'passCode' }] }))
      .executeTest(async (server) => {
        expect(errorCodeOf(await rejection(apiAt(server.url).api.messaging.verifySignup(SIGNUP_FACTOR, 'pact-state-token', '000000')))).toBe('E0000068');
      });
  });

  it('CALL-40 registers a verified sign-up and signs it in', async () => {
    await pact
      .addInteraction()
      .given('a sign-up is verified', { stateToken: 'pact-state-token' })
      .uponReceiving('CALL-40 register a verified sign-up')
      .withRequest('POST', `${BASE}/customers/register`, (b) => b.headers(headers()).jsonBody({ stateToken: 'pact-state-token' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ id: like(SHOPPER), customerId: like('900000000099'), userId: like(SHOPPER), oktaId: like(SHOPPER), sessionToken: like('sim-sess-1'), expiresAt: like('2026-06-01T15:05:00.000Z') }),
      )
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.messaging.register('pact-state-token')).sessionToken).toBeTruthy();
      });
  });
});
