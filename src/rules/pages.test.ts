import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clearsSessionCookie,
  detailsPageOf,
  detailsPagePath,
  dropdownOpenAfterView,
  ERROR_PAGE_PATH,
  fixedPageOf,
  forcesLogout,
  isAislesContentPath,
  isBrandIndexPage,
  isBrandPage,
  isDeliveryPreferencePage,
  isErrorPageAddress,
  isJustForUAddress,
  isProductDetailsAddress,
  isSetStorePage,
  isSignInErrorAddress,
  isSignInPage,
  pageFacts,
  pagesModule,
  parsePageAddress,
  parsePageMetadata,
  productDetailsOf,
  RE_SIGN_IN_PATH,
  serverErrorRedirect,
  serviceSignInOf,
  setPasswordAccess,
  SIGN_IN_MODAL_PANELS,
  storeModalAllowed,
  subscriptionPaymentCode,
} from './pages';
import { aislesStoreId } from './aislesStore';
import { brandIndexTitle } from './brandIndex';
import { pharmacyCreateAccountAddress } from './healthApp';
import { serviceSignInRedirect } from './serviceSignIn';

const policy = { trustedDomains: ['assistant.partner.test'], defaultRedirect: '/' };

describe('page recognisers', () => {
  it('PAGES-01 product details, wine and marketplace product details carry the bpn', () => {
    expect(productDetailsOf('/shop/product-details.960127167.html')).toEqual({ kind: 'grocery', bpn: '960127167' });
    expect(productDetailsOf('/shop/vineandcellar/product-details.970555.html')).toEqual({ kind: 'wine', bpn: '970555' });
    expect(productDetailsOf('/shop/marketplace/product-details.MP-1234.html')).toEqual({ kind: 'marketplace', bpn: 'MP-1234' });
    for (const p of ['/shop/product-details.html', '/shop/product-details..html', '/shop/other/product-details.1.html', '/shop/product-details.1.htm', 'shop/product-details.1.html']) {
      expect(productDetailsOf(p), p).toBeNull();
    }
  });

  it('PAGES-02 offer and reward details on shop, www and the B2B tree', () => {
    expect(detailsPageOf('/content/shop/freshway/en/offer-details.html')).toEqual({ kind: 'offer-details', site: 'shop', banner: 'freshway' });
    expect(detailsPageOf('/content/www/freshway/en/foru/offer-details')).toEqual({ kind: 'offer-details', site: 'www', banner: 'freshway' });
    expect(detailsPageOf('/content/www/harborfoods/en/foru/rewards/reward-details.html')).toEqual({ kind: 'reward-details', site: 'www', banner: 'harborfoods' });
    expect(detailsPageOf('/content/b2b/www/valleymarket/en/foru/rewards/reward-details')).toEqual({ kind: 'reward-details', site: 'b2b', banner: 'valleymarket' });
    expect(detailsPageOf('/content/www/freshway/en/offer-details')).toBeNull();
  });

  it('PAGES-02 the details address of every page the recogniser knows reads back as that page (round trip)', () => {
    const page = fc.record({ kind: fc.constantFrom('offer-details' as const, 'reward-details' as const), site: fc.constantFrom('shop' as const, 'www' as const, 'b2b' as const), banner: fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/) });
    fc.assert(
      fc.property(page, fc.option(fc.string(), { nil: undefined }), (p, offerId) => {
        const address = detailsPagePath(p, offerId);
        if (p.kind === 'reward-details' && p.site === 'shop') {
          expect(address).toBeNull();
          return;
        }
        const url = new URL(address!, 'https://www.freshway.test');
        expect(detailsPageOf(url.pathname)).toEqual(p);
        expect(url.searchParams.get('offerId')).toBe(offerId ? offerId : null);
      }),
    );
  });

  it('PAGES-02 the details addresses the spec names, and no address for a banner that is not a path segment', () => {
    expect(detailsPagePath({ kind: 'offer-details', site: 'shop', banner: 'freshway' })).toBe('/content/shop/freshway/en/offer-details.html');
    expect(detailsPagePath({ kind: 'offer-details', site: 'www', banner: 'freshway' }, 'FR1001')).toBe('/content/www/freshway/en/foru/offer-details.html?offerId=FR1001');
    expect(detailsPagePath({ kind: 'reward-details', site: 'b2b', banner: 'valleymarket' })).toBe('/content/b2b/www/valleymarket/en/foru/rewards/reward-details.html');
    expect(detailsPagePath({ kind: 'offer-details', site: 'www', banner: 'x' }, 'a&b=/c')).toBe('/content/www/x/en/foru/offer-details.html?offerId=a%26b%3D%2Fc');
    for (const banner of ['', '../x', 'a/b', '//evil.example', 'A']) expect(detailsPagePath({ kind: 'offer-details', site: 'www', banner }), banner).toBeNull();
  });

  it('PAGES-03 sign-in pages and the service sign-in page with its v=2.0 variant', () => {
    expect(isSignInPage('/account/sign-in.html')).toBe(true);
    expect(isSignInPage('/content/www/freshway/en/account/sign-in.html')).toBe(true);
    expect(isSignInPage('/account/sign-in.error-IAUC408.html')).toBe(false);
    expect(serviceSignInOf('/account/auth/service/sign-in.html?clientId=abc&redirect_uri=https%3A%2F%2Fassistant.partner.test%2Fcb&v=2.0&state=s1')).toEqual({
      clientId: 'abc',
      redirectUri: 'https://assistant.partner.test/cb',
      v: '2.0',
      state: 's1',
      variant: 'v2',
    });
    expect(serviceSignInOf('/account/auth/service/sign-in.html?v=1')?.variant).toBe('standard');
    expect(serviceSignInOf('/account/sign-in.html')).toBeNull();
  });

  it('PAGES-04 set password is reachable only while OTP-SET-PASSWORD exists, and the cookie is cleared on use', () => {
    expect(setPasswordAccess('/account/setpassword.html', {})).toMatchObject({ allowed: false, clearCookie: false });
    expect(setPasswordAccess('/account/setpassword.html', { 'OTP-SET-PASSWORD': '1' })).toMatchObject({ allowed: true, clearCookie: true });
    expect(setPasswordAccess('/home.html', {})).toMatchObject({ allowed: true, clearCookie: false });
  });

  it('PAGES-05 aisles content takes the store id from user info, else from the store token cookie', () => {
    expect(pageFacts('/content/shop/freshway/en/aisles/dairy.html').kind).toBe('aisles');
    expect(aislesStoreId('1502', '2210')).toBe('1502');
    expect(aislesStoreId(null, '2210')).toBe('2210');
    expect(aislesStoreId('', 'abc')).toBeNull();
    expect(aislesStoreId(' 1502 ', '2210')).toBe('1502');
    expect(aislesStoreId('15a2', ' 2210 ')).toBe('2210');
    expect(aislesStoreId(1502, '2210')).toBe('2210');
    expect(aislesStoreId('x1502', '2210x')).toBeNull();
  });

  it('PAGES-06 delivery preference and delivery subscription payment pages', () => {
    expect(isDeliveryPreferencePage('/content/shop/freshway/en/welcome/delivery-preference')).toBe(true);
    expect(subscriptionPaymentCode('/delivery-subscription/payment.html?subscriptioncode=FP12')).toBe('FP12');
    expect(subscriptionPaymentCode('/delivery-subscription/other.html?subscriptioncode=FP12')).toBeNull();
  });

  it('PAGES-07 a server error redirects to the error page', () => {
    expect(serverErrorRedirect(500)).toBe(ERROR_PAGE_PATH);
    expect(serverErrorRedirect(503)).toBe('/error-page/500.html');
    expect(serverErrorRedirect(404)).toBeNull();
    expect(pageFacts('/error-page/500.html').kind).toBe('error');
  });

  it('PAGES-08 the set-store page is recognised as never redirected', () => {
    expect(isSetStorePage('/set-store.html')).toBe(true);
    expect(pageFacts('/set-store.html?x=1').neverRedirected).toBe(true);
    expect(pageFacts('/home.html').neverRedirected).toBe(false);
  });

  it('PAGES-09 brand pages, the B2B brand index and its title', () => {
    expect(isBrandPage('/shop/brands/acme.html')).toBe(true);
    expect(isBrandIndexPage('/shop/brand-index.html')).toBe(true);
    expect(brandIndexTitle('Dairy', 'Freshway')).toBe('Shop Dairy By Brand | Freshway');
  });

  it('PAGES-10 fixed pages are recognised', () => {
    expect(fixedPageOf('/contact-us.html')).toBe('contactUs');
    expect(fixedPageOf('/account/short-registration.html')).toBe('shortRegistration');
    expect(fixedPageOf('/customer-account/communication-preference')).toBe('communicationPreference');
    expect(fixedPageOf('/content/www/freshway/en/foru/coupons-deals.html')).toBe('couponsDeals');
    expect(fixedPageOf('/home.html')).toBe('home');
    expect(fixedPageOf('/myhome.html')).toBeNull();
  });

  it('PAGES-11 the store modal is never shown on the sign-in or re-sign-in pages', () => {
    expect(storeModalAllowed('/account/sign-in.html')).toBe(false);
    expect(storeModalAllowed('/content/www/freshway/en/account/sign-in.html')).toBe(false);
    expect(storeModalAllowed(RE_SIGN_IN_PATH)).toBe(false);
    expect(storeModalAllowed('/home.html')).toBe(true);
  });

  it('PAGES-12 addresses containing sign-in.error- or create-account.error- are error pages', () => {
    expect(isErrorPageAddress('/account/sign-in.error-IAUC101.html')).toBe(true);
    expect(isErrorPageAddress('/account/create-account.error-DUP.html')).toBe(true);
    expect(isErrorPageAddress('/account/sign-in.html')).toBe(false);
    expect(pageFacts('/account/create-account.error-DUP.html').errorPage).toBe(true);
  });

  it('PAGES-13 an untrusted redirect_uri makes the service sign-in page reload itself', () => {
    expect(serviceSignInRedirect('/account/auth/service/sign-in.html?redirect_uri=https%3A%2F%2Fevil.test%2Fcb', policy).action).toBe('reload');
    expect(serviceSignInRedirect('/account/auth/service/sign-in.html?redirect_uri=https%3A%2F%2Fassistant.partner.test%2Fcb', policy).action).toBe('continue');
    expect(serviceSignInRedirect('/account/auth/service/sign-in.html', policy).action).toBe('reload');
  });

  it('PAGES-14 a path containing auth/service/sign-in clears the session cookie', () => {
    expect(clearsSessionCookie('/account/auth/service/sign-in.html')).toBe(true);
    expect(clearsSessionCookie('/account/sign-in.html')).toBe(false);
    expect(pageFacts('/account/auth/service/sign-in.html?v=2.0').clearsSessionCookie).toBe(true);
  });

  it('PAGES-15 an error in the sign-in hash, or IAUC408.html, forces a logout', () => {
    expect(forcesLogout('/account/sign-in.html#error=expired')).toBe(true);
    expect(forcesLogout('https://www.freshway.test/content/www/freshway/en/account/sign-in.html#Error')).toBe(true);
    expect(forcesLogout('/account/IAUC408.html')).toBe(true);
    expect(forcesLogout('/account/sign-in.html')).toBe(false);
    expect(forcesLogout('/home.html#error')).toBe(false);
  });

  it('PAGES-16 opening the signIn or createAccount view closes the sign-in dropdown', () => {
    expect(dropdownOpenAfterView('signIn', true)).toBe(false);
    expect(dropdownOpenAfterView('createAccount', true)).toBe(false);
    expect(dropdownOpenAfterView('other', true)).toBe(true);
  });

  it('PAGES-17 page metadata: allowed types, redirections with DEFAULT, modal and SSO flags; malformed metadata is an open page', () => {
    const meta = parsePageMetadata(
      JSON.stringify({ allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['DEFAULT'], redirectPath: '/home' }], showZipcodeModal: true, allowGuestAuthentication: true, escapeSingleSignOn: true }),
    );
    expect(meta).toEqual({ allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['DEFAULT'], redirectPath: '/home' }], showZipcodeModal: true, allowGuestAuthentication: true, escapeSingleSignOn: true });
    expect(parsePageMetadata('{oops')).toEqual({ redirections: [], showZipcodeModal: false, allowGuestAuthentication: false, escapeSingleSignOn: false });
    expect(parsePageMetadata({ allowedUserTypes: 'R' }).allowedUserTypes).toBeUndefined();
  });

  it('PAGES-17 only text is read as JSON: a list holding JSON text is malformed metadata, an open page', () => {
    expect(parsePageMetadata([JSON.stringify({ allowedUserTypes: ['R'] })])).toEqual({ redirections: [], showZipcodeModal: false, allowGuestAuthentication: false, escapeSingleSignOn: false });
  });

  it('PAGES-17 metadata parsing never throws on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (s) => {
        expect(Array.isArray(parsePageMetadata(s).redirections)).toBe(true);
      }),
    );
  });

  it('PAGES-18 product details, justforu.html and sign-in.error- addresses are recognised by address', () => {
    expect(isProductDetailsAddress('https://www.freshway.test/shop/product-details.1.html')).toBe(true);
    expect(isJustForUAddress('/foru/justforu.html')).toBe(true);
    expect(isSignInErrorAddress('/account/sign-in.error-X.html')).toBe(true);
    expect(isSignInErrorAddress('/account/create-account.error-X.html')).toBe(false);
  });

  it('PAGES-19 health paths and the pharmacy create-account page opened with sendToHealthApp=true', () => {
    expect(pageFacts('/health/users/session').kind).toBe('health');
    expect(pageFacts('/health/pharmacy/dashboard').kind).toBe('health');
    expect(pharmacyCreateAccountAddress()).toBe('/pharmacy/create-account.html?sendToHealthApp=true');
  });

  it('PAGES-20 the sign-in modal panels are choose channel, verify code and enter password', () => {
    expect(SIGN_IN_MODAL_PANELS).toEqual(['chooseChannel', 'verifyCode', 'enterPassword']);
  });

  it('PAGES-12 PAGES-15 page recognition never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const f = pageFacts(s);
        expect(typeof f.kind).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('PAGES-15 the registered module runs its example', () => {
    expect(pagesModule.run(pagesModule.input.parse(pagesModule.example))).toMatchObject({ kind: 'sign-in', forcesLogout: true, storeModalAllowed: false });
  });
});

describe('PAGES-18 pages recognised by address', () => {
  it('PAGES-18 justforu.html is recognised by its address; sign-in.error- pages count as error pages', () => {
    expect(pageFacts('/content/www/freshway/en/justforu.html').kind).toBe('just-for-u');
    expect(pageFacts('/content/www/freshway/en/justforu.html').rules).toContain('PAGES-18');
    expect(pageFacts('/account/sign-in.error-IAUC401.html').errorPage).toBe(true);
  });
});


describe('page addresses read as the spec names them', () => {
  it('PAGES-03 an address reads as path, query (first value of a repeated name), search and hash; an unparseable or non-string address has no path', () => {
    const a = parsePageAddress('https://www.freshway.test/account/auth/service/sign-in.html?clientId=one&clientId=two&v=2.0#top');
    expect(a.path).toBe('/account/auth/service/sign-in.html');
    expect([...a.query]).toEqual([['clientId', 'one'], ['v', '2.0']]);
    expect(a.search).toBe('?clientId=one&clientId=two&v=2.0');
    expect(a.hash).toBe('#top');
    for (const bad of ['http://[::1', 42, null, ['/home.html']]) {
      const b = parsePageAddress(bad);
      expect([b.path, [...b.query], b.search, b.hash], String(bad)).toEqual(['', [], '', '']);
    }
  });

  it('PAGES-03 the service sign-in query names absent parameters as null and takes the first of a repeated one', () => {
    expect(serviceSignInOf('/account/auth/service/sign-in.html')).toEqual({ clientId: null, redirectUri: null, v: null, state: null, variant: 'standard' });
    expect(serviceSignInOf('/account/auth/service/sign-in.html?state=a&state=b&v=2.0&v=1')).toMatchObject({ state: 'a', v: '2.0', variant: 'v2' });
  });

  it('PAGES-17 metadata given as an object is read as such; absent flags are off and there are no redirections (AMBIG-09: no allowed types)', () => {
    const off = { redirections: [], showZipcodeModal: false, allowGuestAuthentication: false, escapeSingleSignOn: false };
    expect(parsePageMetadata({})).toEqual(off);
    expect(parsePageMetadata('{}')).toEqual(off);
    expect(parsePageMetadata({ allowedUserTypes: ['G'], showZipcodeModal: true, escapeSingleSignOn: true })).toEqual({ ...off, allowedUserTypes: ['G'], showZipcodeModal: true, escapeSingleSignOn: true });
    expect(parsePageMetadata({ redirections: [{ userTypes: ['G'], redirectPath: '/account/sign-in.html' }], allowGuestAuthentication: true })).toEqual({ ...off, redirections: [{ userTypes: ['G'], redirectPath: '/account/sign-in.html' }], allowGuestAuthentication: true });
  });

  it('PAGES-01 product details are recognised by the whole path only, and never from a non-string', () => {
    for (const p of ['/x/shop/product-details.1.html', '/shop/product-details.1.html/x', '/shop/product-details.1.htmlx', '/shop/vineandcellar/x/product-details.1.html', '/shop/product-details.1.2.html']) expect(productDetailsOf(p), p).toBeNull();
    expect(productDetailsOf(['/shop/product-details.1.html'])).toBeNull();
    expect(productDetailsOf('/shop/product-details.a_B-9.html')).toEqual({ kind: 'grocery', bpn: 'a_B-9' });
  });

  it('PAGES-02 details pages are recognised by the whole path; .html is only the page extension; b2b only on the www tree', () => {
    for (const p of [
      '/x/content/shop/freshway/en/offer-details',
      '/content/shop/freshway/en/offer-details/x',
      '/content/shop/fresh/way/en/offer-details',
      '/x/content/www/freshway/en/foru/offer-details',
      '/content/www/freshway/en/foru/offer-details/x',
      '/content/www/fresh/way/en/foru/offer-details',
      '/content/b2b/shop/freshway/en/offer-details',
      '/content/www/freshway/en/foru/reward-details',
      '/content/www/freshway/en/foru/rewards/offer-details',
    ])
      expect(detailsPageOf(p), p).toBeNull();
    expect(detailsPageOf(['/content/shop/freshway/en/offer-details'])).toBeNull();
    expect(detailsPageOf('/content/shop/fw.html/en/offer-details')).toEqual({ kind: 'offer-details', site: 'shop', banner: 'fw.html' });
    expect(detailsPageOf('/content/www/fw.html/en/foru/offer-details')).toEqual({ kind: 'offer-details', site: 'www', banner: 'fw.html' });
    expect(detailsPageOf('/content/b2b/www/freshway/en/foru/offer-details.html')).toEqual({ kind: 'offer-details', site: 'b2b', banner: 'freshway' });
  });

  it('PAGES-03 only the two sign-in paths are sign-in pages, and never a non-string', () => {
    for (const p of ['/x/content/www/freshway/en/account/sign-in.html', '/content/www/freshway/en/account/sign-in.html/x', '/content/www/fresh/way/en/account/sign-in.html', '/content/www//en/account/sign-in.html', '/x/account/sign-in.html'])
      expect(isSignInPage(p), p).toBe(false);
    expect(isSignInPage(['/content/www/freshway/en/account/sign-in.html'])).toBe(false);
  });

  it('PAGES-04 set password names its rule; other pages name none', () => {
    expect(setPasswordAccess('/account/setpassword.html', {}).rules).toEqual(['PAGES-04']);
    expect(setPasswordAccess('/home.html', { 'OTP-SET-PASSWORD': '1' })).toEqual({ allowed: true, clearCookie: false, rules: [] });
  });

  it('PAGES-05 aisles content is /content/shop/{banner}/en/aisles/... only', () => {
    expect(pageFacts('/content/shop/freshway/en/aisles/dairy.html').rules).toContain('PAGES-05');
    for (const p of ['/x/content/shop/freshway/en/aisles/dairy.html', '/content/shop/fresh/way/en/aisles/dairy.html', '/content/shop/freshway/en/aisles', '/content/www/freshway/en/aisles/dairy.html'])
      expect(pageFacts(p).kind, p).not.toBe('aisles');
  });

  it('PAGES-06 the delivery preference page with or without .html, and nothing around it; the payment page without a code has none', () => {
    expect(isDeliveryPreferencePage('/content/shop/freshway/en/welcome/delivery-preference.html')).toBe(true);
    for (const p of ['/x/content/shop/freshway/en/welcome/delivery-preference', '/content/shop/freshway/en/welcome/delivery-preference/x', '/content/shop/fresh/way/en/welcome/delivery-preference', '/content/shop/freshway/en/welcome/delivery-preference.htm'])
      expect(isDeliveryPreferencePage(p), p).toBe(false);
    expect(isDeliveryPreferencePage(['/content/shop/freshway/en/welcome/delivery-preference'])).toBe(false);
    expect(subscriptionPaymentCode('/delivery-subscription/payment.html')).toBeNull();
    expect(subscriptionPaymentCode('/delivery-subscription/payment.html?subscriptioncode=A&subscriptioncode=B')).toBe('A');
  });

  it('PAGES-07 a server error is any 5xx status, and only that', () => {
    for (const s of [500, 501, 599]) expect(serverErrorRedirect(s), String(s)).toBe('/error-page/500.html');
    for (const s of [499, 600, 200, 500.5, Number.NaN]) expect(serverErrorRedirect(s), String(s)).toBeNull();
  });

  it('PAGES-09 brand pages sit under shop/brands/ and the brand index is shop/brand-index', () => {
    for (const p of ['shop/brands/acme.html', '/x/shop/brands/acme.html']) expect(isBrandPage(p), p).toBe(true);
    for (const p of ['/myshop/brands/acme.html', '/shop/brands', ['/shop/brands/acme.html']]) expect(isBrandPage(p), String(p)).toBe(false);
    for (const p of ['shop/brand-index', '/x/shop/brand-index/dairy', '/shop/brand-index.dairy.html']) expect(isBrandIndexPage(p), p).toBe(true);
    for (const p of ['/myshop/brand-index.html', '/shop/brand-indexes.html', ['/shop/brand-index.html']]) expect(isBrandIndexPage(p), String(p)).toBe(false);
  });

  it('PAGES-10 pages given from the root match exactly; the others end the path as a whole segment', () => {
    for (const p of ['/x/contact-us.html', '/contact-us.html/x', '/x/account/short-registration.html', 'home.html', '/xhome.html', '/foru/coupons-deals.html/x'])
      expect(fixedPageOf(p), p).toBeNull();
    expect(fixedPageOf('/foru/coupons-deals.html')).toBe('couponsDeals');
    expect(fixedPageOf('/content/www/freshway/en/home.html')).toBe('home');
    expect(fixedPageOf(['/home.html'])).toBeNull();
  });

  it('PAGES-12 PAGES-14 PAGES-18 a non-string address is none of the pages recognised by address', () => {
    const markers = ['/account/auth/service/sign-in.error-IAUC408.html#error', 'product-details', 'justforu.html', 'sign-in.error-', 'create-account.error-', 'auth/service/sign-in'];
    for (const f of [isProductDetailsAddress, isJustForUAddress, isSignInErrorAddress, isErrorPageAddress, clearsSessionCookie, forcesLogout]) {
      for (const m of markers) expect(f([m]), `${f.name} ${m}`).toBe(false);
    }
    expect(isAislesContentPath(['/content/shop/freshway/en/aisles/dairy.html'])).toBe(false);
    expect(isAislesContentPath('/content/shop/freshway/en/aisles/dairy.html')).toBe(true);
    expect(isErrorPageAddress('/account/create-account.html')).toBe(false);
  });

  it('PAGES-15 the IAUC408 error page is that file name only', () => {
    expect(forcesLogout('/IAUC408.html')).toBe(true);
    for (const a of ['/account/xIAUC408.html', '/account/IAUC408.html/x', '/account/IAUC408.htm']) expect(forcesLogout(a), a).toBe(false);
    expect(forcesLogout('/content/www/freshway/en/account/sign-in.html#ERROR-1')).toBe(true);
  });

  it('PAGES-16 another view leaves the dropdown as it was', () => {
    expect(dropdownOpenAfterView('other', false)).toBe(false);
    expect(dropdownOpenAfterView('signIn', false)).toBe(false);
  });
});

describe('page facts name the rule that recognised the page', () => {
  const cases: readonly [string, string, readonly string[]][] = [
    ['/shop/product-details.1.html', 'product-details', ['PAGES-01']],
    ['/content/shop/freshway/en/offer-details', 'offer-details', ['PAGES-02']],
    ['/content/www/freshway/en/foru/rewards/reward-details', 'reward-details', ['PAGES-02']],
    ['/account/sign-in.html', 'sign-in', ['PAGES-03', 'PAGES-11']],
    [RE_SIGN_IN_PATH, 're-sign-in', ['PAGES-11']],
    ['/account/auth/service/sign-in.html?v=2.0', 'service-sign-in', ['PAGES-03', 'PAGES-14']],
    ['/account/setpassword.html', 'set-password', ['PAGES-04']],
    ['/set-store.html', 'set-store', ['PAGES-08']],
    ['/error-page/500.html', 'error', ['PAGES-07']],
    ['/content/shop/freshway/en/aisles/dairy.html', 'aisles', ['PAGES-05']],
    ['/content/shop/freshway/en/welcome/delivery-preference', 'delivery-preference', ['PAGES-06']],
    ['/delivery-subscription/payment.html?subscriptioncode=FP12', 'subscription-payment', ['PAGES-06']],
    ['/shop/brand-index.html', 'brand-index', ['PAGES-09']],
    ['/shop/brands/acme.html', 'brands', ['PAGES-09']],
    ['/health/users/session', 'health', ['PAGES-19']],
    ['/health/pharmacy/dashboard', 'health', ['PAGES-19']],
    ['/pharmacy/create-account.html?sendToHealthApp=true', 'pharmacy-create-account', ['PAGES-19']],
    ['/content/www/freshway/en/justforu.html', 'just-for-u', ['PAGES-18']],
    ['/contact-us.html', 'fixed', ['PAGES-10']],
    ['/account/sign-in.error-IAUC101.html', 'other', ['PAGES-12']],
    ['/account/IAUC408.html', 'other', ['PAGES-15']],
    ['/account/sign-in.html#error=1', 'sign-in', ['PAGES-03', 'PAGES-11', 'PAGES-15']],
    ['/somewhere.html', 'other', []],
  ];
  it.each(cases)('PAGES-01..19 %s is %s by %j', (address, kind, rules) => {
    const f = pageFacts(address);
    expect(f.kind).toBe(kind);
    expect(f.rules).toEqual(rules);
    expect(f.path).toBe(parsePageAddress(address).path);
    expect(f.storeModalAllowed).toBe(!rules.includes('PAGES-11'));
    expect(f.clearsSessionCookie).toBe(rules.includes('PAGES-14'));
    expect(f.forcesLogout).toBe(rules.includes('PAGES-15'));
    expect(f.errorPage).toBe(rules.includes('PAGES-12'));
  });

  it('PAGES-12 the error-page marker counts anywhere in the address, query and hash included', () => {
    expect(pageFacts('/account/page.html?from=create-account.error-DUP').errorPage).toBe(true);
    expect(pageFacts('/account/page.html#sign-in.error-IAUC101').errorPage).toBe(true);
  });
});
