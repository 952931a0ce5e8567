import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FeatureToggles } from '../../spec/schemas/config';
import {
  account180Prompts,
  arEnrolment,
  canonicalPreference,
  describeUserType,
  extendedType,
  isAnonymous,
  isAuthorised,
  isB2BSite,
  isGuest,
  isGuestForGuestCart,
  isInNoServiceArea,
  isKnownUserType,
  isSignedIn,
  preferenceModeOf,
  sendsBearerToken,
  unattendedDeliveryEnabled,
  userTypesModule,
} from './userTypes';

const toggles = FeatureToggles.parse({});

describe('user types', () => {
  it('USER-TYPES-01 G is a guest; no other type is', () => {
    expect(isGuest('G')).toBe(true);
    for (const t of ['A', 'R', 'C', '', undefined, null, 'GG']) expect(isGuest(t)).toBe(false);
  });

  it('USER-TYPES-02 anonymous exactly when userType is undefined, empty or A', () => {
    for (const t of [undefined, null, '', 'A', ' a ']) expect(isAnonymous(t)).toBe(true);
    for (const t of ['G', 'R', 'C', 'X']) expect(isAnonymous(t)).toBe(false);
  });

  it('USER-TYPES-03 R is registered and C credentialed: both signed in, both authorised', () => {
    for (const t of ['R', 'C']) expect([isSignedIn(t), isAuthorised(t), isGuest(t), isAnonymous(t)]).toEqual([true, true, false, false]);
  });

  it('USER-TYPES-04 signed in exactly when the type is something other than empty, G or A', () => {
    for (const t of [undefined, '', 'A', 'G']) expect(isSignedIn(t)).toBe(false);
    for (const t of ['R', 'C', 'X']) expect(isSignedIn(t)).toBe(true);
  });

  it('USER-TYPES-05 only R and C are authorised', () => {
    fc.assert(fc.property(fc.string(), (t) => {
        expect(isAuthorised(t)).toBe(['R', 'C'].includes(t.trim().toUpperCase()));
      }));
  });

  it('USER-TYPES-02 USER-TYPES-04 every string is exactly one of anonymous, guest or signed in, and known types are those of AMBIG-07', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('A', 'G', 'R', 'C', '')), (t) => {
        expect([isAnonymous(t), isGuest(t), isSignedIn(t)].filter(Boolean)).toHaveLength(1);
        expect(isKnownUserType(t)).toBe(['', 'A', 'G', 'R', 'C'].includes(t.trim().toUpperCase()));
      }),
    );
  });

  it('USER-TYPES-06 extendedType is the lower-case type plus e with orders or n without; a guest is exactly g (AMBIG-11)', () => {
    expect(extendedType('R', 3)).toBe('re');
    expect(extendedType('C', 0)).toBe('cn');
    expect(extendedType('C', undefined)).toBe('cn');
    expect(extendedType('G', 5)).toBe('g');
    expect(extendedType('A', 0)).toBe('an');
    expect(extendedType('', 2)).toBe('e');
    expect(extendedType(undefined, 'x')).toBe('n');
    expect(extendedType('R', '4')).toBe('re');
    expect(extendedType('R', ' 2 ')).toBe('re');
    // An order count that is neither a number nor numeric text is no orders.
    for (const count of [true, [5], '', '  ', null, NaN, -1, '0']) expect(extendedType('R', count)).toBe('rn');
  });

  it('USER-TYPES-07 siteType B or a host whose first label is business (or business-…) is the B2B site (AMBIG-44)', () => {
    expect(isB2BSite('www.freshway.test', 'B')).toBe(true);
    expect(isB2BSite('business.freshway.test', 'C')).toBe(true);
    expect(isB2BSite('business-qa1.freshway.test', null)).toBe(true);
    expect(isB2BSite('Business.freshway.test', undefined)).toBe(true);
    expect(isB2BSite('businessweek.test', 'C')).toBe(false);
    expect(isB2BSite('www.business.test', 'C')).toBe(false);
    expect(isB2BSite(undefined, undefined)).toBe(false);
    // Cookie and servlet values are compared trimmed and case-insensitively, like user types.
    expect(isB2BSite('www.freshway.test', ' b ')).toBe(true);
    expect(isB2BSite(' business.freshway.test ', 'C')).toBe(true);
    expect(isB2BSite('www.freshway.test', 'C')).toBe(false);
  });

  it('USER-TYPES-08 for guest carts a user is a guest only with disableGuestCart false, which defaults to true (AMBIG-10)', () => {
    expect(isGuestForGuestCart('g', toggles)).toBe(false);
    expect(isGuestForGuestCart('g', { disableGuestCart: false })).toBe(true);
    expect(isGuestForGuestCart('G', { disableGuestCart: false })).toBe(true);
    expect(isGuestForGuestCart('R', { disableGuestCart: false })).toBe(false);
  });

  it('USER-TYPES-09 isInNoServiceArea is true only for the string Y', () => {
    expect(isInNoServiceArea('Y')).toBe(true);
    for (const v of ['N', 'y', true, '', undefined]) expect(isInNoServiceArea(v)).toBe(false);
  });

  it('USER-TYPES-10 unattended delivery is off unless explicitly enabled', () => {
    expect(unattendedDeliveryEnabled(undefined)).toBe(false);
    expect(unattendedDeliveryEnabled('true')).toBe(false);
    expect(unattendedDeliveryEnabled(true)).toBe(true);
  });

  it('USER-TYPES-11 isARenrolled is true, false, null or unset', () => {
    expect([arEnrolment(true), arEnrolment(false), arEnrolment(null), arEnrolment(undefined), arEnrolment('true')]).toEqual([true, false, null, undefined, undefined]);
  });

  it('USER-TYPES-12 the 180-day prompts exist only when isAccount180DaysEnabled is on', () => {
    const info = { emailPrompt180: true, phonePrompt180: false };
    expect(account180Prompts(info, { isAccount180DaysEnabled: false })).toEqual({});
    expect(account180Prompts(info, { isAccount180DaysEnabled: true })).toEqual(info);
    // A prompt the user info does not carry as a boolean is not present at all.
    expect(account180Prompts({ emailPrompt180: true }, { isAccount180DaysEnabled: true })).toStrictEqual({ emailPrompt180: true });
    expect(account180Prompts({ phonePrompt180: false }, { isAccount180DaysEnabled: true })).toStrictEqual({ phonePrompt180: false });
    expect(account180Prompts({ emailPrompt180: 'true', phonePrompt180: 1 }, { isAccount180DaysEnabled: true })).toStrictEqual({});
  });

  it('USER-TYPES-13 a bearer token is sent only for R and C', () => {
    expect(['G', 'A', '', 'R', 'C'].map(sendsBearerToken)).toEqual([false, false, false, true, true]);
  });

  it('USER-TYPES-14 preference values J4U, DUG/Dug, DELIVERY compare case-insensitively and map to preferenceMode', () => {
    expect(canonicalPreference('Dug')).toBe('DUG');
    expect(canonicalPreference('delivery')).toBe('DELIVERY');
    expect(canonicalPreference('instore')).toBeNull();
    expect(canonicalPreference(' Dug ')).toBe('DUG');
    expect(preferenceModeOf('J4U')).toBe('j4u');
    expect(preferenceModeOf('DUG')).toBe('dug');
    expect(preferenceModeOf(undefined)).toBeNull();
  });

  it('USER-TYPES-05 the registered module explains its example', () => {
    const out = userTypesModule.run(userTypesModule.input.parse(userTypesModule.example));
    expect(out).toMatchObject({ authorised: true, extendedType: 're', b2bSite: false });
    expect(describeUserType({}).anonymous).toBe(true);
    expect(describeUserType({}).rules).toEqual(['USER-TYPES-01', 'USER-TYPES-02', 'USER-TYPES-03', 'USER-TYPES-04', 'USER-TYPES-05', 'USER-TYPES-06', 'USER-TYPES-07', 'USER-TYPES-13']);
  });
});
