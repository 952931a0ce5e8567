import type { Command } from 'commander';
import { areas, rules } from '../../spec/catalogue';
import type { RuleModule } from '../../src/rules/module';
import { printJson, readJsonArgument, UsageError } from '../lib/output';
import { fieldLines, plural, schemaText } from '../lib/text';
import { findTitledTests } from '../lib/testTitles';

// The rule modules (and zod with them) load only for the commands that run one: `rules list` reads the catalogue alone.
async function moduleOrFail(name: string): Promise<RuleModule> {
  const { ruleModule, ruleModules } = await import('../../src/rules/registry');
  const found = ruleModule(name);
  if (!found) throw new UsageError(`unknown rule module '${name}'; known: ${ruleModules.map((m) => m.name).join(', ') || '(none)'}`);
  return found;
}

/**
 * A module's declared output: its zod output schema when it has one, else the TypeScript type of its answer, kept as
 * JSON Schema in src/rules/outputSchemas.json (cli/lib/ruleOutputs.ts writes it; a test keeps it current).
 */
export async function declaredOutput(mod: RuleModule, toSchema: (t: NonNullable<RuleModule['output']>) => unknown): Promise<{ schema: unknown; from: string }> {
  if (mod.output) return { schema: toSchema(mod.output), from: 'declared: the module\'s zod output schema' };
  const { default: schemas } = (await import('../../src/rules/outputSchemas.json')) as { default: Record<string, unknown> };
  const schema = schemas[mod.name];
  if (schema === undefined) throw new Error(`no output schema for rule module '${mod.name}' in src/rules/outputSchemas.json: run npm run rule-outputs`);
  return { schema, from: "declared: the TypeScript type of the module's answer" };
}

export function registerRulesCommands(program: Command): void {
  const group = program.command('rules').description('the rule catalogue and the pure rule modules');

  group
    .command('list')
    .description('every rule: ID, area, text and the tests that prove it')
    .option('--area <area>', 'only this area (e.g. ACCESS)')
    .option('--json', 'print JSON')
    .action((opts: { area?: string; json?: boolean }) => {
      const area = opts.area?.toUpperCase();
      if (area && !areas.includes(area)) throw new UsageError(`unknown area '${opts.area}'; known: ${areas.join(', ')}`);
      const tests = findTitledTests();
      const rows = rules
        .filter((r) => !area || r.area === area)
        .map((r) => ({ id: r.id, area: r.area, text: r.text, source: r.source, tests: tests.filter((t) => t.ids.includes(r.id)).map((t) => `${t.file} › ${t.title}`) }));
      if (opts.json) return printJson(rows);
      for (const r of rows) {
        console.log(`${r.id.padEnd(18)} ${r.tests.length > 0 ? plural(r.tests.length, 'test').padEnd(8) : 'NO TEST '}  ${r.text}`);
      }
      console.log(`\n${plural(rows.length, 'rule')}, ${rows.filter((r) => r.tests.length > 0).length} proven by a test`);
    });

  group
    .command('modules')
    .description('the rule modules that `rules eval` can run')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const { ruleModules } = await import('../../src/rules/registry');
      if (opts.json) return printJson(ruleModules.map((m) => ({ name: m.name, areas: m.areas, summary: m.summary })));
      for (const m of ruleModules) console.log(`${m.name.padEnd(24)} ${m.areas.join(',').padEnd(28)} ${m.summary}`);
      console.log(plural(ruleModules.length, 'module'));
    });

  group
    .command('eval <module>')
    .description("validate --input with the module's schema, run it and print the explained result")
    .requiredOption('--input <json>', 'input as JSON, or @file.json')
    .option('--json', 'print the result as JSON')
    .action(async (name: string, opts: { input: string; json?: boolean }) => {
      const mod = await moduleOrFail(name);
      const raw = await readJsonArgument(opts.input);
      const { z } = await import('zod');
      const parsed = z.safeParse(mod.input, raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new UsageError(`invalid input for ${name} at ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
      }
      const result = mod.run(parsed.data);
      if (opts.json) return printJson(result);
      const applied = typeof result === 'object' && result !== null && 'rules' in result && Array.isArray(result.rules) ? (result.rules as unknown[]).map(String) : [];
      console.log(`${name}: ${applied.length > 0 ? `rules applied ${applied.join(', ')}` : 'no rule ID in the answer'}`);
      const { rules: _applied, ...rest } = typeof result === 'object' && result !== null && !Array.isArray(result) ? (result as Record<string, unknown>) : { value: result };
      for (const line of fieldLines(rest, '  ')) console.log(line);
    });

  group
    .command('describe <module>')
    .description("the module's input and declared output as JSON Schema, with one example input and its answer")
    .option('--json', 'print JSON')
    .action(async (name: string, opts: { json?: boolean }) => {
      const mod = await moduleOrFail(name);
      const { z } = await import('zod');
      const schema = (t: NonNullable<RuleModule['output']>) => {
        try {
          return z.core.toJSONSchema(t, { unrepresentable: 'any', io: 'input' });
        } catch (e) {
          return { note: `not representable as JSON Schema: ${(e as Error).message}` };
        }
      };
      const example = z.safeParse(mod.input, mod.example);
      const answer = example.success ? mod.run(example.data) : undefined;
      const output = await declaredOutput(mod, (t) => z.core.toJSONSchema(t, { unrepresentable: 'any', io: 'output' }));
      const described = { name: mod.name, summary: mod.summary, areas: mod.areas, input: schema(mod.input), output: output.schema, outputFrom: output.from, example: mod.example, exampleOutput: answer ?? null };
      if (opts.json) return printJson(described);
      console.log(`${mod.name} (${mod.areas.join(', ')}): ${mod.summary}`);
      console.log(`input:  ${schemaText(described.input)}`);
      console.log(`output: ${schemaText(described.output)}`);
      console.log(`        (${output.from}; the whole schema with --json)`);
      console.log(`example: ${JSON.stringify(mod.example)}`);
      console.log(`answer:  ${JSON.stringify(answer ?? null)}`);
    });
}
