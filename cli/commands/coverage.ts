import type { Command } from 'commander';
import { computeCoverage } from '../lib/coverage';
import { printJson } from '../lib/output';

export function registerCoverageCommands(program: Command): void {
  program
    .command('coverage')
    .description('traceability: every catalogue ID against the tests, clients, handlers, contracts, scenarios and decisions that prove it')
    .option('--json', 'print the full JSON')
    .option('--gaps', 'list the IDs nothing proves yet')
    .action(async (opts: { json?: boolean; gaps?: boolean }) => {
      const cov = await computeCoverage();
      if (opts.json) return printJson(cov);
      for (const [kind, s] of Object.entries(cov.summary)) console.log(`${kind.padEnd(12)} ${s.covered}/${s.total}`);
      if (opts.gaps) {
        const gaps = [
          ...Object.entries(cov.rules).filter(([, v]) => v.tests.length === 0).map(([id]) => `${id}: no test`),
          ...Object.entries(cov.calls)
            .filter(([, v]) => !(v.client && v.handler && v.contract) && v.notMade === undefined && !(v.navigation !== undefined && v.client && v.handler))
            .map(([id, v]) => `${id}: ${[!v.client && 'client', !v.handler && 'handler', !v.contract && 'contract'].filter(Boolean).join(', ')} missing`),
          ...Object.entries(cov.errors).filter(([, v]) => v.scenarios.length === 0).map(([id]) => `${id}: no scenario`),
          ...Object.entries(cov.ambiguities).filter(([, v]) => v.decisions.length === 0).map(([id]) => `${id}: no decision record`),
        ];
        for (const g of gaps) console.log(g);
      }
    });
}
