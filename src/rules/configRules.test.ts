import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readConfig, prebookSlotModalOn, isAuthoring, attributionToken, deviceId, featureToggles, FLASH_DELIVERY_CHECKOUT_VALUE } from './configRules';
import { bannerText, BANNER_TEXT_KEYS } from './bannerText';
import { prop65Flag } from './prop65';
import { simulatorConfig } from '../../spec/config/endpoints';
import { toRawConfig } from '../../spec/schemas/config';
import { PREFERENCE_DEF_IDS } from './storeChange';

describe('CONFIG', () => {
  it('CONFIG-01 configuration sections are parsed from JSON strings; bad input is an error, not an exception', () => {
    const raw = toRawConfig(simulatorConfig('freshway', 'http://127.0.0.1:9'));
    const r = readConfig(raw);
    expect(r).toMatchObject({ ok: true, rules: ['CONFIG-01'] });
    expect(readConfig({ ...raw, featureToggles: '{oops' })).toMatchObject({ ok: false, path: 'featureToggles', rules: ['CONFIG-01'] });
    // Whatever goes wrong while reading is an error result too, even a failure that is no configuration error.
    const hostile = new Proxy({}, { get: () => { throw new TypeError('hostile'); }, ownKeys: () => { throw new TypeError('hostile'); } });
    expect(readConfig(hostile)).toEqual({ ok: false, path: '(root)', message: 'Invalid configuration', rules: ['CONFIG-01'] });
    fc.assert(fc.property(fc.anything(), (v) => typeof readConfig(v).ok === 'boolean'));
  });
  it('CONFIG-02 prop65 is true for boolean true or the string true', () => {
    expect([true, 'true', 'TRUE', false, 'false', 1, undefined].map(prop65Flag)).toEqual([true, true, false, false, false, false, false]);
  });
  it('CONFIG-03 the prebook slot modal is on unless the setting is the string false (AMBIG-40)', () => {
    expect(prebookSlotModalOn('false')).toBe(false);
    expect(prebookSlotModalOn(false)).toBe(true);
    expect(prebookSlotModalOn(undefined)).toBe(true);
  });
  it('CONFIG-04 authoring mode edit is editing; preview is non-author', () => {
    expect(isAuthoring('edit')).toBe(true);
    expect(isAuthoring('preview')).toBe(false);
    expect(isAuthoring(undefined)).toBe(false);
  });
  it('CONFIG-05 a mock attribution token is replaced by a new random identifier', () => {
    expect(attributionToken('mock', () => 'id-1')).toMatchObject({ token: 'id-1', replaced: true });
    expect(attributionToken('MOCK_TOKEN', () => 'id-2').token).toBe('id-2');
    expect(attributionToken('real-token', () => 'id-3')).toEqual({ token: 'real-token', replaced: false, rules: ['CONFIG-05'] });
    expect(attributionToken('mock-123', () => 'id-4')).toEqual({ token: 'id-4', replaced: true, rules: ['CONFIG-05'] });
    // Only a token that starts as a mock one is a mock; a missing token gets a new identifier too.
    expect(attributionToken('token-mock', () => 'id-5').token).toBe('token-mock');
    for (const stored of ['', undefined, null, 42]) expect(attributionToken(stored, () => 'id-6')).toEqual({ token: 'id-6', replaced: true, rules: ['CONFIG-05'] });
  });
  it('CONFIG-06 the device id is the MD5 of browser, plug-in and screen; without MD5 a warning and no id', () => {
    const c = { userAgent: 'UA', plugins: ['pdf'], screen: { width: 1, height: 2, colorDepth: 24 } };
    const seen: string[] = [];
    expect(deviceId(c, (s) => (seen.push(s), 'hash')).deviceId).toBe('hash');
    expect(seen).toEqual(['UA|pdf|1x2x24']);
    expect(deviceId(() => c, (s) => `md5(${s})`)).toEqual(deviceId(c, (s) => `md5(${s})`));
    expect(deviceId(c, (s) => s).rules).toEqual(['CONFIG-06']);
    expect(deviceId(c, null).rules).toEqual(['CONFIG-06']);
    // Different plug-in lists are different characteristics, so they give different ids.
    const plugins = (list: string[]) => deviceId({ ...c, plugins: list }, (s) => s).deviceId;
    expect(plugins(['ab', 'c'])).not.toBe(plugins(['a', 'bc']));
    const none = deviceId(c, undefined);
    expect(none.deviceId).toBeUndefined();
    expect(none.warning).toBeTruthy();
  });
  it('CONFIG-07 the named feature toggles exist and missing or malformed ones are off', () => {
    const t = featureToggles({ useStoreResolverV2: true, enableStoreIdSelector: 'yes' });
    expect(t.useStoreResolverV2).toBe(true);
    expect(t.enableStoreIdSelector).toBe(false);
    for (const k of ['enableCookieRestructure', 'isAccount180DaysEnabled', 'usePcfEndpoint', 'userInfoSkipIfGuest', 'enablePasskeyFactorApi', 'referralProgramEnabled', 'disableB2BCompleteProfile'] as const)
      expect(featureToggles(null)[k]).toBe(false);
    fc.assert(fc.property(fc.anything(), (v) => typeof featureToggles(v).useStoreResolverV2 === 'boolean'));
  });
  it('CONFIG-10 banner convention text entries are read by key, empty when missing', () => {
    expect(BANNER_TEXT_KEYS).toEqual(['buy_one_get_one_free', 'bogoOfferText', 'promoDescription', 'prop65WarningHeader', '{hash}']);
    expect(bannerText({ bogoOfferText: 'Buy 1 get 1' }, 'bogoOfferText')).toBe('Buy 1 get 1');
    expect(bannerText(null, 'promoDescription')).toBe('');
    expect(bannerText({ promoDescription: 5 }, 'promoDescription')).toBe('');
    expect(bannerText({ bogoOfferText: 'x' }, 'promoDescription')).toBe('');
    expect(bannerText('promoDescription', 'promoDescription')).toBe('');
  });
  it('CONFIG-11 flash delivery checkout value is 4; preference definition ids exist for method, drive-up and in-store stores', () => {
    expect(FLASH_DELIVERY_CHECKOUT_VALUE).toBe(4);
    expect(Object.keys(PREFERENCE_DEF_IDS)).toEqual(['fulfilmentMethod', 'driveUpStore', 'inStoreStore']);
  });
});
