// Writes the live build's /storefront.config.json pointing every service at a simulator served over HTTP:
//   tsx tests/e2e/live/write-config.ts <outDir> <origin> [banner]
// The same writer as `workbench config init` (cli/lib/liveConfig.ts): the raw form the storefront reads in live
// mode, validated by the page's own parser before it is written. The page's painted shell depends on that file (its
// banner, the servlet base of the pictures), so it is rendered into the site's index.html here too (scripts/prerender.ts).
// Its toggles are the simulator build's (storefrontToggles: guest add-to-cart's treatment, decision 0450), so the
// same journeys run on both builds.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLiveConfig } from '../../../cli/lib/liveConfig';
import { storefrontToggles } from '../../../spec/config/endpoints';
import { prerenderShells } from '../../../scripts/prerender';
import { writeSecurityHeaders } from '../../../scripts/securityHeaders';

const [outDir, origin, banner = 'freshway'] = process.argv.slice(2);
if (!outDir || !origin) {
  console.error('usage: write-config.ts <outDir> <origin> [banner]');
  process.exit(2);
}
try {
  writeFileSync(join(outDir, 'storefront.config.json'), `${JSON.stringify(buildLiveConfig({ banner, baseUrl: origin, set: Object.entries(storefrontToggles).map(([name, value]) => `featureToggles.${name}=${JSON.stringify(value)}`) }), null, 2)}\n`);
} catch (e) {
  console.error(`write-config.ts: ${(e as Error).message}`);
  process.exit(2);
}
// STOREFRONT_SHELL=off leaves the shell out (the page then shows its one-line placeholder until it has rendered); the
// Content-Security-Policy is written either way (the shell's rendering writes it with the shell's script).
try {
  if (process.env.STOREFRONT_SHELL !== 'off') await prerenderShells(outDir);
  else writeSecurityHeaders(outDir, JSON.parse(readFileSync(join(outDir, 'storefront.config.json'), 'utf8')) as unknown);
} catch (e) {
  console.error(`write-config.ts: the shell could not be rendered: ${(e as Error).message}`);
  process.exit(2);
}
