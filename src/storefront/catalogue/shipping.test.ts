import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { loadShipping, SHIPPING_UNAVAILABLE, shipMethodsFailureLog } from './shipping';

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
