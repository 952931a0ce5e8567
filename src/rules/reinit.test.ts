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

  it('REINIT-03 the registered module runs its example', () => {
    expect(reinitModule.run(reinitModule.input.parse(reinitModule.example))).toMatchObject({ firstLogin: true, slotRefresh: true, cookieAfter: 'wwwlocal|shoplocal' });
  });
});
