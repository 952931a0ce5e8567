import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cookieName, hasKnownPrefix, isStorefrontCookie, isTopLevelCookie, legacyCookieName, orderAndSignInCookieNames, aciCookiePlan, ownCookieCategory, siteCookieName, siteCookieView, KMSI_COOKIE, PASSKEY_COOKIE, SESSION_COOKIE, SOCIAL_ACCOUNT_SUCCESS_COOKIE } from './cookieNames';
import { bannerById } from '../../spec/banners';

const on = { isCookieACIPrefixEnabled: true, disableB2B: false };
const off = { isCookieACIPrefixEnabled: false, disableB2B: false };

describe('COOKIE-NAMES', () => {
  it('COOKIE-NAMES-01 the storefront prefixes are recognised', () => {
    for (const n of ['SWY_SHOP_TOKEN', 'ECommBanner', 'USED_CREDENTIALS', 'SAFEWAY_KMSI', 'abs_gsession', 'absVisitorId']) expect(hasKnownPrefix(n)).toBe(true);
    expect(hasKnownPrefix('_ga')).toBe(false);
  });
  it('COOKIE-NAMES-02 ACI prefixing renames strict ACI_S_, functional ACI_F_, analytics ACI_A_ (AMBIG-39)', () => {
    expect(cookieName({ name: 'convt_acc_success', category: 'strict', b2b: false, toggles: on }).name).toBe('ACI_S_convt_acc_success');
    expect(cookieName({ name: 'DELIVERY_ADDR', category: 'functional', b2b: false, toggles: on }).name).toBe('ACI_F_DELIVERY_ADDR');
    expect(cookieName({ name: 'visit', category: 'analytics', b2b: false, toggles: on }).name).toBe('ACI_A_visit');
    expect(cookieName({ name: 'DELIVERY_ADDR', category: 'functional', b2b: false, toggles: off }).name).toBe('DELIVERY_ADDR');
  });
  it('COOKIE-NAMES-03 B2B adds B_ after the ACI prefix, or in front without it', () => {
    expect(cookieName({ name: 'DELIVERY_ADDR', category: 'functional', b2b: true, toggles: on }).name).toBe('ACI_F_B_DELIVERY_ADDR');
    expect(cookieName({ name: 'convt_acc_success', category: 'strict', b2b: true, toggles: on }).name).toBe('ACI_S_B_convt_acc_success');
    expect(cookieName({ name: 'convt_acc_success', category: 'strict', b2b: true, toggles: off }).name).toBe('B_convt_acc_success');
    expect(cookieName({ name: 'OrderNumber', category: 'functional', b2b: true, toggles: off }).name).toBe('B_OrderNumber');
  });
  it('COOKIE-NAMES-04 siteType B uses the banner B_ names unless B2B is disabled', () => {
    const names = bannerById('freshway')!.b2bCookieNames;
    expect(orderAndSignInCookieNames('B', { disableB2B: false }, names)).toMatchObject({ orderNumber: 'B_OrderNumber', signInCount: 'B_ECommSignInCount' });
    expect(orderAndSignInCookieNames('B', { disableB2B: true }, names)).toMatchObject({ orderNumber: 'OrderNumber', signInCount: 'ECommSignInCount' });
    expect(orderAndSignInCookieNames('C', { disableB2B: false }, names).orderNumber).toBe('OrderNumber');
    expect(cookieName({ name: 'convt_acc_success', category: 'strict', b2b: true, toggles: { ...off, disableB2B: true } }).name).toBe('convt_acc_success');
  });
  it('COOKIE-NAMES-05 USED_CREDENTIALS, KMSI and re-sign-in cookies keep their names (AMBIG-39)', () => {
    for (const n of ['USED_CREDENTIALS', KMSI_COOKIE, 'SWY_RESIGNIN']) {
      expect(isTopLevelCookie(n)).toBe(true);
      expect(cookieName({ name: n, category: 'strict', b2b: true, toggles: { ...on, enableACIKMSI: true } }).name).toBe(n);
    }
  });
  it('COOKIE-NAMES-06 the KMSI, passkey and social-account cookie names', () => {
    expect(KMSI_COOKIE).toBe('SAFEWAY_KMSI');
    expect(cookieName({ name: 'Passkey', category: 'functional', b2b: false, toggles: on }).name).toBe(PASSKEY_COOKIE);
    expect(cookieName({ name: 'social_acc_success', category: 'strict', b2b: false, toggles: on }).name).toBe(SOCIAL_ACCOUNT_SUCCESS_COOKIE);
    expect(cookieName({ name: PASSKEY_COOKIE, category: 'functional', b2b: false, toggles: off }).name).toBe('ACI_F_Passkey');
  });
  it('COOKIE-NAMES-07 the ACI toggles: prefixing renames, release deletes legacy copies, ACIKMSI moves KMSI onto ACI', () => {
    expect(aciCookiePlan({ ...on, enableReleaseACICookie: true }, ['DELIVERY_ADDR', 'ACI_F_DELIVERY_ADDR', 'USED_CREDENTIALS']).release).toEqual(['DELIVERY_ADDR']);
    expect(aciCookiePlan({ ...on, enableReleaseACICookie: false }, ['DELIVERY_ADDR']).release).toEqual([]);
    expect(aciCookiePlan({ ...off, enableACIKMSI: true }, []).kmsiViaAci).toBe(true);
  });
  it('COOKIE-NAMES-02..07 each naming names the rules that shaped it', () => {
    const named = (b2b: boolean, toggles: typeof on) => cookieName({ name: 'OrderNumber', category: 'strict', b2b, toggles }).rules;
    expect(named(true, on)).toEqual(['COOKIE-NAMES-04', 'COOKIE-NAMES-02', 'COOKIE-NAMES-03']);
    expect(named(true, { ...on, disableB2B: true })).toEqual(['COOKIE-NAMES-04', 'COOKIE-NAMES-02']);
    expect(named(true, off)).toEqual(['COOKIE-NAMES-04', 'COOKIE-NAMES-03']);
    expect(named(false, off)).toEqual([]);
    expect(cookieName({ name: KMSI_COOKIE, category: 'strict', b2b: true, toggles: on }).rules).toEqual(['COOKIE-NAMES-05']);
    expect(siteCookieName('OrderNumber', { b2b: true, toggles: { disableB2B: true } })).toEqual({ name: 'OrderNumber', rules: ['COOKIE-NAMES-04'] });
    expect(siteCookieName('OrderNumber', { b2b: false, toggles: { disableB2B: false } })).toEqual({ name: 'OrderNumber', rules: [] });
    expect(siteCookieName(KMSI_COOKIE, { b2b: true, toggles: { disableB2B: false } })).toEqual({ name: KMSI_COOKIE, rules: ['COOKIE-NAMES-05'] });
    expect(siteCookieName('_ga', { b2b: true, toggles: { disableB2B: false } })).toEqual({ name: '_ga', rules: [] });
    const names = bannerById('freshway')!.b2bCookieNames;
    for (const [siteType, disableB2B] of [['B', false], ['B', true], ['C', false]] as const) expect(orderAndSignInCookieNames(siteType, { disableB2B }, names).rules).toEqual(['COOKIE-NAMES-04']);
    expect(orderAndSignInCookieNames('C', { disableB2B: false }, names).signInCount).toBe('ECommSignInCount');
    expect(aciCookiePlan(off, ['DELIVERY_ADDR'])).toEqual({ kmsiViaAci: false, release: [], rules: ['COOKIE-NAMES-07'] });
    // Releasing legacy copies needs prefixing on as well; top-level and ACI names are never released.
    expect(aciCookiePlan({ ...off, enableReleaseACICookie: true }, ['DELIVERY_ADDR']).release).toEqual([]);
    expect(aciCookiePlan({ ...on, enableReleaseACICookie: true }, [KMSI_COOKIE, 'ACI_S_x', 'abs_gsession']).release).toEqual(['abs_gsession']);
  });
  it('COOKIE-NAMES-02 COOKIE-NAMES-03 naming is idempotent', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,15}$/),
        fc.constantFrom('strict', 'functional', 'analytics'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (name, category, b2b, prefix, disableB2B) => {
          const toggles = { isCookieACIPrefixEnabled: prefix, disableB2B };
          const once = cookieName({ name, category, b2b, toggles }).name;
          return cookieName({ name: once, category, b2b, toggles }).name === once;
        },
      ),
    );
  });
});

/** The storefront's own cookie names: the named ones, and any name with an own prefix. */
const ownName = fc.oneof(
  fc.constantFrom('abs_gsession', 'abs_previouslogin', 'abs_dlvcheck', 'ECommBanner', 'ECommSignInCount', 'ECommRedirectURL', 'ECommReInit', 'OrderNumber', 'OTP-SET-PASSWORD', 'slot-info', 'order-store-id', 'ACI_F_DELIVERY_ADDR', PASSKEY_COOKIE, SOCIAL_ACCOUNT_SUCCESS_COOKIE),
  fc.tuple(fc.constantFrom('SWY_', 'EComm', 'abs_', 'absV', 'ACI_S_', 'ACI_F_', 'ACI_A_'), fc.stringMatching(/^[A-Za-z0-9]{1,10}$/)).map(([p, n]) => `${p}${n}`),
);

describe('COOKIE-NAMES the shared session cookie', () => {
  it('COOKIE-NAMES-01 the shared session cookie is abs_gsession (decision 0025), an own cookie the visit needs (decision 0022: strict)', () => {
    expect(SESSION_COOKIE).toBe('abs_gsession');
    expect(hasKnownPrefix(SESSION_COOKIE)).toBe(true);
    expect(ownCookieCategory(SESSION_COOKIE)).toBe('strict');
  });
});

describe('COOKIE-NAMES on the site the page is served from', () => {
  const b2b = { b2b: true, toggles: { disableB2B: false } };
  const consumer = { b2b: false, toggles: { disableB2B: false } };
  const disabled = { b2b: true, toggles: { disableB2B: true } };

  it('COOKIE-NAMES-03 COOKIE-NAMES-04 on the B2B site own cookies get B_ in front, or after an ACI prefix', () => {
    expect(siteCookieName('abs_gsession', b2b).name).toBe('B_abs_gsession');
    expect(siteCookieName('ECommSignInCount', b2b).name).toBe('B_ECommSignInCount');
    expect(siteCookieName('OrderNumber', b2b).name).toBe('B_OrderNumber');
    expect(siteCookieName('ECommRedirectURL', b2b).name).toBe('B_ECommRedirectURL');
    expect(siteCookieName('ACI_F_DELIVERY_ADDR', b2b).name).toBe('ACI_F_B_DELIVERY_ADDR');
    expect(siteCookieName('B_OrderNumber', b2b).name).toBe('B_OrderNumber');
  });

  it('COOKIE-NAMES-05 top-level cookies keep their names on the B2B site; cookies that are not the storefront\'s too', () => {
    for (const n of ['USED_CREDENTIALS', KMSI_COOKIE, 'SWY_RESIGNIN']) expect(siteCookieName(n, b2b).name).toBe(n);
    for (const n of ['B_OrderNumber', 'B_abs_gsession', 'B_slot-info', 'ACI_F_B_DELIVERY_ADDR']) expect(isStorefrontCookie(n)).toBe(true);
    for (const n of ['sid', '_ga', 'OptanonConsent', 'B_sid', 'OrderNumberB_']) {
      expect(isStorefrontCookie(n)).toBe(false);
      expect(siteCookieName(n, b2b).name).toBe(n);
    }
  });

  it('COOKIE-NAMES-04 the consumer site, and the B2B site with disableB2B, keep the plain names', () => {
    fc.assert(fc.property(ownName, (n) => siteCookieName(n, consumer).name === n && siteCookieName(n, disabled).name === n));
  });

  it('COOKIE-NAMES-03 COOKIE-NAMES-04 on the B2B site every own cookie but the top-level ones carries B_, and naming is idempotent', () => {
    fc.assert(
      fc.property(ownName, (n) => {
        const named = siteCookieName(n, b2b).name;
        return /^(ACI_[SFA]_)?B_/.test(named) && siteCookieName(named, b2b).name === named;
      }),
    );
  });

  it('COOKIE-NAMES-04 the B2B site reads its B_ cookies under both names and leaves out the consumer copies', () => {
    const view = siteCookieView({ abs_gsession: 'consumer', B_abs_gsession: 'business', B_ECommSignInCount: '1', SAFEWAY_KMSI: 'true', sid: 'x' }, b2b);
    expect(view).toEqual({ abs_gsession: 'business', B_abs_gsession: 'business', ECommSignInCount: '1', B_ECommSignInCount: '1', SAFEWAY_KMSI: 'true', sid: 'x' });
    expect(siteCookieView({ abs_gsession: 'consumer' }, b2b)).toEqual({});
    expect(siteCookieView({ abs_gsession: 'consumer', B_abs_gsession: 'business' }, consumer)).toEqual({ abs_gsession: 'consumer', B_abs_gsession: 'business' });
  });

  it('COOKIE-NAMES-02 COOKIE-NAMES-04 a site that renames nothing (consumer, or B2B with disableB2B, no ACI prefixing) sees every cookie as it is', () => {
    const anyName = fc.oneof(ownName, fc.tuple(fc.constantFrom('B_', 'ACI_S_B_', 'ACI_F_B_'), ownName).map(([p, n]) => `${p}${n}`), fc.stringMatching(/^[A-Za-z_]{1,12}$/));
    fc.assert(
      fc.property(fc.constantFrom(consumer, disabled, { b2b: false, toggles: { disableB2B: false, isCookieACIPrefixEnabled: false } }), fc.dictionary(anyName, fc.string()), (site, raw) => {
        expect(siteCookieView(raw, site)).toEqual(raw);
      }),
    );
  });

  it('COOKIE-NAMES-04 what the B2B site writes under an own name it reads back under that name, whatever the name and value', () => {
    fc.assert(
      fc.property(ownName, fc.string(), fc.dictionary(fc.stringMatching(/^[A-Za-z_]{1,12}$/), fc.string()), (name, value, others) => {
        const raw = { ...others, [siteCookieName(name, b2b).name]: value };
        return siteCookieView(raw, b2b)[name] === value;
      }),
    );
  });
});

describe('COOKIE-NAMES-02 ACI prefixing of the storefront\'s own cookies (decision 0022)', () => {
  const aci = { b2b: false, toggles: { disableB2B: false, isCookieACIPrefixEnabled: true } };
  const aciB2b = { b2b: true, toggles: { disableB2B: false, isCookieACIPrefixEnabled: true } };
  const aciB2bDisabled = { b2b: true, toggles: { disableB2B: true, isCookieACIPrefixEnabled: true } };
  const sites = fc.constantFrom(aci, aciB2b, aciB2bDisabled);

  it('COOKIE-NAMES-02 COOKIE-NAMES-03 session and order state are strict, remembered choices functional, absV analytics; B_ goes after the prefix', () => {
    expect(siteCookieName('abs_gsession', aci).name).toBe('ACI_S_abs_gsession');
    expect(siteCookieName('ECommReInit', aci).name).toBe('ACI_S_ECommReInit');
    expect(siteCookieName('OrderNumber', aci).name).toBe('ACI_S_OrderNumber');
    expect(siteCookieName('abs_previouslogin', aci).name).toBe('ACI_F_abs_previouslogin');
    expect(siteCookieName('ECommBanner', aci).name).toBe('ACI_F_ECommBanner');
    expect(siteCookieName('absVisitorId', aci).name).toBe('ACI_A_absVisitorId');
    expect(siteCookieName(PASSKEY_COOKIE, aci).name).toBe(PASSKEY_COOKIE);
    expect(siteCookieName('abs_gsession', aciB2b).name).toBe('ACI_S_B_abs_gsession');
    expect(siteCookieName('ACI_F_DELIVERY_ADDR', aciB2b).name).toBe('ACI_F_B_DELIVERY_ADDR');
    expect(siteCookieName('abs_gsession', aciB2bDisabled).name).toBe('ACI_S_abs_gsession');
    expect(ownCookieCategory('ACI_A_anything')).toBe('analytics');
  });

  it('COOKIE-NAMES-02 each own cookie is prefixed by the category decision 0022 gives it', () => {
    const strict = ['abs_gsession', 'ECommReInit', 'ECommSignInCount', 'ECommRedirectURL', 'OTP-SET-PASSWORD', 'OrderNumber', 'slot-info', 'order-store-id', 'social_acc_success', 'convt_acc_success'];
    const functional = ['abs_previouslogin', 'abs_dlvcheck', 'ECommBanner', 'ECommOnboardingEvent', 'DELIVERY_ADDR', 'Passkey'];
    for (const n of strict) expect([ownCookieCategory(n), cookieName({ name: n, category: ownCookieCategory(n), b2b: false, toggles: on }).name]).toEqual(['strict', `ACI_S_${n}`]);
    for (const n of functional) expect([ownCookieCategory(n), cookieName({ name: n, category: ownCookieCategory(n), b2b: false, toggles: on }).name]).toEqual(['functional', `ACI_F_${n}`]);
  });

  it('COOKIE-NAMES-02 an own cookie the categories do not name is strict, the category never refused (decision 0022)', () => {
    for (const n of ['SWY_SHOP_TOKEN', 'ECommSomething', 'abs_other']) {
      expect(ownCookieCategory(n)).toBe('strict');
      expect(siteCookieName(n, aci).name).toBe(`ACI_S_${n}`);
    }
    expect(ownCookieCategory('B_absVisitorId')).toBe('analytics');
  });

  it('COOKIE-NAMES-05 top-level and foreign cookies keep their names with ACI prefixing on', () => {
    for (const n of ['USED_CREDENTIALS', KMSI_COOKIE, 'SWY_RESIGNIN', 'sid', '_ga', 'OptanonConsent']) {
      expect(siteCookieName(n, aci).name).toBe(n);
      expect(siteCookieName(n, aciB2b).name).toBe(n);
    }
  });

  it('COOKIE-NAMES-02 every own cookie but the top-level ones carries an ACI prefix, its category\'s, and naming is idempotent', () => {
    fc.assert(
      fc.property(ownName, sites, (n, site) => {
        const named = siteCookieName(n, site).name;
        const prefix = { strict: 'ACI_S_', functional: 'ACI_F_', analytics: 'ACI_A_' }[ownCookieCategory(n)];
        const b = site.b2b && !site.toggles.disableB2B ? 'B_' : '';
        return named.startsWith(`${prefix}${b}`) && siteCookieName(named, site).name === named;
      }),
    );
  });

  it('COOKIE-NAMES-02 what the site writes under an own name it reads back under that name, whatever the name, value and other cookies', () => {
    fc.assert(
      fc.property(ownName, sites, fc.string(), fc.dictionary(fc.stringMatching(/^[A-Za-z_]{1,12}$/), fc.string()), (name, site, value, others) => {
        const raw = { ...others, [siteCookieName(name, site).name]: value };
        return siteCookieView(raw, site)[name] === value;
      }),
    );
  });

  it('COOKIE-NAMES-07 a cookie from before the switch is read from its old name until the prefixed copy exists', () => {
    expect(legacyCookieName('abs_gsession', aci)).toBe('abs_gsession');
    expect(legacyCookieName('abs_gsession', aciB2b)).toBe('B_abs_gsession');
    expect(legacyCookieName('abs_gsession', { b2b: false, toggles: { disableB2B: false } })).toBeNull();
    expect(legacyCookieName('abs_gsession', { b2b: true, toggles: { disableB2B: false } })).toBeNull();
    // With disableB2B the B2B site named its cookies as the consumer site did before the switch.
    expect(legacyCookieName('abs_gsession', aciB2bDisabled)).toBe('abs_gsession');
    expect(legacyCookieName(PASSKEY_COOKIE, aci)).toBeNull();
    expect(legacyCookieName(KMSI_COOKIE, aci)).toBeNull();
    expect(siteCookieView({ abs_gsession: 'before' }, aci)).toMatchObject({ abs_gsession: 'before' });
    expect(siteCookieView({ abs_gsession: 'before', ACI_S_abs_gsession: 'after' }, aci)).toMatchObject({ abs_gsession: 'after', ACI_S_abs_gsession: 'after' });
    // On the B2B site the old copy is the B_ one; the consumer copy is still not this site's.
    expect(siteCookieView({ abs_gsession: 'consumer', B_abs_gsession: 'before' }, aciB2b)).toEqual({ abs_gsession: 'before', B_abs_gsession: 'before' });
  });

  it('COOKIE-NAMES-07 whichever copies exist, the prefixed one wins and the view never throws', () => {
    fc.assert(
      fc.property(ownName, sites, fc.option(fc.string()), fc.option(fc.string()), (name, site, now, before) => {
        const raw: Record<string, string> = {};
        const legacy = legacyCookieName(name, site);
        if (legacy !== null && before !== null) raw[legacy] = before;
        if (now !== null) raw[siteCookieName(name, site).name] = now;
        const seen = siteCookieView(raw, site)[name];
        return now !== null ? seen === now : legacy !== null && before !== null ? seen === before : seen === undefined;
      }),
    );
  });
});
