import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGE, FlowTexts, flowTexts } from './flowTexts';

describe('flow texts (ERR-27, ERR-31, ERR-38..42)', () => {
  it('ERR-27 ERR-31 ERR-40: the texts as written satisfy their schema (fallback text, {address} and {error} placeholders)', () => {
    expect(FlowTexts.parse(flowTexts)).toEqual(flowTexts);
    expect(flowTexts.fallback).toBe(FALLBACK_MESSAGE);
  });

  it('ERR-31 ERR-40: the schema refuses a tooltip text without {address} and a resolver text without {error}', () => {
    expect(FlowTexts.safeParse({ ...flowTexts, resetToDefaultTooltip: 'Welcome back!' }).success).toBe(false);
    expect(FlowTexts.safeParse({ ...flowTexts, storeResolverAddress: 'The Store Resolver API returned an error' }).success).toBe(false);
    expect(FlowTexts.safeParse({ ...flowTexts, fallback: 'Something went wrong' }).success).toBe(false);
  });
});
