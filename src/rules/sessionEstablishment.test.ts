import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FeatureToggles } from '../../spec/schemas/config';
import { parsePageMetadata } from './pages';
import type { PageLoadInput, PageLoadPlan } from './sessionEstablishment';
import { deniedRedirect } from './accessRedirect';
import { sessionEstablishmentModule } from './pageLoadModule';
import { planPageLoad, SESSION_COOKIE, signInCount, singleSignOnReasons, singleSignOnUrl } from './sessionEstablishment';

const NOW = 1_700_000_000_000;
const toggles = FeatureToggles.parse({});
const base = (over: Partial<PageLoadInput>): PageLoadInput => ({
  url: 'https://www.freshway.test/shop/aisles.html?x=1',
  host: 'www.freshway.test',
  banner: 'freshway',
  cookies: {},
  storage: {},
  userInfo: { userType: 'G', zipcode: '94611' },
  freshId: 'fresh-id',
  toggles,
  now: NOW,
  deepLink: null,
  page: null,
  ssoPath: '/bin/wcax/sso',
  redirectPolicy: { trustedDomains: ['www.freshway.test'], defaultRedirect: '/' },
  deniedRedirect,
  ...over,
});
const kinds = (p: PageLoadPlan) => p.effects.map((e) => e.kind);
const find = <K extends PageLoadPlan['effects'][number]['kind']>(p: PageLoadPlan, kind: K) => p.effects.find((e) => e.kind === kind) as Extract<PageLoadPlan['effects'][number], { kind: K }> | undefined;
const registered = { userType: 'R', customerId: '5501', SWY_SHOP_TOKEN: 'tok', expireTime: NOW + 60_000, zipcode: '94611' };
const deepLink = { storeId: '1502', preference: 'pickup', zipcode: '94611' };

describe('page-load planner', () => {
  it('SESSION-EST-20 the single-sign-on address carries banner, idp=false, goto, setReInit=true and ml', () => {
    const url = new URL(singleSignOnUrl('/bin/wcax/sso', { banner: 'freshway', goto: '/shop/cart.html?a=1&b=2', ml: 'hdr' }), 'https://x.test');
    expect(url.pathname).toBe('/bin/wcax/sso');
    expect(Object.fromEntries(url.searchParams)).toEqual({ banner: 'freshway', idp: 'false', goto: '/shop/cart.html?a=1&b=2', setReInit: 'true', ml: 'hdr' });
    expect(new URL(singleSignOnUrl('/sso', { banner: 'b', goto: '/' }), 'https://x.test').searchParams.has('ml')).toBe(false);
  });

  it('SESSION-EST-01 with sign-in count below 1 an expired keep-me-signed-in user is sent to single sign-on', () => {
    const plan = planPageLoad(base({ userInfo: { ...registered, expireTime: NOW - 1 }, cookies: { SAFEWAY_KMSI: 'true', ECommSignInCount: '0' } }));
    expect(plan.halted).toBe('redirect');
    const r = find(plan, 'redirect');
    expect(r).toMatchObject({ reason: 'single-sign-on' });
    expect(new URL(r!.target, 'https://x.test').searchParams.get('goto')).toBe('/shop/aisles.html?x=1');
    expect(plan.rules).toContain('SESSION-EST-01');
  });

  it('SESSION-EST-20 MARKETING-06 the page\'s ml modal-link analytics travels to single sign-on', () => {
    const plan = planPageLoad(base({ url: 'https://www.freshway.test/shop/aisles.html?ml=hdr-promo&x=1', cookies: { ECommReInit: 'www' } }));
    expect(new URL(find(plan, 'redirect')!.target, 'https://x.test').searchParams.get('ml')).toBe('hdr-promo');
  });

  it('SESSION-EST-01 a re-init site matching the host, or an anonymous user with a houseId, needs single sign-on (AMBIG-46)', () => {
    expect(planPageLoad(base({ cookies: { ECommReInit: 'www' } })).halted).toBe('redirect');
    expect(planPageLoad(base({ cookies: { ECommReInit: 'shop' } })).halted).toBeNull();
    expect(planPageLoad(base({ userInfo: { userType: 'A', houseId: 'H1' } })).halted).toBe('redirect');
    expect(planPageLoad(base({ userInfo: { userType: 'A', houseId: '' } })).halted).toBeNull();
    expect(planPageLoad(base({ cookies: { ECommSignInCount: 'garbage' }, userInfo: { houseId: 'H1' } })).halted).toBe('redirect');
  });

  it('SESSION-EST-02 with sign-in count 1 or more there is no single-sign-on redirect for those reasons', () => {
    for (const c of ['1', '7']) {
      const plan = planPageLoad(base({ cookies: { ECommReInit: 'www', ECommSignInCount: c } }));
      expect(kinds(plan)).not.toContain('redirect');
    }
    expect(signInCount({ ECommSignInCount: '2' })).toBe(2);
    expect(signInCount({})).toBe(0);
    expect(kinds(planPageLoad(base({ cookies: { ECommReInit: 'www', B_ECommSignInCount: '1' }, signInCountCookie: 'B_ECommSignInCount' })))).not.toContain('redirect');
  });

  it('SESSION-EST-02 ACCESS-14 an expired KMSI user past one SSO attempt is signed out rather than looped', () => {
    const plan = planPageLoad(base({ userInfo: { ...registered, expireTime: NOW - 1 }, cookies: { SAFEWAY_KMSI: 'true', ECommSignInCount: '1' }, page: parsePageMetadata({}) }));
    expect(plan.halted).toBe('sign-out');
  });

  it('ACCESS-14 an expired non-KMSI user is signed out (AMBIG-48)', () => {
    const plan = planPageLoad(base({ userInfo: { ...registered, expireTime: NOW - 1 }, page: parsePageMetadata({}) }));
    expect(kinds(plan).at(-1)).toBe('sign-out');
  });

  it('SESSION-EST-03 a deep link is validated first: the plan waits for the verdict', () => {
    const plan = planPageLoad(base({ userInfo: { userType: 'A' }, deepLink }));
    expect(plan.awaiting).toBe('deep-link-validation');
    expect(kinds(plan)).toEqual(['validate-deep-link']);
  });

  it('SESSION-EST-03 a valid deep link gives a guest session then a reload', () => {
    const plan = planPageLoad(base({ userInfo: { userType: 'A' }, deepLink, deepLinkValidation: 'valid' }));
    expect(kinds(plan)).toEqual(['guest-session', 'reload']);
    expect(find(plan, 'guest-session')).toMatchObject({ source: 'deep-link', deepLink });
    expect(plan.halted).toBe('reload');
  });

  it('SESSION-EST-03 a state parameter suppresses the reload (AMBIG-14)', () => {
    const inLink = planPageLoad(base({ userInfo: { userType: 'G', zipcode: '1' }, deepLink: { ...deepLink, state: 'spa' }, deepLinkValidation: 'valid' }));
    expect(kinds(inLink)).not.toContain('reload');
    expect(inLink.halted).toBeNull();
    const inQuery = planPageLoad(base({ url: '/shop/aisles.html?state=', userInfo: { userType: 'G', zipcode: '1' }, deepLink, deepLinkValidation: 'valid' }));
    expect(kinds(inQuery)).not.toContain('reload');
    const flagged = planPageLoad(base({ userInfo: { userType: 'A' }, deepLink: { ...deepLink, skipReload: true }, deepLinkValidation: 'valid' }));
    expect(kinds(flagged)).not.toContain('reload');
  });

  it('SESSION-EST-04 when validation fails the page proceeds without a deep-link session', () => {
    const plan = planPageLoad(base({ userInfo: { userType: 'A' }, deepLink, deepLinkValidation: 'invalid' }));
    expect(find(plan, 'guest-session')).toMatchObject({ source: 'default' });
    expect(plan.rules).toContain('SESSION-EST-04');
    expect(plan.halted).toBeNull();
  });

  it('ACCESS-16 deep links are ignored for unknown user types; signed-in users get a session update by intent (AMBIG-45)', () => {
    expect(kinds(planPageLoad(base({ userInfo: { userType: 'X' }, deepLink })))).toContain('ignore-deep-link');
    const signedIn = planPageLoad(base({ userInfo: registered, deepLink }));
    expect(find(signedIn, 'session-update')).toMatchObject({ intent: 'PICKUP' });
    expect(kinds(signedIn)).not.toContain('guest-session');
  });

  it('SESSION-EST-05 USER-TYPES-15 an anonymous user gets the default guest session; a guest keeps theirs', () => {
    expect(find(planPageLoad(base({ userInfo: { userType: '' } })), 'guest-session')).toMatchObject({ source: 'default' });
    expect(find(planPageLoad(base({ userInfo: {} })), 'guest-session')).toMatchObject({ source: 'default' });
    expect(kinds(planPageLoad(base({ userInfo: { userType: 'G', zipcode: '94611' } })))).not.toContain('guest-session');
  });

  it('SESSION-EST-06 unauthorised users get locally synthesised user info when userInfoSkipIfGuest is on or the banner applies; grsSessionId generated if missing', () => {
    const on = FeatureToggles.parse({ userInfoSkipIfGuest: true });
    const plan = planPageLoad(base({ userInfo: null, sessionCookieUserType: 'G', toggles: on }));
    expect(find(plan, 'synthesise-guest-user-info')).toMatchObject({ userType: 'G', grsSessionId: 'fresh-id', generatedGrsSessionId: true });
    expect(find(planPageLoad(base({ userInfo: null, sessionCookieUserType: 'G', toggles: on, grsSessionId: 'kept' })), 'synthesise-guest-user-info')).toMatchObject({ grsSessionId: 'kept', generatedGrsSessionId: false });
    expect(kinds(planPageLoad(base({ userInfo: null, sessionCookieUserType: 'A', localGuestInfoBanners: ['FreshWay'] })))).toContain('synthesise-guest-user-info');
    const authorised = planPageLoad(base({ userInfo: null, sessionCookieUserType: 'R', toggles: on }));
    expect(authorised).toMatchObject({ awaiting: 'user-info', effects: [{ kind: 'fetch-user-info' }] });
    expect(planPageLoad(base({ userInfo: null, sessionCookieUserType: 'G' })).awaiting).toBe('user-info');
  });

  it('SESSION-EST-07 MISC-09 page-load order: session init, cart, promotions, search, then modals conflict, complete profile, splash, closed store, prebook slot, merge account', () => {
    const plan = planPageLoad(base({ host: 'business.freshway.test', userInfo: { userType: 'G', zipcode: '1', isClosed: true }, storeConflict: true }));
    const steps = plan.effects.flatMap((e) => (e.kind === 'load' ? [e.step] : e.kind === 'show-modal' ? [e.modal] : []));
    expect(steps).toEqual(['session-init', 'cart', 'promotions', 'search', 'conflict', 'complete-profile', 'splash', 'closed-store', 'prebook-slot', 'merge-account']);
  });

  it('SESSION-EST-07 MISC-01 MISC-09 CONFIG-03 complete profile only for B2B unless disabled or the referral program is on; merge account only for non-signed-in users; prebook off only by the string false', () => {
    const modals = (p: PageLoadPlan) => p.effects.flatMap((e) => (e.kind === 'show-modal' ? [e.modal] : []));
    const b2b = { host: 'www.freshway.test', userInfo: { ...registered, siteType: 'B' } };
    expect(modals(planPageLoad(base(b2b)))).toEqual(['complete-profile', 'splash', 'prebook-slot']);
    expect(modals(planPageLoad(base({ ...b2b, toggles: FeatureToggles.parse({ disableB2BCompleteProfile: true }) })))).not.toContain('complete-profile');
    expect(modals(planPageLoad(base({ ...b2b, toggles: FeatureToggles.parse({ referralProgramEnabled: true }) })))).not.toContain('complete-profile');
    expect(modals(planPageLoad(base({ ...b2b, prebookSlotSetting: 'false' })))).not.toContain('prebook-slot');
    expect(modals(planPageLoad(base({ ...b2b, prebookSlotSetting: false })))).toContain('prebook-slot');
  });

  it('SESSION-EST-08 a cross-banner MFC user with delivery gets the remapped alert instead; erums pages skip the modals', () => {
    const mfc = planPageLoad(base({ userInfo: { ...registered, isCrossBannerMFCUser: true, deliveryPreference: 'Delivery' } }));
    expect(kinds(mfc)).toContain('show-alert');
    expect(kinds(mfc)).not.toContain('show-modal');
    const erums = planPageLoad(base({ url: '/erums/orders.html' }));
    expect(kinds(erums)).toContain('skip-modals');
    expect(kinds(erums)).not.toContain('show-modal');
  });

  it('SESSION-EST-09 a stored flag reopens the sign-in modal after reload, once', () => {
    const plan = planPageLoad(base({ storage: { reopenSignInModal: 'true' } }));
    expect(kinds(plan).slice(-2)).toEqual(['open-sign-in-modal', 'clear-storage']);
    expect(kinds(planPageLoad(base({})))).not.toContain('open-sign-in-modal');
  });

  it('SESSION-EST-10 the first-login marker is stripped and flagged; the onboarding cookie sets flags and is deleted', () => {
    const plan = planPageLoad(base({ cookies: { ECommReInit: 'firstlogin|wwwlocal', ECommOnboardingEvent: '{"event":"signup","status":"done","pgm":"rewards"}', ECommSignInCount: '1' } }));
    expect(plan.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'set-cookie', name: 'ECommReInit', value: 'wwwlocal' }),
        expect.objectContaining({ kind: 'set-flag', flag: 'firstLogin', value: true }),
        expect.objectContaining({ kind: 'set-flag', flag: 'onboarding', value: { event: 'signup', status: 'done', pgm: 'rewards' } }),
        expect.objectContaining({ kind: 'delete-cookie', name: 'ECommOnboardingEvent' }),
      ]),
    );
    const bad = planPageLoad(base({ cookies: { ECommOnboardingEvent: '%%{not json' } }));
    expect(find(bad, 'set-flag')).toMatchObject({ flag: 'onboarding', value: { event: null, status: null, pgm: null } });
  });

  it('REINIT-02 REINIT-03 the re-init cookie clears storage and flags a slot refresh before the cart loads', () => {
    const plan = planPageLoad(base({ cookies: { ECommReInit: 'wwwlocal|shoplocal' } }));
    const ks = kinds(plan);
    expect(find(plan, 'clear-storage')?.keys).toEqual(['abRewards', 'abJ4uCoupons', 'behaviorCoupons', 'storeData', 'abCart', 'cartId', 'abSlot']);
    expect(ks.indexOf('clear-storage')).toBeLessThan(ks.indexOf('load'));
    expect(find(plan, 'set-flag')).toMatchObject({ flag: 'slotRefresh' });
  });

  it('EDIT-ORDER-02 EDIT-ORDER-04 a signed-in user in edit-order mode gets the pending order session with overrides and no profile update', () => {
    const plan = planPageLoad(base({ userInfo: registered, cookies: { 'slot-info': 's', 'order-store-id': '3318' }, storage: { pendingOrderDeliveryType: 'x' } }));
    expect(find(plan, 'edit-order-session')).toMatchObject({ storeId: '3318', preference: 'delivery', updateProfile: false, overrides: { branchId: '3318', j4uStoreId: '3318' } });
    expect(plan.effects.some((e) => e.kind === 'show-modal' && e.modal === 'splash')).toBe(false);
  });

  it('EDIT-ORDER-05 a guest with the edit-order cookies gets no edit-order session', () => {
    expect(kinds(planPageLoad(base({ cookies: { 'slot-info': 's', 'order-store-id': '3318' } })))).not.toContain('edit-order-session');
  });

  it('SESSION-EST-12 a guest with the banner-switch toggle on is sent to single sign-on', () => {
    const plan = planPageLoad(base({ toggles: FeatureToggles.parse({ enableBannerSwitch: true }) }));
    expect(find(plan, 'redirect')).toMatchObject({ reason: 'single-sign-on', rules: ['SESSION-EST-12', 'SESSION-EST-20'] });
  });

  it('SESSION-EST-19 malformed user info is logged and ignored', () => {
    const plan = planPageLoad(base({ userInfo: 'not an object' }));
    expect(kinds(plan)[0]).toBe('log');
    expect(find(plan, 'guest-session')).toMatchObject({ source: 'default' });
  });

  it('PAGES-14 PAGES-15 the service sign-in path clears the session cookie; a sign-in error hash forces logout', () => {
    expect(kinds(planPageLoad(base({ url: '/account/auth/service/sign-in.html' })))[0]).toBe('delete-cookie');
    expect(planPageLoad(base({ url: '/account/sign-in.html#error' }))).toMatchObject({ halted: 'logout', effects: [{ kind: 'force-logout' }] });
  });

  it('PAGES-04 the set-password page without its cookie leaves; with it the cookie is cleared', () => {
    expect(planPageLoad(base({ url: '/account/setpassword.html' })).halted).toBe('redirect');
    expect(find(planPageLoad(base({ url: '/account/setpassword.html', cookies: { 'OTP-SET-PASSWORD': '1' } })), 'delete-cookie')).toMatchObject({ name: 'OTP-SET-PASSWORD' });
    const first = planPageLoad(base({ url: '/account/setpassword.html', cookies: { 'OTP-SET-PASSWORD': '1' }, userInfo: null }));
    expect(first).toMatchObject({ awaiting: 'user-info', effects: [{ kind: 'fetch-user-info' }] });
  });

  it('ACCESS-09 a denied anonymous visitor is checked as loaded (A) after the default guest session is planned, and the page is left', () => {
    const page = parsePageMetadata({ allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['A'], redirectPath: '/account/sign-in' }] });
    const plan = planPageLoad(base({ userInfo: {}, page }));
    expect(kinds(plan)).toEqual(['guest-session', 'access', 'redirect']);
    expect(find(plan, 'access')?.decision.checkedAs).toBe('A');
    expect(find(plan, 'redirect')).toMatchObject({ reason: 'access-denied', target: '/account/sign-in.html', via: 'page-redirection' });
  });

  it('ACCESS-09 REDIRECT-01 without step 5 a denied page stops the plan for it, with nothing to follow yet', () => {
    const page = parsePageMetadata({ allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['A'], redirectPath: '/account/sign-in' }] });
    const plan = planPageLoad(base({ userInfo: {}, page, deniedRedirect: undefined }));
    expect(plan.awaiting).toBe('access-redirect');
    expect(kinds(plan)).toEqual(['guest-session', 'access']);
    expect(planPageLoad(base({ userInfo: {}, page: parsePageMetadata({ allowedUserTypes: ['A', 'G'] }), deniedRedirect: undefined })).awaiting).toBeNull();
  });

  it('ACCESS-08 an anonymous visitor with a previous login is sent to re-sign-in', () => {
    const plan = planPageLoad(base({ userInfo: {}, cookies: { abs_previouslogin: 'R' }, page: parsePageMetadata({ allowedUserTypes: ['A', 'G'] }) }));
    expect(find(plan, 'redirect')).toMatchObject({ via: 're-sign-in' });
  });

  it('ACCESS-02 a deep-link guest session kept without reload is checked as G with the link zip', () => {
    const plan = planPageLoad(base({ userInfo: {}, deepLink: { ...deepLink, state: 's' }, deepLinkValidation: 'valid', page: parsePageMetadata({ allowedUserTypes: ['G'] }) }));
    expect(find(plan, 'access')?.decision).toMatchObject({ authorized: true, checkedAs: 'G' });
    expect(plan.halted).toBeNull();
  });

  it('ACCESS-12 sign-in redirects record the current page in ECommRedirectURL before leaving', () => {
    const plan = planPageLoad(base({ url: '/account/orders.html', userInfo: { userType: 'G', zipcode: '1' }, page: parsePageMetadata({ allowedUserTypes: ['R'] }) }));
    expect(kinds(plan).slice(-2)).toEqual(['set-cookie', 'redirect']);
    expect(find(plan, 'set-cookie')).toMatchObject({ name: 'ECommRedirectURL', value: '/account/orders.html' });
  });

  const arbInput = fc.record({
    url: fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('/account/sign-in.html#error', '/account/setpassword.html', '/erums/x.html', '/account/auth/service/sign-in.html')),
    cookies: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('ECommReInit', 'ECommSignInCount', 'SAFEWAY_KMSI', 'slot-info', 'order-store-id', 'ECommOnboardingEvent', 'OTP-SET-PASSWORD')), fc.string()),
    storage: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('reopenSignInModal', 'gotoRedirectUrl', 'pendingOrderDeliveryType')), fc.string()),
    userInfo: fc.oneof(fc.constant(null), fc.anything(), fc.record({ userType: fc.oneof(fc.string(), fc.constantFrom('A', 'G', 'R', 'C')), expireTime: fc.oneof(fc.integer(), fc.string()), houseId: fc.string(), zipcode: fc.string() }, { requiredKeys: [] })),
    sessionCookieUserType: fc.option(fc.constantFrom('G', 'R', 'C', 'A', 'x')),
    deepLink: fc.option(fc.record({ storeId: fc.string(), preference: fc.string(), zipcode: fc.option(fc.string()), state: fc.option(fc.string()) })),
    deepLinkValidation: fc.option(fc.constantFrom('valid' as const, 'invalid' as const)),
    page: fc.option(fc.record({ allowedUserTypes: fc.option(fc.array(fc.constantFrom('A', 'G', 'R', 'C')), { nil: undefined }), redirections: fc.array(fc.record({ userTypes: fc.array(fc.constantFrom('G', 'DEFAULT')), redirectPath: fc.string() })), showZipcodeModal: fc.boolean(), allowGuestAuthentication: fc.boolean(), escapeSingleSignOn: fc.boolean() })),
    now: fc.integer(),
    host: fc.string(),
  });

  it('SESSION-EST-07 the planner is total and deterministic: any input gives the same plan each time, whose rules are those of its effects, and it stops at most once', () => {
    fc.assert(
      fc.property(arbInput, (over) => {
        const plan = planPageLoad(base(over));
        expect(planPageLoad(base(over))).toEqual(plan);
        expect(plan.effects.length).toBeGreaterThan(0);
        expect(plan.awaiting !== null && plan.halted !== null).toBe(false);
        for (const e of plan.effects) for (const r of e.rules) expect(plan.rules).toContain(r);
        const leaving = plan.effects.filter((e) => ['redirect', 'reload', 'force-logout', 'sign-out'].includes(e.kind));
        expect(leaving.length).toBeLessThanOrEqual(1);
        if (leaving.length === 1) expect(plan.effects.at(-1)).toBe(leaving[0]);
        for (const e of plan.effects) if (e.kind === 'redirect' && e.reason === 'access-denied') expect(new URL(e.target, 'https://www.freshway.test').hostname).toBe('www.freshway.test');
      }),
      { numRuns: 1000 },
    );
  });

  it('SESSION-EST-07 the registered module runs its example', () => {
    const plan = sessionEstablishmentModule.run(sessionEstablishmentModule.input.parse(sessionEstablishmentModule.example));
    expect(plan.halted).toBeNull();
    expect(plan.rules).toEqual(expect.arrayContaining(['SESSION-EST-10', 'REINIT-03', 'SESSION-EST-07']));
  });
});

describe('page-load planner in detail', () => {
  const kindsOf = (p: PageLoadPlan) => p.effects.map((e) => e.kind);
  const findIn = <K extends PageLoadPlan['effects'][number]['kind']>(p: PageLoadPlan, kind: K) => p.effects.find((e) => e.kind === kind) as Extract<PageLoadPlan['effects'][number], { kind: K }> | undefined;
  const modalsOf = (p: PageLoadPlan) => p.effects.flatMap((e) => (e.kind === 'show-modal' ? [e.modal] : []));
  const expiredKmsi = { userInfo: { ...registered, expireTime: NOW - 1 }, cookies: { SAFEWAY_KMSI: 'true' } };

  it('SESSION-EST-20 an SSO path that already has a query is continued with &', () => {
    expect(singleSignOnUrl('/bin/wcax/sso?tenant=t1', { banner: 'b', goto: '/' })).toBe('/bin/wcax/sso?tenant=t1&banner=b&idp=false&goto=%2F&setReInit=true');
    expect(singleSignOnUrl('/sso', { banner: 'b', goto: '/', ml: '' })).toBe('/sso?banner=b&idp=false&goto=%2F&setReInit=true');
  });

  it('SESSION-EST-01 SESSION-EST-02 the sign-in count reads a whole number, spaces around it allowed; anything else counts as 0', () => {
    expect(signInCount({ ECommSignInCount: ' 12 ' })).toBe(12);
    expect(signInCount({ ECommSignInCount: '-1' })).toBe(-1);
    for (const raw of ['', 'x2', '2x', '1.5', ' ']) expect(signInCount({ ECommSignInCount: raw }), raw).toBe(0);
    expect(signInCount({ B_ECommSignInCount: '3' }, 'B_ECommSignInCount')).toBe(3);
    expect(signInCount({ B_ECommSignInCount: '3' })).toBe(0);
  });

  it('SESSION-EST-01 single sign-on: each reason on its own, and none without it', () => {
    expect(planPageLoad(base(expiredKmsi))).toMatchObject({ halted: 'redirect', rules: ['SESSION-EST-01', 'SESSION-EST-20'] });
    expect(kindsOf(planPageLoad(base({ ...expiredKmsi, cookies: { SAFEWAY_KMSI: 'logout' } })))).not.toContain('redirect');
    expect(kindsOf(planPageLoad(base({ ...expiredKmsi, userInfo: registered })))).not.toContain('redirect');
    expect(kindsOf(planPageLoad(base({ ...expiredKmsi, userInfo: { userType: 'G', zipcode: '1', expireTime: NOW - 1 } })))).not.toContain('redirect');
    expect(planPageLoad(base({ userInfo: { userType: 'A', houseId: '  ' } })).halted).toBeNull();
    expect(planPageLoad(base({ userInfo: { userType: 'A', houseId: 7 } })).halted).toBeNull();
    expect(planPageLoad(base({ userInfo: registered, toggles: FeatureToggles.parse({ enableBannerSwitch: true }) })).halted).toBeNull();
    expect(planPageLoad(base({ cookies: { ECommReInit: 'www' }, host: 'shop.freshway.test' })).halted).toBeNull();
  });

  it('SESSION-EST-01 SESSION-EST-12 with the banner switch and another reason both, the rule is SESSION-EST-01; a page escaping single sign-on is never redirected to it', () => {
    const both = planPageLoad(base({ cookies: { ECommReInit: 'www' }, toggles: FeatureToggles.parse({ enableBannerSwitch: true }) }));
    expect(findIn(both, 'redirect')?.rules).toEqual(['SESSION-EST-01', 'SESSION-EST-20']);
    expect(findIn(both, 'redirect')?.target).toBe('/bin/wcax/sso?banner=freshway&idp=false&goto=%2Fshop%2Faisles.html%3Fx%3D1&setReInit=true');
    const escaped = planPageLoad(base({ cookies: { ECommReInit: 'www' }, page: parsePageMetadata({ escapeSingleSignOn: true }) }));
    expect(kindsOf(escaped)).not.toContain('redirect');
    expect(kindsOf(escaped)).not.toContain('log');
  });

  it('SESSION-EST-02 with no page metadata, single sign-on already tried is only logged', () => {
    const plan = planPageLoad(base({ cookies: { ECommReInit: 'www', ECommSignInCount: '1' } }));
    expect(plan.effects[0]).toEqual({ kind: 'log', message: 'single sign-on already attempted in this session', rules: ['SESSION-EST-02'] });
    expect(kindsOf(planPageLoad(base({ cookies: { ECommSignInCount: '1' } })))).not.toContain('log');
  });

  it('ACCESS-14 SESSION-EST-02 the sign-out names why: ACCESS-14 alone for a non-KMSI user, with SESSION-EST-02 past one SSO attempt', () => {
    const nonKmsi = planPageLoad(base({ userInfo: { ...registered, expireTime: NOW - 1 }, page: parsePageMetadata({}) }));
    expect(findIn(nonKmsi, 'sign-out')?.rules).toEqual(['ACCESS-14']);
    const looped = planPageLoad(base({ ...expiredKmsi, cookies: { SAFEWAY_KMSI: 'true', ECommSignInCount: '1' }, page: parsePageMetadata({}) }));
    expect(findIn(looped, 'sign-out')?.rules).toEqual(['ACCESS-14', 'SESSION-EST-02']);
    expect(kindsOf(looped).at(-1)).toBe('sign-out');
  });

  it('ACCESS-14 SESSION-EST-02 a page escaping single sign-on starts no round of it: an expired keep-me-signed-in shopper there is neither sent to it nor signed out', () => {
    // The SSO round ACCESS-14 asks for is the page's to skip (the sign-in pages escape it); signing the shopper out
    // instead would drop the keep-me-signed-in choice the shopper made.
    const escaped = planPageLoad(base({ ...expiredKmsi, page: parsePageMetadata({ escapeSingleSignOn: true }) }));
    expect(kindsOf(escaped)).not.toContain('redirect');
    expect(kindsOf(escaped)).not.toContain('sign-out');
    expect(escaped.halted).toBeNull();
    // The same shopper on an ordinary page goes to single sign-on (sign-in count 0).
    expect(findIn(planPageLoad(base({ ...expiredKmsi, page: parsePageMetadata({}) })), 'redirect')?.reason).toBe('single-sign-on');
  });

  it('PAGES-15 a forced logout is the only effect; PAGES-14 the session cookie is deleted first and the load goes on', () => {
    expect(planPageLoad(base({ url: '/account/sign-in.html#error' }))).toEqual({ effects: [{ kind: 'force-logout', rules: ['PAGES-15'] }], awaiting: null, halted: 'logout', rules: ['PAGES-15'] });
    const service = planPageLoad(base({ url: '/account/auth/service/sign-in.html' }));
    expect(service.effects[0]).toEqual({ kind: 'delete-cookie', name: SESSION_COOKIE, rules: ['PAGES-14'] });
    expect(service.halted).toBeNull();
    expect(kindsOf(planPageLoad(base({})))).not.toContain('delete-cookie');
  });

  it('PAGES-04 without its cookie the set-password page sends the visitor to the default redirect', () => {
    expect(planPageLoad(base({ url: '/account/setpassword.html', redirectPolicy: { trustedDomains: [], defaultRedirect: '/home.html' } }))).toEqual({
      effects: [{ kind: 'redirect', reason: 'set-password-unavailable', target: '/home.html', rules: ['PAGES-04'] }],
      awaiting: null,
      halted: 'redirect',
      rules: ['PAGES-04'],
    });
  });

  it('SESSION-EST-06 the synthesised user info is the cookie type with the kept or generated grsSessionId; a blank one is generated', () => {
    const on = FeatureToggles.parse({ userInfoSkipIfGuest: true });
    const plan = planPageLoad(base({ userInfo: null, sessionCookieUserType: 'G', toggles: on, grsSessionId: '  ' }));
    expect(plan.effects[0]).toEqual({ kind: 'synthesise-guest-user-info', userType: 'G', grsSessionId: 'fresh-id', generatedGrsSessionId: true, rules: ['SESSION-EST-06'] });
    expect(kindsOf(plan)).not.toContain('guest-session');
    const anon = planPageLoad(base({ userInfo: null, sessionCookieUserType: null, toggles: on }));
    expect(findIn(anon, 'guest-session')).toMatchObject({ source: 'default' });
    expect(planPageLoad(base({ userInfo: undefined, sessionCookieUserType: 'G', localGuestInfoBanners: ['harborfoods'] }))).toEqual({ effects: [{ kind: 'fetch-user-info', rules: ['SESSION-EST-07'] }], awaiting: 'user-info', halted: null, rules: ['SESSION-EST-07'] });
  });

  it('SESSION-EST-19 the log names what was ignored, and the visitor is then anonymous', () => {
    const plan = planPageLoad(base({ userInfo: 'not an object' }));
    expect(plan.effects[0]).toEqual({ kind: 'log', message: 'user info could not be read; continuing without it', rules: ['SESSION-EST-19'] });
    expect(findIn(plan, 'guest-session')).toEqual({ kind: 'guest-session', source: 'default', deepLink: null, rules: ['SESSION-EST-05', 'USER-TYPES-15'] });
  });

  it('SESSION-EST-03 AMBIG-45 a signed-in user\'s deep link is a session update by its preference, in any case', () => {
    const intent = (preference: string) => findIn(planPageLoad(base({ userInfo: registered, deepLink: { ...deepLink, preference } })), 'session-update');
    expect(intent(' InStore ')).toEqual({ kind: 'session-update', intent: 'INSTORE', deepLink: { ...deepLink, preference: ' InStore ' }, rules: ['SESSION-EST-03'] });
    expect(intent('DELIVERY')?.intent).toBe('DELIVERY');
    expect(intent('Pickup')?.intent).toBe('PICKUP');
    expect(intent('dug')?.intent).toBeNull();
    expect(findIn(planPageLoad(base({ userInfo: { userType: 'X' }, deepLink })), 'ignore-deep-link')).toEqual({ kind: 'ignore-deep-link', rules: ['ACCESS-16'] });
  });

  it('SESSION-EST-03 SESSION-EST-04 the deep-link steps name their rules', () => {
    expect(planPageLoad(base({ userInfo: { userType: 'A' }, deepLink })).effects).toEqual([{ kind: 'validate-deep-link', deepLink, rules: ['SESSION-EST-03'] }]);
    expect(planPageLoad(base({ userInfo: { userType: 'A' }, deepLink, deepLinkValidation: 'valid' })).effects).toEqual([
      { kind: 'guest-session', source: 'deep-link', deepLink, rules: ['SESSION-EST-03'] },
      { kind: 'reload', rules: ['SESSION-EST-03'] },
    ]);
    expect(planPageLoad(base({ userInfo: { userType: 'A' }, deepLink, deepLinkValidation: 'invalid' })).effects[0]).toEqual({ kind: 'log', message: 'deep-link validation failed; continuing without a deep-link session', rules: ['SESSION-EST-04'] });
    expect(kindsOf(planPageLoad(base({ userInfo: { userType: 'A' }, deepLink: { ...deepLink, skipReload: false }, deepLinkValidation: 'valid' })))).toContain('reload');
  });

  it('ACCESS-02 a deep-link session kept without a reload is checked with the link zip, or the visitor\'s own when the link has none; with no zip at all it is checked as A (decision 0003)', () => {
    const page = parsePageMetadata({ allowedUserTypes: ['G'] });
    const withZip = findIn(planPageLoad(base({ userInfo: { userType: 'A', zipcode: '11111' }, deepLink: { ...deepLink, zipcode: '94611', state: 's' }, deepLinkValidation: 'valid', page })), 'access');
    expect(withZip?.decision).toMatchObject({ authorized: true, checkedAs: 'G' });
    const plan = (zipcode: string | null, own: unknown) => planPageLoad(base({ userInfo: { userType: 'A', zipcode: own }, deepLink: { ...deepLink, zipcode, state: 's' }, deepLinkValidation: 'valid', page: parsePageMetadata({ allowedUserTypes: ['A'] }) }));
    expect(findIn(plan('', '  '), 'access')?.decision.checkedAs).toBe('A');
    expect(findIn(plan(null, '11111'), 'access')?.decision.checkedAs).toBe('G');
    expect(findIn(plan('94611', '  '), 'access')?.decision.checkedAs).toBe('G');
    expect(findIn(plan('', '11111'), 'access')?.decision.checkedAs).toBe('G');
  });

  it('SESSION-EST-03 SESSION-EST-05 an anonymous visitor whose deep-link session is kept gets that one guest session, not the default as well', () => {
    const plan = planPageLoad(base({ userInfo: { userType: 'A' }, deepLink: { ...deepLink, state: 's' }, deepLinkValidation: 'valid' }));
    expect(plan.effects.filter((e) => e.kind === 'guest-session')).toEqual([{ kind: 'guest-session', source: 'deep-link', deepLink: { ...deepLink, state: 's' }, rules: ['SESSION-EST-03'] }]);
  });

  it('PAGES-04 the one-time cookie is spent once the deep link needs no more answers', () => {
    const plan = planPageLoad(base({ url: '/account/setpassword.html', cookies: { 'OTP-SET-PASSWORD': '1' }, userInfo: { userType: 'A' }, deepLink, deepLinkValidation: 'invalid' }));
    expect(findIn(plan, 'delete-cookie')).toEqual({ kind: 'delete-cookie', name: 'OTP-SET-PASSWORD', rules: ['PAGES-04'] });
    expect(kindsOf(planPageLoad(base({ url: '/home.html', cookies: { 'OTP-SET-PASSWORD': '1' } })))).not.toContain('delete-cookie');
  });

  it('EDIT-ORDER-04 the edit-order session names its rules and the pending store overrides', () => {
    const plan = planPageLoad(base({ userInfo: { ...registered, branchId: '2210', j4u: { storeId: '2210' } }, cookies: { 'slot-info': 's', 'order-store-id': '3318' } }));
    expect(findIn(plan, 'edit-order-session')).toEqual({ kind: 'edit-order-session', storeId: '3318', preference: 'dug', updateProfile: false, overrides: { branchId: '3318', j4uStoreId: '3318' }, rules: ['EDIT-ORDER-01', 'EDIT-ORDER-02', 'EDIT-ORDER-03', 'EDIT-ORDER-04'] });
  });

  it('ACCESS-12 ACCESS-13 the cookies a denied page sets before leaving name their rules', () => {
    const plan = planPageLoad(base({ url: '/account/orders.html', userInfo: { userType: 'G', zipcode: '1' }, page: parsePageMetadata({ allowedUserTypes: ['R'] }) }));
    expect(findIn(plan, 'set-cookie')).toEqual({ kind: 'set-cookie', name: 'ECommRedirectURL', value: '/account/orders.html', rules: ['ACCESS-12', 'ACCESS-13'] });
    expect(findIn(plan, 'redirect')?.rules).toEqual(findIn(plan, 'access')?.decision.rules);
    expect(plan.halted).toBe('redirect');
  });

  it('ACCESS-01 an allowed page goes on with the load after the access check', () => {
    const plan = planPageLoad(base({ page: parsePageMetadata({ allowedUserTypes: ['G'] }) }));
    expect(plan.awaiting).toBeNull();
    expect(plan.halted).toBeNull();
    expect(kindsOf(plan)).toContain('load');
  });

  it('SESSION-EST-10 REINIT-02 REINIT-03 the re-init and onboarding effects name their rules', () => {
    const plan = planPageLoad(base({ cookies: { ECommReInit: 'firstlogin|shoplocal', ECommSignInCount: '1', ECommOnboardingEvent: '' } }));
    expect(plan.effects.slice(0, 6)).toEqual([
      { kind: 'set-cookie', name: 'ECommReInit', value: 'shoplocal', rules: ['SESSION-EST-10'] },
      { kind: 'set-flag', flag: 'firstLogin', value: true, rules: ['SESSION-EST-10'] },
      expect.objectContaining({ kind: 'clear-storage' }),
      { kind: 'set-flag', flag: 'slotRefresh', value: true, rules: ['REINIT-03'] },
      { kind: 'set-flag', flag: 'onboarding', value: { event: null, status: null, pgm: null }, rules: ['SESSION-EST-10'] },
      { kind: 'delete-cookie', name: 'ECommOnboardingEvent', rules: ['SESSION-EST-10'] },
    ]);
    expect(kindsOf(planPageLoad(base({ cookies: { ECommReInit: 'wwwlocal', ECommSignInCount: '1' } })))).not.toContain('set-flag');
    expect(kindsOf(planPageLoad(base({})))).not.toContain('clear-storage');
  });

  it('SESSION-EST-10 the onboarding cookie is read as JSON, also when URI-encoded; anything but an object gives no flags', () => {
    const onboarding = (raw: string) => findIn(planPageLoad(base({ cookies: { ECommOnboardingEvent: raw } })), 'set-flag')?.value;
    expect(onboarding(encodeURIComponent('{"event":"socialReg","status":"new","pgm":"p"}'))).toEqual({ event: 'socialReg', status: 'new', pgm: 'p' });
    expect(onboarding('{"event":1,"status":true}')).toEqual({ event: null, status: null, pgm: null });
    expect(onboarding('["socialReg"]')).toEqual({ event: null, status: null, pgm: null });
    expect(onboarding('null')).toEqual({ event: null, status: null, pgm: null });
  });

  it('SESSION-EST-07 the load steps name their rule', () => {
    expect(planPageLoad(base({})).effects.filter((e) => e.kind === 'load')).toEqual(['session-init', 'cart', 'promotions', 'search'].map((step) => ({ kind: 'load', step, rules: ['SESSION-EST-07'] })));
  });

  it('SESSION-EST-08 erums pages are recognised by their path segment in any case', () => {
    for (const url of ['/ERUMS.html', '/erums-orders.html', '/x/erums', '/erums/']) expect(findIn(planPageLoad(base({ url })), 'skip-modals'), url).toEqual({ kind: 'skip-modals', why: 'erums-page', rules: ['SESSION-EST-08'] });
    for (const url of ['/erumsx.html', '/xerums/a.html', '/shop/aisles.html?p=/erums/']) expect(kindsOf(planPageLoad(base({ url }))), url).not.toContain('skip-modals');
  });

  it('SESSION-EST-08 the remapped alert needs a cross-banner MFC user whose preference is delivery, from either field', () => {
    expect(findIn(planPageLoad(base({ userInfo: { ...registered, isCrossBannerMFCUser: true, preferenceMode: 'delivery' } })), 'show-alert')).toEqual({ kind: 'show-alert', alert: 'cross-banner-mfc-remapped', rules: ['SESSION-EST-08'] });
    expect(kindsOf(planPageLoad(base({ userInfo: { ...registered, isCrossBannerMFCUser: true, deliveryPreference: 'DUG', preferenceMode: 'delivery' } })))).not.toContain('show-alert');
    expect(kindsOf(planPageLoad(base({ userInfo: { ...registered, isCrossBannerMFCUser: false, deliveryPreference: 'Delivery' } })))).not.toContain('show-alert');
  });

  it('SESSION-EST-07 MISC-09 a conflict, a closed store and the splash each show only when they apply; a visitor given a guest session is not signed in', () => {
    expect(modalsOf(planPageLoad(base({ userInfo: registered })))).toEqual(['splash', 'prebook-slot']);
    expect(modalsOf(planPageLoad(base({ userInfo: { ...registered, isClosed: false } })))).toEqual(['splash', 'prebook-slot']);
    expect(modalsOf(planPageLoad(base({ userInfo: registered, storeConflict: true })))).toEqual(['conflict', 'splash', 'prebook-slot']);
    expect(modalsOf(planPageLoad(base({ userInfo: { userType: 'A' } })))).toEqual(['splash', 'prebook-slot', 'merge-account']);
    expect(findIn(planPageLoad(base({})), 'show-modal')?.rules).toEqual(['SESSION-EST-07', 'MISC-09']);
    expect(modalsOf(planPageLoad(base({ host: 'business.freshway.test', userInfo: registered })))).toEqual(['complete-profile', 'splash', 'prebook-slot']);
  });

  it('SESSION-EST-09 only the stored text true reopens the sign-in modal, and the flag is cleared', () => {
    expect(planPageLoad(base({ storage: { reopenSignInModal: 'true' } })).effects.slice(-2)).toEqual([
      { kind: 'open-sign-in-modal', rules: ['SESSION-EST-09'] },
      { kind: 'clear-storage', keys: ['reopenSignInModal'], rules: ['SESSION-EST-09'] },
    ]);
    expect(kindsOf(planPageLoad(base({ storage: { reopenSignInModal: 'false' } })))).not.toContain('open-sign-in-modal');
  });

  it('SESSION-EST-07 the plan\'s rules are its effects\' rules, each once, in order', () => {
    const plan = planPageLoad(base({ storage: { reopenSignInModal: 'true' } }));
    expect(plan.rules).toEqual(['SESSION-EST-07', 'MISC-09', 'SESSION-EST-09']);
  });

  it('SESSION-EST-01 SESSION-EST-12 each single-sign-on reason is named', () => {
    const on = FeatureToggles.parse({ enableBannerSwitch: true });
    expect(singleSignOnReasons({ userType: 'R', expireTime: NOW - 1 }, { SAFEWAY_KMSI: 'true', ECommReInit: 'www' }, 'www.freshway.test', toggles, NOW)).toEqual(['expired-kmsi', 're-init-site']);
    expect(singleSignOnReasons({ userType: 'A', houseId: 'H1' }, {}, 'www.freshway.test', on, NOW)).toEqual(['anonymous-with-house-id']);
    expect(singleSignOnReasons({ userType: 'G' }, {}, 'www.freshway.test', on, NOW)).toEqual(['guest-banner-switch']);
  });

  it('SESSION-EST-06 the banner needs to be one of the listed banners, not all of them', () => {
    expect(kindsOf(planPageLoad(base({ userInfo: null, sessionCookieUserType: 'G', localGuestInfoBanners: ['harborfoods', 'FreshWay'] })))).toContain('synthesise-guest-user-info');
  });
});
