import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sessionRefreshFailure } from './refreshFailure';

describe('session-refresh failure (001 §8)', () => {
  it('ERRORS-10 AMBIG-54 every session-refresh failure forces sign-out; only the log differs', () => {
    expect(sessionRefreshFailure(429).log).toContain('Too many requests');
    expect(sessionRefreshFailure(403).log).not.toContain('Invalid URL');
    expect(sessionRefreshFailure(404).log).not.toContain('Invalid URL');
    expect(sessionRefreshFailure(500).log).toContain('Invalid URL or Cross-Origin Request Blocked');
    fc.assert(fc.property(fc.option(fc.integer()), (status) => {
      const r = sessionRefreshFailure(status);
      expect(r.forcedSignOut).toBe(true);
      expect(r.kmsiCookie).toBe('error');
    }));
  });
  it('ERRORS-10 429 asks to ignore it, 403 and 404 log a summary naming the status, any other an allow-list hint', () => {
    const rules = ['ERRORS-10', 'AMBIG-54'];
    expect(sessionRefreshFailure(429)).toMatchObject({ forcedSignOut: true, kmsiCookie: 'error', rules });
    expect(sessionRefreshFailure(429).log).toMatch(/^Too many requests.*ignored/);
    for (const status of [403, 404]) {
      const r = sessionRefreshFailure(status);
      expect(r).toEqual({ log: expect.stringContaining(String(status)) as string, forcedSignOut: true, kmsiCookie: 'error', rules });
      expect(r.log).not.toContain('Too many requests');
    }
    for (const status of [null, 0, 401, 402, 405, 428, 430, 500]) {
      const r = sessionRefreshFailure(status);
      expect(r).toMatchObject({ forcedSignOut: true, kmsiCookie: 'error', rules });
      expect(r.log).toMatch(/^Invalid URL or Cross-Origin Request Blocked.*allow-list/);
    }
  });
});
