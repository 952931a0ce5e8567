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
});
