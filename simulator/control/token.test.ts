import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWellFormedToken, newSimToken, readSimToken, removeTokenFile, simControlHeaders, tokenFile, tokenMatches, writeTokenFile } from './token';

const root = mkdtempSync(join(tmpdir(), 'sim-token-'));
afterEach(() => vi.unstubAllEnvs());

describe('the control token of sim serve', () => {
  it('is random and well formed, and only the same token matches', () => {
    const a = newSimToken();
    expect(isWellFormedToken(a)).toBe(true);
    expect(newSimToken()).not.toBe(a);
    expect(tokenMatches(a, a)).toBe(true);
    expect(tokenMatches(a, `${a}x`)).toBe(false);
    expect(tokenMatches(a, undefined)).toBe(false);
    expect(tokenMatches(a, [a])).toBe(false);
  });

  it('a client finds it in SIM_TOKEN, else in the file serve wrote for the port (readable by its owner only)', () => {
    vi.stubEnv('SIM_TOKEN', '');
    expect(readSimToken('http://127.0.0.1:4011', root)).toBeUndefined();
    expect(simControlHeaders('http://127.0.0.1:4011', root)).toEqual({});
    const file = writeTokenFile(4011, 'token-from-the-file-1234', root);
    expect(file).toBe(tokenFile(4011, root));
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readSimToken('http://127.0.0.1:4011/anything', root)).toBe('token-from-the-file-1234');
    expect(readSimToken('http://127.0.0.1:4012', root)).toBeUndefined();
    expect(readSimToken('not a url', root)).toBeUndefined();
    vi.stubEnv('SIM_TOKEN', 'token-from-the-environment');
    expect(simControlHeaders('http://127.0.0.1:4011', root)).toEqual({ 'x-sim-token': 'token-from-the-environment' });
    removeTokenFile(4011, root);
    vi.stubEnv('SIM_TOKEN', '');
    expect(readSimToken('http://127.0.0.1:4011', root)).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
  });
});
