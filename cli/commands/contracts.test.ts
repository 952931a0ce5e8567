import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UsageError } from '../lib/output';
import { describeNetworkError, parseBaseUrl, parseHeader, perCall } from './contracts';

describe('workbench contracts arguments', () => {
  it('--header accumulates name: value pairs with lower-case names', () => {
    expect(parseHeader('X-Key: a: b', parseHeader('Ocp-Apim-Subscription-Key: k1', {}))).toEqual({ 'ocp-apim-subscription-key': 'k1', 'x-key': 'a: b' });
  });

  it('a malformed --header or --base-url is a usage error, never a crash', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        for (const parse of [() => parseHeader(raw, {}), () => parseBaseUrl(raw)]) {
          try {
            parse();
          } catch (error) {
            expect(error).toBeInstanceOf(UsageError);
          }
        }
      }),
    );
    expect(() => parseBaseUrl('ftp://127.0.0.1')).toThrow(UsageError);
    expect(parseBaseUrl('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787');
  });

  it('names a network error by host, port and code, whatever depth fetch keeps the cause at', () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:8443'), { code: 'ECONNREFUSED' }) });
    expect(describeNetworkError('https://10.0.0.5:8443/api', refused)).toBe('cannot reach 10.0.0.5 port 8443: ECONNREFUSED (nothing listens there)');
    const dns = new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND staging.example.test'), { code: 'ENOTFOUND' }) });
    expect(describeNetworkError('https://staging.example.test', dns)).toBe('cannot reach staging.example.test port 443: ENOTFOUND (the host name does not resolve)');
    expect(describeNetworkError('http://h.test', Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }))).toBe('cannot reach h.test port 80: TIMEOUT (no answer within 5 s)');
  });

  it('counts per CALL the interactions verified, skipped and failed', () => {
    const row = (ids: string[], outcome: 'verified' | 'skipped' | 'failed') => ({ provider: 'p', description: ids.join(' '), ids, states: [], method: 'GET', path: '/', status: 200, ok: outcome === 'verified', outcome, readOnly: true, need: 'none' as const, ms: 0 });
    expect(perCall([row(['CALL-24', 'ERR-42'], 'skipped'), row(['CALL-24'], 'verified'), row(['CALL-03', 'CALL-24'], 'failed')])).toEqual({
      'CALL-03': { verified: 0, skipped: 0, failed: 1 },
      'CALL-24': { verified: 1, skipped: 1, failed: 1 },
    });
  });
});
