import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AccessInput, DeniedFacts } from './access';
import { checkAccess as checkAccessWith, previousLoginUserType, toDefaultRedirect, withHtmlExtension } from './access';
import { accessModule, deniedRedirect } from './accessRedirect';
import { parsePageAddress, parsePageMetadata } from './pages';

const NOW = 1_700_000_000_000;
const policy = { trustedDomains: ['www.freshway.test'], defaultRedirect: '/' };
const membersOnly = parsePageMetadata({
  allowedUserTypes: ['R', 'C'],
  redirections: [
    { userTypes: ['G'], redirectPath: '/account/guest-upgrade' },
    { userTypes: ['DEFAULT'], redirectPath: '/home.html' },
  ],
});
const bare = parsePageMetadata({ allowedUserTypes: ['R', 'C'] });

const input = (over: Partial<AccessInput>): AccessInput => ({
  url: '/account/orders.html',
  page: membersOnly,
  user: null,
  cookies: {},
  storage: {},
  now: NOW,
  redirectPolicy: policy,
  ...over,
});
// The whole check, step 5 included, as the planner and the router run it once a page is denied.
const checkAccess = (i: AccessInput) => checkAccessWith(i, deniedRedirect);
const active = { expireTime: NOW + 60_000, customerId: '5501', SWY_SHOP_TOKEN: 'tok' };
const expired = { expireTime: NOW - 1, customerId: '5501', SWY_SHOP_TOKEN: 'tok' };

describe('page access check', () => {
  it('ACCESS-01 authorized starts true: a page without allowed types is open to everyone (AMBIG-09)', () => {
    for (const user of [null, { userType: 'G', zipcode: '94611' }, { userType: 'X' }]) {
      const d = checkAccess(input({ page: parsePageMetadata({}), user }));
      expect(d.authorized).toBe(true);
      expect(d.rules[0]).toBe('ACCESS-01');
    }
    expect(checkAccess(input({ page: null })).authorized).toBe(true);
  });

  it('ACCESS-02 a guest with a zipcode is authorized exactly when G is allowed', () => {
    const guest = { userType: 'G', zipcode: '94611' };
    expect(checkAccess(input({ user: guest }))).toMatchObject({ authorized: false, checkedAs: 'G' });
    expect(checkAccess(input({ user: guest, page: parsePageMetadata({ allowedUserTypes: ['G'] }) }))).toMatchObject({ authorized: true, checkedAs: 'G' });
  });

  it('ACCESS-03 a guest without zipcode is treated as having no session (AMBIG-03)', () => {
    const d = checkAccess(input({ user: { userType: 'G', zipcode: '' }, page: parsePageMetadata({ allowedUserTypes: ['A'] }) }));
    expect(d).toMatchObject({ authorized: true, checkedAs: 'A' });
    expect(d.rules).toContain('ACCESS-03');
    expect(checkAccess(input({ user: { userType: 'G' }, page: parsePageMetadata({ allowedUserTypes: ['G'] }) })).authorized).toBe(false);
  });

  it('ACCESS-04 ACCESS-05 an expired C is checked as R', () => {
    const d = checkAccess(input({ user: { userType: 'C', ...expired }, page: parsePageMetadata({ allowedUserTypes: ['C'] }) }));
    expect(d).toMatchObject({ authorized: false, checkedAs: 'R' });
    expect(d.rules).toEqual(expect.arrayContaining(['ACCESS-04', 'ACCESS-05']));
    expect(checkAccess(input({ user: { userType: 'C', ...expired }, page: parsePageMetadata({ allowedUserTypes: ['R'] }) }))).toMatchObject({ authorized: true, checkedAs: 'R' });
  });

  it('ACCESS-06 R, and C with an active token, are checked by their own type', () => {
    expect(checkAccess(input({ user: { userType: 'C', ...active }, page: parsePageMetadata({ allowedUserTypes: ['C'] }) }))).toMatchObject({ authorized: true, checkedAs: 'C' });
    expect(checkAccess(input({ user: { userType: 'R', ...active }, page: parsePageMetadata({ allowedUserTypes: ['C'] }) }))).toMatchObject({ authorized: false, checkedAs: 'R' });
  });

  it('ACCESS-07 no session and no previous login is checked as A', () => {
    expect(checkAccess(input({ user: null, page: parsePageMetadata({ allowedUserTypes: ['A', 'G'] }) }))).toMatchObject({ authorized: true, checkedAs: 'A' });
    expect(checkAccess(input({ user: { userType: '' } }))).toMatchObject({ authorized: false, checkedAs: 'A' });
  });

  it('ACCESS-08 a previous login as G, R or C leaves the type empty and denies, even where A is allowed (AMBIG-04)', () => {
    for (const prev of ['G', 'R', 'C']) {
      expect(checkAccess(input({ previousLoginUserType: prev, page: parsePageMetadata({ allowedUserTypes: ['A'] }) }))).toMatchObject({ authorized: false, checkedAs: '' });
    }
    expect(checkAccess(input({ previousLoginUserType: 'A', page: parsePageMetadata({ allowedUserTypes: ['A'] }) }))).toMatchObject({ authorized: true, checkedAs: 'A' });
    expect(checkAccess(input({ previousLoginUserType: 'garbage', page: parsePageMetadata({ allowedUserTypes: ['A'] }) })).authorized).toBe(true);
    expect(checkAccess(input({ cookies: { abs_previouslogin: '{"userType":"R"}' }, page: parsePageMetadata({ allowedUserTypes: ['A'] }) })).checkedAs).toBe('');
    expect(checkAccess(input({ previousLoginUserType: null, cookies: { abs_previouslogin: 'R' }, page: parsePageMetadata({ allowedUserTypes: ['A'] }) })).checkedAs).toBe('A');
  });

  it('ACCESS-08 the previous-login cookie yields its user type; unreadable values give none', () => {
    expect(previousLoginUserType('R')).toBe('R');
    expect(previousLoginUserType('{"userType":"c"}')).toBe('C');
    expect(previousLoginUserType(encodeURIComponent('{"info":{"COMMON":{"userType":"G"}}}'))).toBe('G');
    expect(previousLoginUserType('{"www":{"userType":"R","J4U":{"storeId":"1"}}}')).toBe('R');
    for (const v of ['', '[]', 'null', '{"x":1}', '%E0%A4%A', undefined, 7]) expect(previousLoginUserType(v)).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (s) => {
        const t = previousLoginUserType(s);
        expect(t === null || typeof t === 'string').toBe(true);
      }),
    );
  });

  it('ACCESS-09 a denied user goes to the redirection for their type, else the DEFAULT one', () => {
    expect(checkAccess(input({ user: { userType: 'G', zipcode: '94611' } })).redirect).toMatchObject({ target: '/account/guest-upgrade.html', via: 'page-redirection' });
    expect(checkAccess(input({ user: null })).redirect).toMatchObject({ target: '/home.html', via: 'default-redirection' });
  });

  it('ACCESS-10 .html is appended to a redirect path that lacks it, never doubled', () => {
    expect(withHtmlExtension('/account/x')).toBe('/account/x.html');
    expect(withHtmlExtension('/account/x.html')).toBe('/account/x.html');
    expect(withHtmlExtension('/account/x?y=1#z')).toBe('/account/x.html?y=1#z');
    expect(withHtmlExtension('/')).toBe('/');
    fc.assert(
      fc.property(fc.webPath(), (p) => {
        expect(withHtmlExtension(withHtmlExtension(p))).toBe(withHtmlExtension(p));
      }),
    );
  });

  it('ACCESS-11 without a metadata redirection, a denied user goes to the validated goto target', () => {
    expect(checkAccess(input({ page: bare, url: '/account/orders.html?goto=%2Fcart.html' })).redirect).toMatchObject({ target: '/cart.html', via: 'goto' });
    expect(checkAccess(input({ page: bare, url: '/account/orders.html?goto=https%3A%2F%2Fevil.test' })).redirect).toMatchObject({ target: '/', via: 'goto' });
  });

  it('ACCESS-12 otherwise to sign-in recording the current page in ECommRedirectURL; previous or expired sessions go to re-sign-in (AMBIG-05)', () => {
    const d = checkAccess(input({ page: bare, url: '/account/orders.html?tab=2' }));
    expect(d.redirect).toEqual({ target: '/account/sign-in.html', via: 'sign-in', setCookies: { ECommRedirectURL: '/account/orders.html?tab=2' }, validation: null });
    expect(checkAccess(input({ page: bare, previousLoginUserType: 'R' })).redirect).toMatchObject({ via: 're-sign-in', target: '/account/re-sign-in.html', setCookies: {} });
    expect(checkAccess(input({ page: parsePageMetadata({ allowedUserTypes: ['C'] }), user: { userType: 'R', ...expired } })).redirect?.via).toBe('re-sign-in');
  });

  it('ACCESS-09..13 ACCESS-18 step 5 names the rules of the way it chose, and every target it takes from metadata or goto is validated', () => {
    const STEP_5 = ['ACCESS-09', 'ACCESS-10', 'ACCESS-11', 'ACCESS-12', 'ACCESS-13', 'ACCESS-18'];
    const rulesOf = (i: AccessInput) => checkAccess(i).rules.filter((r) => STEP_5.includes(r) || r.startsWith('REDIRECT-'));
    expect(rulesOf(input({ user: null }))).toEqual(['ACCESS-09', 'ACCESS-10', 'ACCESS-18', 'REDIRECT-01']);
    expect(rulesOf(input({ page: bare, url: '/account/orders.html?goto=%2Fcart.html' }))).toEqual(['ACCESS-11', 'ACCESS-18', 'REDIRECT-06', 'REDIRECT-01']);
    expect(rulesOf(input({ page: bare }))).toEqual(['ACCESS-12', 'ACCESS-13']);
    expect(rulesOf(input({ page: bare, previousLoginUserType: 'R' }))).toEqual(['ACCESS-12']);
    // REDIRECT-05: a metadata redirection to another host goes to the default redirect, and says why.
    const away = parsePageMetadata({ allowedUserTypes: ['R'], redirections: [{ userTypes: ['DEFAULT'], redirectPath: 'https://evil.test/x' }] });
    expect(checkAccess(input({ page: away })).redirect).toMatchObject({ target: '/', via: 'default-redirection', validation: { accepted: false, refusal: 'untrusted-host' } });
  });

  it('ACCESS-09 the DEFAULT redirection is found in any case and with blanks around it', () => {
    const page = parsePageMetadata({ allowedUserTypes: ['R'], redirections: [{ userTypes: [' default '], redirectPath: '/home' }] });
    expect(checkAccess(input({ page })).redirect).toMatchObject({ target: '/home.html', via: 'default-redirection' });
  });

  it('ACCESS-12 only an R or C session whose token has expired is sent to re-sign-in; the configured sign-in pages are used', () => {
    const guestOnly = parsePageMetadata({ allowedUserTypes: ['G'] });
    expect(checkAccess(input({ page: guestOnly, user: { userType: 'C', ...active } })).redirect?.via).toBe('sign-in');
    expect(checkAccess(input({ page: bare, user: { userType: 'G', zipcode: '94611' } })).redirect?.via).toBe('sign-in');
    expect(checkAccess(input({ page: bare, signInPath: '/login.html' })).redirect?.target).toBe('/login.html');
    expect(checkAccess(input({ page: bare, previousLoginUserType: 'C', reSignInPath: '/again.html' })).redirect?.target).toBe('/again.html');
  });

  it('ACCESS-13 the redirect cookie is set only when no goto redirect is stored', () => {
    const d = checkAccess(input({ page: bare, storage: { gotoRedirectUrl: '/cart.html' } }));
    expect(d.redirect).toMatchObject({ via: 'sign-in', setCookies: {} });
  });

  it('ACCESS-14 an expired R/C token: KMSI true → single sign-on with the current page, else sign out (AMBIG-06, AMBIG-48)', () => {
    const open = parsePageMetadata({ allowedUserTypes: ['R'] });
    const kmsi = checkAccess(input({ url: '/shop/cart.html?x=1', page: open, user: { userType: 'C', ...expired }, cookies: { SAFEWAY_KMSI: 'true' } }));
    expect(kmsi).toMatchObject({ authorized: true, checkedAs: 'R', expiredTokenAction: { kind: 'single-sign-on', goto: '/shop/cart.html?x=1' } });
    for (const v of [undefined, 'logout', 'error', 'TRUE']) {
      const cookies: Record<string, string> = v === undefined ? {} : { SAFEWAY_KMSI: v };
      expect(checkAccess(input({ page: open, user: { userType: 'R', ...expired }, cookies })).expiredTokenAction).toEqual({ kind: 'sign-out' });
    }
    expect(checkAccess(input({ page: open, user: { userType: 'R', ...active } })).expiredTokenAction).toBeNull();
  });

  it('ACCESS-15 the decision reports whether the session is valid', () => {
    expect(checkAccess(input({ user: { userType: 'C', ...active }, sessionCookieUserType: 'C' })).sessionValid).toBe(true);
    expect(checkAccess(input({ user: { userType: 'C', ...active }, sessionCookieUserType: 'G' })).sessionValid).toBe(false);
  });

  it('ACCESS-16 deep links are ignored only for types outside undefined, empty, A, G, R, C (AMBIG-07)', () => {
    expect(checkAccess(input({ user: { userType: 'X' } })).deepLinksAllowed).toBe(false);
    for (const t of [undefined, '', 'A', 'G', 'R', 'C']) expect(checkAccess(input({ user: { userType: t } })).deepLinksAllowed).toBe(true);
  });

  it('ACCESS-17 edit-mode authoring pages are not enforced; preview is', () => {
    expect(checkAccess(input({ authoringMode: 'edit' }))).toMatchObject({ authorized: true, enforced: false, redirect: null });
    expect(checkAccess(input({ authoringMode: 'preview' }))).toMatchObject({ authorized: false, enforced: true });
  });

  it('ACCESS-18 metadata redirect paths are validated: an untrusted one becomes the default redirect', () => {
    const evil = parsePageMetadata({ allowedUserTypes: ['R'], redirections: [{ userTypes: ['DEFAULT'], redirectPath: '//evil.test/x' }] });
    const d = checkAccess(input({ page: evil }));
    expect(d.redirect).toMatchObject({ target: '/', via: 'default-redirection' });
    expect(d.rules).toEqual(expect.arrayContaining(['ACCESS-18', 'REDIRECT-04', 'REDIRECT-03']));
  });

  it('PAGES-08 the set-store page is never redirected away from', () => {
    expect(checkAccess(input({ url: '/set-store.html', user: null }))).toMatchObject({ authorized: true, redirect: null });
  });

  const arbUser = fc.option(
    fc.record(
      {
        userType: fc.oneof(fc.constantFrom('', 'A', 'G', 'R', 'C', 'g', 'X'), fc.string()),
        zipcode: fc.oneof(fc.constant('94611'), fc.string()),
        expireTime: fc.oneof(fc.integer(), fc.string(), fc.constant(undefined)),
        customerId: fc.string(),
        SWY_SHOP_TOKEN: fc.string(),
      },
      { requiredKeys: [] },
    ),
  );
  const arbPage = fc.option(
    fc.record({
      allowedUserTypes: fc.option(fc.array(fc.constantFrom('A', 'G', 'R', 'C', 'X', 'DEFAULT')), { nil: undefined }),
      redirections: fc.array(fc.record({ userTypes: fc.array(fc.constantFrom('A', 'G', 'R', 'C', 'DEFAULT', '')), redirectPath: fc.string() })),
      showZipcodeModal: fc.boolean(),
      allowGuestAuthentication: fc.boolean(),
      escapeSingleSignOn: fc.boolean(),
    }),
  );

  it('ACCESS-01 ACCESS-18 the check is total, and every redirect target is a same-site path or a trusted URL', () => {
    fc.assert(
      fc.property(
        arbUser,
        arbPage,
        fc.string(),
        fc.dictionary(fc.string(), fc.string()),
        fc.option(fc.string(), { nil: undefined }),
        fc.integer(),
        (user, page, url, cookies, prev, now) => {
          const d = checkAccess({ url, page, user, cookies, storage: {}, now, previousLoginUserType: prev, redirectPolicy: policy });
          expect(d.rules[0]).toBe('ACCESS-01');
          if (d.authorized) expect(d.redirect).toBeNull();
          else if (d.redirect) {
            const target = new URL(d.redirect.target, 'https://www.freshway.test');
            expect(target.hostname).toBe('www.freshway.test');
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('ACCESS-02 the registered module runs its example', () => {
    const out = accessModule.run(accessModule.input.parse(accessModule.example));
    expect(out).toMatchObject({ authorized: false, checkedAs: 'G', redirect: { via: 'page-redirection', target: '/account/sign-in.html' } });
  });
});

describe('step 5 apart (ACCESS-09..13)', () => {
  it('ACCESS-12 REDIRECT-01 a denied check without step 5 is pending: no redirect to follow, the page not shown', () => {
    const d = checkAccessWith(input({ user: { userType: 'G', zipcode: '94611' }, url: '/account/orders.html?goto=https%3A%2F%2Fevil.test%2F' }));
    expect(d).toMatchObject({ authorized: false, enforced: true, redirect: null, redirectPending: true });
    expect(checkAccess(input({ user: { userType: 'G', zipcode: '94611' } })).redirectPending).toBeUndefined();
  });

  it('ACCESS-01 a page the visitor may see needs no step 5', () => {
    const d = checkAccessWith(input({ user: { userType: 'R', zipcode: '94611', ...active } }));
    expect(d).toMatchObject({ authorized: true, redirect: null });
    expect(d.redirectPending).toBeUndefined();
  });

  it('REDIRECT-03 when step 5 cannot be fetched the denied visitor goes to the configured default, never an unvalidated target', () => {
    const d = checkAccessWith(input({ user: { userType: 'G', zipcode: '94611' }, url: '/account/orders.html?goto=https%3A%2F%2Fevil.test%2F', redirectPolicy: { trustedDomains: [], defaultRedirect: '/home.html' } }), toDefaultRedirect);
    expect(d.redirect).toEqual({ target: '/home.html', via: 'default-redirection', setCookies: {}, validation: null });
    expect(d.rules).toContain('REDIRECT-03');
  });

  it('ACCESS-01 with or without step 5 the check agrees on everything but where a denied visitor goes', () => {
    fc.assert(
      fc.property(fc.constantFrom('G', 'R', 'C', 'A', '', 'X'), fc.boolean(), fc.constantFrom(membersOnly, bare, null), (userType, tokenOk, page) => {
        const i = input({ page, user: { userType, zipcode: '94611', ...(tokenOk ? active : expired) } });
        const { redirect: _r, redirectPending, rules: _rules, ...without } = checkAccessWith(i);
        const { redirect, rules: _fullRules, ...whole } = checkAccess(i);
        expect(without).toEqual(whole);
        expect(redirectPending === true).toBe(redirect !== null);
      }),
    );
  });
});

describe('the rules each step names, and what the edges decide', () => {
  // Steps 1–4 and 7 without step 5: the rules the decision names are the spec's steps that applied, in order.
  const stepsOf = (i: Partial<AccessInput>) => checkAccessWith(input({ page: parsePageMetadata({ allowedUserTypes: ['A', 'G', 'R', 'C'] }), ...i })).rules;

  it.each([
    ['a guest with a zipcode', { user: { userType: 'G', zipcode: '94611' } }, ['ACCESS-01', 'ACCESS-02']],
    ['a guest without a zipcode and no previous login', { user: { userType: 'G', zipcode: ' ' } }, ['ACCESS-01', 'ACCESS-03', 'ACCESS-07']],
    ['a guest without a zipcode and a previous login', { user: { userType: 'G' }, previousLoginUserType: 'R' }, ['ACCESS-01', 'ACCESS-03', 'ACCESS-08']],
    ['an R with an active token', { user: { userType: 'R', ...active } }, ['ACCESS-01', 'ACCESS-06']],
    ['an R with an expired token', { user: { userType: 'R', ...expired } }, ['ACCESS-01', 'ACCESS-06', 'ACCESS-14']],
    ['a C with an active token', { user: { userType: 'C', ...active } }, ['ACCESS-01', 'ACCESS-04', 'ACCESS-06']],
    ['a C with an expired token', { user: { userType: 'C', ...expired } }, ['ACCESS-01', 'ACCESS-04', 'ACCESS-05', 'ACCESS-14']],
    ['no session, no previous login', { user: null }, ['ACCESS-01', 'ACCESS-07']],
    ['no session, a previous login', { user: null, previousLoginUserType: 'G' }, ['ACCESS-01', 'ACCESS-08']],
    ['an unknown user type', { user: { userType: 'X' } }, ['ACCESS-01', 'ACCESS-08']],
    ['a preview of an authoring page', { user: null, authoringMode: 'preview' }, ['ACCESS-01', 'ACCESS-17', 'ACCESS-07']],
    ['an edited authoring page', { user: null, authoringMode: 'edit' }, ['ACCESS-01', 'ACCESS-17']],
    ['the set-store page', { user: null, url: '/set-store.html' }, ['ACCESS-01', 'ACCESS-07', 'PAGES-08']],
  ] as const)('ACCESS-01..08 ACCESS-14 ACCESS-17 %s names exactly its steps', (_name, over, rules) => {
    expect(stepsOf(over as Partial<AccessInput>)).toEqual(rules);
  });

  it('ACCESS-09..13 a denied decision names the steps 1–4 that checked it, then step 5\'s, and nothing else', () => {
    expect(checkAccess(input({ user: { userType: 'G', zipcode: '94611' } })).rules).toEqual(['ACCESS-01', 'ACCESS-02', 'ACCESS-09', 'ACCESS-10', 'ACCESS-18', 'REDIRECT-01']);
    expect(checkAccess(input({ page: bare })).rules).toEqual(['ACCESS-01', 'ACCESS-07', 'ACCESS-12', 'ACCESS-13']);
    expect(checkAccess(input({ page: parsePageMetadata({ allowedUserTypes: ['C'] }), user: { userType: 'R', ...expired } })).rules).toEqual(['ACCESS-01', 'ACCESS-06', 'ACCESS-14', 'ACCESS-12']);
  });

  it('ACCESS-08 an unknown user type is no type: denied even where A is allowed, and not where the list is open', () => {
    expect(checkAccessWith(input({ user: { userType: 'X' }, page: parsePageMetadata({ allowedUserTypes: ['A'] }) }))).toMatchObject({ authorized: false, checkedAs: '' });
    // A blank entry in the allowed list admits no one whose type is empty.
    expect(checkAccessWith(input({ user: null, previousLoginUserType: 'R', page: parsePageMetadata({ allowedUserTypes: ['A', ' '] }) }))).toMatchObject({ authorized: false, checkedAs: '' });
  });

  it('AMBIG-09 an allowed-types list that is there but empty declares no restriction either', () => {
    for (const user of [null, { userType: 'G', zipcode: '94611' }, { userType: 'X' }]) {
      expect(checkAccessWith(input({ page: parsePageMetadata({ allowedUserTypes: [] }), user, previousLoginUserType: 'R' })).authorized).toBe(true);
    }
  });

  it('ACCESS-02 ACCESS-03 a zipcode counts when it has a character that is not a blank, or is a number', () => {
    expect(checkAccessWith(input({ user: { userType: 'G', zipcode: 94611 } })).checkedAs).toBe('G');
    expect(checkAccessWith(input({ user: { userType: 'G', zipcode: ' \t' } })).checkedAs).toBe('A');
    expect(checkAccessWith(input({ user: { userType: 'G', zipcode: null } })).checkedAs).toBe('A');
  });

  it('ACCESS-01 ACCESS-17 PAGES-08 a page shown is enforced unless it is being edited or is the set-store page', () => {
    const open = parsePageMetadata({ allowedUserTypes: ['A'] });
    expect(checkAccessWith(input({ page: open }))).toMatchObject({ authorized: true, enforced: true });
    expect(checkAccessWith(input({ page: open, authoringMode: 'preview' }))).toMatchObject({ authorized: true, enforced: true });
    expect(checkAccessWith(input({ authoringMode: 'edit' }))).toMatchObject({ authorized: true, enforced: false, checkedAs: null });
    expect(checkAccessWith(input({ url: '/set-store.html', user: { userType: 'G', zipcode: '94611' } }))).toMatchObject({ authorized: true, enforced: false, checkedAs: 'G', redirect: null });
  });

  it('ACCESS-10 an address without a path part gets no extension', () => {
    expect(withHtmlExtension('')).toBe('');
    expect(withHtmlExtension('?goto=x')).toBe('?goto=x');
    expect(withHtmlExtension('#top')).toBe('#top');
  });

  it('ACCESS-08 the previous-login record: a type letter in any case with blanks around it, blank types skipped, JSON as it is or URL-encoded', () => {
    expect(previousLoginUserType(' r ')).toBe('R');
    expect(previousLoginUserType('c')).toBe('C');
    for (const v of ['RX', '1R', ' ', '"R"', '5', 'true']) expect(previousLoginUserType(v)).toBeNull();
    // A blank userType at the top is no type: the next place that records one is read.
    expect(previousLoginUserType('{"userType":"  ","info":{"SHOP":{"userType":"g"}}}')).toBe('G');
    // COMMON and SHOP at the top when there is no info record (or info is not a record).
    expect(previousLoginUserType('{"COMMON":{"userType":"R"}}')).toBe('R');
    expect(previousLoginUserType('{"info":"x","SHOP":{"userType":"C"}}')).toBe('C');
    expect(previousLoginUserType('{"info":null,"www":null,"COMMON":null}')).toBeNull();
    // A value with a % that is no escape is still read as it is.
    expect(previousLoginUserType('{"userType":"R","note":"100%"}')).toBe('R');
    expect(previousLoginUserType(encodeURIComponent('{"www":{"userType":"c"}}'))).toBe('C');
  });

  it('ACCESS-13 a stored goto redirect leaves the redirect cookie unset; without it the cookie records the page', () => {
    expect(checkAccess(input({ page: bare, url: '/account/orders.html', storage: { gotoRedirectUrl: '/cart.html' } })).redirect?.setCookies).toEqual({});
    expect(checkAccess(input({ page: bare, url: '/account/orders.html', storage: { gotoRedirectUrl: ' ' } })).redirect?.setCookies).toEqual({ ECommRedirectURL: '/account/orders.html' });
  });
});

describe('step 5 alone (deniedRedirect)', () => {
  const facts = (over: Partial<DeniedFacts> = {}): DeniedFacts => ({ address: parsePageAddress('/account/orders.html'), currentPage: '/account/orders.html', checkedAs: 'A', type: '', previousLogin: false, tokenActive: false, ...over });

  it('ACCESS-12 a page without metadata sends to sign-in, naming only step 5\'s rules', () => {
    expect(deniedRedirect(input({ page: null }), facts())).toEqual({ redirect: { target: '/account/sign-in.html', via: 'sign-in', setCookies: { ECommRedirectURL: '/account/orders.html' }, validation: null }, rules: ['ACCESS-12', 'ACCESS-13'] });
  });

  it('ACCESS-09 a redirection listing several types applies to each of them; DEFAULT may share its entry with others', () => {
    const page = parsePageMetadata({ allowedUserTypes: ['C'], redirections: [{ userTypes: ['G', 'R'], redirectPath: '/upgrade' }, { userTypes: ['A', 'DEFAULT'], redirectPath: '/home' }] });
    expect(deniedRedirect(input({ page }), facts({ checkedAs: 'R', type: 'R', tokenActive: true })).redirect).toMatchObject({ target: '/upgrade.html', via: 'page-redirection' });
    expect(deniedRedirect(input({ page }), facts({ checkedAs: 'G', type: 'G' })).redirect).toMatchObject({ target: '/upgrade.html', via: 'page-redirection' });
    expect(deniedRedirect(input({ page }), facts({ checkedAs: '', type: '', previousLogin: true })).redirect).toMatchObject({ target: '/home.html', via: 'default-redirection' });
  });

  it('ACCESS-08 ACCESS-09 an empty checked type matches no redirection by type, a blank entry included: the DEFAULT one applies', () => {
    const page = parsePageMetadata({ allowedUserTypes: ['C'], redirections: [{ userTypes: [' '], redirectPath: '/blank' }, { userTypes: ['DEFAULT'], redirectPath: '/home' }] });
    expect(deniedRedirect(input({ page }), facts({ checkedAs: '', previousLogin: true })).redirect).toMatchObject({ target: '/home.html', via: 'default-redirection' });
  });

  it('ACCESS-12 AMBIG-05 an expired C (checked as R) goes to re-sign-in, as an expired R does; an active one to sign-in', () => {
    expect(deniedRedirect(input({ page: bare }), facts({ checkedAs: 'R', type: 'C', tokenActive: false })).redirect.via).toBe('re-sign-in');
    expect(deniedRedirect(input({ page: bare }), facts({ checkedAs: 'R', type: 'R', tokenActive: false })).redirect.via).toBe('re-sign-in');
    expect(deniedRedirect(input({ page: bare }), facts({ checkedAs: 'C', type: 'C', tokenActive: true })).redirect.via).toBe('sign-in');
    expect(checkAccess(input({ page: parsePageMetadata({ allowedUserTypes: ['G'] }), user: { userType: 'C', ...expired } })).redirect).toMatchObject({ via: 're-sign-in', target: '/account/re-sign-in.html' });
  });
});
