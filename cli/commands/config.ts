import { existsSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { bannerIds } from '../../spec/banners';
import { buildLiveConfig, checkConfigFile } from '../lib/liveConfig';
import { printJson, UsageError } from '../lib/output';

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerConfigCommands(program: Command): void {
  const config = program.command('config').description('the live storefront configuration (storefront.config.json): write one, check one');

  config
    .command('init')
    .description('write a storefront.config.json for real endpoints: every service at its standard path under --base-url, validated as the page validates it')
    .requiredOption('--banner <banner>', `the banner (${bannerIds.join(', ')})`)
    .requiredOption('--base-url <url>', 'origin of the upstream services')
    .option('--servlet-base <url>', 'origin of the servlets (sign-in, sign-out, authorize); default: --base-url')
    .option('--toggle <name>', 'switch a feature toggle on (repeatable)', collect, [])
    .option('--set <section.field=value>', 'set one field (value as JSON when it parses, else text; repeatable)', collect, [])
    .option('--out <file>', 'where to write it', 'storefront.config.json')
    .option('--force', 'overwrite an existing file')
    .option('--json', 'print the configuration instead of writing it')
    .action((o: { banner: string; baseUrl: string; servletBase?: string; toggle: string[]; set: string[]; out: string; force?: boolean; json?: boolean }) => {
      const raw = buildLiveConfig({ banner: o.banner, baseUrl: o.baseUrl, toggles: o.toggle, set: o.set, ...(o.servletBase !== undefined ? { servletBase: o.servletBase } : {}) });
      if (o.json) return printJson(raw);
      if (existsSync(o.out) && !o.force) throw new UsageError(`${o.out} exists; pass --force to overwrite it`);
      writeFileSync(o.out, `${JSON.stringify(raw, null, 2)}\n`);
      console.log(`wrote ${o.out} (banner ${o.banner}, services at ${new URL(o.baseUrl).origin}); check it with: workbench config check ${o.out}`);
    });

  config
    .command('check <file>')
    .description('validate a storefront.config.json with the same decoding, schema and messages as the page (exit 2 naming what is wrong)')
    .option('--json', 'print the validated configuration as JSON')
    .action((file: string, o: { json?: boolean }) => {
      const parsed = checkConfigFile(file);
      if (o.json) return printJson(parsed);
      console.log(`${file}: valid (banner ${parsed.banner})`);
    });
}
