import { Command, CommanderError } from 'commander';
import { commandGroups, groupOf } from './groups';
import { quietOnBrokenPipe, UsageError } from './lib/output';
import { terminalText } from './lib/terminal';

process.env.PACT_DO_NOT_TRACK ??= 'true';
quietOnBrokenPipe(process.stdout);

const program = new Command()
  .name('workbench')
  .description('Storefront workbench: rules, simulator, contracts, scenarios and traceability of the storefront specification')
  .showHelpAfterError()
  .exitOverride();

// Only the group the call names is loaded (its code, and the catalogue, simulator or Pact behind it); the overall help
// and an unknown command need only the groups' names and summaries.
const group = groupOf(process.argv.slice(2));
if (group) (await group.load())(program);
else for (const g of commandGroups) program.command(g.name).description(g.summary);

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
