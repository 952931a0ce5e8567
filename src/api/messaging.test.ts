import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createMessagingClient } from './messaging';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const CSMS = `${config.cartAndStoreServices.messaging}/csmsservice/api/csms`;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function client(reply: Reply = () => jsonReply(503, { errors: [{ code: 'CSMS9999', message: 'down' }] }, 'Service Unavailable')) {
  const { fetch, sent } = fakeFetch(reply);
  return { messaging: createMessagingClient({ config, env: testEnv(fetch) }), sent };
}

describe('messaging client (CALL-40, CALL-56..59)', () => {
  it('CALL-40 CALL-56..59 each call goes to its path under /csmsservice/api/csms with its method and body, and its failure names the call', async () => {
    const resend = { stateToken: 'st-1', expiresAt: '2026-06-01T15:05:00.000Z', user: { id: 'okta-1', profile: { login: 'a@b.test' } } };
    const signup = { emailAddress: 'a@b.test', firstName: 'Ann', lastName: 'Lee', zipCode: '94611' };
    const cases: [string, (m: ReturnType<typeof createMessagingClient>) => Promise<unknown>, string, string, unknown][] = [
      ['CALL-56', (m) => m.signin('a@b.test'), 'POST', 'signin', { userName: 'a@b.test' }],
      ['CALL-57', (m) => m.resend('email-1', resend), 'POST', 'factors/email-1/verify/resend', resend],
      ['CALL-58', (m) => m.nonKmsi({ phoneNumber: '5105550100' }), 'POST', 'nonkmsi', { phoneNumber: '5105550100' }],
      ['CALL-59', (m) => m.kmsi('okta-1'), 'POST', 'kmsi', { oktaId: 'okta-1' }],
      ['CALL-59', (m) => m.deleteKmsi('k-1'), 'DELETE', 'kmsi/k-1', undefined],
      ['CALL-40', (m) => m.signup(signup), 'POST', 'signup', signup],
      ['CALL-40', (m) => m.verifySignup('email-1', 'st-1', '123456'), 'POST', 'signup/factors/email-1/verify', { stateToken: 'st-1', passCode: '123456' }],
      ['CALL-40', (m) => m.register('st-1'), 'POST', 'customers/register', { stateToken: 'st-1' }],
      ['CALL-40', (m) => m.lookup({ emailAddress: 'a@b.test' }), 'POST', 'customers/lookup', { emailAddress: 'a@b.test' }],
      ['CALL-40', (m) => m.passwordToken('a@b.test'), 'POST', 'pwd/token', { emailAddress: 'a@b.test' }],
    ];
    for (const [call, make, method, path, body] of cases) {
      const { messaging, sent } = client();
      const error = await rejectionOf(make(messaging));
      expect(error, path).toBeInstanceOf(ApiError);
      expect(error, path).toMatchObject({ kind: 'status', call, status: 503, statusText: 'Service Unavailable' });
      expect(sent, path).toHaveLength(1);
      expect(readRequest(sent[0]!), path).toEqual({ method, address: `${CSMS}/${path}`, query: {}, body });
    }
  });

  it('CALLS-02 USER-TYPES-13 every call carries the subscription key, the banner and the traced headers, and never a bearer token', async () => {
    const { messaging, sent } = client(() => jsonReply(200, { id: 'k-1' }));
    await messaging.kmsi('okta-1');
    await messaging.deleteKmsi('k-1');
    for (const request of sent) {
      expect(request.headers.get('ocp-apim-subscription-key')).toBe(config.cartAndStoreServices.subscriptionKey);
      expect(request.headers.get('x-banner')).toBe(config.banner);
      expect(request.headers.get('x-correlation-id')).toMatch(V4);
      expect(request.headers.get('x-request-date')).toBe('Mon, 01 Jun 2026 15:00:00 GMT');
      expect(request.headers.get('x-client-name')).toBe('web-portal');
      expect(request.headers.get('x-client-id')).toBe(config.identity.clientId);
      expect(request.headers.has('authorization')).toBe(false);
    }
  });

  it('CALL-58 CALL-59 the answer is the record id; a DELETE answer is not read', async () => {
    const { messaging } = client(() => jsonReply(200, { id: 'nk-7' }));
    expect(await messaging.nonKmsi({ emailAddress: 'a@b.test' })).toEqual({ id: 'nk-7' });
    const deleted = client(() => new Response('not json', { status: 200 }));
    await expect(deleted.messaging.deleteKmsi('k-1')).resolves.toBeUndefined();
  });

  it('CALL-56 an answer of another shape is an unexpected body naming the field', async () => {
    const { messaging } = client(() => jsonReply(200, { stateToken: 1 }));
    expect(await rejectionOf(messaging.signin('a@b.test'))).toMatchObject({ kind: 'unexpected-body', call: 'CALL-56', field: 'stateToken' });
  });

  it('CALL-56 CALL-57 CALL-59 a blank identifier, factor or record id is refused before any request, naming the field', async () => {
    const { messaging, sent } = client();
    const refusals: [Promise<unknown>, string, string][] = [
      [messaging.signin(' '), 'CALL-56', 'userName'],
      [messaging.resend(' ', { stateToken: 'st' }), 'CALL-57', 'factorId'],
      [messaging.kmsi(''), 'CALL-59', 'oktaId'],
      [messaging.kmsi('  '), 'CALL-59', 'oktaId'],
      [messaging.deleteKmsi(' '), 'CALL-59', 'id'],
    ];
    for (const [attempt, call, field] of refusals) expect(await rejectionOf(attempt)).toMatchObject({ kind: 'missing-input', call, field, message: `${field} is required` });
    expect(sent).toHaveLength(0);
  });

  it('CALL-57 CALL-59 a factor or record id is one path segment', async () => {
    const { messaging, sent } = client();
    await rejectionOf(messaging.resend('../signin', { stateToken: 'st' }));
    await rejectionOf(messaging.deleteKmsi('a/b'));
    await rejectionOf(messaging.verifySignup('x/y', 'st', '1'));
    expect(sent.map((r) => readRequest(r).address)).toEqual([`${CSMS}/factors/..%2Fsignin/verify/resend`, `${CSMS}/kmsi/a%2Fb`, `${CSMS}/signup/factors/x%2Fy/verify`]);
  });
});
