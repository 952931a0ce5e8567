import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { defaultScenarioFile } from '../commands/fromHar';
import { registerScenarioCommands } from '../commands/scenario';
import { readHar } from './drift';
import { scenarioFromHar } from './fromHar';
import { UsageError } from './output';
import { loadScenarioFile } from './scenario/load';
import { runScenario } from './scenario/runner';

const FIXTURE = join(import.meta.dirname, 'drift.fixture.har');
const fixture = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as { log: { entries: Array<{ request: { url: string; headers: { name: string; value: string }[] }; response: { status: number; content: { text?: string } } }> } };
const dir = mkdtempSync(join(tmpdir(), 'from-har-'));

describe('workbench scenario from-har', () => {
  it('CALL-24 CALL-20 the live recording becomes a scenario that starts on its store, searches as it did, and passes on the simulator', async () => {
    const { scenario, refused } = await scenarioFromHar(readHar(readFileSync(FIXTURE, 'utf8')), 'recorded-pickup-search');
    expect(refused).toEqual([]);
    expect(scenario).toMatchObject({ id: 'recorded-pickup-search', banner: 'freshway', start: '/?storeId=1605&preference=pickup&zipcode=94739', steps: [{ do: 'search', q: 'apple' }] });
    expect(scenario!.expect).toMatchObject({ calls: ['CALL-24', 'CALL-20'], session: { storeId: '1605' } });
    expect(scenario!.calls).toEqual(expect.arrayContaining(['CALL-01', 'CALL-22', 'CALL-24']));
    const result = await runScenario(scenario!);
    expect(result.status, JSON.stringify(result)).toBe('passed');
  });

  it('CALL-25 CALL-61 refuses, naming CALL and field, an answer the seed does not give and a signed-in recording', async () => {
    const har = fixture();
    const address = har.log.entries.find((e) => e.request.url.includes('/storeaddress'))!;
    const body = JSON.parse(address.response.content.text ?? '{}') as { storeAddressModel: { address: { line1: string } } };
    body.storeAddressModel.address.line1 = '1 Somewhere Else';
    address.response.content.text = JSON.stringify(body);
    har.log.entries.find((e) => e.request.url.includes('/unified/userinfo'))!.request.headers.push({ name: 'Authorization', value: 'Bearer SECRET-FROM-THE-RECORDING' });
    const { scenario, refused } = await scenarioFromHar(readHar(JSON.stringify(har)), 'x');
    expect(scenario).toBeNull();
    expect(refused).toEqual([
      'CALL-01 GET /bin/wcax/unified/userinfo: the recording is signed in; a customer of the real provider is no record of the seed (start from a named state instead)',
      'CALL-25+CALL-72 GET /apim/storeresolver/v2/storeaddress: the seed answers otherwise at $.storeAddressModel.address.line1',
    ]);
    expect(refused.join('\n')).not.toContain('SECRET');
    expect(refused.join('\n')).not.toContain('Somewhere');
  });

  it('the command writes a scenario file scenario run reads, and refuses with exit 2 what it cannot map', async () => {
    const run = async (...args: string[]) => {
      const program = new Command().exitOverride();
      registerScenarioCommands(program);
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        await program.parseAsync(['node', 'workbench', 'scenario', ...args]);
      } finally {
        log.mockRestore();
      }
    };
    const out = join(dir, 'recorded.json');
    await run('from-har', FIXTURE, '--id', 'recorded-home', '--out', out);
    const [loaded] = await loadScenarioFile(out);
    expect(loaded?.id).toBe('recorded-home');
    const empty = join(dir, 'empty.har');
    writeFileSync(empty, JSON.stringify({ log: { entries: [] } }));
    await expect(run('from-har', empty, '--id', 'x', '--out', join(dir, 'x.json'))).rejects.toThrow(/cannot make a scenario of .*no call of the simulated upstreams/s);
    await expect(run('from-har', join(dir, 'absent.har'), '--id', 'x')).rejects.toThrow(UsageError);
  });

  it('without --out writes under reports/, never the repository root; --out - prints the scenario', async () => {
    expect(defaultScenarioFile('recorded-home')).toBe(join('reports', 'scenarios', 'recorded-home.scenario.json'));
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const program = new Command().exitOverride();
      registerScenarioCommands(program);
      await program.parseAsync(['node', 'workbench', 'scenario', 'from-har', FIXTURE, '--id', 'recorded-home', '--out', '-']);
      const printed = JSON.parse(out.mock.calls.map((c) => String(c[0])).join('')) as { id: string };
      expect(printed.id).toBe('recorded-home');
    } finally {
      out.mockRestore();
    }
  });
});
