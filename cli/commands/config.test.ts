import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../spec/schemas/config';
import { loadRawConfig } from '../../src/api/storefrontConfig';
import { UsageError } from '../lib/output';
import { registerConfigCommands } from './config';

async function run(...args: string[]): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const program = new Command().exitOverride();
    registerConfigCommands(program);
    await program.parseAsync(['node', 'workbench', ...args]);
    return [...log.mock.calls.map((c) => String(c[0])), ...out.mock.calls.map((c) => String(c[0]))].join('\n');
  } finally {
    log.mockRestore();
    out.mockRestore();
  }
}

/** The message the page gives for the same file served over HTTP, to compare with the CLI's. */
const pageMessage = (body: string, contentType = 'application/json') =>
  loadRawConfig(async () => new Response(body, { headers: { 'content-type': contentType } }), 'storefront.config.json').then(
    (raw) => {
      try {
        parseConfig(raw);
        return 'valid';
      } catch (e) {
        return (e as Error).message;
      }
    },
    (e: Error) => e.message,
  );

describe('workbench config', () => {
  it('CONFIG-01 init writes a storefront.config.json the page accepts: JSON-string sections, services under --base-url', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const out = join(dir, 'storefront.config.json');
    await run('config', 'init', '--banner', 'valleymarket', '--base-url', 'https://api.example.test', '--toggle', 'usePcfEndpoint', '--set', 'identity.clientId=web-portal', '--set', 'preloadStoreFlags.subscriptionKey="k-1"', '--out', out);
    const raw = JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
    expect(typeof raw.identity).toBe('string');
    const config = parseConfig(raw);
    expect(config.banner).toBe('valleymarket');
    expect(config.identity.clientId).toBe('web-portal');
    expect(config.identity.host).toBe('https://api.example.test/idp');
    expect(config.domain.servletBase).toBe('https://api.example.test');
    expect(config.featureToggles.usePcfEndpoint).toBe(true);
    expect(config.preloadStoreFlags.subscriptionKey).toBe('k-1');
    expect(await run('config', 'check', out)).toContain('valid (banner valleymarket)');
    await expect(run('config', 'init', '--banner', 'valleymarket', '--base-url', 'https://api.example.test', '--out', out)).rejects.toThrow(/exists; pass --force/);
  });

  it('init refuses an unknown banner, a base URL that is not an origin and an unknown section', async () => {
    await expect(run('config', 'init', '--banner', 'acme', '--base-url', 'https://api.example.test', '--json')).rejects.toThrow(/'acme' is not one of the configured banners/);
    await expect(run('config', 'init', '--banner', 'freshway', '--base-url', 'ftp://x', '--json')).rejects.toThrow(/--base-url must be http or https/);
    await expect(run('config', 'init', '--banner', 'freshway', '--base-url', 'https://x.test/api', '--json')).rejects.toThrow(/must be an origin/);
    await expect(run('config', 'init', '--banner', 'freshway', '--base-url', 'https://x.test', '--set', 'nosuch.a=1', '--json')).rejects.toThrow(/unknown section 'nosuch'/);
  });

  it('CONFIG-01 check gives the page’s own message for a missing file, an HTML page, non-JSON, an unknown banner and a bad field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const good = JSON.parse(await run('config', 'init', '--banner', 'freshway', '--base-url', 'http://127.0.0.1:4011', '--json')) as Record<string, string>;
    const cases: Record<string, string> = {
      'html.json': '<!doctype html><html><body><div id="root"></div></body></html>',
      'text.json': 'banner=freshway',
      'acme.json': JSON.stringify({ ...good, banner: 'acme' }),
      'field.json': JSON.stringify({ ...good, identity: JSON.stringify({ ...(JSON.parse(good.identity!) as object), host: 'ftp://x' }) }),
    };
    const messages: string[] = [];
    for (const [name, body] of Object.entries(cases)) {
      const path = join(dir, name);
      writeFileSync(path, body);
      const error = await run('config', 'check', path).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(UsageError);
      const message = (error as Error).message;
      // The same text as the page, which reads the same body from /storefront.config.json.
      expect(message.replaceAll(path, 'storefront.config.json'), name).toBe(await pageMessage(body));
      messages.push(message);
    }
    await expect(run('config', 'check', join(dir, 'absent.json'))).rejects.toThrow(/absent\.json is missing/);
    expect(messages[0]).toMatch(/HTML page/);
    expect(messages[1]).toMatch(/not valid JSON/);
    expect(messages[2]).toMatch(/banner: 'acme'/);
    expect(messages[3]).toMatch(/identity\.host/);
  });

  it('exits 2 with one line for an invalid file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    writeFileSync(join(dir, 'bad.json'), '<html></html>');
    const r = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, ['cli/bin.mjs', 'config', 'check', join(dir, 'bad.json')]);
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => done({ code, stderr }));
    });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/is an HTML page, not the configuration/);
  }, 30_000);

  it('refuses an unknown toggle or field (exit 2) naming it and the closest known one, in init and in check', async () => {
    const base = ['config', 'init', '--banner', 'freshway', '--base-url', 'https://api.example.test', '--json'];
    await expect(run(...base, '--toggle', 'useStoreResolverV3')).rejects.toThrow(/--toggle: unknown toggle 'useStoreResolverV3'; the closest known one is 'useStoreResolverV2'/);
    await expect(run(...base, '--set', 'identity.clientID=x')).rejects.toThrow(/--set: unknown field 'identity.clientID'; the closest known one is 'identity.clientId'/);
    await expect(run(...base, '--set', 'identty.clientId=x')).rejects.toThrow(/--set: unknown section 'identty'; the closest known one is 'identity'/);
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const file = join(dir, 'storefront.config.json');
    const raw = JSON.parse(await run(...base)) as Record<string, string>;
    writeFileSync(file, JSON.stringify({ ...raw, identity: JSON.stringify({ ...(JSON.parse(raw.identity!) as object), nope: 1 }) }));
    await expect(run('config', 'check', file)).rejects.toThrow(UsageError);
    await expect(run('config', 'check', file)).rejects.toThrow(/unknown field 'identity.nope'; the closest known one is 'identity\.\w+'.*the page ignores it/);
    // The page itself still reads the file (decision 0485): only the CLI's tools are strict.
    expect(parseConfig(JSON.parse(readFileSync(file, 'utf8'))).banner).toBe('freshway');
  });
});
