import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWellFormedToken, newSimToken, readSimToken, removeTokenFile, simControlHeaders, tokenDir, tokenFile, tokenMatches, writeTokenFile } from './token';

const dir = join(mkdtempSync(join(tmpdir(), 'sim-token-')), 'tokens');
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

  it('lives outside the project tree, under the runtime directory or else the cache, so no web server of the project serves it', () => {
    expect(tokenDir({ XDG_RUNTIME_DIR: '/run/user/1000' })).toBe('/run/user/1000/storefront-workbench');
    expect(tokenDir({ XDG_CACHE_HOME: '/home/u/.cache' })).toBe('/home/u/.cache/storefront-workbench/sim');
    expect(tokenDir({ XDG_RUNTIME_DIR: 'relative' }).startsWith('/')).toBe(true);
    expect(relative(process.cwd(), tokenDir()).startsWith('..')).toBe(true);
  });

  it('a client finds it in SIM_TOKEN, else in the file the loopback server at exactly that origin wrote (its owner alone reads it)', () => {
    vi.stubEnv('SIM_TOKEN', '');
    const origin = 'http://127.0.0.1:4011';
    expect(readSimToken(origin, dir)).toBeUndefined();
    expect(simControlHeaders(origin, dir)).toEqual({});
    const file = writeTokenFile(origin, 'token-from-the-file-1234', dir);
    expect(file).toBe(tokenFile(origin, dir));
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(statSync(dir).mode & 0o077).toBe(0);
    expect(readSimToken(`${origin}/anything`, dir)).toBe('token-from-the-file-1234');
    expect(readSimToken('http://127.0.0.1:4012', dir)).toBeUndefined();
    expect(readSimToken('not a url', dir)).toBeUndefined();
    vi.stubEnv('SIM_TOKEN', 'token-from-the-environment');
    expect(simControlHeaders(origin, dir)).toEqual({ 'x-sim-token': 'token-from-the-environment' });
    vi.stubEnv('SIM_TOKEN', '');
    // A stopping server removes its own file only: one that a later server on the origin wrote stays.
    removeTokenFile(origin, 'another-servers-token-1234', dir);
    expect(readSimToken(origin, dir)).toBe('token-from-the-file-1234');
    removeTokenFile(origin, 'token-from-the-file-1234', dir);
    expect(readSimToken(origin, dir)).toBeUndefined();
  });

  it('never gives a file token to another host on the same port, nor to a file whose origin is not the one asked for', () => {
    vi.stubEnv('SIM_TOKEN', '');
    writeTokenFile('http://127.0.0.1:4013', 'token-of-the-loopback-1234', dir);
    for (const url of ['http://evil.example:4013', 'https://127.0.0.1:4013', 'http://127.0.0.2:4013', 'http://user@evil.example:4013/']) expect(readSimToken(url, dir), url).toBeUndefined();
    // A file tampered with to name another origin is not used for this one.
    writeFileSync(tokenFile('http://127.0.0.1:4013', dir), JSON.stringify({ origin: 'http://localhost:4013', token: 'token-of-the-loopback-1234' }));
    expect(readSimToken('http://127.0.0.1:4013', dir)).toBeUndefined();
    expect(() => writeTokenFile('http://evil.example:4013', 'token-of-the-loopback-1234', dir)).toThrow(RangeError);
    expect(readFileSync(tokenFile('http://127.0.0.1:4013', dir), 'utf8')).toContain('localhost');
    rmSync(dir, { recursive: true, force: true });
  });
});
