import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isSimTenantName } from '../../spec/schemas/simTenant';
import { simulatorConfig } from '../../spec/config/endpoints';
import { toRawConfig } from '../../spec/schemas/config';
import { fakeFetch, jsonReply } from '../../tests/support/api';
import { chooseSimTenant, rememberedTenant, selectSimTenant, SIM_TENANT_STORAGE_KEY, tenantParam, tenantRequestInit, withoutTenantParam } from './simTenant';
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
});
