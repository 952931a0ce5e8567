import { describe, expect, it } from 'vitest';
import { carriesDeepLink, withoutParams } from './deepLink';

describe('the deep-link parameters of an address', () => {
  it('DEEPLINK-14 dropping parameters keeps the others, and an empty query is no query', () => {
    expect(withoutParams('?storeId=1&preference=J4U&q=milk', ['storeId', 'preference'])).toBe('?q=milk');
    expect(withoutParams('?storeId=1', ['storeId'])).toBe('');
    expect(withoutParams('', ['storeId'])).toBe('');
  });
});

describe('whether an address can hold a deep link', () => {
  it('DEEPLINK-06 only a query with both storeId and preference can hold one', () => {
    expect(carriesDeepLink('?storeId=1502&preference=pickup')).toBe(true);
    expect(carriesDeepLink('?preference=pickup&storeId=')).toBe(true);
    for (const search of ['', '?storeId=1502', '?preference=pickup', '?storeid=1502&Preference=pickup', '?q=milk']) expect(carriesDeepLink(search), search).toBe(false);
  });
});
