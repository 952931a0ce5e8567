import { describe, expect, it } from 'vitest';
import { withoutParams } from './deepLink';

describe('the deep-link parameters of an address', () => {
  it('DEEPLINK-14 dropping parameters keeps the others, and an empty query is no query', () => {
    expect(withoutParams('?storeId=1&preference=J4U&q=milk', ['storeId', 'preference'])).toBe('?q=milk');
    expect(withoutParams('?storeId=1', ['storeId'])).toBe('');
    expect(withoutParams('', ['storeId'])).toBe('');
  });
});
