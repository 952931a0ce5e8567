import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { scenarios } from '../../spec/scenarios';
import { ruleModules } from '../../src/rules/registry';
import { UsageError } from '../lib/output';
import { selectScenarios } from '../lib/scenario/load';
import fc from 'fast-check';
import { commandGroups } from '../groups';
import { plural } from '../lib/text';
import { registerRulesCommands } from './rules';
import { replayStorefront } from './scenario';

/** Runs the real binary; with closeAfterFirstChunk the reader goes away early, as `| head` does. */
function workbench(args: string[], closeAfterFirstChunk = false): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['cli/bin.mjs', ...args], { env: { ...process.env, NO_COLOR: '1', SIM_URL: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (closeAfterFirstChunk) child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

async function captured(args: string[]): Promise<string> {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const program = new Command().exitOverride();
    registerRulesCommands(program);
    await program.parseAsync(['node', 'workbench', ...args]);
    return out.mock.calls.map((c) => String(c[0])).join('');
  } finally {
    out.mockRestore();
  }
}

describe('the workbench CLI without papercuts', () => {
  it('stops quietly with exit 0 when the reader of its output goes away (rules list | head)', async () => {
    const r = await workbench(['rules', 'list'], true);
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
    expect(r.code).toBe(0);
  }, 30_000);

  it('exits 2 naming the unknown service of a fault, before any simulator is asked', async () => {
    const r = await workbench(['sim', 'faults', 'add', '--url', 'http://127.0.0.1:1', '--service', 'nosuch', '--kind', 'timeout']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown service 'nosuch'/);
    expect(r.stderr).not.toMatch(/no simulator answers/);
  }, 30_000);

  it('prints JSON with --json: rules modules, rules eval and rules describe (with a declared output schema for every module)', async () => {
    const modules = JSON.parse(await captured(['rules', 'modules', '--json'])) as { name: string }[];
    expect(modules.map((m) => m.name)).toEqual(ruleModules.map((m) => m.name));
    const evaluated = JSON.parse(await captured(['rules', 'eval', 'access', '--json', '--input', JSON.stringify(ruleModules.find((m) => m.name === 'access')!.example)])) as { rules: string[] };
    expect(evaluated.rules.length).toBeGreaterThan(0);
    for (const m of ruleModules) {
      const d = JSON.parse(await captured(['rules', 'describe', m.name, '--json'])) as { output: Record<string, unknown> | null; outputFrom: string; exampleOutput: unknown };
      expect(d.output, m.name).not.toBeNull();
      expect(['type', 'anyOf', 'enum', 'const'].some((k) => k in (d.output ?? {})), m.name).toBe(true);
      expect(d.outputFrom, m.name).toMatch(/^declared/);
    }
  });

  it('REDIRECT-03 rules describe redirect gives the declared union: an untrusted target answers a refusal without kind', async () => {
    const d = JSON.parse(await captured(['rules', 'describe', 'redirect', '--json'])) as { output: { anyOf?: { required?: string[] }[] } };
    const refusal = d.output.anyOf?.find((b) => b.required?.includes('refusal'));
    expect(refusal?.required).toEqual(expect.arrayContaining(['accepted', 'target', 'refusal', 'rules']));
    expect(refusal?.required).not.toContain('kind');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let text: string;
    try {
      await captured(['rules', 'describe', 'redirect']);
      text = log.mock.calls.map((c) => String(c[0])).join('\n');
    } finally {
      log.mockRestore();
    }
    expect(text).toMatch(/^output: \{ accepted: true, target: string, kind: "path" \| "trusted-url", rules: string\[\] \} \| \{ accepted: false, target: string, refusal: /m);
  });

  it('rules eval and rules describe print text by default: the rules applied, then the answer', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await captured(['rules', 'eval', 'redirect', '--input', JSON.stringify({ target: 'https://elsewhere.test/', trustedDomains: ['www.freshway.test'], defaultRedirect: '/' })]);
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual(['redirect: rules applied REDIRECT-05, REDIRECT-03', '  accepted: false', '  target: /', '  refusal: untrusted-host']);
    } finally {
      log.mockRestore();
    }
  });

  it('counts are pluralised: 1 test, 2 tests; 1 rule; 1 scenario', () => {
    expect([plural(1, 'test'), plural(2, 'test'), plural(0, 'fault'), plural(1, 'scenario'), plural(3, 'match', 'matches')]).toEqual(['1 test', '2 tests', '0 faults', '1 scenario', '3 matches']);
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(plural(n, 'rule')).toBe(n === 1 ? '1 rule' : `${n} rules`);
      }),
    );
  });

  it('no option named --json takes a value, in any command (it only asks for the output as JSON)', async () => {
    const program = new Command();
    for (const group of commandGroups) (await group.load())(program);
    const all = (c: Command): Command[] => [c, ...c.commands.flatMap(all)];
    const jsonOptions = all(program).flatMap((c) => c.options.filter((o) => o.long === '--json').map((o) => ({ command: c.name(), takesValue: o.required || o.optional })));
    expect(jsonOptions.length).toBeGreaterThan(20);
    expect(jsonOptions.filter((o) => o.takesValue)).toEqual([]);
  });

  it('accepts catalogue IDs wherever scenario ids are (ERR-41 selects the scenarios exercising it)', () => {
    const selected = selectScenarios(['ERR-41'], false).map((s) => s.id);
    expect(selected).toEqual(scenarios.filter((s) => s.errors.includes('ERR-41')).map((s) => s.id));
    expect(selected).toContain('err-41-locked-out');
    expect(selectScenarios(['err-41-locked-out', 'ERR-41'], false).filter((s) => s.id === 'err-41-locked-out')).toHaveLength(1);
    expect(() => selectScenarios(['ERR-0099', 'no-such-scenario'], false)).toThrow(/unknown scenario ids: ERR-0099, no-such-scenario/);
  });

  it('never replays on a storefront it did not start unless --reuse-server asks for it: it moves to a free port instead', async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as AddressInfo;
    try {
      const moved = await replayStorefront(false, undefined, port);
      expect(moved).toMatchObject({ moved: true });
      expect('port' in moved && moved.port).not.toBe(port);
      await expect(replayStorefront(true, undefined, port)).resolves.toEqual({ reuse: `http://127.0.0.1:${port}` });
      // An explicit --port that is taken is refused, naming the way out, rather than silently moved or reused.
      await expect(replayStorefront(false, port, 1)).rejects.toThrow(UsageError);
      await expect(replayStorefront(false, port, 1)).rejects.toThrow(new RegExp(`127.0.0.1:${port} is taken.*--reuse-server`));
      await expect(replayStorefront(true, port, 1)).resolves.toEqual({ reuse: `http://127.0.0.1:${port}` });
    } finally {
      await new Promise((closed) => server.close(closed));
    }
    await expect(replayStorefront(false, undefined, port)).resolves.toEqual({ port, moved: false });
  });
});
