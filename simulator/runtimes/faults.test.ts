import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHarness, runtimes } from '../testing/harness';
import type { Harness } from '../testing/harness';

const validate = '/apim/storeresolver/v2/validate?banner=freshway&storeid=1502&preference=instore';
const flags = '/apim/storeflags/v1/stores/1502';

describe.each(runtimes)('faults through the %s runtime', (runtime) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(runtime);
  });
  afterAll(async () => h.close());
  beforeEach(() => h.ctx.reset());

  const addFault = async (spec: unknown) => {
    const res = await h.fetch('/__sim/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });
    expect(res.status).toBe(201);
  };

  it('answers normally without faults', async () => {
    const res = await h.fetch(validate);
    expect(res.status).toBe(200);
    expect((await res.json()).validRequest.isValid).toBe(true);
  });

  it('status fault answers with the service error body, for the next N calls only', async () => {
    await addFault({ target: { service: 'store-resolver' }, fault: { kind: 'status', status: 503 }, times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await h.fetch(validate);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'HTTP_503' });
    }
    expect((await h.fetch(validate)).status).toBe(200);
  });

  it('error-code fault uses the code registry status and the service body', async () => {
    await addFault({ target: { path: '/apim/storeresolver/v2/storeaddress' }, fault: { kind: 'error-code', code: 'STORE_NOT_FOUND', status: 404, message: 'Store not found' } });
    const res = await h.fetch('/apim/storeresolver/v2/storeaddress?storeid=1502');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'STORE_NOT_FOUND', message: 'Store not found' });
  });

  it('targets by route template, method and query; other requests pass', async () => {
    await addFault({ target: { path: '/apim/storeflags/v1/stores/:branchId', method: 'GET', query: { zipcode: '94611' } }, fault: { kind: 'status', status: 500 } });
    expect((await h.fetch(`${flags}?zipcode=94611`)).status).toBe(500);
    expect((await h.fetch(`${flags}?zipcode=94612`)).status).toBe(200);
    expect((await h.fetch(validate)).status).toBe(200);
  });

  it('targets by body fields', async () => {
    await addFault({ target: { service: 'content', body: { placement: 'home' } }, fault: { kind: 'status', status: 502 } });
    const post = (placement: string) => h.fetch('/apim/content/v1/splash', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ placement, storeId: '1502', uiPageSize: 3, assortmentChannel: 'delivery', platform: 'web' }) });
    expect((await post('home')).status).toBe(502);
    expect((await post('search')).status).toBe(200);
  });

  it('latency delays the normal answer by its milliseconds on the clock, not in real time', async () => {
    await addFault({ target: { service: 'store-flags' }, fault: { kind: 'latency', ms: 120 }, times: 1 });
    // Only setTimeout is faked: the request's I/O runs as usual, and the latency is a timer on the faked clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const answered = h.fetch(flags).finally(() => (settled = true));
      // The fault is used up (times: 1) when the request is planned, and the latency's timer starts right then.
      // (vi.waitFor would move the faked clock itself: the loop yields to I/O instead.)
      while (h.ctx.faults.list().length > 0) await new Promise((next) => setImmediate(next));
      await vi.advanceTimersByTimeAsync(119);
      expect(settled, 'no answer 1 ms before the latency is over').toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await answered;
      expect(res.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('network error makes fetch reject', async () => {
    await addFault({ target: { service: 'store-flags' }, fault: { kind: 'network-error' }, times: 1 });
    await expect(h.fetch(flags)).rejects.toThrow();
    expect((await h.fetch(flags)).status).toBe(200);
  });

  it('malformed JSON: 200 with a JSON content type whose body does not parse', async () => {
    await addFault({ target: { service: 'store-flags' }, fault: { kind: 'malformed-json' }, times: 1 });
    const res = await h.fetch(flags);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.json()).rejects.toThrow();
  });

  it('truncated body: the answer cannot be read as JSON', async () => {
    await addFault({ target: { service: 'store-flags' }, fault: { kind: 'truncated-body' }, times: 1 });
    const read = async () => JSON.parse(await (await h.fetch(flags)).text()) as unknown;
    await expect(read()).rejects.toThrow();
  });

  it('timeout: no answer before the client gives up', async () => {
    await addFault({ target: { service: 'store-flags' }, fault: { kind: 'timeout' }, times: 1 });
    await expect(h.fetch(flags, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    expect((await h.fetch(flags)).status).toBe(200);
  });

  it('rate limit: 429 with Retry-After', async () => {
    await addFault({ target: { service: 'store-flags' }, fault: { kind: 'rate-limit', retryAfter: 17 } });
    const res = await h.fetch(flags);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('17');
  });

  it('lists and clears faults (one by id, then all); the control API is never faulted', async () => {
    await addFault({ id: 'f1', fault: { kind: 'status', status: 500 } });
    await addFault({ id: 'f2', target: { service: 'location' }, fault: { kind: 'status', status: 500 } });
    const listed = (await (await h.fetch('/__sim/faults')).json()) as { faults: Array<{ id: string }> };
    expect(listed.faults.map((f) => f.id)).toEqual(['f1', 'f2']);
    expect((await h.fetch('/__sim/faults/f1', { method: 'DELETE' })).status).toBe(200);
    expect((await (await h.fetch('/__sim/faults')).json()).faults).toHaveLength(1);
    expect((await h.fetch('/__sim/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await h.fetch(validate)).status).toBe(200);
  });

  it('rejects an invalid fault with a 400 naming the field', async () => {
    const res = await h.fetch('/__sim/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fault: { kind: 'status', status: 99 } }) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('fault.status');
  });
});
