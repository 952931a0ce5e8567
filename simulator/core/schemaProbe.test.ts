import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { probeSchemas, reportParsed } from './schemaProbe';

describe('schema probe (what `workbench drift` checks recorded traffic with)', () => {
  it('collects every part a resolver parses, in order, with its result', async () => {
    const query = z.object({ q: z.string() });
    const body = z.object({ n: z.number() });
    const probed = await probeSchemas(async () => {
      reportParsed('query', query, { q: 'milk' });
      await Promise.resolve();
      reportParsed('body', body, { n: 1 });
      return 'answered';
    });
    expect(probed).toEqual({ result: 'answered', parts: [{ part: 'query', schema: query, value: { q: 'milk' } }, { part: 'body', schema: body, value: { n: 1 } }] });
  });

  it('outside a probe nothing is collected, and a probe after another starts empty', async () => {
    reportParsed('path', z.string(), 'ignored');
    expect((await probeSchemas(() => 1)).parts).toEqual([]);
    await expect(probeSchemas(() => Promise.reject(new Error('resolver failed')))).rejects.toThrow('resolver failed');
    const after = await probeSchemas(() => {
      reportParsed('header', z.string(), 'h');
      return 2;
    });
    expect(after.parts.map((p) => p.part)).toEqual(['header']);
  });

  it('one probe at a time: a probe inside a probe is refused, and the outer one still ends', async () => {
    const outer = await probeSchemas(async () => {
      await expect(probeSchemas(() => 0)).rejects.toThrow(/one resolver at a time/);
      return 'outer';
    });
    expect(outer.result).toBe('outer');
    expect((await probeSchemas(() => 3)).result).toBe(3);
  });
});
