import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UsageError } from '../lib/output';
import { parseBaseUrl, parseHeader } from './contracts';

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
});
