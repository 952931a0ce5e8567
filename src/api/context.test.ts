import { describe, expect, it } from 'vitest';
import { z } from '../../spec/schemas/zod';
import { checkedInput, missingInput, restate } from './context';
import { ApiError } from './http';
import { rejectionOf } from '../../tests/support/api';

describe('failures restated under the spec\'s message', () => {
  it('ERR-42 ERR-09 an upstream failure keeps its kind, call, status, status text, field, body and name under the new message', () => {
    const upstream = new ApiError({ kind: 'status', call: 'CALL-24', name: 'CustomerId', status: 503, statusText: 'Service Unavailable', field: 'x', body: { error: 'DOWN' }, message: 'CALL-24 GET /v answered 503' });
    const restated = restate(upstream, 'CALL-23', 'Error in store resolver');
    expect(restated).toMatchObject({ kind: 'status', call: 'CALL-24', name: 'CustomerId', status: 503, statusText: 'Service Unavailable', field: 'x', body: { error: 'DOWN' }, message: 'Error in store resolver' });
    expect(restated.cause).toBe(upstream);
    expect(restate(upstream, 'CALL-24', 'm', 'StoreResolver').name).toBe('StoreResolver');
  });

  it('ERR-42 anything else thrown is restated as a network failure of the call, with the thing thrown as its cause', () => {
    const thrown = new TypeError('Failed to fetch');
    const restated = restate(thrown, 'CALL-23', 'Error in store resolver');
    expect(restated).toBeInstanceOf(ApiError);
    expect(restated).toMatchObject({ kind: 'network', call: 'CALL-23', name: 'ApiError', message: 'Error in store resolver', status: undefined });
    expect(restated.cause).toBe(thrown);
    expect(restate('down', 'CALL-23', 'm', 'Named').name).toBe('Named');
  });

  it('a missing input names the call, the field and (when given) the error name', () => {
    expect(missingInput('CALL-26', 'CustomerId is not Available to Update Profile', 'CustomerId', 'userId')).toMatchObject({ kind: 'missing-input', call: 'CALL-26', name: 'CustomerId', field: 'userId', message: 'CustomerId is not Available to Update Profile' });
    expect(missingInput('CALL-14', 'orderNumber is required').name).toBe('ApiError');
  });

  it('a call\'s input is read with the spec\'s schema; a bad one is refused naming the subject and the first bad field', async () => {
    const Input = z.object({ storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits')), qty: z._default(z.int(), 1) });
    expect(await checkedInput('CALL-07', Input, { storeId: '1502' })).toEqual({ storeId: '1502', qty: 1 });
    const refused = await rejectionOf(checkedInput('CALL-07', Input, { storeId: 'x' }));
    expect(refused).toMatchObject({ kind: 'missing-input', call: 'CALL-07', field: 'storeId', message: 'CALL-07 input is invalid at storeId: storeId must be digits' });
    expect(await rejectionOf(checkedInput('CALL-26', Input, null, 'CALL-26 body'))).toMatchObject({ field: '(root)', message: expect.stringMatching(/^CALL-26 body is invalid at \(root\): ./) as unknown });
  });
});
