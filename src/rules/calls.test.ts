import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { serviceUrl, requestHeaders, navigationTimeout, deliveryCheckQuery, POPUP_WRAPPER_DELAY_MS, FOCUS_MOVE_DELAY_MS } from './calls';
import { customerIdForPath, HASH_PLACEHOLDER } from './customerId';
import { shipMethodsStatus } from './shipMethods';

describe('CALLS', () => {
  it('CALLS-01 service URLs come from the configured base; a path naming a host is refused', () => {
    expect(serviceUrl('http://127.0.0.1:9/uca/', '/customers/1/stores')).toBe('http://127.0.0.1:9/uca/customers/1/stores');
    expect(serviceUrl('/api', 'https://evil.test/x')).toBeNull();
    expect(serviceUrl('/api', '//evil.test/x')).toBeNull();
    expect(serviceUrl('/api', 'javascript:alert(1)')).toBeNull();
    // A colon or a double slash inside the path names no host.
    expect(serviceUrl('/api', 'stores/a:b')).toBe('/api/stores/a:b');
    expect(serviceUrl('/api', 'stores//x')).toBe('/api/stores//x');
    expect(serviceUrl('http://127.0.0.1:9/uca//', 'customers/1')).toBe('http://127.0.0.1:9/uca/customers/1');
    // Whatever the path, a URL given back stays on the configured service's origin.
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9/:.@\\_-]{0,20}$/), (path) => {
      const url = serviceUrl('http://127.0.0.1:9/uca', path);
      return url === null || new URL(url).origin === 'http://127.0.0.1:9';
    }));
  });
  it('CALLS-02 headers: banner, subscription key, correlation id, date, client name web-portal, client id; bearer only for R and C', () => {
    const base = { token: 't0k', banner: 'freshway', subscriptionKey: 'k', clientId: 'c', accept: 'application/vnd.uca.v2+json', now: 0, correlationId: () => 'corr-1' };
    const r = requestHeaders({ ...base, userType: 'C' }).headers;
    expect(r).toMatchObject({ accept: 'application/vnd.uca.v2+json', 'x-banner': 'freshway', 'ocp-apim-subscription-key': 'k', 'x-correlation-id': 'corr-1', 'x-client-name': 'web-portal', 'x-client-id': 'c', authorization: 'Bearer t0k' });
    expect(r['x-request-date']).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    expect(requestHeaders({ ...base, userType: 'R' }).headers.authorization).toBe('Bearer t0k');
    expect(Object.keys(requestHeaders({ ...base, userType: 'C', traced: false }).headers).sort()).toEqual(['accept', 'authorization', 'ocp-apim-subscription-key', 'x-banner']);
    fc.assert(fc.property(fc.oneof(fc.constantFrom('G', 'A', '', undefined, null), fc.string().filter((s) => !['R', 'C'].includes(s.trim().toUpperCase()))), (userType) => !('authorization' in requestHeaders({ ...base, userType }).headers)));
    expect(requestHeaders({ userType: 'C', token: '' }).headers).not.toHaveProperty('authorization');
    expect(requestHeaders({ userType: 'C', token: null }).headers).not.toHaveProperty('authorization');
    expect(requestHeaders({ userType: 'R' }).headers).not.toHaveProperty('authorization');
    // User types are compared as the user-type rules normalise them (isAuthorised): ' c ' is C.
    expect(requestHeaders({ ...base, userType: ' c ' }).headers.authorization).toBe('Bearer t0k');
  });
  it('CALLS-02 a header the call has no value for is left out; JSON is accepted unless a vendor media type is given', () => {
    const h = requestHeaders({ userType: 'G' });
    expect(h).toStrictEqual({ headers: { accept: 'application/json', 'x-client-name': 'web-portal' }, rules: ['CALLS-02'] });
    expect(requestHeaders({ subscriptionKey: '', banner: '', clientId: '', traced: true }).headers).toStrictEqual({ accept: 'application/json', 'x-client-name': 'web-portal' });
    for (const now of [NaN, Infinity, undefined]) expect(requestHeaders({ now }).headers).not.toHaveProperty('x-request-date');
    expect(requestHeaders({ now: 86_400_000 }).headers['x-request-date']).toBe('Fri, 02 Jan 1970 00:00:00 GMT');
    const extra = requestHeaders({ extra: { 'X-Session-Id': 's-1', 'Content-Type': undefined } }).headers;
    expect(extra['x-session-id']).toBe('s-1');
    expect(extra).not.toHaveProperty('content-type');
    expect(extra).not.toHaveProperty('Content-Type');
  });
  it('CALLS-03 unknown customer ids: 1 in general paths, 111-111-1111111111111 for the datapower stores call (AMBIG-56)', () => {
    expect(customerIdForPath(undefined, 'general')).toBe('1');
    expect(customerIdForPath('', 'datapower')).toBe('111-111-1111111111111');
    expect(customerIdForPath(HASH_PLACEHOLDER, 'general')).toBe('1');
    expect(customerIdForPath('cust-9', 'datapower')).toBe('cust-9');
  });
  it('CALLS-04 navigation timeout 3000 ms by default; popup wrapper 1000 ms; focus move 500 ms', () => {
    expect(navigationTimeout(undefined)).toBe(3000);
    expect(navigationTimeout(5000)).toBe(5000);
    expect(navigationTimeout(-1)).toBe(3000);
    for (const configured of [0, Infinity, NaN, '5000', null]) expect(navigationTimeout(configured)).toBe(3000);
    expect(navigationTimeout(1)).toBe(1);
    expect([POPUP_WRAPPER_DELAY_MS, FOCUS_MOVE_DELAY_MS]).toEqual([1000, 500]);
  });
  it('CALLS-05 the delivery check uses radius 50 and size 10', () => {
    expect(deliveryCheckQuery('94611')).toEqual({ zipcode: '94611', radius: 50, size: 10 });
  });
  it('CALLS-06 ship methods 200 is full and cached, 206 partial', () => {
    expect(shipMethodsStatus(200)).toEqual({ complete: true, cache: true, partial: false });
    expect(shipMethodsStatus(206)).toEqual({ complete: false, cache: false, partial: true });
    expect(shipMethodsStatus(500)).toEqual({ complete: false, cache: false, partial: false });
  });
});
