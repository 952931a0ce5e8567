// Writes the live build's /storefront.config.json pointing every service at a simulator served over HTTP:
//   tsx tests/e2e/live/write-config.ts <outDir> <simulatorOrigin> [banner]
// The file has the raw form the storefront reads in live mode: the banner plus one JSON string per section.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { parseConfig, toRawConfig } from '../../../spec/schemas/config';

const [outDir, origin, banner = 'freshway'] = process.argv.slice(2);
if (!outDir || !origin || !/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) {
  console.error('usage: write-config.ts <outDir> http://127.0.0.1:<port> [banner]');
  process.exit(2);
}
const base = simulatorConfig(banner, origin);
const raw = toRawConfig({ ...base, domain: { ...base.domain, servletBase: origin } });
parseConfig(raw); // refuse to write a configuration the storefront would reject
writeFileSync(join(outDir, 'storefront.config.json'), `${JSON.stringify(raw, null, 2)}\n`);
