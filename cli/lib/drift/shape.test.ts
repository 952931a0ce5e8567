import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from '../../../spec/schemas/zod';
import { checkShape } from './shape';

const none = { missing: [], extra: [], wrongType: [], wrongValue: [] };

describe('a body against a spec zod schema (workbench drift)', () => {
  const Address = z.looseObject({ line1: z.string(), city: z.string(), zip: z.optional(z.string()) });
  const Answer = z.looseObject({ model: z.nullish(z.looseObject({ address: Address, tags: z.array(z.looseObject({ id: z.number() })) })), tracking: z.looseObject({}) });

  it('names missing, extra and mistyped fields by path, never by value', () => {
    const body = { model: { address: { line_1: 'SECRET-STREET', city: 7 }, tags: [{ id: 1 }, { id: '2', extra: true }] }, tracking: { anything: 'x' }, more: 'SECRET' };
    const found = checkShape(Answer, body);
    expect(found).toEqual({
      missing: ['$.model.address.line1'],
      extra: ['$.model.address.line_1', '$.model.tags[*].extra', '$.more'],
      wrongType: ['$.model.address.city (number, expected string)', '$.model.tags[*].id (string, expected number)'],
      wrongValue: [],
    });
    expect(JSON.stringify(found)).not.toContain('SECRET');
  });

  it('optional and nullish fields may be absent, an opaque object (looseObject({})) holds anything', () => {
    expect(checkShape(Answer, { model: null, tracking: { impressionId: 'a' } })).toEqual(none);
  });

  it('a union is checked against the option the body comes nearest to', () => {
    const Either = z.union([z.looseObject({ kind: z.literal('a'), a: z.string() }), z.looseObject({ kind: z.literal('b'), b: z.number() })]);
    expect(checkShape(Either, { kind: 'b', b: 'x' })).toEqual({ ...none, wrongType: ['$.b (string, expected number)'] });
    expect(checkShape(Either, { kind: 'a', a: 'x', c: 1 })).toEqual({ ...none, extra: ['$.c'] });
  });

  it('an enum or a pattern refused is a wrong value, named by its code', () => {
    expect(checkShape(z.looseObject({ channel: z.enum(['sms', 'email']) }), { channel: 'fax' })).toEqual({ ...none, wrongValue: ['$.channel (invalid_value)'] });
  });

  it('property: a body built from the schema has no finding; renaming one of its fields is one missing and one extra field', () => {
    const name = fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 6 }), fc.nat(), (keys, pick) => {
        const schema = z.looseObject(Object.fromEntries(keys.map((k) => [k, z.string()])));
        const body: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, 'v']));
        expect(checkShape(schema, body)).toEqual(none);
        const renamed = keys[pick % keys.length]!;
        const other = `${renamed}_renamed`;
        body[other] = body[renamed];
        delete body[renamed];
        expect(checkShape(schema, body)).toEqual({ ...none, missing: [`$.${renamed}`], extra: [`$.${other}`] });
      }),
    );
  });
});
