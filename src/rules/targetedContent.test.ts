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

  it('MISC-05 only a first item that is an object counts; its missing parts read as none', () => {
    expect(targetedContentItem({ items: [{}] })).toEqual({ type: '', designType: null, webImageAsset: null });
    expect(targetedContentItem({ items: [{ type: 7, designType: 'd' }] })).toEqual({ type: '', designType: 'd', webImageAsset: null });
    for (const body of [{ items: ['banner'] }, { items: [null, { type: 't' }] }, { items: { 0: { type: 't' } } }, {}]) expect(targetedContentItem(body), JSON.stringify(body)).toBeNull();
    const req = { storeId: '1502', zipcode: '94611', banner: 'freshway', channel: 'web', fragment: 'f', screenName: 'home', zone: 'z1' };
    expect(targetedContentRequest(req)).toEqual(req);
    expect('deliveryTimeZone' in targetedContentRequest(req)).toBe(false);
  });
});
