import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../lib/output';
import { buildLiveConfig } from '../lib/liveConfig';
import { registerConfigCommands } from './config';

/** `config check FILE` in process: resolves when the file is valid, rejects with the command's error otherwise. */
async function check(path: string): Promise<void> {
  const program = new Command().exitOverride();
  registerConfigCommands(program);
  const log = console.log;
  console.log = () => undefined;
  try {
    await program.parseAsync(['node', 'workbench', 'config', 'check', path]);
  } finally {
    console.log = log;
  }
}

/** A valid configuration file with one field of one section replaced. */
function fileWith(dir: string, section: string, field: string, value: string): string {
  const raw = buildLiveConfig({ banner: 'freshway', baseUrl: 'https://api.freshway.test' });
  const sectionValue = JSON.parse(raw[section]!) as Record<string, unknown>;
  const path = join(dir, `${section}.${field}.json`);
  writeFileSync(path, JSON.stringify({ ...raw, [section]: JSON.stringify({ ...sectionValue, [field]: value }) }));
  return path;
}

// Decision 0480: the configuration's addresses are https URLs (http on loopback) or paths with a single leading slash.
describe('workbench config check: addresses that would send a shopper off the site', () => {
  it('CONFIG-01 refuses javascript: and data: servlet bases and protocol-relative or backslashed paths, naming the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-addresses-'));
    const cases: Array<[string, string, string]> = [
      ['domain', 'servletBase', 'javascript:alert(document.cookie)'],
      ['domain', 'servletBase', 'data:text/html,<script>alert(1)</script>'],
      ['identity', 'issuer', '//evil.example/oauth2/default'],
      ['identity', 'logoutUrl', '//evil.example/logout'],
      ['preloadStoreFlags', 'path', '//evil.example/apim/storeflags/v1/stores'],
      ['domain', 'defaultRedirect', '//evil.example/'],
      ['domain', 'signOutPath', '/\\evil.example/bin/wcax/signout'],
      ['identity', 'host', 'http://idp.freshway.test'],
    ];
    for (const [section, field, value] of cases) {
      const error = await check(fileWith(dir, section, field, value)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, `${section}.${field} = ${value}`).toBeInstanceOf(UsageError);
      expect((error as Error).message).toContain(`${section}.${field}`);
    }
    // The same file with the workbench's own addresses passes.
    await expect(check(fileWith(dir, 'domain', 'defaultRedirect', '/'))).resolves.toBeUndefined();
  });

  it('CONFIG-01 the message for the issue’s protocol-relative issuer is one line naming identity.issuer and the rule', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-addresses-'));
    const error = (await check(fileWith(dir, 'identity', 'issuer', '//evil.example/oauth2/default')).catch((e: unknown) => e)) as Error;
    // The CLI's entry prints a UsageError as its one line and exits 2 (cli/commands/config.test.ts spawns it).
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message.split('\n')).toHaveLength(1);
    expect(error.message).toMatch(/identity\.issuer: must start with a single \/ \(\/\/ names another host\)/);
  });
});
