import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FeatureToggles } from '../../spec/schemas/config';
import { parsePageMetadata } from './pages';
import type { PageLoadInput, PageLoadPlan } from './sessionEstablishment';
import { deniedRedirect } from './accessRedirect';
import { sessionEstablishmentModule } from './pageLoadModule';
import { planPageLoad, signInCount, singleSignOnUrl } from './sessionEstablishment';

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
