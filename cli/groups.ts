import type { Command } from 'commander';

/**
 * The CLI's top-level commands, each with the module that registers it, imported only when a call names it: the
 * overall help is the names and summaries below, and `workbench rules list` never loads the simulator or Pact.
 */
export interface CommandGroup {
  name: string;
  summary: string;
  load: () => Promise<(program: Command) => void>;
}

export const commandGroups: readonly CommandGroup[] = [
  { name: 'rules', summary: 'the rule catalogue and the pure rule modules', load: async () => (await import('./commands/rules')).registerRulesCommands },
  { name: 'sim', summary: 'run and steer the upstream simulator', load: async () => (await import('./commands/sim')).registerSimCommands },
  { name: 'contracts', summary: 'Pact contracts of the storefront with every upstream service', load: async () => (await import('./commands/contracts')).registerContractsCommands },
  { name: 'scenario', summary: 'scenarios of the error catalogue and the main journeys: list, run in Node, replay in a browser', load: async () => (await import('./commands/scenario')).registerScenarioCommands },
  { name: 'coverage', summary: 'traceability of every catalogue ID: tests, product call sites, clients, handlers, contracts, scenarios, decisions', load: async () => (await import('./commands/coverage')).registerCoverageCommands },
  { name: 'report', summary: 'a static HTML report folder of scenarios, the fault matrix, contracts and traceability', load: async () => (await import('./commands/report')).registerReportCommands },
  { name: 'config', summary: 'the live storefront configuration (storefront.config.json): write one, check one', load: async () => (await import('./commands/config')).registerConfigCommands },
  { name: 'drift', summary: "check recorded traffic (a HAR) against the simulator's routes, the spec's schemas and the Pact interactions", load: async () => (await import('./commands/drift')).registerDriftCommand },
];

/**
 * The group a command line names: its first word that is not an option (`help rules` names rules too). Undefined for
 * none, `--help`, or an unknown word (commander then says so, with the list).
 */
export function groupOf(args: readonly string[]): CommandGroup | undefined {
  const words = args.filter((a) => !a.startsWith('-'));
  const name = words[0] === 'help' ? words[1] : words[0];
  return commandGroups.find((g) => g.name === name);
}
