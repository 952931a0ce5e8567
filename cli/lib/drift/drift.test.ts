import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPacts } from '../../../contracts/verify';
import { registerDriftCommand } from '../../commands/drift';
import { UsageError } from '../output';
import { checkDrift, readHar } from './index';

/** Recorded by tests/e2e/live/drift-har.spec.ts: the live build against `sim serve` (RECORD_HAR_FIXTURE=1). */
const FIXTURE = join(import.meta.dirname, '..', 'drift.fixture.har');
const fixture = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as { log: { entries: Array<{ request: { url: string; headers: { name: string; value: string }[] }; response: { status: number; content: { text?: string } } }> } };
const pacts = loadPacts();
const entryOf = (har: ReturnType<typeof fixture>, part: string) => {
  const entry = har.log.entries.find((e) => e.request.url.includes(part));
  if (!entry) throw new Error(`no ${part} in the fixture`);
  return entry;
};
const findings = async (har: unknown) => (await checkDrift(readHar(JSON.stringify(har)), { pacts })).findings.map((f) => `${f.call} ${f.kind} ${f.detail}`);

describe('workbench drift', () => {
  it('CALL-24 CALL-22 the HAR recorded from the live build against sim serve has no drift', async () => {
    const report = await checkDrift(readHar(readFileSync(FIXTURE, 'utf8')), { pacts });
    expect(report.findings).toEqual([]);
    expect(report.calls.map((c) => c.call)).toEqual(expect.arrayContaining(['CALL-01', 'CALL-22', 'CALL-24', 'CALL-55']));
    // The recording's only non-calls are the catalogue's pictures, static files since decision 0430.
    expect(report.skipped).toBe(8);
  });

  it('CALL-25 CALL-22 a renamed field, a dropped field and an unknown status are reported exactly', async () => {
    const har = fixture();
    const address = entryOf(har, '/storeresolver/v2/storeaddress');
    const body = JSON.parse(address.response.content.text ?? '{}') as { storeAddressModel: { address: Record<string, unknown>; localPage?: string } };
    body.storeAddressModel.address.line_1 = body.storeAddressModel.address.line1;
    delete body.storeAddressModel.address.line1;
    delete body.storeAddressModel.localPage;
    address.response.content.text = JSON.stringify(body);
    entryOf(har, '/storeflags/v1/stores/').response.status = 418;
    expect(await findings(har)).toEqual([
      'CALL-25+CALL-72 missing-field $.storeAddressModel.address.line1',
      'CALL-25+CALL-72 missing-field $.storeAddressModel.localPage',
      'CALL-25+CALL-72 extra-field $.storeAddressModel.address.line_1',
      'CALL-22 unknown-status 418',
    ]);
    // What found each: the renamed field's old name both the contract and the spec's schema require; the dropped
    // field only the contract pins (the schema has it optional); the new name only the schema can tell is unknown.
    const report = await checkDrift(readHar(JSON.stringify(har)), { pacts });
    expect(report.findings.map((f) => f.against)).toEqual([['contract', 'schema'], ['contract'], ['schema'], undefined]);
    expect(report.calls.find((c) => c.call === 'CALL-25+CALL-72')?.extraFields).toContain('$.storeAddressModel.address.line_1');
    expect(report.calls.find((c) => c.call === 'CALL-25+CALL-72')?.responseSchema).toBe(true);
  });

  it('CALL-22 CALL-56 a mistyped answer field and a request body with a mistyped and an unknown field are drift against the zod schemas', async () => {
    const har = fixture();
    const flags = entryOf(har, '/storeflags/v1/stores/');
    const body = JSON.parse(flags.response.content.text ?? '{}') as Record<string, unknown>;
    const field = Object.keys(body).find((k) => typeof body[k] === 'boolean' || typeof body[k] === 'string');
    if (!field) throw new Error('no scalar field in the store flags answer');
    body[field] = [body[field]];
    flags.response.content.text = JSON.stringify(body);
    const signin = structuredClone(entryOf(har, '/unified/userinfo')) as unknown as { request: Record<string, unknown>; response: { status: number; content: { text?: string } } };
    signin.request.method = 'POST';
    signin.request.url = 'http://127.0.0.1:4011/apim/csms/csmsservice/api/csms/signin';
    signin.request.postData = { mimeType: 'application/json', text: JSON.stringify({ userName: 4155550101, rememberMe: true }) };
    signin.response = { status: 200, content: {} };
    (har.log.entries as unknown[]).push(signin);
    const found = await findings(har);
    expect(found).toContain(`CALL-22 wrong-type $.${field} (array, expected ${typeof (body[field] as unknown[])[0]})`);
    // The request body as the messaging route parses it (its headers and empty answer are drift of their own).
    expect(found.filter((f) => f.includes(' request.'))).toEqual(['CALL-40+CALL-56 extra-field request.rememberMe', 'CALL-40+CALL-56 wrong-type request.userName (number, expected string)']);
  });

  it('CALL-24 CALL-01 a missing subscription key, a bearer where no contract sends one, a refused query and an unknown call are drift', async () => {
    const har = fixture();
    const validate = entryOf(har, '/storeresolver/v2/validate');
    validate.request.headers = validate.request.headers.filter((h) => h.name.toLowerCase() !== 'ocp-apim-subscription-key');
    validate.request.url = validate.request.url.replace(/storeid=\d+/, 'storeid=abc');
    entryOf(har, '/unified/userinfo').request.headers.push({ name: 'Authorization', value: 'Bearer not-for-this-call' });
    const unknown = structuredClone(entryOf(har, '/unified/userinfo'));
    unknown.request.url = 'http://127.0.0.1:4011/apim/nothing/v9/here?x=1';
    har.log.entries.push(unknown);
    expect(await findings(har)).toEqual(['CALL-01 unexpected-bearer authorization', 'CALL-24 request-field storeid', 'CALL-24 missing-header ocp-apim-subscription-key', 'unknown unknown-call GET /apim/nothing/v9/here']);
  });
});

describe('workbench drift <file.har>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'drift-'));
  const run = async (...args: string[]) => {
    const program = new Command().exitOverride();
    registerDriftCommand(program);
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (lines.push(String(chunk)), true));
    try {
      await program.parseAsync(['node', 'workbench', 'drift', ...args]);
    } finally {
      log.mockRestore();
      out.mockRestore();
    }
    return lines.join('\n');
  };
  afterEach(() => {
    process.exitCode = undefined;
  });

  it('prints one line per CALL, exits 0 without drift, and 1 with it, never printing a token or cookie value', async () => {
    const clean = await run(FIXTURE);
    expect(clean).toMatch(/^CALL-01 +1 request +no drift$/m);
    expect(process.exitCode).toBeUndefined();
    const har = fixture();
    const userinfo = entryOf(har, '/unified/userinfo');
    userinfo.request.headers.push({ name: 'Authorization', value: 'Bearer SECRET-BEARER-123' }, { name: 'Cookie', value: 'sid=SECRET-SID-456' });
    userinfo.request.url += '&sessionToken=SECRET-QUERY-789';
    entryOf(har, '/storeflags/v1/stores/').response.status = 418;
    const file = join(dir, 'drifted.har');
    writeFileSync(file, JSON.stringify(har));
    const report = join(dir, 'report');
    const printed = (await run(file, '--report', report)) + (await run(file, '--json'));
    expect(process.exitCode).toBe(1);
    expect(printed).toMatch(/^CALL-22 +1 request +1 drift: unknown-status 418$/m);
    const html = readFileSync(join(report, 'drift.html'), 'utf8');
    expect(html).toContain('unexpected-bearer');
    for (const text of [printed, html, readFileSync(join(report, 'drift.json'), 'utf8')]) expect(text).not.toMatch(/SECRET-(BEARER|SID|QUERY)/);
  });

  it('an unreadable file or one that is not a HAR is a usage error (exit 2)', async () => {
    await expect(run(join(dir, 'absent.har'))).rejects.toThrow(UsageError);
    const notJson = join(dir, 'not.har');
    writeFileSync(notJson, 'HTTP/1.1 200 OK');
    await expect(run(notJson)).rejects.toThrow(/not a readable HAR: not JSON/);
    writeFileSync(notJson, JSON.stringify({ log: { entries: [{ request: { method: 'GET' } }] } }));
    await expect(run(notJson)).rejects.toThrow(/entry 0 has no request method and url/);
  });
});
