import { describe, expect, it } from 'vitest';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import type { Ignorer } from '@stryker-mutator/api/ignore';
import type { Logger } from '@stryker-mutator/api/logging';
import { RULE_METADATA_REASON, strykerPlugins } from './ruleMetadataIgnorer.mjs';

const quiet: Logger = new Proxy({} as Logger, { get: (_, key) => (String(key).startsWith('is') ? () => false : () => undefined) });
const ignorer = (strykerPlugins[0] as { value: Ignorer }).value;

/** The mutants Stryker makes of a source, by whether the ignorer left them out. */
async function mutantsOf(content: string) {
  const result = await new Instrumenter(quiet).instrument([{ name: 'src/rules/example.ts', content, mutate: true }], {
    ignorers: [ignorer],
    plugins: null,
    excludedMutations: [],
    noHeader: false,
  });
  const reasonOf = (m: { status?: string; statusReason?: string }) => (m.status === 'Ignored' ? m.statusReason : undefined);
  const lines = content.split('\n');
  const lineOf = (m: { location: { start: { line: number } } }) => lines[m.location.start.line]!.trim();
  return {
    counted: result.mutants.filter((m) => reasonOf(m) !== RULE_METADATA_REASON).map(lineOf),
    left: result.mutants.filter((m) => reasonOf(m) === RULE_METADATA_REASON).map(lineOf),
  };
}

describe('the rule-metadata ignorer', () => {
  it('leaves out a rule module registry entry and the CLI input schema only it uses, and counts the rule itself', async () => {
    const { counted, left } = await mutantsOf(
      [
        "export function decide(x: string) { return x === 'yes' ? { ok: true } : { ok: false }; }",
        "const ExampleInput = z.object({ x: z._default(z.string(), 'yes') });",
        "export const exampleModule = defineRuleModule({ name: 'example', summary: 'An example.', areas: ['EX'], input: ExampleInput, example: { x: 'no' }, run: (i) => decide(i.x) });",
      ].join('\n'),
    );
    expect(new Set(counted)).toEqual(new Set([expect.stringContaining('export function decide')]));
    expect(left.some((l) => l.startsWith('const ExampleInput'))).toBe(true);
    expect(left.some((l) => l.startsWith('export const exampleModule'))).toBe(true);
  });

  it('counts a zod schema the rules use (an upstream body parsed by the rule), even beside a module entry', async () => {
    const { counted } = await mutantsOf(
      [
        "export const Body = z.object({ status: z._default(z.string(), 'active') });",
        'export function active(b: unknown) { return Body.parse(b).status === "active"; }',
        "export const m = defineRuleModule({ name: 'm', summary: 's', areas: [], input: Body, example: {}, run: (i) => i });",
      ].join('\n'),
    );
    expect(counted.some((l) => l.startsWith('export const Body'))).toBe(true);
  });

  it('leaves out an exported CLI input schema no rule of its file uses (another file registers it)', async () => {
    const { counted, left } = await mutantsOf(["export const AccessInputSchema = z.object({ url: z._default(z.string(), '/') });", "export const OTHER = z._default(z.string(), 'x');"].join('\n'));
    expect(left.some((l) => l.startsWith('export const AccessInputSchema'))).toBe(true);
    expect(counted.some((l) => l.startsWith('export const OTHER'))).toBe(true);
  });
});
