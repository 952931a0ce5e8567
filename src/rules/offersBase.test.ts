import { describe, it, expect } from 'vitest';
import { offersBase } from './offersBase';

describe('CONFIG offers base', () => {
  it('CONFIG-08 usePcfEndpoint selects the offers base', () => {
    const offers = { base: '/offers', pcfBase: '/offers-pcf' };
    expect(offersBase(offers, { usePcfEndpoint: true })).toBe('/offers-pcf');
    expect(offersBase(offers, { usePcfEndpoint: false })).toBe('/offers');
  });
});
