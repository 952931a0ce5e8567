import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, terminalText } from '../lib/terminal';

// A recording is someone else's data: its field names reach the terminal through `drift` and `scenario from-har`, and
// a name that is a terminal escape (`ESC ] 0 ; title BEL`, `ESC [ 2 J`) would retitle and clear the reader's terminal.
const HOSTILE = '\u001b]0;PWNED\u0007\u001b[2J';
const FIXTURE = join(import.meta.dirname, '..', 'lib', 'drift.fixture.har');
const dir = mkdtempSync(join(tmpdir(), 'terminal-escapes-'));

type Har = { log: { entries: Array<{ request: { url: string }; response: { content: { text?: string } } }> } };

/** The fixture recording with the store address answer's body replaced by `body(old)`. */
function harWith(name: string, body: (old: Record<string, unknown>) => unknown): string {
  const har = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Har;
  const entry = har.log.entries.find((e) => e.request.url.includes('/storeaddress'))!;
  entry.response.content.text = JSON.stringify(body(JSON.parse(entry.response.content.text ?? '{}') as Record<string, unknown>));
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(har));
  return file;
}

/** A body nested `depth` deep, as text (JSON.stringify itself would overflow the stack on it). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function workbench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['cli/bin.mjs', ...args], { env: { ...process.env, NO_COLOR: '1', PACT_DO_NOT_TRACK: 'true' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('terminal output of recorded values', () => {
  it('escapes control characters as \\u001b and leaves the rest of the text alone', () => {
    expect(terminalText(`$.${HOSTILE}`)).toBe('$.\\u001b]0;PWNED\\u0007\\u001b[2J');
    expect(terminalText('CALL-25 ok: $.storeAddressModel.address.line1 — café\\n')).toBe('CALL-25 ok: $.storeAddressModel.address.line1 — café\\n');
    expect(terminalText('a\nb\r\u009b2J')).toBe('a\\u000ab\\u000d\\u009b2J');
  });

  it('measures nesting without recursion', () => {
    expect(jsonDepth({ a: [1, { b: null }] })).toBe(3);
    expect(jsonDepth(JSON.parse(nested(50_000)))).toBeGreaterThan(MAX_JSON_DEPTH);
  });

  it('drift and from-har print a hostile field name escaped; a body nested 50 000 deep is exit 2 naming the depth limit', async () => {
    const hostile = harWith('hostile.har', (old) => ({ ...old, [HOSTILE]: 1 }));
    const deep = join(dir, 'deep.har');
    writeFileSync(deep, readFileSync(harWith('deep-base.har', () => 'DEEP'), 'utf8').replace('"\\"DEEP\\""', JSON.stringify(nested(50_000))));
    const [drift, fromHar, fromDeep] = await Promise.all([
      workbench(['drift', hostile]),
      workbench(['scenario', 'from-har', hostile, '--id', 'hostile', '--out', join(dir, 'hostile.json')]),
      workbench(['scenario', 'from-har', deep, '--id', 'deep', '--out', join(dir, 'deep.json')]),
    ]);
    expect(drift.code).toBe(1);
    expect(drift.stdout).toContain('$.\\u001b]0;PWNED\\u0007\\u001b[2J');
    expect(fromHar.code).toBe(2);
    expect(fromHar.stderr).toContain('$.\\u001b]0;PWNED\\u0007\\u001b[2J (not in the seed)');
    // Nothing but line breaks and tabs among the control characters of what the terminal got.
    for (const run of [drift, fromHar, fromDeep]) expect([...`${run.stdout}${run.stderr}`].filter((c) => c < ' ' && c !== '\n' && c !== '\t')).toEqual([]);
    expect(fromDeep.code, fromDeep.stderr).toBe(2);
    expect(fromDeep.stderr).toContain(`response body is JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    expect(fromDeep.stderr).not.toContain('Maximum call stack');
  }, 120_000);
});
