import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { SimRequest } from './contract';
import { registerErrorBody } from './faults';
import { bearerOf, failure, json, parsePart, queryOf } from './validate';

const simRequest = (href: string, headers: Record<string, string> = {}): SimRequest => ({ method: 'GET', url: new URL(href), params: {}, headers: new Headers(headers), body: undefined, cookies: {} });

describe('reading a request', () => {
  it('the query is a plain object holding the first value of each name', () => {
    expect(queryOf(simRequest('http://sim.test/x?storeId=1510&q=milk&q=eggs&empty='))).toEqual({ storeId: '1510', q: 'milk', empty: '' });
    expect(queryOf(simRequest('http://sim.test/x'))).toEqual({});
  });

  it('the bearer token of the Authorization header, in any case, spaces around it allowed; anything else has none', () => {
    expect(bearerOf(simRequest('http://sim.test/', { authorization: 'Bearer abc.def' }))).toBe('abc.def');
    expect(bearerOf(simRequest('http://sim.test/', { authorization: '  bearer   tok ' }))).toBe('tok');
    for (const header of ['Basic abc', 'Bearer', 'Bearer a b', 'xBearer abc', 'Bearer abc x']) expect(bearerOf(simRequest('http://sim.test/', { authorization: header })), header).toBeUndefined();
    expect(bearerOf(simRequest('http://sim.test/'))).toBeUndefined();
  });
});

describe('answering', () => {
  it('json: the status and body as JSON, extra headers beside the content type', () => {
    expect(json(201, { ok: true })).toEqual({ status: 201, headers: { 'content-type': 'application/json' }, body: { ok: true } });
    expect(json(200, [], { 'retry-after': '5' })).toEqual({ status: 200, headers: { 'content-type': 'application/json', 'retry-after': '5' }, body: [] });
  });

  it('failure: the service\'s own error body for the code, as JSON', () => {
    registerErrorBody('pets', (code, status, message) => ({ petsError: { code, status, message } }));
    expect(failure('pets', 404, 'PET_NOT_FOUND', 'no such pet')).toEqual({ status: 404, headers: { 'content-type': 'application/json' }, body: { petsError: { code: 'PET_NOT_FOUND', status: 404, message: 'no such pet' } } });
  });
});

describe('parsing a part of a request with the spec\'s schema', () => {
  const schema = z.object({ zipcode: z.string().regex(/^\d{5}$/), page: z.coerce.number().int().min(1).optional() });

  it('a valid part gives the parsed data', () => {
    expect(parsePart('location', 'query', schema, { zipcode: '94611', page: '2' })).toEqual({ ok: true, data: { zipcode: '94611', page: 2 } });
  });

  it('a malformed part is that upstream\'s 400 INVALID_REQUEST naming the field, also in x-sim-invalid-field', () => {
    const parsed = parsePart('location', 'query', schema, { zipcode: '946' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.response.status).toBe(400);
    expect(parsed.response.headers).toEqual({ 'content-type': 'application/json', 'x-sim-invalid-field': 'zipcode' });
    expect(parsed.response.body).toMatchObject({ errorCode: 'INVALID_REQUEST', status: 400 });
    expect((parsed.response.body as { message: string }).message).toMatch(/^Invalid query parameter zipcode: \S/);
  });

  it('each part is named as the upstream names it; a nested field by its path', () => {
    const nested = z.object({ address: z.object({ lines: z.array(z.string()) }) });
    const bodyFailure = parsePart('customer-account', 'body', nested, { address: { lines: ['a', 7] } });
    expect(!bodyFailure.ok && bodyFailure.response.headers?.['x-sim-invalid-field']).toBe('address.lines.1');
    expect(!bodyFailure.ok && (bodyFailure.response.body as { message: string }).message).toMatch(/^Invalid body field address\.lines\.1: /);
    const labels = { path: 'path parameter', header: 'header' } as const;
    for (const [part, label] of Object.entries(labels) as ['path' | 'header', string][]) {
      const parsed = parsePart('customer-account', part, z.object({ id: z.string() }), { id: 1 });
      expect(!parsed.ok && (parsed.response.body as { message: string }).message, part).toMatch(new RegExp(`^Invalid ${label} id: `));
    }
  });

  it('a part refused as a whole is named by the part itself', () => {
    const parsed = parsePart('customer-account', 'body', schema, 'not an object');
    expect(!parsed.ok && parsed.response.headers?.['x-sim-invalid-field']).toBe('body');
    expect(!parsed.ok && (parsed.response.body as { message: string }).message).toMatch(/^Invalid body field body: /);
  });
});
