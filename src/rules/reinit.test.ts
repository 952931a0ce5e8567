import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addReInitSite, markSlotReInit, parseReInitSites, reInitEffects, reInitMatchesHost, reinitModule, serialiseReInitSites, stripFirstLoginMarker } from './reinit';

describe('re-init cookie', () => {
  it('REINIT-01 the cookie holds site names joined by |', () => {
    expect(parseReInitSites('wwwlocal|shoplocal')).toEqual(['wwwlocal', 'shoplocal']);
    expect(parseReInitSites(' www | |shop|')).toEqual(['www', 'shop']);
    expect(parseReInitSites('www%7Cshop')).toEqual(['www', 'shop']);
    expect(parseReInitSites(undefined)).toEqual([]);
  });

  it('REINIT-01 parsing never throws and round-trips through serialisation', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const sites = parseReInitSites(s);
        expect(parseReInitSites(serialiseReInitSites(sites))).toEqual(sites);
      }),
    );
  });

  it('REINIT-02 wwwlocal clears rewards, coupons and store data', () => {
    const e = reInitEffects('wwwlocal');
    expect(e.clearStorage).toEqual(['abRewards', 'abJ4uCoupons', 'behaviorCoupons', 'storeData']);
    expect(e.slotRefresh).toBe(false);
    expect(e.rules).toEqual(['REINIT-01', 'REINIT-02']);
  });

  it('REINIT-03 shoplocal clears cart and slot and flags a slot refresh', () => {
    const e = reInitEffects('shoplocal');
    expect(e.clearStorage).toEqual(['abCart', 'cartId', 'abSlot']);
    expect(e.slotRefresh).toBe(true);
  });

  it('REINIT-04 weeklyadclip clears coupons', () => {
    expect(reInitEffects('weeklyadclip').clearStorage).toEqual(['abJ4uCoupons', 'behaviorCoupons']);
  });

  it('REINIT-05 slot in the list clears stored slot data', () => {
    expect(reInitEffects('www|slot').clearStorage).toEqual(['abSlot']);
    expect(reInitEffects('www').clearStorage).toEqual([]);
  });

  it('REINIT-06 a signed-in store change marks slot re-init, once', () => {
    expect(markSlotReInit('')).toBe('slot');
    expect(markSlotReInit('wwwlocal')).toBe('wwwlocal|slot');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(markSlotReInit(markSlotReInit(s))).toBe(markSlotReInit(s));
        expect(reInitEffects(markSlotReInit(s)).rules).toContain('REINIT-05');
      }),
    );
    expect(addReInitSite('a|b', 'B')).toBe('a|b');
  });

  it('SESSION-EST-01 a re-init entry equal to the first host label matches the host (AMBIG-46)', () => {
    expect(reInitMatchesHost('www|shoplocal', 'www.freshway.test')).toBe(true);
    expect(reInitMatchesHost('shop', 'shop.freshway.test:443')).toBe(true);
    expect(reInitMatchesHost('wwwlocal', 'www.freshway.test')).toBe(false);
    expect(reInitMatchesHost('freshway', 'www.freshway.test')).toBe(false);
    expect(reInitMatchesHost('', '')).toBe(false);
  });

  it('SESSION-EST-10 the first-login marker is stripped from the cookie and raises the flag', () => {
    expect(stripFirstLoginMarker('www|firstlogin|shoplocal')).toMatchObject({ value: 'www|shoplocal', firstLogin: true });
    expect(stripFirstLoginMarker('www')).toMatchObject({ value: 'www', firstLogin: false });
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = stripFirstLoginMarker(s);
        expect(stripFirstLoginMarker(once.value)).toMatchObject({ value: once.value, firstLogin: false });
      }),
    );
  });

  it('REINIT-01 an encoded separator is read as | in either case; anything but text holds no sites', () => {
    expect(parseReInitSites('www%7cshop%7Cslot')).toEqual(['www', 'shop', 'slot']);
    for (const value of [null, 3, ['www'], { www: true }]) expect(parseReInitSites(value)).toEqual([]);
  });

  it('REINIT-02..05 site names are read in any case; each effect names its rule and clears each key once, in a stable order', () => {
    expect(reInitEffects('WWWLOCAL|ShopLocal|WeeklyAdClip|SLOT')).toEqual({
      sites: ['WWWLOCAL', 'ShopLocal', 'WeeklyAdClip', 'SLOT'],
      clearStorage: ['abRewards', 'abJ4uCoupons', 'behaviorCoupons', 'storeData', 'abCart', 'cartId', 'abSlot'],
      slotRefresh: true,
      rules: ['REINIT-01', 'REINIT-02', 'REINIT-03', 'REINIT-04', 'REINIT-05'],
    });
    expect(reInitEffects('weeklyadclip|wwwlocal').clearStorage).toEqual(['abRewards', 'abJ4uCoupons', 'behaviorCoupons', 'storeData']);
    expect(reInitEffects('weeklyadclip')).toEqual({ sites: ['weeklyadclip'], clearStorage: ['abJ4uCoupons', 'behaviorCoupons'], slotRefresh: false, rules: ['REINIT-01', 'REINIT-04'] });
    expect(reInitEffects('slot')).toEqual({ sites: ['slot'], clearStorage: ['abSlot'], slotRefresh: false, rules: ['REINIT-01', 'REINIT-05'] });
    expect(reInitEffects('shoplocal|slot').clearStorage).toEqual(['abCart', 'cartId', 'abSlot']);
    expect(reInitEffects('')).toEqual({ sites: [], clearStorage: [], slotRefresh: false, rules: ['REINIT-01'] });
    fc.assert(
      fc.property(fc.array(fc.constantFrom('wwwlocal', 'shoplocal', 'weeklyadclip', 'slot', 'www')), (sites) => {
        const clear = reInitEffects(sites.join('|')).clearStorage;
        expect(new Set(clear).size).toBe(clear.length);
      }),
    );
  });

  it('REINIT-06 a site already marked in another case is not added again', () => {
    expect(markSlotReInit('www|SLOT')).toBe('www|SLOT');
    expect(addReInitSite('www', 'Shop')).toBe('www|Shop');
  });

  it('SESSION-EST-01 AMBIG-46 the first label of any host form is compared, in any case', () => {
    expect(reInitMatchesHost('WWW', 'www.freshway.test')).toBe(true);
    expect(reInitMatchesHost('www', 'WWW.Freshway.test')).toBe(true);
    expect(reInitMatchesHost('shop', 'https://shop.freshway.test/a')).toBe(true);
    expect(reInitMatchesHost('localhost', 'localhost')).toBe(true);
    expect(reInitMatchesHost('localhos', 'localhost')).toBe(false);
    expect(reInitMatchesHost('www', 'shop.www.test')).toBe(false);
    expect(reInitMatchesHost('www', null)).toBe(false);
    expect(reInitMatchesHost('|www', '.www.test')).toBe(false);
  });

  it('SESSION-EST-10 the marker is found in any case; without it no rule applies', () => {
    expect(stripFirstLoginMarker('FirstLogin|www')).toEqual({ value: 'www', firstLogin: true, rules: ['SESSION-EST-10'] });
    expect(stripFirstLoginMarker('www|shop')).toEqual({ value: 'www|shop', firstLogin: false, rules: [] });
  });

  it('REINIT-03 the registered module runs its example', () => {
    expect(reinitModule.run(reinitModule.input.parse(reinitModule.example))).toMatchObject({ firstLogin: true, slotRefresh: true, cookieAfter: 'wwwlocal|shoplocal' });
  });
});
