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

