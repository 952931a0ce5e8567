import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The CI workflow (.github/workflows/ci.yml) runs only commands the project has: every `npm run` script exists, every
 * `npm test -- <part>` is a part tests/run-all.mjs knows, and every `workbench` invocation is a command whose --help
 * lists each option the workflow gives it. A renamed command or option fails here, not on a CI machine later.
 */
const WORKFLOW = '.github/workflows/ci.yml';

/** The shell lines of every `run:` step (one-line and block forms), without comments and `&`. */
export function runLines(yaml: string): string[] {
  const lines = yaml.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(?:- )?run:\s*(.*)$/.exec(lines[i]!);
    if (!m) continue;
    if (m[2] === '|' || m[2] === '>') {
      const indent = (m[1] ?? '').length;
      for (i++; i < lines.length && (lines[i]!.trim() === '' || lines[i]!.search(/\S/) > indent + 2); i++) if (lines[i]!.trim()) out.push(lines[i]!.trim());
      i--;
    } else out.push(m[2]!.trim());
  }
  return out.map((l) => l.replace(/\s*&$/, '')).filter((l) => l && !l.startsWith('#'));
}

const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
const TEST_PARTS = ['typecheck', 'lint', 'unit', 'contracts', 'browser'];

describe('the CI workflow uses commands the project has', () => {
  const lines = runLines(readFileSync(WORKFLOW, 'utf8'));

  it('reads the run steps of every job', () => {
    expect(lines).toContain('npm ci');
    expect(lines.some((l) => l.includes('report --merge'))).toBe(true);
    expect(lines.some((l) => l.includes('scenario replay') && l.includes('--shard'))).toBe(true);
  });

  it('every npm script and npm test part named exists', () => {
    for (const line of lines.filter((l) => l.startsWith('npm '))) {
      const run = /^npm run ([\w:-]+)/.exec(line);
      if (run) expect(scripts, line).toContain(run[1]);
      const part = /^npm test -- (\w+)/.exec(line);
      if (part) expect(TEST_PARTS, line).toContain(part[1]);
      if (!run && !part) expect(['npm ci', 'npm test'], line).toContain(line);
    }
  });

  it('every workbench command answers --help and lists each option the workflow gives it', () => {
    const invocations = lines.filter((l) => l.startsWith('npm run workbench -- ')).map((l) => l.slice('npm run workbench -- '.length).split(/\s+/));
    expect(invocations.length).toBeGreaterThanOrEqual(4);
    for (const words of invocations) {
      const command = words.slice(0, words.findIndex((w) => w.startsWith('-')) === -1 ? words.length : words.findIndex((w) => w.startsWith('-'))).filter((w) => !w.includes('/') && !w.includes('$'));
      const help = spawnSync(process.execPath, ['cli/bin.mjs', ...command, '--help'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      expect(help.status, `workbench ${command.join(' ')} --help: ${help.stderr}`).toBe(0);
      for (const option of words.filter((w) => /^--[a-z]/.test(w)).map((w) => w.split('=')[0]!)) expect(help.stdout, `workbench ${command.join(' ')} ${option}`).toContain(option);
    }
  }, 120_000);
});
