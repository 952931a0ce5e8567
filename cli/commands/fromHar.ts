import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { readHarFile } from '../lib/drift';
import { scenarioFromHar } from '../lib/fromHar';
import { UsageError } from '../lib/output';
import { terminalText } from '../lib/terminal';

/** Where a scenario made from a recording goes without --out: the reports folder, which git ignores. */
export function defaultScenarioFile(id: string): string {
  return join('reports', 'scenarios', `${id}.scenario.json`);
}

/** `workbench scenario from-har <file.har> --id <id> [--out file]`: a recording as a scenario the simulator replays. */
export function registerFromHarCommand(scenario: Command): void {
  scenario
    .command('from-har <file>')
    .description("Write a scenario (spec/scenarios schema) from a HAR: its start page, banner, store, searches and CALLs, on the simulator's seed; refuses (exit 2) a recording whose answers the seed does not give, or that signs in")
    .requiredOption('--id <id>', 'the scenario id (kebab-case)')
    .option('--out <file>', 'where to write it (default reports/scenarios/<id>.scenario.json, never the repository root; - for standard output); run it with `scenario run --file`')
    .action(async (file: string, o: { id: string; out?: string }) => {
      const har = readHarFile(file);
      const { scenario, refused } = await scenarioFromHar(har, o.id);
      if (!scenario) throw new UsageError(`cannot make a scenario of ${file}:\n  ${refused.map(terminalText).join('\n  ')}`);
      if (o.out === '-') return void process.stdout.write(`${JSON.stringify(scenario, null, 2)}\n`);
      const out = resolve(o.out ?? defaultScenarioFile(o.id));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify(scenario, null, 2)}\n`);
      console.log(terminalText(`wrote ${out} (start ${scenario.start}, ${scenario.steps.length} step${scenario.steps.length === 1 ? '' : 's'}, expects ${scenario.expect.calls.join(' ') || 'no call'}); run it with: workbench scenario run --file ${out}`));
    });
}
