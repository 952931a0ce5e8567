import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCli, freshBuild } from './build.mjs';
import { commandGroups, groupOf } from './groups';

const scratch = mkdtempSync(join(tmpdir(), 'workbench-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A checkout in miniature: an entry importing a module that finds a file beside it by its own import.meta.url. */
function project(): { root: string; out: string } {
  const root = mkdtempSync(join(scratch, 'p-'));
  mkdirSync(join(root, 'cli', 'lib'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(root, 'cli', 'build.mjs'), '// stand-in\n');
  writeFileSync(join(root, 'cli', 'lib', 'here.ts'), "export const here: string = new URL('.', import.meta.url).pathname;\n");
  writeFileSync(join(root, 'cli', 'index.ts'), "import { here } from './lib/here';\nconst { answer } = await import('./lib/late');\nconsole.log(`${here} ${answer}`);\n");
  writeFileSync(join(root, 'cli', 'lib', 'late.ts'), 'export const answer: number = 42;\n');
  return { root, out: join(root, 'node_modules', '.cache', 'build') };
}

describe('the CLI build (cli/build.mjs)', () => {
  it('runs the bundle it built, whose modules keep their own import.meta.url, and loads a dynamic import as a chunk of its own', async () => {
    const { root, out } = project();
    const entry = await buildCli(root, out);
    expect(freshBuild(root, out)).toBe(entry);
    const run = spawnSync(process.execPath, [entry], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(`${join(root, 'cli', 'lib')}/ 42`);
  }, 60_000);

  it('a build is never used once a source it read changed (contents or time), nor when a source is gone', async () => {
    const { root, out } = project();
    await buildCli(root, out);
    writeFileSync(join(root, 'cli', 'lib', 'late.ts'), 'export const answer: number = 43;\n');
    expect(freshBuild(root, out)).toBeNull();
    const entry = await buildCli(root, out);
    expect(freshBuild(root, out)).toBe(entry);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'cli', 'lib', 'here.ts'), later, later);
    expect(freshBuild(root, out)).toBeNull();
    await buildCli(root, out);
    rmSync(join(root, 'cli', 'lib', 'here.ts'));
    expect(freshBuild(root, out)).toBeNull();
    expect(freshBuild(root, join(root, 'no-build-here'))).toBeNull();
  }, 60_000);
});

describe('the CLI loads only the command group a call names', () => {
  it('finds the group of a command line, help included; none for --help or an unknown word', () => {
    expect(groupOf(['rules', 'list'])?.name).toBe('rules');
    expect(groupOf(['help', 'sim'])?.name).toBe('sim');
    expect(groupOf(['--help'])).toBeUndefined();
    expect(groupOf(['nosuch', 'list'])).toBeUndefined();
  });

  it('every group registers the command of its name', async () => {
    const { Command } = await import('commander');
    for (const group of commandGroups) {
      const program = new Command();
      (await group.load())(program);
      expect(program.commands.map((c) => c.name()), group.name).toEqual([group.name]);
    }
  }, 60_000);

  it('workbench --help lists every group; an unknown command exits 2 naming it', () => {
    const help = spawnSync(process.execPath, ['cli/bin.mjs', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const group of commandGroups) expect(help.stdout).toContain(`${group.name} `);
    const unknown = spawnSync(process.execPath, ['cli/bin.mjs', 'nosuch'], { encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command 'nosuch'/);
  }, 60_000);
});
