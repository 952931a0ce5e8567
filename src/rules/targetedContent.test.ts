import { describe, it, expect } from 'vitest';
import { targetedContentItem, targetedContentRequest } from './targetedContent';

describe('MISC targeted content', () => {
  it('MISC-05 targeted content request fields and response items[0]', () => {
    const req = { storeId: '1502', zipcode: '94611', banner: 'freshway', channel: 'web', fragment: 'f', screenName: 'home', zone: 'z1' };
    expect(targetedContentRequest({ ...req, deliveryTimeZone: '' })).toEqual(req);
    expect(targetedContentRequest({ ...req, deliveryTimeZone: 'America/Los_Angeles' }).deliveryTimeZone).toBe('America/Los_Angeles');
    expect(targetedContentItem({ items: [{ type: 'title-header', designType: 'd', webImageAsset: { src: 'x' } }] })).toEqual({ type: 'title-header', designType: 'd', webImageAsset: { src: 'x' } });
    expect(targetedContentItem({ items: [] })).toBeNull();
    expect(targetedContentItem(null)).toBeNull();
  });
});
