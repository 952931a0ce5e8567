import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isSimTenantName } from '../../spec/schemas/simTenant';
import { simulatorConfig } from '../../spec/config/endpoints';
import { toRawConfig } from '../../spec/schemas/config';
import { fakeFetch, jsonReply } from '../../tests/support/api';
import { chooseSimTenant, rememberedTenant, selectSimTenant, simOriginOf, SIM_TENANT_STORAGE_KEY, tenantParam, tenantRequestInit, withoutTenantParam } from './simTenant';
import type { StoragePort } from './simTenant';

const SIM = 'http://127.0.0.1:4011';

function memoryStorage(): StoragePort & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

describe('?tenant= on the live storefront', () => {
  it('accepts exactly the names the simulator accepts (one pattern, spec/schemas/simTenant.ts)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (name) => {
        const read = tenantParam(`?${new URLSearchParams({ tenant: name }).toString()}`);
        expect(read !== undefined && 'name' in read).toBe(isSimTenantName(name));
      }),
    );
    expect(tenantParam('?tenant=alice-1')).toEqual({ name: 'alice-1' });
    expect(tenantParam('?tenant=..%2Fx')).toEqual({ invalid: '../x' });
    expect(tenantParam('?storeId=1502')).toBeUndefined();
  });

  it('the parameter leaves the query and the rest stays as it was', () => {
    expect(withoutTenantParam('?tenant=a&storeId=1605&preference=pickup')).toBe('?storeId=1605&preference=pickup');
    expect(withoutTenantParam('?tenant=a')).toBe('');
  });

  it('asks the simulator for the tenant cookie with credentials and remembers the origin it answered from', async () => {
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { tenant: 'alice', created: true }));
    const storage = memoryStorage();
    const chosen = await selectSimTenant('alice', `${SIM}/bin/wcax`, fetch, storage);
    expect(chosen).toEqual({ ok: true, choice: { origin: SIM, name: 'alice' } });
    expect(sent.map((r) => [r.method, r.url])).toEqual([['POST', `${SIM}/__sim/tenant/alice`]]);
    expect(rememberedTenant(storage)).toEqual({ origin: SIM, name: 'alice' });
  });

  it('a server that is not the simulator, an evicted tenant or no server at all is a reason, never a throw, and nothing is remembered', async () => {
    const storage = memoryStorage();
    const notFound = await selectSimTenant('alice', SIM, fakeFetch(() => new Response('<html>', { status: 404 })).fetch, storage);
    expect(notFound).toEqual({ ok: false, reason: `${SIM} did not give tenant alice (404)` });
    const gone = await selectSimTenant('alice', SIM, fakeFetch(() => jsonReply(410, { errorCode: 'SIM_TENANT_GONE', message: 'Tenant alice was evicted' })).fetch, storage);
    expect(gone).toEqual({ ok: false, reason: `${SIM} did not give tenant alice (410: Tenant alice was evicted)` });
    const down = await selectSimTenant('alice', SIM, () => Promise.reject(new TypeError('Failed to fetch')), storage);
    expect(down).toEqual({ ok: false, reason: `${SIM} could not be reached` });
    const other = await selectSimTenant('alice', SIM, fakeFetch(() => jsonReply(200, { tenant: 'bob' })).fetch, storage);
    expect(other.ok).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('only calls to the chosen simulator get credentials; a call that sets its own keeps them', () => {
    const choice = { origin: SIM, name: 'alice' };
    expect(tenantRequestInit(choice, `${SIM}/apim/storeflags/v1/stores/1502`, { method: 'GET' })).toEqual({ method: 'GET', credentials: 'include' });
    expect(tenantRequestInit(choice, 'https://api.example.test/apim/x', { method: 'GET' })).toEqual({ method: 'GET' });
    expect(tenantRequestInit(choice, '/storefront.config.json', undefined)).toBeUndefined();
    expect(tenantRequestInit(choice, `${SIM}/x`, { credentials: 'omit' })).toEqual({ credentials: 'omit' });
    expect(tenantRequestInit(null, `${SIM}/x`, { method: 'GET' })).toEqual({ method: 'GET' });
  });

  it('a tampered or unreadable remembered choice is no choice', () => {
    const storage = memoryStorage();
    for (const text of ['not json', 'null', JSON.stringify({ origin: SIM, name: '../x' }), JSON.stringify({ origin: `${SIM}/path`, name: 'a' }), JSON.stringify({ name: 'a' })]) {
      storage.items.set(SIM_TENANT_STORAGE_KEY, text);
      expect(rememberedTenant(storage), text).toBeNull();
    }
    expect(rememberedTenant({ getItem: () => { throw new Error('denied'); }, setItem: () => undefined, removeItem: () => undefined })).toBeNull();
  });

  it('the page: a bad name is named in a warning and asks nothing; a good one goes to the configured servlets origin', async () => {
    const config = simulatorConfig('freshway', SIM);
    const raw = toRawConfig({ ...config, domain: { ...config.domain, servletBase: SIM } });
    const warn = vi.fn();
    const setSearch = vi.fn();
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { tenant: 'shard-2' }));
    expect(await chooseSimTenant(raw, { search: '?tenant=%3Cscript%3E&storeId=1502', setSearch, fetch, warn })).toBeNull();
    expect(setSearch).toHaveBeenCalledWith('?storeId=1502');
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\?tenant= ignored: '<script>' is not a tenant name/);
    expect(sent).toEqual([]);
    expect(await chooseSimTenant(raw, { search: '?tenant=shard-2', setSearch, fetch, warn })).toEqual({ origin: SIM, name: 'shard-2' });
    expect(sent.map((r) => r.url)).toEqual([`${SIM}/__sim/tenant/shard-2`]);
    expect(await chooseSimTenant(raw, { search: '', setSearch, fetch, warn })).toBeNull();
    expect(await chooseSimTenant({ banner: 'nope' }, { search: '?tenant=a', setSearch, fetch, warn })).toBeNull();
  });

  it('a name that is no tenant name is refused before any request, named cut short; so is a simulator address that is no URL', async () => {
    const { fetch, sent } = fakeFetch(() => jsonReply(200, {}));
    const long = `-${'x'.repeat(100)}`;
    expect(await selectSimTenant(long, SIM, fetch)).toEqual({ ok: false, reason: `'${long.slice(0, 80)}' is not a tenant name (1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit)` });
    expect(await selectSimTenant('alice', 'not a url', fetch)).toEqual({ ok: false, reason: "the simulator's address 'not a url' is not a URL" });
    expect(sent).toEqual([]);
    expect(tenantParam(`?tenant=${'%20'.repeat(90)}`)).toEqual({ invalid: ' '.repeat(80) });
  });

  it('the simulator\'s own message is named, cut short; an answer that is no JSON is named by its status alone', async () => {
    const said = await selectSimTenant('alice', SIM, fakeFetch(() => jsonReply(409, { message: 'm'.repeat(300) })).fetch);
    expect(said).toEqual({ ok: false, reason: `${SIM} did not give tenant alice (409: ${'m'.repeat(200)})` });
    const bare = await selectSimTenant('alice', SIM, fakeFetch(() => new Response('busy', { status: 503 })).fetch);
    expect(bare).toEqual({ ok: false, reason: `${SIM} did not give tenant alice (503)` });
    const numbered = await selectSimTenant('alice', SIM, fakeFetch(() => jsonReply(500, { message: 5 })).fetch);
    expect(numbered).toEqual({ ok: false, reason: `${SIM} did not give tenant alice (500)` });
    const notOk = await selectSimTenant('alice', SIM, fakeFetch(() => jsonReply(201, { tenant: 'alice' })).fetch);
    expect(notOk.ok).toBe(false);
  });

  it('a browser that cannot store the choice still has it for this page', async () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(await selectSimTenant('alice', SIM, fakeFetch(() => jsonReply(200, { tenant: 'alice' })).fetch, storage)).toEqual({ ok: true, choice: { origin: SIM, name: 'alice' } });
    expect(await selectSimTenant('alice', SIM, fakeFetch(() => jsonReply(200, { tenant: 'alice' })).fetch)).toEqual({ ok: true, choice: { origin: SIM, name: 'alice' } });
  });

  it('no storage, nothing stored, or a stored origin that is another origin\'s spelling is no choice', () => {
    expect(rememberedTenant(undefined)).toBeNull();
    const storage = memoryStorage();
    expect(rememberedTenant(storage)).toBeNull();
    storage.items.set(SIM_TENANT_STORAGE_KEY, '');
    expect(rememberedTenant(storage)).toBeNull();
    storage.items.set(SIM_TENANT_STORAGE_KEY, JSON.stringify({ origin: 'HTTP://127.0.0.1:4011', name: 'a' }));
    expect(rememberedTenant(storage)).toBeNull();
    storage.items.set(SIM_TENANT_STORAGE_KEY, JSON.stringify({ origin: 7, name: 'a' }));
    expect(rememberedTenant(storage)).toBeNull();
    storage.items.set(SIM_TENANT_STORAGE_KEY, JSON.stringify({ origin: SIM, name: 'a' }));
    expect(rememberedTenant(storage)).toEqual({ origin: SIM, name: 'a' });
  });

  it('a call to an address that is no absolute URL keeps its options; the simulator origin is the servlets\' only when http(s)', () => {
    expect(tenantRequestInit({ origin: SIM, name: 'a' }, '/apim/x', { method: 'GET' })).toEqual({ method: 'GET' });
    expect(tenantRequestInit({ origin: SIM, name: 'a' }, `${SIM}/x`, undefined)).toEqual({ credentials: 'include' });
    expect(simOriginOf(`${SIM}/bin`)).toBe(SIM);
    expect(simOriginOf('https://sim.test:8443/x')).toBe('https://sim.test:8443');
    expect(simOriginOf('ftp://sim.test/')).toBeUndefined();
    expect(simOriginOf('')).toBeUndefined();
  });

  it('the page: a configuration with the servlets on the page origin names no simulator; a simulator that says no is named in a warning', async () => {
    const warn = vi.fn();
    const { fetch, sent } = fakeFetch(() => jsonReply(404, {}));
    const sameOrigin = toRawConfig(simulatorConfig('freshway', SIM));
    expect(await chooseSimTenant(sameOrigin, { search: '?tenant=a', setSearch: () => undefined, fetch, warn })).toBeNull();
    expect(warn).toHaveBeenLastCalledWith('?tenant= ignored: the configuration names no simulator origin (domain.servletBase)');
    expect(sent).toEqual([]);
    const config = simulatorConfig('freshway', SIM);
    const raw = toRawConfig({ ...config, domain: { ...config.domain, servletBase: SIM } });
    expect(await chooseSimTenant(raw, { search: '?tenant=a', setSearch: () => undefined, fetch, warn })).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(`?tenant= ignored: ${SIM} did not give tenant a (404)`);
  });

  it('a remembered choice without a name, or with a name that is no string, is no choice', () => {
    const storage = memoryStorage();
    for (const choice of [{ origin: SIM }, { origin: SIM, name: 7 }, { origin: SIM, name: null }]) {
      storage.items.set(SIM_TENANT_STORAGE_KEY, JSON.stringify(choice));
      expect(rememberedTenant(storage), JSON.stringify(choice)).toBeNull();
    }
  });

  it('the tenant cookie is asked for with credentials; a simulator address that is no URL is named cut short', async () => {
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { tenant: 'alice' }));
    await selectSimTenant('alice', SIM, fetch);
    expect(sent.map((r) => r.credentials)).toEqual(['include']);
    const long = `not a url ${'x'.repeat(100)}`;
    expect(await selectSimTenant('alice', long, fetch)).toEqual({ ok: false, reason: `the simulator's address '${long.slice(0, 80)}' is not a URL` });
  });

  it('the page: a tenant the simulator gave warns of nothing; a configuration that fails validation is left to its own error screen, unwarned', async () => {
    const config = simulatorConfig('freshway', SIM);
    const raw = toRawConfig({ ...config, domain: { ...config.domain, servletBase: SIM } });
    const warn = vi.fn();
    const { fetch, sent } = fakeFetch(() => jsonReply(200, { tenant: 'shard-2' }));
    expect(await chooseSimTenant(raw, { search: '?tenant=shard-2', setSearch: () => undefined, fetch, warn })).toEqual({ origin: SIM, name: 'shard-2' });
    expect(await chooseSimTenant({ banner: 'nope' }, { search: '?tenant=shard-2', setSearch: () => undefined, fetch, warn })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });
});
