import { describe, expect, it } from 'vitest';
import { acknowledgeDefaultRequest } from '../../src/api/requests';
import { apiAt, eachLike, guest, like, pactFor, regex, rejection, signedIn, ucaError, ucaHeaders, BANNER, SHOPPER_UUID, TOKEN } from './support';

const pact = pactFor('customer-account');
const UCA_BASE = '/apim/customer/api/uca';
const UCA = `${UCA_BASE}/customers/${SHOPPER_UUID}`;
const SIGNED_IN = 'the customer is signed in with an access token';
const shopper = { customer: 'shopper', token: TOKEN };
const address = { addressId: like('addr-1'), address1: like('100 Main St'), address2: like(''), city: like('Oakland'), state: like('CA'), zipCode: like('94611') };

describe('customer-account contract', () => {
  it('CALL-50 CALL-38 addresses without geocoded or divestiture stores, with bearer, correlation id, date, banner and client name', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-50 CALL-38 fetch the addresses of a signed-in customer')
      .withRequest('GET', `${UCA}/addresses`, (b) => b.query({ resolveStoresWithGeoCodes: 'false', includeDivestitureStores: 'false' }).headers(ucaHeaders(true)))
      .willRespondWith(200, (b) => b.jsonBody({ addresses: eachLike(address) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.addresses(signedIn, SHOPPER_UUID)).addresses.length).toBeGreaterThan(0);
      });
  });

  it('CALL-51 acknowledges the default address with a merge-patch, both resetToDefault false', async () => {
    const request = acknowledgeDefaultRequest(SHOPPER_UUID, { postalCode: '94611', addressId: 'addr-1' });
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-51 acknowledge the reset-to-default notice')
      .withRequest(request.method, `${UCA_BASE}/${request.path}`, (b) => b.query(request.query).jsonBody(request.body).headers({ ...ucaHeaders(true), 'content-type': request.contentType }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiAt(server.url).api.customerAccount.acknowledgeDefault(signedIn, SHOPPER_UUID, { postalCode: '94611', addressId: 'addr-1' })).resolves.toBeUndefined();
      });
  });

  it('CALL-52 CALL-38 MISC-03 loyalty partners {name, planNumber}', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-52 CALL-38 fetch the loyalty partners of a signed-in customer')
      .withRequest('GET', `${UCA}/loyaltypartners`, (b) => b.headers(ucaHeaders(true)))
      .willRespondWith(200, (b) => b.jsonBody({ loyaltyPartners: eachLike({ name: like('GeneralMills'), planNumber: like('GM-778812') }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.loyaltyPartners(signedIn, SHOPPER_UUID)).loyaltyPartners[0]?.name).toBeTruthy();
      });
  });

  it('CALL-52 ERR-32 loyalty partners with an expired token are refused with 401', async () => {
    await pact
      .addInteraction()
      .given("the customer's access token has expired", shopper)
      .uponReceiving('CALL-52 fetch the loyalty partners with an expired token')
      .withRequest('GET', `${UCA}/loyaltypartners`, (b) => b.headers(ucaHeaders(true)))
      .willRespondWith(401, (b) => b.jsonBody(ucaError('UNAUTHORIZED')))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.customerAccount.loyaltyPartners(signedIn, SHOPPER_UUID))).status).toBe(401);
      });
  });

  it('CALL-53 MFA factors {factorType, status}', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-53 fetch the MFA factors of a signed-in customer')
      .withRequest('GET', `${UCA}/factors`, (b) => b.headers(ucaHeaders(true)))
      .willRespondWith(200, (b) => b.jsonBody({ factors: eachLike({ id: like(`email-${SHOPPER_UUID}`), factorType: like('email'), provider: like('OKTA'), status: like('ACTIVE') }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.factors(signedIn, SHOPPER_UUID)).factors.length).toBeGreaterThan(0);
      });
  });

  it('CALL-68 starts a passkey enrolment (webauthn, FIDO) and gets the activation options', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-68 start a passkey enrolment')
      .withRequest('POST', `${UCA}/factors`, (b) => b.headers(ucaHeaders(true)).jsonBody({ factorType: 'webauthn', provider: 'FIDO' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          id: like('fwf-1'),
          factorType: 'webauthn',
          provider: 'FIDO',
          status: 'PENDING_ACTIVATION',
          activation: {
            challenge: like('Y2hhbGxlbmdl'),
            rp: { name: like('Freshway') },
            user: { id: like('dXNlcg'), name: like('shopper@freshway.test'), displayName: like('Sam Shopper') },
            pubKeyCredParams: eachLike({ type: 'public-key', alg: like(-7) }),
            excludeCredentials: eachLike({ type: 'public-key', id: like('Y3JlZA') }, 0),
            authenticatorSelection: { userVerification: like('preferred') },
            attestation: like('direct'),
          },
        }),
      )
      .executeTest(async (server) => {
        const factor = await apiAt(server.url).api.customerAccount.createPasskey(signedIn, SHOPPER_UUID);
        expect(factor.activation.challenge).toBeTruthy();
      });
  });

  it('CALL-69 ERR-37 activating a factor that is not pending is refused', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-69 activate a factor that is not pending activation')
      .withRequest('POST', `${UCA}/factors/email-${SHOPPER_UUID}/lifecycle/activate`, (b) => b.headers(ucaHeaders(true)).jsonBody({ attestation: 'YXR0', clientData: 'Y2xpZW50' }))
      .willRespondWith(409, (b) => b.jsonBody(ucaError('UCA0409')))
      .executeTest(async (server) => {
        expect((await rejection(apiAt(server.url).api.customerAccount.activatePasskey(signedIn, SHOPPER_UUID, `email-${SHOPPER_UUID}`, { attestation: 'YXR0', clientData: 'Y2xpZW50' }))).status).toBe(409);
      });
  });

  it('CALL-64 the anonymous unsubscribe link names an email address', async () => {
    await pact
      .addInteraction()
      .given('a known customer can sign in', { customer: 'shopper' })
      .uponReceiving('CALL-64 follow an anonymous unsubscribe link')
      .withRequest('GET', '/apim/customer/api/uca/unsubscribe', (b) => b.query({ token: `unsub-${SHOPPER_UUID}` }).headers(ucaHeaders(false)))
      .willRespondWith(200, (b) => b.jsonBody({ emailAddress: like('shopper@freshway.test'), unsubscribed: true }))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        expect((await api.customerAccount.anonymousUnsubscribe(`unsub-${SHOPPER_UUID}`)).emailAddress).toContain('@');
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-65 MISC-01 a business customer updates its business profile', async () => {
    const b2b = '00000000-0000-4000-8000-000000000003';
    await pact
      .addInteraction()
      .given(SIGNED_IN, { customer: 'b2b', token: TOKEN })
      .uponReceiving('CALL-65 update the business profile of a business customer')
      .withRequest('PATCH', `/apim/customer/api/uca/customers/${b2b}/businessprofile`, (b) => b.headers(ucaHeaders(true)).jsonBody({ businessInfo: { name: 'Bea Bakes', type: 'Restaurant' } }))
      .willRespondWith(200, (b) => b.jsonBody({ businessInfo: { name: 'Bea Bakes', type: 'Restaurant' } }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.updateBusinessProfile(signedIn, b2b, { name: 'Bea Bakes', type: 'Restaurant' })).businessInfo.name).toBe('Bea Bakes');
      });
  });

  const reads = [
    ['rewards', '/rewards', { points: like(111), rewardsAvailable: like(0) }],
    ['stores', '/stores', { stores: eachLike({ storeId: like('1502'), banner: like(BANNER), storePreference: like('Preferred'), address: { address1: like('1 Main'), city: like('Oakland'), state: like('CA'), zipCode: like('94611') }, services: eachLike({ type: like('DELIVERY') }, 0), isClosed: like(false) }) }],
    ['subscriptions', '/subscriptions', { subscriptions: eachLike({}, 0) }],
    ['fulfilmentPreferences', '/preferences/fulfillment', { preferences: eachLike({ categoryCode: like('FULFILLMENT'), value: like('DELIVERY') }) }],
    ['fulfilment', '/fulfillment', { stores: eachLike({ storeId: like('1502') }), postalCodes: eachLike({ postalCode: like('94611') }, 0) }],
  ] as const;
  for (const [method, sub, body] of reads) {
    it(`CALL-38 ${sub} of a signed-in customer`, async () => {
      await pact
        .addInteraction()
        .given(SIGNED_IN, shopper)
        .uponReceiving(`CALL-38 fetch ${sub} of a signed-in customer`)
        .withRequest('GET', `${UCA}${sub}`, (b) => b.headers(ucaHeaders(true)))
        .willRespondWith(200, (b) => b.jsonBody(body))
        .executeTest(async (server) => {
          await expect(apiAt(server.url).api.customerAccount[method](signedIn, SHOPPER_UUID)).resolves.toBeTruthy();
        });
    });
  }

  it('CALL-38 the full customer profile (?full=y)', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-38 fetch the full customer profile')
      .withRequest('GET', `${UCA}/profile`, (b) => b.query({ full: 'y' }).headers(ucaHeaders(true)))
      .willRespondWith(200, (b) => b.jsonBody({ customerId: like('900000000001'), uuid: SHOPPER_UUID, firstName: like('Sam'), lastName: like('Shopper'), email: like('shopper@freshway.test'), siteType: like('C'), stores: eachLike({ storeId: like('1502') }) }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.customerProfile(signedIn, SHOPPER_UUID, true)).uuid).toBe(SHOPPER_UUID);
      });
  });

  it('CALL-39 registers a new customer', async () => {
    const registration = { email: 'new.customer@freshway.test', firstName: 'Nia', lastName: 'New', banner: BANNER, password: 'Passw0rd!' };
    await pact
      .addInteraction()
      .given('no account matches the identifier')
      .uponReceiving('CALL-39 register a new customer')
      .withRequest('POST', '/apim/customer/api/uca/customers/register', (b) => b.headers(ucaHeaders(false)).jsonBody(registration))
      .willRespondWith(201, (b) => b.jsonBody({ uuid: like('00000000-0000-4000-8000-0000000000ff'), customerId: regex(/^\d+$/, '712345678901') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.register(registration)).uuid).toBeTruthy();
      });
  });

  it('CALL-39 SESSION-EST-15 sets a new password with a reset token and answers a session token for the automatic sign-in', async () => {
    await pact
      .addInteraction()
      .given('a password-reset token was sent', { customer: 'expiredPassword', token: 'pact-reset-token' })
      .uponReceiving('CALL-39 set a new password with a reset token')
      .withRequest('POST', '/apim/customer/api/uca/pwd', (b) => b.headers(ucaHeaders(false)).jsonBody({ token: 'pact-reset-token', password: 'N3w-Passw0rd' }))
      .willRespondWith(200, (b) => b.jsonBody({ sessionToken: like('sim-sess-1'), expiresAt: like('2026-06-01T15:05:00.000Z') }))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        expect((await api.customerAccount.resetPassword('pact-reset-token', 'N3w-Passw0rd')).sessionToken).toBeTruthy();
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });

  it('CALL-39 a reset token that is unknown, used or expired is refused with 401', async () => {
    await pact
      .addInteraction()
      .uponReceiving('CALL-39 set a new password with an unknown reset token')
      .withRequest('POST', '/apim/customer/api/uca/pwd', (b) => b.headers(ucaHeaders(false)).jsonBody({ token: 'pact-unknown-token', password: 'N3w-Passw0rd' }))
      .willRespondWith(401, (b) => b.jsonBody(ucaError('RESET_TOKEN_INVALID')))
      .executeTest(async (server) => {
        const error = await rejection(apiAt(server.url).api.customerAccount.resetPassword('pact-unknown-token', 'N3w-Passw0rd'));
        expect(error.status).toBe(401);
      });
  });

  it('CALL-39 changes the password', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-39 change the password of a signed-in customer')
      .withRequest('PUT', `${UCA}/credentials/password`, (b) => b.headers(ucaHeaders(true)).jsonBody({ password: 'N3w-Passw0rd' }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiAt(server.url).api.customerAccount.changePassword(signedIn, SHOPPER_UUID, 'N3w-Passw0rd')).resolves.toBeUndefined();
      });
  });

  it('CALL-39 adds an address', async () => {
    const newAddress = { addressName: 'Home', address1: '5 Elm St', address2: '', city: 'Oakland', state: 'CA', zipCode: '94611' };
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-39 add an address')
      .withRequest('POST', `${UCA}/addresses`, (b) => b.headers(ucaHeaders(true)).jsonBody(newAddress))
      .willRespondWith(201, (b) => b.jsonBody({ addressId: like('addr-2') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.addAddress(signedIn, SHOPPER_UUID, newAddress)).addressId).toBeTruthy();
      });
  });

  it('CALL-39 unsubscribes an email address', async () => {
    await pact
      .addInteraction()
      .given('a known customer can sign in', { customer: 'shopper' })
      .uponReceiving('CALL-39 unsubscribe an email address')
      .withRequest('POST', '/apim/customer/api/uca/unsubscribe', (b) => b.headers(ucaHeaders(false)).jsonBody({ email: 'shopper@freshway.test' }))
      .willRespondWith(200, (b) => b.jsonBody({ emailAddress: 'shopper@freshway.test', unsubscribed: true }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.unsubscribe('shopper@freshway.test')).unsubscribed).toBe(true);
      });
  });

  it('CALL-39 the cities of a zip code', async () => {
    await pact
      .addInteraction()
      .given('zip 94611 is served by a freshway store')
      .uponReceiving('CALL-39 fetch the cities of a zip code')
      .withRequest('GET', '/apim/customer/api/uca/cities/94611', (b) => b.headers(ucaHeaders(false)))
      .willRespondWith(200, (b) => b.jsonBody({ zipCode: '94611', state: like('CA'), cities: eachLike('Oakland') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).api.customerAccount.cities('94611')).cities.length).toBeGreaterThan(0);
      });
  });

  it('CALL-50 USER-TYPES-13 a guest caller sends no bearer and is refused', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN, shopper)
      .uponReceiving('CALL-50 fetch the addresses without a bearer token')
      .withRequest('GET', `${UCA}/addresses`, (b) => b.query({ resolveStoresWithGeoCodes: 'false', includeDivestitureStores: 'false' }).headers(ucaHeaders(false)))
      .willRespondWith(401, (b) => b.jsonBody(ucaError('UNAUTHORIZED')))
      .executeTest(async (server) => {
        const { api, sent } = apiAt(server.url);
        expect((await rejection(api.customerAccount.addresses(guest, SHOPPER_UUID))).status).toBe(401);
        expect(sent[0]?.headers.get('authorization')).toBeNull();
      });
  });
});
