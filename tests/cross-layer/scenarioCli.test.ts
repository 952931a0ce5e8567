import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = (args: string[]) => spawnSync('node_modules/.bin/tsx', ['cli/index.ts', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });
const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));

describe('workbench scenario', () => {
  it('ERR-21 runs a built-in scenario by id: one progress line, a summary, exit 0', () => {
    const r = cli(['scenario', 'run', 'err-21-resend-inside-wait', '--no-save']);
    expect(r.stdout).toContain('PASS err-21-resend-inside-wait');
    expect(r.stdout).toContain('1 passed, 0 failed, 0 skipped');
    expect(r.status).toBe(0);
  }, 60_000);

  it('refuses unknown ids with exit 2, naming every one', () => {
    const r = cli(['scenario', 'run', 'no-such-scenario', 'nor-this']);
    expect(r.stderr).toContain('no-such-scenario, nor-this');
    expect(r.status).toBe(2);
  }, 60_000);

  it('refuses an invalid scenario file with exit 2 and the path of the bad field', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ id: 'x', title: 't', steps: [{ do: 'signIn', identifier: 'a@b.test', method: 'sms' }], expect: {} }));
    const r = cli(['scenario', 'run', '--file', file]);
    expect(r.stderr).toContain('steps.0.method');
    expect(r.status).toBe(2);
  }, 60_000);

  it('runs a scenario file and exits 1 when an expectation fails, saying which', () => {
    const file = join(dir, 'failing.json');
    writeFileSync(file, JSON.stringify({ id: 'wrong-store', title: 'expects a store the default session does not have', expect: { session: { storeId: '1605' } } }));
    const r = cli(['scenario', 'run', '--file', file]);
    expect(r.stdout).toContain('FAIL wrong-store');
    expect(r.stdout).toContain('session.storeId: expected 1605, got "1502"');
    expect(r.status).toBe(1);
  }, 60_000);
});
