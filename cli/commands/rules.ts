import type { Command } from 'commander';
import { z } from 'zod';
import { areas, rules } from '../../spec/catalogue';
import { ruleModule, ruleModules } from '../../src/rules/registry';
import { printJson, readJsonArgument, UsageError } from '../lib/output';
import { findTitledTests } from '../lib/testTitles';

function moduleOrFail(name: string) {
  const found = ruleModule(name);
  if (!found) throw new UsageError(`unknown rule module '${name}'; known: ${ruleModules.map((m) => m.name).join(', ') || '(none)'}`);
  return found;
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
        console.log(`${r.id.padEnd(18)} ${r.tests.length > 0 ? `${r.tests.length} test(s)` : 'NO TEST'}  ${r.text}`);
      }
      console.log(`\n${rows.length} rules, ${rows.filter((r) => r.tests.length > 0).length} proven by a test`);
    });

  group
    .command('modules')
    .description('the rule modules that `rules eval` can run')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) => {
      if (opts.json) return printJson(ruleModules.map((m) => ({ name: m.name, areas: m.areas, summary: m.summary })));
      for (const m of ruleModules) console.log(`${m.name.padEnd(24)} ${m.areas.join(',').padEnd(28)} ${m.summary}`);
    });

  group
    .command('eval <module>')
    .description("validate --input with the module's schema, run it and print the explained result")
    .requiredOption('--input <json>', "input as JSON, or @file.json")
    .option('--json', 'print JSON (as without it)')
    .action(async (name: string, opts: { input: string }) => {
      const mod = moduleOrFail(name);
      const raw = await readJsonArgument(opts.input);
      const parsed = z.safeParse(mod.input, raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new UsageError(`invalid input for ${name} at ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
      }
      printJson(mod.run(parsed.data));
    });

  group
    .command('describe <module>')
    .description("the module's input and output as JSON Schema, with one example input and its answer")
    .option('--json', 'print JSON (as without it)')
    .action((name: string) => {
      const mod = moduleOrFail(name);
      const schema = (t: z.core.$ZodType) => {
        try {
          return z.core.toJSONSchema(t, { unrepresentable: 'any', io: 'input' });
        } catch (e) {
          return { note: `not representable as JSON Schema: ${(e as Error).message}` };
        }
      };
      const example = z.safeParse(mod.input, mod.example);
      const answer = example.success ? mod.run(example.data) : undefined;
      // A module that declares no output schema is described by the shape of its answer to the example,
      // and says so: the output is then what the module returns there, not a promise about every input.
      const output = mod.output ? { schema: schema(mod.output), from: 'declared' } : { schema: shapeOf(answer), from: 'the answer to the example (no declared output schema)' };
      printJson({ name: mod.name, summary: mod.summary, areas: mod.areas, input: schema(mod.input), output: output.schema, outputFrom: output.from, example: mod.example, exampleOutput: answer ?? null });
    });
}

/** A JSON Schema of a value's shape: types, object properties (all required) and array items (of the first). */
export function shapeOf(value: unknown): Record<string, unknown> {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return value.length > 0 ? { type: 'array', items: shapeOf(value[0]) } : { type: 'array' };
  switch (typeof value) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object': {
      const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && typeof v !== 'function');
      return { type: 'object', properties: Object.fromEntries(entries.map(([k, v]) => [k, shapeOf(v)])), required: entries.map(([k]) => k) };
    }
    default:
      return {};
  }
}
