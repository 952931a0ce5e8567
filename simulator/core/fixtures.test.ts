import { describe, expect, it } from 'vitest';
import { banners } from '../../spec/banners';
import { GENERAL_MILLS_PLAN, GROCERY_SELLER, KNOWN_PASSWORD, knownCustomers, MARKETPLACE_SELLER, SHARED_PHONE, UNKNOWN_EMAIL, UNKNOWN_PHONE } from './fixtures';
import type { KnownCustomer } from './fixtures';
import { regionOfZip } from './geo';

// The well-known identities every seed holds: tests, scenarios and manual QA sign in with them, so each must be the
// account its kind says, on its own banner, and reachable by the identifiers the spec's sign-in calls take.
const known: ReadonlyArray<readonly [string, KnownCustomer]> = Object.entries(knownCustomers);
const FACTORS = ['email', 'sms', 'password', 'webauthn'];

describe('known identities', () => {
  it('each is filed under its own key, with a v4 uuid, a 12-digit customer id and an email of its banner, none shared', () => {
    for (const [key, c] of known) {
      expect(c.key).toBe(key);
      expect(c.uuid, key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(c.customerId, key).toMatch(/^\d{12}$/);
      expect(c.email, key).toMatch(new RegExp(`^[a-z0-9-]+@${c.banner}\\.test$`));
    }
    for (const field of ['uuid', 'customerId', 'email'] as const) expect(new Set(known.map(([, c]) => c[field])).size, field).toBe(known.length);
  });

  it('each is a named customer of a spec banner, living in that banner\'s region, who signs in with the known password', () => {
    const ids = banners.map((b) => b.id);
    for (const [key, c] of known) {
      expect(ids, key).toContain(c.banner);
      expect(regionOfZip(c.zipcode)?.banner, key).toBe(c.banner);
      expect(c.storeId, key).toMatch(/^\d+$/);
      expect(c.firstName, key).toMatch(/^[A-Z][a-z]+$/);
      expect(c.lastName, key).toMatch(/^[A-Z][a-z]+$/);
      expect(c.password, key).toBe(KNOWN_PASSWORD);
      expect(['R', 'C'], key).toContain(c.userType);
      expect(['C', 'B'], key).toContain(c.siteType);
      expect(['delivery', 'dug', 'j4u'], key).toContain(c.preference);
      const factors = c.factorKinds.split(',');
      expect(factors, key).toContain('password');
      for (const factor of factors) expect(FACTORS, key).toContain(factor);
      expect(new Set(factors).size, key).toBe(factors.length);
    }
    // Every banner has a known shopper to sign in with.
    for (const id of ids) expect(known.some(([, c]) => c.banner === id && c.kind === 'credentialed'), id).toBe(true);
  });

  it('an account with a text-message factor has a 10-digit phone; one without has none', () => {
    for (const [key, c] of known) {
      if (c.factorKinds.split(',').includes('sms')) expect(c.phone, key).toMatch(/^\d{10}$/);
      else expect(c.phone, key).toBe('');
    }
  });

  it('its kind says what sets the account apart, and a plain credentialed shopper has nothing set apart', () => {
    const flagsOf = (c: KnownCustomer) => ({
      'registered': c.userType === 'R',
      'b2b': c.siteType === 'B',
      'cross-banner-mfc': c.isCrossBannerMFCUser === true,
      'closed-account': c.isClosed === true,
      'deactivated': c.deactivated === true,
      'shared-phone': c.phone === SHARED_PHONE,
      'password-only': c.factorKinds === 'password',
      'expired-password': c.passwordExpired === true,
      'webauthn': c.factorKinds.split(',').includes('webauthn'),
      'reset-to-default': c.resetToDefault === true,
    });
    for (const [key, c] of known) {
      const flags = flagsOf(c);
      const set = Object.entries(flags).filter(([, on]) => on).map(([kind]) => kind);
      expect(set, key).toEqual(c.kind === 'credentialed' ? [] : [c.kind]);
    }
  });
});

describe('identifiers of the error codes (ERRORS-02, ERRORS-03)', () => {
  it('CSMS0156: exactly two accounts share the shared phone, a 10-digit number', () => {
    expect(SHARED_PHONE).toMatch(/^\d{10}$/);
    expect(known.filter(([, c]) => c.phone === SHARED_PHONE)).toHaveLength(2);
  });

  it('CSMS0157 and CSMS0158: the unknown phone and email are well formed and belong to no account', () => {
    expect(UNKNOWN_PHONE).toMatch(/^\d{10}$/);
    expect(UNKNOWN_EMAIL).toMatch(/^[a-z]+@[a-z]+\.test$/);
    expect(known.some(([, c]) => c.phone === UNKNOWN_PHONE)).toBe(false);
    expect(known.some(([, c]) => c.email.toLowerCase() === UNKNOWN_EMAIL.toLowerCase())).toBe(false);
  });
});

describe('sellers, loyalty and the password', () => {
  it('STORAGE-01: the grocery seller is the cart id object\'s default key, abs; the marketplace seller is another', () => {
    expect(GROCERY_SELLER).toBe('abs');
    expect(MARKETPLACE_SELLER).toMatch(/\S/);
    expect(MARKETPLACE_SELLER).not.toBe(GROCERY_SELLER);
  });

  it('MISC-03: the General Mills plan number is longer than 1 character, so it authorises box tops', () => {
    expect(GENERAL_MILLS_PLAN.length).toBeGreaterThan(1);
  });

  it('VALIDATION-06: the known password is long enough for the OTP flow\'s password check (8 characters)', () => {
    expect(KNOWN_PASSWORD.length).toBeGreaterThanOrEqual(8);
  });
});
