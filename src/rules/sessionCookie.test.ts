import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseSessionCookie, serializeSessionCookie, sessionCookieShape, writeStoreFields, readStoreFields, sessionAddress, SECTION_FIELDS } from './sessionCookie';
import { withOffbanner } from './offbanner';
import type { SessionInfo } from './sessionCookie';
import { CommonSection, J4uSection, ShopSection, OffbannerSection, RestructuredSessionInfo } from '../../spec/schemas/sessionCookie';

const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const section = (keys: readonly string[]) => fc.dictionary(fc.constantFrom(...keys), scalar);
const infoArb: fc.Arbitrary<SessionInfo> = fc.record(
  {
    COMMON: section(['Selection', 'preference', 'userType', 'zipcode', 'storeId', 'banner', 'dprefVisited']),
    J4U: section(['storeId', 'zipcode', 'address', 'userType']),
    SHOP: section(['storeId', 'zipcode', 'banner', 'address', 'userType']),
    offbanner: section(['banner', 'storeId', 'preference', 'zipcode', 'wfcStoreId']),
  },
  { requiredKeys: [] },
);

describe('COOKIE shared session cookie', () => {
  it('COOKIE-01 the cookie is an object named info with COMMON, J4U, SHOP and offbanner', () => {
    const raw = JSON.stringify({ info: { COMMON: { storeId: '1502' }, J4U: { zipcode: '94611' }, SHOP: {}, offbanner: { banner: 'valleymarket' } } });
    const parsed = parseSessionCookie(raw);
    expect(parsed.valid).toBe(true);
    expect(parsed.info.COMMON?.storeId).toBe('1502');
    expect(parsed.info.offbanner?.banner).toBe('valleymarket');
    expect(serializeSessionCookie(parsed.info)).toBe(raw);
  });
  it('COOKIE-02 COOKIE-03 COOKIE-04 the sections carry the listed fields', () => {
    expect(Object.keys(CommonSection.shape)).toEqual(expect.arrayContaining([...SECTION_FIELDS.COMMON]));
    expect(Object.keys(J4uSection.shape)).toEqual(expect.arrayContaining([...SECTION_FIELDS.J4U]));
    expect(Object.keys(ShopSection.shape)).toEqual(expect.arrayContaining([...SECTION_FIELDS.SHOP]));
    expect(Object.keys(OffbannerSection.shape)).toEqual([...SECTION_FIELDS.offbanner]);
    const j4uData = { guestStoreId: '1', guestZipCode: '94611', defaultStore: '1502', defaultZipcode: '94611' };
    const shopData = { expireTime: 1, userType: 'G', dugPostalZipcode: '94611', originalZipcode: '94611', deliveryBanner: 'freshway' };
    const parsed = parseSessionCookie(JSON.stringify({ info: { J4U: { userData: j4uData }, SHOP: { userData: shopData } } }));
    expect(parsed.info.J4U?.userData).toEqual(j4uData);
    expect(parsed.info.SHOP?.userData).toEqual(shopData);
  });
  it('COOKIE-04 the offbanner block holds banner, storeId, preference, zipcode, wfcStoreId', () => {
    const { info } = withOffbanner({ COMMON: { banner: 'freshway' } }, { banner: 'valleymarket', storeId: '2210', preference: 'J4U', zipcode: '85004', wfcStoreId: '5799' });
    expect(info.offbanner).toEqual({ banner: 'valleymarket', storeId: '2210', preference: 'J4U', zipcode: '85004', wfcStoreId: '5799' });
    expect(info.COMMON?.banner).toBe('freshway');
  });
  it('COOKIE-05 restructure on: store, zip and user type are in COMMON only (AMBIG-20)', () => {
    const start: SessionInfo = { COMMON: { preference: 'J4U' }, J4U: { storeId: '1', zipcode: '1', address: 'a' }, SHOP: { storeId: '1', banner: 'freshway' } };
    const { info } = writeStoreFields(start, { storeId: '1502', zipcode: '94611', userType: 'G' }, true);
    expect(info.COMMON).toEqual({ preference: 'J4U', storeId: '1502', zipcode: '94611', userType: 'G' });
    expect(info.J4U).toEqual({ address: 'a' });
    expect(info.SHOP).toEqual({ banner: 'freshway' });
    expect(RestructuredSessionInfo.safeParse(info).success).toBe(true);
  });
  it('COOKIE-05 restructure off: store, zip and user type are written to J4U and SHOP as well', () => {
    const { info } = writeStoreFields({}, { storeId: '1502', zipcode: '94611', userType: 'G' }, false);
    for (const s of [info.COMMON, info.J4U, info.SHOP]) expect(s).toMatchObject({ storeId: '1502', zipcode: '94611', userType: 'G' });
  });
  it('COOKIE-05 both shapes read alike, and the zipCode spelling is accepted (AMBIG-20)', () => {
    const fields = { storeId: '1502', zipcode: '94611', userType: 'G' };
    for (const restructure of [true, false]) {
      const { info } = writeStoreFields({}, fields, restructure);
      expect(readStoreFields(info, 'J4U')).toEqual(fields);
      expect(readStoreFields(info, 'SHOP')).toEqual(fields);
    }
    expect(readStoreFields({ COMMON: { zipCode: '85004' } }, 'SHOP').zipcode).toBe('85004');
  });
  it('COOKIE-06 unparseable, array, null, non-object or wrongly shaped cookies are empty info (AMBIG-27)', () => {
    for (const raw of ['{not json', '[1,2]', 'null', '42', '"text"', '', undefined, 17, JSON.stringify({ info: { COMMON: 'x' } })]) {
      const p = parseSessionCookie(raw);
      expect(p.valid).toBe(false);
      expect(p.info).toEqual({});
    }
  });
  it('COOKIE-06 a URL-encoded cookie is decoded before parsing (AMBIG-27)', () => {
    const p = parseSessionCookie(encodeURIComponent(JSON.stringify({ info: { COMMON: { storeId: '7' } } })));
    expect(p.valid).toBe(true);
    expect(p.info.COMMON?.storeId).toBe('7');
  });
  it('COOKIE-06 parse never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseSessionCookie(s).valid === 'boolean'));
    fc.assert(fc.property(fc.string().map((s) => encodeURIComponent(s) + '%'), (s) => parseSessionCookie(s).info !== undefined));
  });
  it('COOKIE-01 COOKIE-06 parse ∘ serialize is the identity on session infos', () => {
    fc.assert(
      fc.property(infoArb, (info) => {
        const back = parseSessionCookie(serializeSessionCookie(info));
        expect(back.valid).toBe(true);
        expect(back.info).toEqual(info);
      }),
    );
  });
  it('COOKIE-07 spaces in a shared-session address become plus signs', () => {
    expect(sessionAddress('12 Main St, Oakland CA')).toBe('12+Main+St,+Oakland+CA');
    expect(sessionAddress(null)).toBe('');
    fc.assert(fc.property(fc.string(), (s) => !sessionAddress(s).includes(' ')));
  });
});

describe('COOKIE-05 the shape of a written session cookie', () => {
  const digits = fc.stringMatching(/^\d{1,5}$/);
  const store = fc.record({ storeId: digits, zipcode: digits });
  it('COOKIE-05 AMBIG-20 restructured, store fields live in COMMON only and the session reads the same store; off, nothing changes', () => {
    fc.assert(
      fc.property(store, store, fc.constantFrom('J4U', 'DELIVERY', 'DUG'), fc.constantFrom('G', 'R'), (j4u, shop, preference, userType) => {
        const side = preference === 'J4U' ? j4u : shop;
        const info: SessionInfo = { COMMON: { preference, userType, ...side }, J4U: { ...j4u, userType }, SHOP: { ...shop, userType, banner: 'freshway' } };
        const raw = JSON.stringify({ info });
        expect(sessionCookieShape(raw, false)).toBe(raw);
        const shaped = parseSessionCookie(sessionCookieShape(raw, true)).info;
        expect(shaped.COMMON).toMatchObject({ ...side, userType, preference });
        for (const s of [shaped.J4U ?? {}, shaped.SHOP ?? {}]) for (const k of ['storeId', 'zipcode', 'userType']) expect(s).not.toHaveProperty(k);
        expect(shaped.SHOP?.banner).toBe('freshway');
        expect(readStoreFields(shaped, preference === 'J4U' ? 'J4U' : 'SHOP')).toEqual({ ...side, userType });
      }),
    );
  });
  it('COOKIE-05 a value that is not a session cookie is written as it is', () => {
    fc.assert(fc.property(fc.string(), (raw) => {
      if (!parseSessionCookie(raw).valid) expect(sessionCookieShape(raw, true)).toBe(raw);
    }));
  });
});
