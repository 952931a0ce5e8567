import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { memoryStorage } from '../ports';
import { loadShipping, MARKETPLACE_SHIPPING_KEY, SHIPPING_UNAVAILABLE, shipMethodsFailureLog } from './shipping';

const item = { zipcode: '94611', sellerId: 'mkp-4417', upc: '0008500001234' };

describe('marketplace shipping options', () => {
  it("CALL-28 asks for the item's seller at the session's zip and keeps that seller's methods", async () => {
    const asked: unknown[] = [];
    const load = await loadShipping(
      {
        shipMethods: async (request) => {
          asked.push(request);
          return { shipMethods: [{ sellerId: 'mkp-4417', methods: [{ code: 'STD', name: 'Standard', price: 5.99, estimatedDays: 4 }] }, { sellerId: 'mkp-9', methods: [{ code: 'X', name: 'Other', price: 1, estimatedDays: 1 }] }], errors: [], status: 200, complete: true };
        },
      },
      item,
    );
    expect(asked).toEqual([{ zipcode: '94611', sellers: [{ sellerId: 'mkp-4417', items: [{ upc: '0008500001234', qty: 1 }] }] }]);
    expect(load).toEqual({ status: 'ready', options: [{ code: 'STD', name: 'Standard', price: 5.99, estimatedDays: 4 }], complete: true });
  });

  it('ERR-12 a rejection with status and status text becomes the fallback text and a log line with both', async () => {
    const load = await loadShipping(
      {
        shipMethods: async () => {
          throw new ApiError({ kind: 'status', call: 'CALL-28', status: 503, statusText: 'Service Unavailable', message: 'CALL-28 failed' });
        },
      },
      item,
    );
    expect(load).toEqual({ status: 'failed', text: SHIPPING_UNAVAILABLE, log: 'ship methods failed: 503 Service Unavailable' });
    // The shopper is told something in place of the options (the spec gives no wording).
    expect(SHIPPING_UNAVAILABLE.trim()).not.toBe('');
  });

  it('never throws: whatever the client rejects with, the page gets the fallback', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (thrown) => {
        const load = await loadShipping(
          {
            shipMethods: async () => {
              throw thrown;
            },
          },
          item,
        );
        expect(load.status).toBe('failed');
        expect(shipMethodsFailureLog(thrown).startsWith('ship methods failed: ')).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the marketplace shipping info cache', () => {
  const NOW = 1_800_000_000_000;
  const std = { code: 'STD', name: 'Standard', price: 5.99, estimatedDays: 4 };
  const client = (status: number) => {
    const asked: unknown[] = [];
    return { asked, shipMethods: async (request: unknown) => (asked.push(request), { shipMethods: [{ sellerId: item.sellerId, methods: [std] }], errors: [], status, complete: status === 200 }) };
  };

  it('CALLS-06 EXPIRY-10 a complete answer is kept for 3 hours at that zip and used instead of a call; then it is asked again', async () => {
    const storage = memoryStorage();
    const c = client(200);
    await loadShipping(c, item, undefined, { storage, now: NOW });
    expect(JSON.parse(storage.getItem(MARKETPLACE_SHIPPING_KEY)!)).toEqual({ zipcode: '94611', shippingInfo: { [item.sellerId]: [std] }, expiry: NOW + 10_800_000 });
    expect(await loadShipping(c, item, undefined, { storage, now: NOW + 10_799_999 })).toEqual({ status: 'ready', options: [std], complete: true });
    expect(c.asked).toHaveLength(1);
    await loadShipping(c, item, undefined, { storage, now: NOW + 10_800_000 });
    expect(c.asked).toHaveLength(2);
    await loadShipping(c, { ...item, zipcode: '94612' }, undefined, { storage, now: NOW + 10_800_000 });
    expect(c.asked).toHaveLength(3);
  });

  it('CALLS-06 a partial (206) answer is shown but not kept; a malformed record is no cache', async () => {
    const storage = memoryStorage([[MARKETPLACE_SHIPPING_KEY, '{"zipcode":']]);
    const c = client(206);
    expect(await loadShipping(c, item, undefined, { storage, now: NOW })).toEqual({ status: 'ready', options: [std], complete: false });
    await loadShipping(c, item, undefined, { storage, now: NOW });
    expect(c.asked).toHaveLength(2);
    expect(storage.getItem(MARKETPLACE_SHIPPING_KEY)).toBe('{"zipcode":');
  });

  it('EXPIRY-10 cached options of another shape are no cache: the seller is asked again', async () => {
    for (const options of [[{ ...std, code: 1 }], [{ ...std, name: null }], [{ ...std, price: '5.99' }], [{ ...std, estimatedDays: '4' }], [null], ['STD'], [std, { code: 'X' }], 'STD']) {
      const storage = memoryStorage([[MARKETPLACE_SHIPPING_KEY, JSON.stringify({ zipcode: '94611', shippingInfo: { [item.sellerId]: options }, expiry: NOW + 1_000 })]]);
      const c = client(206);
      await loadShipping(c, item, undefined, { storage, now: NOW });
      expect(c.asked, JSON.stringify(options)).toHaveLength(1);
    }
  });

  it('CALLS-06 a new answer is kept beside the other sellers of the same zip only', async () => {
    const other = { code: 'X', name: 'Other', price: 1, estimatedDays: 1 };
    const sameZip = memoryStorage([[MARKETPLACE_SHIPPING_KEY, JSON.stringify({ zipcode: '94611', shippingInfo: { 'mkp-9': [other] }, expiry: NOW + 1_000 })]]);
    await loadShipping(client(200), item, undefined, { storage: sameZip, now: NOW });
    expect(JSON.parse(sameZip.getItem(MARKETPLACE_SHIPPING_KEY)!).shippingInfo).toEqual({ 'mkp-9': [other], [item.sellerId]: [std] });
    const otherZip = memoryStorage([[MARKETPLACE_SHIPPING_KEY, JSON.stringify({ zipcode: '10001', shippingInfo: { 'mkp-9': [other] }, expiry: NOW + 1_000 })]]);
    await loadShipping(client(200), item, undefined, { storage: otherZip, now: NOW });
    expect(JSON.parse(otherZip.getItem(MARKETPLACE_SHIPPING_KEY)!).shippingInfo).toEqual({ [item.sellerId]: [std] });
    const stale = memoryStorage([[MARKETPLACE_SHIPPING_KEY, JSON.stringify({ zipcode: '94611', shippingInfo: { 'mkp-9': [other] }, expiry: NOW })]]);
    await loadShipping(client(200), item, undefined, { storage: stale, now: NOW });
    expect(JSON.parse(stale.getItem(MARKETPLACE_SHIPPING_KEY)!).shippingInfo).toEqual({ [item.sellerId]: [std] });
  });
});

describe('ERR-12 the log line of a failed ship-methods call', () => {
  it('the status alone when there is no status text; the message when there was no answer; something always', () => {
    expect(shipMethodsFailureLog(new ApiError({ kind: 'status', call: 'CALL-28', status: 503, message: 'CALL-28 failed' }))).toBe('ship methods failed: 503');
    expect(shipMethodsFailureLog(new ApiError({ kind: 'network', call: 'CALL-28', message: 'network down' }))).toBe('ship methods failed: network down');
    expect(shipMethodsFailureLog(new Error('timeout'))).toBe('ship methods failed: timeout');
    expect(shipMethodsFailureLog(new Error(''))).toBe('ship methods failed: unknown error');
    expect(shipMethodsFailureLog('boom')).toBe('ship methods failed: unknown error');
  });

  it('a call without an abort signal is made with no options', async () => {
    const seen: unknown[] = [];
    await loadShipping({ shipMethods: async (_request, options) => (seen.push(options), { shipMethods: [], errors: [], status: 200, complete: true }) }, item);
    expect(seen).toEqual([{}]);
    const signal = new AbortController().signal;
    await loadShipping({ shipMethods: async (_request, options) => (seen.push(options), { shipMethods: [], errors: [], status: 200, complete: true }) }, item, signal);
    expect(seen[1]).toEqual({ signal });
  });
});
