import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { planGuestStore, buildGuestSession, guestAuthenticatePath, unansweredGuestStore, DELIVERY_CHECK_COOKIE } from './guestStore';
import { resolveGuestStore } from './guestStoreAnswer';
import type { GuestStoreInput, ResolverOutcome, GuestSelection } from './guestStore';

const now = Date.UTC(2025, 2, 10, 15, 30);
const base: GuestStoreInput = { banner: 'freshway', toggles: { useStoreResolverV2: false }, cookies: {}, now, timeZone: -420 };
const prev = { site: 'www', preference: 'delivery', j4uStoreId: '1111', j4uZipcode: '94610', shopStoreId: '2222', shopZipcode: '94612' };
const v2 = { ...base, toggles: { useStoreResolverV2: true }, previousLogin: prev };
const deliveryBody = (ids: string[]) => ({ delivery: { count: ids.length, stores: ids.map((locationId) => ({ polarisBannerName: 'freshway', locationId })) } });

describe('GUEST-STORE selection', () => {
  it('GUEST-STORE-01 deep-link data wins with its own selection type', () => {
    const plan = planGuestStore({ ...v2, deepLink: { storeId: '0042', zipcode: '94611', preference: 'Dug', selectionType: 'deeplink' }, selectorStoreId: '12' });
    expect(plan).toEqual({ kind: 'final', selection: { storeId: '0042', zipcode: '94611', preference: 'Dug', selectionType: 'deeplink', source: 'deeplink' }, rules: ['GUEST-STORE-01'] });
  });
  it('GUEST-STORE-03 step 2 needs a www previous login with both store ids non-empty (AMBIG-15)', () => {
    expect(planGuestStore({ ...base, previousLogin: { ...prev, site: 'shop' } })).toMatchObject({ kind: 'final', selection: { source: 'default' } });
    expect(planGuestStore({ ...base, previousLogin: { ...prev, shopStoreId: 'PRIMARY' } })).toMatchObject({ kind: 'final', selection: { source: 'default' } });
    expect(planGuestStore({ ...base, previousLogin: { ...prev, j4uStoreId: 'undefined' } })).toMatchObject({ kind: 'final', selection: { source: 'default' } });
  });
  it('GUEST-STORE-04 with resolver v2 and a delivery preference a delivery check (radius 50, size 10) is planned, its cookie expiring at local midnight', () => {
    const plan = planGuestStore(v2);
    expect(plan).toMatchObject({ kind: 'call', request: { call: 'CALL-23', query: { zipcode: '94612', radius: 50, size: 10 } } });
    if (plan.kind !== 'call') throw new Error('expected a call');
    expect(plan.setCookies).toEqual([{ name: DELIVERY_CHECK_COOKIE, value: 'true', expires: Date.UTC(2025, 2, 11, 7) }]);
  });
  it('GUEST-STORE-04 the check runs at most once a day: with the cookie present the previous info is reused without a call (AMBIG-16)', () => {
    const plan = planGuestStore({ ...v2, cookies: { [DELIVERY_CHECK_COOKIE]: 'true' } });
    expect(plan).toMatchObject({ kind: 'final', selection: { storeId: '1111', shopStoreId: '2222', selectionType: 'user', source: 'previous' } });
  });
  it('GUEST-STORE-05 the previous store among the delivery stores reuses the previous info as user (locationId compared as string)', () => {
    const r = resolveGuestStore(v2, { status: 'ok', body: deliveryBody(['9', '2222']) });
    expect(r.selection).toMatchObject({ storeId: '1111', zipcode: '94610', shopStoreId: '2222', shopZipcode: '94612', preference: 'delivery', selectionType: 'user' });
    expect(r.rules.at(-1)).toBe('GUEST-STORE-05');
  });
  it('GUEST-STORE-06 the previous store missing, or no stores, gives the banner default', () => {
    for (const body of [deliveryBody(['9']), deliveryBody([])]) {
      const r = resolveGuestStore(v2, { status: 'ok', body });
      expect(r.selection).toMatchObject({ storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default' });
      expect(r.rules).toContain('GUEST-STORE-06');
    }
  });
  it('GUEST-STORE-07 a failed delivery check (or an unreadable answer) reuses the previous info', () => {
    for (const outcome of [{ status: 'failed' }, { status: 'ok', body: 'oops' }] as ResolverOutcome[]) {
      const r = resolveGuestStore(v2, outcome);
      expect(r.selection).toMatchObject({ storeId: '1111', selectionType: 'user', source: 'previous' });
      expect(r.rules).toContain('GUEST-STORE-07');
    }
  });
  it('GUEST-STORE-08 without v2, or for another preference, the previous info is reused as user with no call', () => {
    expect(planGuestStore({ ...base, previousLogin: prev })).toMatchObject({ kind: 'final', selection: { storeId: '1111', selectionType: 'user' }, rules: ['GUEST-STORE-02', 'GUEST-STORE-03', 'GUEST-STORE-08'] });
    expect(planGuestStore({ ...v2, previousLogin: { ...prev, preference: 'J4U' } })).toMatchObject({ kind: 'final', selection: { preference: 'J4U', selectionType: 'user' } });
  });
  it('GUEST-STORE-09 a selector store is validated (instore, banner, id); valid gives that store, J4U, user', () => {
    const input = { ...base, selectorStoreId: '0042' };
    expect(planGuestStore(input)).toMatchObject({ kind: 'call', request: { call: 'CALL-24', query: { banner: 'freshway', storeid: '0042', preference: 'instore' } } });
    const r = resolveGuestStore(input, { status: 'ok', body: { validRequest: { isValid: true, store: { zipcode: '94700', storeId: '0042' } } } });
    expect(r.selection).toEqual({ storeId: '0042', zipcode: '94700', preference: 'J4U', selectionType: 'user', source: 'selector' });
  });
  it('GUEST-STORE-10 an invalid or failed validation gives the default', () => {
    const input = { ...base, selectorStoreId: '0042' };
    for (const o of [{ status: 'invalid' }, { status: 'failed' }, { status: 'ok', body: { validRequest: { isValid: false } } }, { status: 'ok', body: [] }] as ResolverOutcome[])
      expect(resolveGuestStore(input, o).selection).toMatchObject({ storeId: '1502', selectionType: 'default' });
  });
  it('GUEST-STORE-11 otherwise the banner default zip and store, J4U, default', () => {
    expect(planGuestStore({ ...base, banner: 'valleymarket' })).toEqual({ kind: 'final', selection: { storeId: '2210', zipcode: '85004', preference: 'J4U', selectionType: 'default', source: 'default' }, rules: ['GUEST-STORE-11'] });
  });
  it('GUEST-STORE-01 GUEST-STORE-11 selection is total: any input gives a store, zip, preference and selection type', () => {
    const outcome = fc.oneof(fc.constant({ status: 'failed' }), fc.constant({ status: 'invalid' }), fc.anything().map((body): ResolverOutcome => ({ status: 'ok', body })));
    fc.assert(
      fc.property(
        fc.record({
          banner: fc.oneof(fc.string(), fc.constantFrom('freshway', 'harborfoods')),
          deepLink: fc.option(fc.record({ storeId: fc.string(), preference: fc.string(), zipcode: fc.option(fc.string(), { nil: undefined }) }), { nil: undefined }),
          previousLogin: fc.option(fc.record({ site: fc.constantFrom('www', 'shop', null), preference: fc.constantFrom('delivery', 'J4U', null), j4uStoreId: fc.anything(), shopStoreId: fc.anything(), shopZipcode: fc.anything() }), { nil: undefined }),
          selectorStoreId: fc.option(fc.string(), { nil: undefined }),
          toggles: fc.record({ useStoreResolverV2: fc.boolean() }),
          cookies: fc.dictionary(fc.constantFrom(DELIVERY_CHECK_COOKIE, 'x'), fc.string()),
          now: fc.integer({ min: 0, max: 4e12 }),
          timeZone: fc.oneof(fc.integer({ min: -720, max: 840 }), fc.string()),
        }),
        outcome,
        (input, o) => {
          const r = resolveGuestStore(input, o);
          const s: GuestSelection = r.selection;
          return typeof s.storeId === 'string' && typeof s.zipcode === 'string' && typeof s.preference === 'string' && typeof s.selectionType === 'string' && s.selectionType !== '' && r.rules.length > 0;
        },
      ),
    );
  });
});

describe('GUEST-STORE resolver answers', () => {
  const checkRules = ['GUEST-STORE-02', 'GUEST-STORE-03', 'GUEST-STORE-04', 'EXPIRY-09', 'CALLS-05'];
  const selectorInput = { ...base, selectorStoreId: '0042' };
  const valid = (validRequest: Record<string, unknown>): ResolverOutcome => ({ status: 'ok', body: { validRequest: { isValid: true, ...validRequest } } });
  it('GUEST-STORE-01 a plan that needs no call keeps its own selection and rules whatever the resolver said', () => {
    const input = { ...v2, deepLink: { storeId: '0042', zipcode: '94611', preference: 'Dug' } };
    expect(resolveGuestStore(input, { status: 'ok', body: deliveryBody(['2222']) })).toEqual({ selection: { storeId: '0042', zipcode: '94611', preference: 'Dug', selectionType: 'user', source: 'deeplink' }, rules: ['GUEST-STORE-01'] });
  });
  it('GUEST-STORE-05 GUEST-STORE-06 the delivery check names the rule it ends on: reuse, or the banner default (step 4)', () => {
    expect(resolveGuestStore(v2, { status: 'ok', body: deliveryBody(['2222']) }).rules).toEqual([...checkRules, 'GUEST-STORE-05']);
    expect(resolveGuestStore(v2, { status: 'ok', body: deliveryBody(['1111']) })).toEqual({ selection: { storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default', source: 'default' }, rules: [...checkRules, 'GUEST-STORE-06', 'GUEST-STORE-11'] });
  });
  it('GUEST-STORE-07 ERR-02 a delivery check that failed or was refused reuses the previous info, even when the outcome carries a body', () => {
    for (const outcome of [{ status: 'failed' }, { status: 'invalid' }, { status: 'failed', body: deliveryBody(['9']) }, { status: 'invalid', body: deliveryBody(['9']) }] as ResolverOutcome[])
      expect(resolveGuestStore(v2, outcome)).toEqual({ selection: { storeId: '1111', zipcode: '94610', preference: 'delivery', selectionType: 'user', shopStoreId: '2222', shopZipcode: '94612', source: 'previous' }, rules: [...checkRules, 'GUEST-STORE-07'] });
  });
  it('GUEST-STORE-09 a valid selector store takes the zip the answer gives for it, else the banner default zip', () => {
    expect(resolveGuestStore(selectorInput, valid({ store: null, ecomStore: { zipcode: '94701', storeId: '0042' } })).selection.zipcode).toBe('94701');
    expect(resolveGuestStore(selectorInput, valid({ store: null, ecomStore: null, mappedZip: '94702' })).selection.zipcode).toBe('94702');
    const r = resolveGuestStore(selectorInput, valid({}));
    expect(r.selection).toEqual({ storeId: '0042', zipcode: '94611', preference: 'J4U', selectionType: 'user', source: 'selector' });
    expect(r.rules.at(-1)).toBe('GUEST-STORE-09');
  });
  it('GUEST-STORE-10 ERR-03 a failed or refused validation is not read, even when the outcome carries a body, and gives the default (step 4)', () => {
    for (const o of [{ status: 'failed', body: { validRequest: { isValid: true } } }, { status: 'invalid', body: { validRequest: { isValid: true } } }, { status: 'ok', body: { validRequest: { isValid: false } } }] as ResolverOutcome[])
      expect(resolveGuestStore(selectorInput, o)).toEqual({ selection: { storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default', source: 'default' }, rules: ['GUEST-STORE-09', 'GUEST-STORE-10', 'GUEST-STORE-11'] });
  });
});

describe('GUEST-STORE guest session', () => {
  const selection: GuestSelection = { storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default', source: 'default' };
  const toggles = { guestAddToCartVariant: 'a' };
  it('GUEST-STORE-12 the guest session sets G, Selection, preference, zipcode, banner, site and store fields', () => {
    const s = buildGuestSession({ selection, banner: 'freshway', siteType: 'C', customerType: 'RETAIL', resolvedBy: 'ZIP', cookies: {}, toggles });
    expect(s.userType).toBe('G');
    expect(s.info.COMMON).toMatchObject({ userType: 'G', Selection: 'default', preference: 'J4U', zipcode: '94611', banner: 'freshway', siteType: 'C', customerType: 'RETAIL', resolvedBy: 'ZIP' });
    expect(s.info.J4U).toEqual({ storeId: '1502', zipcode: '94611' });
  });
  it('GUEST-STORE-12 zipcode is the shop zip when the preference is not J4U', () => {
    const s = buildGuestSession({ selection: { ...selection, preference: 'delivery', shopStoreId: '2222', shopZipcode: '94612' }, banner: 'freshway', cookies: {}, toggles });
    expect(s.info.COMMON?.zipcode).toBe('94612');
    expect(s.info.SHOP).toMatchObject({ storeId: '2222', zipcode: '94612' });
  });
  it('GUEST-STORE-13 without a shop zip the J4U zip and store are copied to SHOP', () => {
    const s = buildGuestSession({ selection, banner: 'freshway', cookies: {}, toggles });
    expect(s.info.SHOP).toMatchObject({ storeId: '1502', zipcode: '94611' });
    expect(s.rules).toContain('GUEST-STORE-13');
  });
  it('GUEST-STORE-14 a null store id takes store and banner from the ECommBanner cookie', () => {
    const s = buildGuestSession({ selection: { ...selection, storeId: 'null' }, banner: 'freshway', cookies: { ECommBanner: 'harborfoods' }, toggles });
    expect(s.info.COMMON).toMatchObject({ storeId: '3318', banner: 'harborfoods' });
    const j = buildGuestSession({ selection: { ...selection, storeId: '' }, banner: 'freshway', cookies: { ECommBanner: JSON.stringify({ banner: 'valleymarket', storeId: '2299' }) }, toggles });
    expect(j.info.COMMON).toMatchObject({ storeId: '2299', banner: 'valleymarket' });
  });
  it('GUEST-STORE-15 a new off-banner context sets dprefVisited to the string false', () => {
    const s = buildGuestSession({ selection, banner: 'freshway', previous: { COMMON: { banner: 'valleymarket', zipcode: '85004' } }, cookies: {}, toggles });
    expect(s.info.COMMON?.dprefVisited).toBe('false');
    expect(s.info.offbanner).toMatchObject({ banner: 'valleymarket', zipcode: '85004' });
    expect(buildGuestSession({ selection, banner: 'freshway', previous: { COMMON: { banner: 'freshway' } }, cookies: {}, toggles }).info.COMMON?.dprefVisited).toBeUndefined();
  });
  it('GUEST-STORE-16 establishing a guest session turns A into G', () => {
    const s = buildGuestSession({ selection, banner: 'freshway', currentUserType: 'A', previous: { COMMON: { userType: 'A' } }, cookies: {}, toggles });
    expect(s.info.COMMON?.userType).toBe('G');
    expect(s.rules).toContain('GUEST-STORE-16');
  });
  it('GUEST-STORE-17 the guest cart store is updated when the add-to-cart variant is not a', () => {
    expect(buildGuestSession({ selection, banner: 'freshway', cookies: {}, toggles }).updateGuestCartStore).toBe(false);
    expect(buildGuestSession({ selection, banner: 'freshway', cookies: {}, toggles: { guestAddToCartVariant: 'b' } }).updateGuestCartStore).toBe(true);
  });
  it('GUEST-STORE-18 guest authentication uses /bin/{provider}/authenticate/guest with a zipcode query', () => {
    expect(guestAuthenticatePath('wcax', '94611')).toBe('/bin/wcax/authenticate/guest?zipcode=94611');
  });
});

describe('GUEST-STORE steps in detail', () => {
  const plan = (over: Partial<GuestStoreInput>) => planGuestStore({ ...base, ...over });
  const defaultOf = (banner: string) => planGuestStore({ ...base, banner });

  it('GUEST-STORE-01 deep-link data without a zip takes the banner default zip; without a selection type it is user', () => {
    expect(plan({ deepLink: { storeId: '0042', zipcode: '', preference: 'Dug', selectionType: '' } })).toEqual({ kind: 'final', selection: { storeId: '0042', zipcode: '94611', preference: 'Dug', selectionType: 'user', source: 'deeplink' }, rules: ['GUEST-STORE-01'] });
    expect(plan({ banner: 'harborfoods', deepLink: { storeId: '0042', preference: 'J4U' } })).toMatchObject({ selection: { zipcode: '98101', selectionType: 'user' } });
  });

  it('GUEST-STORE-01 deep-link data with no store id, or no preference, is not step 1', () => {
    expect(plan({ deepLink: { storeId: '', zipcode: '94700', preference: 'Dug' } })).toEqual(defaultOf('freshway'));
    expect(plan({ deepLink: { storeId: '0042', zipcode: '94700', preference: undefined as unknown as string } })).toEqual(defaultOf('freshway'));
    expect(plan({ deepLink: { storeId: 42 as unknown as string, zipcode: '94700', preference: 'Dug' } })).toEqual(defaultOf('freshway'));
    expect(plan({ deepLink: 'x' as unknown as GuestStoreInput['deepLink'] })).toEqual(defaultOf('freshway'));
  });

  it('GUEST-STORE-03 the www site is matched case-insensitively; a record that is no object, or has no site, is not step 2 (AMBIG-15)', () => {
    expect(plan({ previousLogin: { ...prev, site: 'WWW', preference: 'J4U' } })).toMatchObject({ selection: { source: 'previous' } });
    expect(plan({ previousLogin: { ...prev, site: null } })).toEqual(defaultOf('freshway'));
    expect(plan({ previousLogin: 'www' as unknown as GuestStoreInput['previousLogin'] })).toEqual(defaultOf('freshway'));
    expect(plan({ previousLogin: null })).toEqual(defaultOf('freshway'));
    expect(plan({ previousLogin: undefined })).toEqual(defaultOf('freshway'));
    expect(plan({ previousLogin: { ...prev, j4uStoreId: '0' } })).toEqual(defaultOf('freshway'));
  });

  it('GUEST-STORE-08 the previous info: J4U and SHOP values, each zip falling back to the other and then to the banner default, J4U preference when none', () => {
    const r = plan({ previousLogin: { site: 'www', j4uStoreId: '1111', shopStoreId: '2222', shopZipcode: '94612' } });
    expect(r).toEqual({ kind: 'final', selection: { storeId: '1111', zipcode: '94612', preference: 'J4U', selectionType: 'user', shopStoreId: '2222', shopZipcode: '94612', source: 'previous' }, rules: ['GUEST-STORE-02', 'GUEST-STORE-03', 'GUEST-STORE-08'] });
    expect(plan({ previousLogin: { site: 'www', preference: 'Dug', j4uStoreId: '1111', j4uZipcode: '94610', shopStoreId: '2222' } })).toMatchObject({ selection: { zipcode: '94610', shopZipcode: '94610', preference: 'Dug' } });
    expect(plan({ banner: 'valleymarket', previousLogin: { site: 'www', j4uStoreId: '1111', shopStoreId: '2222' } })).toMatchObject({ selection: { zipcode: '85004', shopZipcode: '85004' } });
  });

  it('GUEST-STORE-04 a delivery preference is recognised in any case; no preference is not delivery', () => {
    expect(planGuestStore({ ...v2, previousLogin: { ...prev, preference: 'DELIVERY' } })).toMatchObject({ kind: 'call', request: { call: 'CALL-23' } });
    expect(planGuestStore({ ...v2, previousLogin: { ...prev, preference: null } })).toMatchObject({ kind: 'final', rules: ['GUEST-STORE-02', 'GUEST-STORE-03', 'GUEST-STORE-08'] });
  });

  it('GUEST-STORE-04 the check is made with the previous shop zip, else the J4U zip, and names the rules it applies', () => {
    const p = planGuestStore({ ...v2, previousLogin: { ...prev, shopZipcode: '' } });
    expect(p).toMatchObject({ kind: 'call', request: { call: 'CALL-23', query: { zipcode: '94610', radius: 50, size: 10 } }, rules: ['GUEST-STORE-02', 'GUEST-STORE-03', 'GUEST-STORE-04', 'EXPIRY-09', 'CALLS-05'] });
  });

  it('GUEST-STORE-04 the daily check is recorded by the abs_dlvcheck cookie (decision 0103)', () => {
    expect(planGuestStore({ ...v2, cookies: { abs_dlvcheck: 'true' } }).kind).toBe('final');
    const p = planGuestStore(v2);
    expect(p.kind === 'call' ? p.setCookies.map((c) => [c.name, c.value]) : null).toEqual([['abs_dlvcheck', 'true']]);
  });

  it('GUEST-STORE-04 an empty daily cookie, or no cookies at all, does not count as the check made today (AMBIG-16)', () => {
    expect(planGuestStore({ ...v2, cookies: { [DELIVERY_CHECK_COOKIE]: '' } })).toMatchObject({ kind: 'call' });
    expect(planGuestStore({ ...v2, cookies: undefined as unknown as Record<string, string> })).toMatchObject({ kind: 'call' });
    expect(planGuestStore({ ...v2, cookies: { [DELIVERY_CHECK_COOKIE]: 'true' } }).rules).toEqual(['GUEST-STORE-02', 'GUEST-STORE-03', 'GUEST-STORE-04', 'GUEST-STORE-05']);
  });

  it('GUEST-STORE-09 a store-id selector of 2 to 4 digits is validated; anything else goes to step 4', () => {
    for (const id of ['12', '1234']) expect(plan({ selectorStoreId: id }), id).toEqual({ kind: 'call', request: { call: 'CALL-24', query: { banner: 'freshway', storeid: id, preference: 'instore' } }, setCookies: [], rules: ['GUEST-STORE-09'] });
    for (const id of ['1', '12345', 'a12', '12a', '']) expect(plan({ selectorStoreId: id }), id).toEqual(defaultOf('freshway'));
  });

  it('GUEST-STORE-07 GUEST-STORE-10 a call that gave no readable answer: previous info after the delivery check, the banner default after the selector', () => {
    expect(unansweredGuestStore(v2, 'CALL-23', ['R'])).toEqual({ selection: { storeId: '1111', zipcode: '94610', preference: 'delivery', selectionType: 'user', shopStoreId: '2222', shopZipcode: '94612', source: 'previous' }, rules: ['R', 'GUEST-STORE-07'] });
    expect(unansweredGuestStore({ ...base, banner: 'harborfoods' }, 'CALL-24', ['R'])).toEqual({ selection: { storeId: '3318', zipcode: '98101', preference: 'J4U', selectionType: 'default', source: 'default' }, rules: ['R', 'GUEST-STORE-10', 'GUEST-STORE-11'] });
  });

  it('GUEST-STORE-11 a banner the storefront does not know, or none, still gets a banner default', () => {
    const ids = new Set(['1502', '2210', '3318']);
    for (const banner of ['nope', undefined as unknown as string, 7 as unknown as string]) {
      const p = planGuestStore({ ...base, banner });
      expect(p.kind === 'final' && ids.has(p.selection.storeId), String(banner)).toBe(true);
    }
    expect(planGuestStore({ ...base, banner: 'HarborFoods' })).toMatchObject({ selection: { storeId: '3318', zipcode: '98101' } });
  });
});

describe('GUEST-STORE guest session in detail', () => {
  const selection: GuestSelection = { storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default', source: 'default' };
  const toggles = { guestAddToCartVariant: 'a' };
  const session = (over: Partial<Parameters<typeof buildGuestSession>[0]>) => buildGuestSession({ selection, banner: 'freshway', cookies: {}, toggles, ...over });

  it('GUEST-STORE-12 GUEST-STORE-13 the whole session written for a default selection', () => {
    expect(session({})).toEqual({
      info: {
        COMMON: { userType: 'G', Selection: 'default', preference: 'J4U', zipcode: '94611', storeId: '1502', banner: 'freshway', siteType: 'C', customerType: '', resolvedBy: '' },
        J4U: { storeId: '1502', zipcode: '94611' },
        SHOP: { storeId: '1502', zipcode: '94611', banner: 'freshway' },
      },
      userType: 'G',
      updateGuestCartStore: false,
      rules: ['GUEST-STORE-12', 'GUEST-STORE-13'],
    });
  });

  it('GUEST-STORE-12 a J4U preference in any case takes the J4U zip and store; a shop zip with no shop store leaves the SHOP store empty', () => {
    const s = session({ selection: { ...selection, preference: 'j4u', shopZipcode: '94612' } });
    expect(s.info.COMMON).toMatchObject({ zipcode: '94611', storeId: '1502' });
    expect(s.info.SHOP).toEqual({ storeId: '', zipcode: '94612', banner: 'freshway' });
    expect(s.rules).toEqual(['GUEST-STORE-12']);
    expect(session({ selection: { ...selection, preference: 'delivery', shopStoreId: '2222', shopZipcode: '94612' } }).info.COMMON).toMatchObject({ zipcode: '94612', storeId: '2222' });
  });

  it('GUEST-STORE-12 what the previous cookie held beside the fields written is kept', () => {
    const s = session({ previous: { COMMON: { banner: 'freshway', extra: 'c' }, J4U: { keep: 'j' }, SHOP: { keep: 's' }, other: { x: 1 } } });
    expect(s.info.COMMON).toMatchObject({ extra: 'c', userType: 'G' });
    expect(s.info.J4U).toEqual({ keep: 'j', storeId: '1502', zipcode: '94611' });
    expect(s.info.SHOP).toEqual({ keep: 's', storeId: '1502', zipcode: '94611', banner: 'freshway' });
    expect((s.info as Record<string, unknown>).other).toEqual({ x: 1 });
    expect(s.info.offbanner).toBeUndefined();
  });

  it('GUEST-STORE-14 the banner cookie: an id (any case, spaces trimmed) gives its default store; JSON without a store takes its banner default; anything else keeps the site', () => {
    const fromCookie = (ECommBanner: string | undefined) => {
      const s = session({ selection: { ...selection, storeId: 'null' }, cookies: ECommBanner === undefined ? {} : { ECommBanner } });
      return [s.info.COMMON?.banner, s.info.COMMON?.storeId, s.rules.includes('GUEST-STORE-14')];
    };
    expect(fromCookie(' HarborFoods ')).toEqual(['harborfoods', '3318', true]);
    expect(fromCookie(JSON.stringify({ banner: 'valleymarket' }))).toEqual(['valleymarket', '2210', true]);
    expect(fromCookie(JSON.stringify({ storeId: '0077' }))).toEqual(['freshway', '0077', true]);
    for (const raw of [undefined, '', 'nope', '["harborfoods"]', 'null', '"harborfoods"']) expect(fromCookie(raw), String(raw)).toEqual(['freshway', '1502', true]);
    expect(buildGuestSession({ selection: { ...selection, storeId: 'PRIMARY' }, banner: 'valleymarket', cookies: {}, toggles }).info.COMMON).toMatchObject({ banner: 'valleymarket', storeId: '2210' });
    expect(buildGuestSession({ selection: { ...selection, storeId: '' }, banner: 'valleymarket', cookies: { ECommBanner: JSON.stringify({ storeId: '0077' }) }, toggles }).info.COMMON).toMatchObject({ banner: 'valleymarket', storeId: '0077' });
    expect(buildGuestSession({ selection: { ...selection, storeId: 'null' }, banner: 'freshway', cookies: undefined as unknown as Record<string, string>, toggles }).info.COMMON).toMatchObject({ banner: 'freshway', storeId: '1502' });
  });

  it('GUEST-STORE-15 the other banner and its zip go to offbanner, keeping what offbanner held, and the rule is named', () => {
    const s = session({ previous: { COMMON: { banner: 'valleymarket', zipcode: '85004' }, offbanner: { keep: 'o', banner: 'old' } } });
    expect(s.info.offbanner).toEqual({ keep: 'o', banner: 'valleymarket', zipcode: '85004' });
    expect(s.rules).toContain('GUEST-STORE-15');
    const noZip = session({ previous: { COMMON: { banner: 'valleymarket' } } });
    expect(noZip.info.offbanner).toEqual({ banner: 'valleymarket', zipcode: '' });
    const none = session({ previous: { COMMON: { zipcode: '85004' } } });
    expect(none.info.offbanner).toBeUndefined();
    expect(none.rules).not.toContain('GUEST-STORE-15');
  });

  it('GUEST-STORE-16 only A is named as turned into G', () => {
    expect(session({ currentUserType: 'G' }).rules).not.toContain('GUEST-STORE-16');
  });

  it('GUEST-STORE-17 no variant at all leaves the guest cart store alone, and the rule is named when it is updated', () => {
    expect(session({ toggles: {} as never }).updateGuestCartStore).toBe(false);
    expect(session({ toggles: undefined }).updateGuestCartStore).toBe(false);
    expect(session({ toggles: { guestAddToCartVariant: 'b' } }).rules).toContain('GUEST-STORE-17');
    expect(session({}).rules).not.toContain('GUEST-STORE-17');
  });

  it('GUEST-STORE-18 the provider and the zip are encoded into the path', () => {
    expect(guestAuthenticatePath('a/b', '94 611&x=1')).toBe('/bin/a%2Fb/authenticate/guest?zipcode=94%20611%26x%3D1');
  });
});

describe('GUEST-STORE inputs that are missing or not text', () => {
  it('GUEST-STORE-01 the deep link\'s own zip is used; a null deep link is no deep link', () => {
    expect(planGuestStore({ ...base, deepLink: { storeId: '0042', zipcode: '94700', preference: 'Dug' } })).toMatchObject({ selection: { zipcode: '94700', source: 'deeplink' } });
    expect(planGuestStore({ ...base, deepLink: null })).toEqual(planGuestStore(base));
  });

  it('GUEST-STORE-04 GUEST-STORE-09 null cookies still plan the check; a store-id selector that is not text is not validated', () => {
    expect(planGuestStore({ ...v2, cookies: null as unknown as Record<string, string> })).toMatchObject({ kind: 'call', request: { call: 'CALL-23' } });
    expect(planGuestStore({ ...base, selectorStoreId: 42 as unknown as string })).toMatchObject({ kind: 'final', selection: { source: 'default' } });
  });

  it('GUEST-STORE-15 a previous cookie without a COMMON section is no off-banner context', () => {
    const s = buildGuestSession({ selection: { storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default', source: 'default' }, banner: 'freshway', previous: {}, cookies: {}, toggles: { guestAddToCartVariant: 'a' } });
    expect(s.info.offbanner).toBeUndefined();
    expect(s.rules).not.toContain('GUEST-STORE-15');
  });
});
