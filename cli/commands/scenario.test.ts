import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../lib/output';
import { registerScenarioCommands } from './scenario';

const run = async (...args: string[]) => {
  const program = new Command().exitOverride();
  registerScenarioCommands(program);
  await program.parseAsync(['node', 'workbench', ...args]);
};

const fileWith = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'scenario-')), 'f.json');
  writeFileSync(path, text);
  return path;
};

describe('workbench scenario run', () => {
  it('a file with no scenario ([]) is a usage error naming the file, not "0 passed"', async () => {
    const path = fileWith('[]');
    await expect(run('scenario', 'run', '--file', path, '--no-save')).rejects.toThrow(UsageError);
    await expect(run('scenario', 'run', '--file', path, '--no-save')).rejects.toThrow(`${path} holds no scenario`);
  });

  it('a scenario that expects nothing is refused naming expect: it would pass whatever the storefront did', async () => {
    const path = fileWith(JSON.stringify({ id: 'vacuous', title: 't', expect: {} }));
    await expect(run('scenario', 'run', '--file', path, '--no-save')).rejects.toThrow(UsageError);
    await expect(run('scenario', 'run', '--file', path, '--no-save')).rejects.toThrow(/expect: expect names nothing to check/);
  });

  it('a clock the simulator could not hold (2^53-1) is refused in Node as on the server, naming clock.set', async () => {
    const path = fileWith(JSON.stringify({ id: 'far-clock', title: 't', clock: { set: Number.MAX_SAFE_INTEGER }, expect: { text: ['Store'] } }));
    await expect(run('scenario', 'run', '--file', path, '--no-save')).rejects.toThrow(/clock\.set: must be epoch ms within/);
  });

  it('a tag no scenario carries is a usage error too', async () => {
    await expect(run('scenario', 'run', '--all', '--tag', 'no-such-tag', '--no-save')).rejects.toThrow('no scenario has the tag no-such-tag');
  });

  it('the binary exits 2 with the message on standard error', async () => {
    const path = fileWith('[]');
    const failed = await promisify(execFile)(process.execPath, ['cli/bin.mjs', 'scenario', 'run', '--file', path], { env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } }).then(
      () => null,
      (e: { code?: number; stderr?: string; stdout?: string }) => e,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain(`workbench: ${path} holds no scenario`);
    expect(failed?.stdout ?? '').not.toContain('0 passed');
  }, 60_000);
});
