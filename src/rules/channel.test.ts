import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { channelFor } from './channel';

describe('channel', () => {
  it('CHANNEL-01 delivery → delivery, dug → pickup, j4u → instore, anything else → empty', () => {
    expect(channelFor('delivery').channel).toBe('delivery');
    expect(channelFor('dug').channel).toBe('pickup');
    expect(channelFor('j4u').channel).toBe('instore');
    expect(channelFor('instore').channel).toBe('');
    expect(channelFor(null).channel).toBe('');
  });

  it('CHANNEL-01 AMBIG-26 preferences compare case-insensitively and the mapping is total', () => {
    expect(channelFor('DUG').channel).toBe('pickup');
    expect(channelFor('Delivery').channel).toBe('delivery');
    expect(channelFor('J4U').channel).toBe('instore');
    expect(channelFor(' Dug ').channel).toBe('pickup');
    for (const p of [null, undefined, 7, '']) expect(channelFor(p)).toEqual({ channel: '', rules: ['CHANNEL-01', 'AMBIG-26'] });
    expect(channelFor('delivery').rules).toEqual(['CHANNEL-01', 'AMBIG-26']);
    fc.assert(fc.property(fc.anything(), (p) => {
      expect(['delivery', 'pickup', 'instore', '']).toContain(channelFor(p).channel);
    }));
  });
});
