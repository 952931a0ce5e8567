import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from './output';
import { clearSavedSimUrl, DEFAULT_SIM_URL, resolveSimUrl, saveSimUrl } from './simUrl';

describe('which simulator the sim commands talk to', () => {
  it('--url, else SIM_URL, else the URL a running sim serve saved, else the default port', () => {
    const root = mkdtempSync(join(tmpdir(), 'sim-url-'));
    expect(resolveSimUrl(undefined, {}, root)).toEqual({ url: DEFAULT_SIM_URL, from: 'default' });
    saveSimUrl('http://127.0.0.1:40123', process.pid, root);
    expect(resolveSimUrl(undefined, {}, root)).toEqual({ url: 'http://127.0.0.1:40123', from: 'sim serve' });
    expect(resolveSimUrl(undefined, { SIM_URL: 'http://127.0.0.1:4999/x' }, root)).toEqual({ url: 'http://127.0.0.1:4999', from: 'SIM_URL' });
    expect(resolveSimUrl('http://localhost:5000', { SIM_URL: 'http://127.0.0.1:4999' }, root)).toEqual({ url: 'http://localhost:5000', from: '--url' });
    clearSavedSimUrl(process.pid, root);
    expect(resolveSimUrl(undefined, {}, root).from).toBe('default');
  });

  it('ignores a saved URL whose server has exited, and refuses a URL that is not http', () => {
    const root = mkdtempSync(join(tmpdir(), 'sim-url-'));
    // Beyond the kernel's pid range: no such process.
    saveSimUrl('http://127.0.0.1:40124', 2 ** 30, root);
    expect(resolveSimUrl(undefined, {}, root).from).toBe('default');
    expect(() => resolveSimUrl(undefined, { SIM_URL: 'ftp://x' }, root)).toThrow(UsageError);
    expect(() => resolveSimUrl(undefined, { SIM_URL: 'ftp://x' }, root)).toThrow(/SIM_URL must be an http URL/);
  });
});
