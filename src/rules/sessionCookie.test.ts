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
  it('COOKIE-06 a cookie that is JSON as it stands is not URL-decoded (AMBIG-27)', () => {
    for (const info of [{ J4U: { address: '12%20Main+St%2C' } }, { SHOP: { address: '5%25 off' } }, { SHOP: { banner: '100%' } }]) {
      const p = parseSessionCookie(JSON.stringify({ info }));
      expect(p.valid).toBe(true);
      expect(p.info).toEqual(info);
    }
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

describe('COOKIE-06 what an unusable session cookie reports (AMBIG-27)', () => {
  const problemOf = (raw: unknown) => parseSessionCookie(raw).problem;
  it('COOKIE-06 a missing or blank cookie is empty info with nothing to log, under COOKIE-06 alone', () => {
    for (const raw of [undefined, null, 17, {}, '', '   ', '\t\n']) {
      const p = parseSessionCookie(raw);
      expect(p).toEqual({ info: {}, valid: false, rules: ['COOKIE-06'] });
      expect(p.problem).toBeUndefined();
    }
  });
  it('COOKIE-06 an unparseable, non-object or wrongly shaped cookie is logged, each with its own reason', () => {
    const notJson = ['{not json', '%', '%E0%A4%A', 'undefined', '{"info":'];
    const notObject = ['[1,2]', '[]', 'null', '42', '"text"', 'true', encodeURIComponent('[{"info":{}}]')];
    const wrongShape = [JSON.stringify({ info: { COMMON: 'x' } }), JSON.stringify({ info: { J4U: [1] } })];
    for (const raw of [...notJson, ...notObject, ...wrongShape]) {
      const p = parseSessionCookie(raw);
      expect(p.valid).toBe(false);
      expect(p.info).toEqual({});
      expect(p.rules).toEqual(['COOKIE-06']);
      expect(typeof p.problem === 'string' && p.problem.trim() !== '').toBe(true);
    }
    const reasons = (list: string[]) => new Set(list.map(problemOf));
    expect(reasons(notJson).size).toBe(1);
    expect(reasons(notObject).size).toBe(1);
    expect(reasons(wrongShape).size).toBe(1);
    expect(new Set([problemOf(notJson[0]), problemOf(notObject[0]), problemOf(wrongShape[0])]).size).toBe(3);
  });
  it('COOKIE-01 COOKIE-06 a usable cookie is valid under both rules and logs nothing', () => {
    const p = parseSessionCookie(JSON.stringify({ info: { COMMON: { storeId: '1502' } } }));
    expect(p.valid).toBe(true);
    expect([...p.rules].sort()).toEqual(['COOKIE-01', 'COOKIE-06']);
    expect(p.problem).toBeUndefined();
  });
});

describe('COOKIE-05 writing store fields (AMBIG-20)', () => {
  it('COOKIE-05 writing some store fields leaves the others the session holds', () => {
    for (const restructure of [true, false]) {
      const start: SessionInfo = { COMMON: { zipcode: '94611', userType: 'G' } };
      const { info, rules } = writeStoreFields(start, { storeId: '1502' }, restructure);
      expect(rules).toEqual(['COOKIE-05']);
      expect(info.COMMON?.storeId).toBe('1502');
      expect(info.COMMON?.zipcode).toBe('94611');
      expect(info.COMMON?.userType).toBe('G');
      expect(Object.keys(info.COMMON ?? {}).sort()).toEqual(['storeId', 'userType', 'zipcode']);
    }
  });
  it('COOKIE-05 restructure on writes nothing to J4U or SHOP, not even an empty section', () => {
    const { info } = writeStoreFields({ COMMON: { preference: 'J4U' } }, { storeId: '1502', zipcode: '94611', userType: 'G' }, true);
    expect(Object.keys(info).sort()).toEqual(['COMMON']);
    expect(JSON.parse(serializeSessionCookie(info))).toEqual({ info: { COMMON: { preference: 'J4U', storeId: '1502', zipcode: '94611', userType: 'G' } } });
  });
  it('COOKIE-05 restructure off adds the store fields to J4U and SHOP and keeps what else they hold', () => {
    const start: SessionInfo = { J4U: { address: 'a', storeId: '1' }, SHOP: { banner: 'freshway', zipcode: '1' } };
    const { info } = writeStoreFields(start, { storeId: '1502', zipcode: '94611', userType: 'G' }, false);
    expect(info.J4U).toEqual({ address: 'a', storeId: '1502', zipcode: '94611', userType: 'G' });
    expect(info.SHOP).toEqual({ banner: 'freshway', storeId: '1502', zipcode: '94611', userType: 'G' });
  });
});

describe('COOKIE-05 restructuring a written session cookie keeps the store the session reads (AMBIG-20)', () => {
  const sides = { J4U: { storeId: '1111', zipcode: '11111', userType: 'R' }, SHOP: { storeId: '2222', zipcode: '22222', userType: 'G' } };
  const shape = (info: SessionInfo) => parseSessionCookie(sessionCookieShape(JSON.stringify({ info }), true)).info;
  it('COOKIE-05 with the fields only in J4U and SHOP, COMMON gets those of the preferred section', () => {
    const cases: [SessionInfo['COMMON'] | undefined, 'J4U' | 'SHOP'][] = [
      [{ preference: 'J4U' }, 'J4U'],
      [{ preference: 'j4u' }, 'J4U'],
      [{ preference: 'DELIVERY' }, 'SHOP'],
      [{ preference: 'DUG' }, 'SHOP'],
      [{ banner: 'freshway' }, 'SHOP'],
      [undefined, 'SHOP'],
    ];
    for (const [COMMON, side] of cases) {
      const info: SessionInfo = COMMON ? { COMMON, ...sides } : { ...sides };
      const shaped = shape(info);
      expect(shaped.COMMON).toEqual({ ...(COMMON ?? {}), ...sides[side] });
      expect(shaped.J4U).toEqual({});
      expect(shaped.SHOP).toEqual({});
      expect(readStoreFields(shaped, side)).toEqual(sides[side]);
    }
  });
  it('COOKIE-05 what COMMON already holds stays; only what it lacks comes from the section', () => {
    const shaped = shape({ COMMON: { preference: 'DELIVERY', storeId: '3333' }, ...sides });
    expect(shaped.COMMON).toEqual({ preference: 'DELIVERY', storeId: '3333', zipcode: '22222', userType: 'G' });
    const shaped2 = shape({ COMMON: { preference: 'J4U', zipcode: '33333', userType: 'G' }, ...sides });
    expect(shaped2.COMMON).toEqual({ preference: 'J4U', storeId: '1111', zipcode: '33333', userType: 'G' });
  });
  it('COOKIE-05 COOKIE-06 any session cookie restructures without error and leaves no store field in J4U or SHOP', () => {
    fc.assert(
      fc.property(infoArb, (info) => {
        const shaped = shape(info);
        for (const s of [shaped.J4U ?? {}, shaped.SHOP ?? {}]) for (const k of ['storeId', 'zipcode', 'userType']) expect(s).not.toHaveProperty(k);
      }),
    );
  });
});

describe('COOKIE-05 reading store fields (AMBIG-20)', () => {
  it('COOKIE-05 a numeric store or zip reads as its digits; a boolean or null is no value', () => {
    expect(readStoreFields({ COMMON: { storeId: 1502, zipcode: 94611 } }, 'SHOP')).toEqual({ storeId: '1502', zipcode: '94611' });
    expect(readStoreFields({ SHOP: { storeId: 1502 } }, 'SHOP')).toEqual({ storeId: '1502' });
    const none = readStoreFields({ COMMON: { storeId: true, zipcode: null, userType: false } }, 'J4U');
    expect(Object.keys(none)).toEqual([]);
  });
  it('COOKIE-05 a session holding no store reads no field at all', () => {
    for (const info of [{}, { COMMON: {} }, { J4U: { address: 'a' }, SHOP: { banner: 'freshway' } }] as SessionInfo[]) {
      expect(Object.keys(readStoreFields(info, 'J4U'))).toEqual([]);
      expect(Object.keys(readStoreFields(info, 'SHOP'))).toEqual([]);
    }
  });
});
