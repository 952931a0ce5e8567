import { Command, CommanderError } from 'commander';
import { registerConfigCommands } from './commands/config';
import { registerContractsCommands } from './commands/contracts';
import { registerCoverageCommands } from './commands/coverage';
import { registerDriftCommand } from './commands/drift';
import { registerReportCommands } from './commands/report';
import { registerRulesCommands } from './commands/rules';
import { registerScenarioCommands } from './commands/scenario';
import { registerSimCommands } from './commands/sim';
import { quietOnBrokenPipe, UsageError } from './lib/output';
import { terminalText } from './lib/terminal';

process.env.PACT_DO_NOT_TRACK ??= 'true';
quietOnBrokenPipe(process.stdout);

const program = new Command()
  .name('workbench')
  .description('Storefront workbench: rules, simulator, contracts, scenarios and traceability of the storefront specification')
  .showHelpAfterError()
  .exitOverride();

registerRulesCommands(program);
registerSimCommands(program);
registerContractsCommands(program);
registerScenarioCommands(program);
registerCoverageCommands(program);
registerReportCommands(program);
registerConfigCommands(program);
registerDriftCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) process.exit(e.exitCode === 0 ? 0 : 2);
  if (e instanceof UsageError) {
    // A message may quote its input (a file's field, a server's answer): its lines are kept, control characters escaped.
    console.error(`workbench: ${e.message.split('\n').map(terminalText).join('\n')}`);
    process.exit(2);
  }
  console.error(`workbench: ${String((e as Error).message).split('\n').map(terminalText).join('\n')}`);
  process.exit(1);
}
