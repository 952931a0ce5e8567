import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';

/** The parts of a page address; a string the URL parser refuses gives an empty path (never throws). */
export interface PageAddress {
  readonly path: string;
  readonly query: ReadonlyMap<string, string>;
  readonly search: string;
  readonly hash: string;
}

export function parsePageAddress(address: unknown): PageAddress {
  if (typeof address !== 'string') return { path: '', query: new Map(), search: '', hash: '' };
  try {
    const url = new URL(address, 'https://page.invalid');
    const query = new Map<string, string>();
    for (const [k, v] of url.searchParams) if (!query.has(k)) query.set(k, v);
    return { path: url.pathname, query, search: url.search, hash: url.hash };
  } catch {
    return { path: '', query: new Map(), search: '', hash: '' };
  }
}

// ---- PAGES-17: page metadata ----

export const PageRedirection = z.object({
  /** User types this entry applies to; `DEFAULT` marks the fallback entry. */
  userTypes: z.array(z.string()),
  redirectPath: z.string(),
});
export const PageMetadata = z.object({
  /** Absent or empty: the page is open to every user type (AMBIG-09). */
  allowedUserTypes: z.optional(z.array(z.string())),
  redirections: z._default(z.array(PageRedirection), []),
  showZipcodeModal: z._default(z.boolean(), false),
  allowGuestAuthentication: z._default(z.boolean(), false),
  escapeSingleSignOn: z._default(z.boolean(), false),
});
export type PageMetadata = z.infer<typeof PageMetadata>;
export type PageMetadataInput = z.input<typeof PageMetadata>;
export const OPEN_PAGE: PageMetadata = { redirections: [], showZipcodeModal: false, allowGuestAuthentication: false, escapeSingleSignOn: false };

/** PAGES-17: metadata as delivered (object or JSON text); anything malformed reads as an open page with no redirections. */
export function parsePageMetadata(raw: unknown): PageMetadata {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      // Text that is not JSON stays text, which the schema below refuses: an open page.
    }
  }
  const result = PageMetadata.safeParse(value);
  return result.success ? result.data : OPEN_PAGE;
}

// ---- Path recognisers ----

/** PAGES-01 */
export type ProductDetails = { readonly kind: 'grocery' | 'wine' | 'marketplace'; readonly bpn: string };
export function productDetailsOf(path: unknown): ProductDetails | null {
  if (typeof path !== 'string') return null;
  const m = /^\/shop\/(?:(vineandcellar|marketplace)\/)?product-details\.([A-Za-z0-9_-]+)\.html$/.exec(path);
  if (!m?.[2]) return null;
  return { kind: m[1] === 'vineandcellar' ? 'wine' : m[1] === 'marketplace' ? 'marketplace' : 'grocery', bpn: m[2] };
}

/** PAGES-02 */
export type DetailsPage = { readonly kind: 'offer-details' | 'reward-details'; readonly site: 'shop' | 'www' | 'b2b'; readonly banner: string };
export function detailsPageOf(path: unknown): DetailsPage | null {
  if (typeof path !== 'string') return null;
  const p = path.replace(/\.html$/, '');
  let m = /^\/content\/shop\/([^/]+)\/en\/offer-details$/.exec(p);
  if (m?.[1]) return { kind: 'offer-details', site: 'shop', banner: m[1] };
  m = /^\/content\/(b2b\/)?www\/([^/]+)\/en\/foru\/(offer-details|rewards\/reward-details)$/.exec(p);
  if (m?.[2] && m[3]) return { kind: m[3] === 'offer-details' ? 'offer-details' : 'reward-details', site: m[1] ? 'b2b' : 'www', banner: m[2] };
  return null;
}

/**
 * PAGES-02: the address of an offer's or a reward's details page, the inverse of `detailsPageOf` (a reward has no
 * details page on the shop tree: null). The offer a page shows travels as its `offerId` query parameter (decision 0487).
 */
export function detailsPagePath(page: DetailsPage, offerId?: string): string | null {
  if (!/^[a-z][a-z0-9-]*$/.test(page.banner)) return null;
  const tree = page.site === 'shop' ? `/content/shop/${page.banner}/en/` : `/content/${page.site === 'b2b' ? 'b2b/' : ''}www/${page.banner}/en/foru/`;
  let path: string;
  if (page.kind === 'offer-details') path = `${tree}offer-details.html`;
  else if (page.site === 'shop') return null;
  else path = `${tree}rewards/reward-details.html`;
  return offerId ? `${path}?${new URLSearchParams({ offerId }).toString()}` : path;
}

export const SIGN_IN_PATH = '/account/sign-in.html';
/** The spec names a re-sign-in page without giving its path; this is the storefront's. */
export const RE_SIGN_IN_PATH = '/account/re-sign-in.html';
export const SERVICE_SIGN_IN_PATH = '/account/auth/service/sign-in.html';
export const SET_PASSWORD_PATH = '/account/setpassword.html';
export const SET_STORE_PATH = '/set-store.html';
export const ERROR_PAGE_PATH = '/error-page/500.html';
export const DELIVERY_SUBSCRIPTION_PAYMENT_PATH = '/delivery-subscription/payment.html';
export const PHARMACY_CREATE_ACCOUNT_PATH = '/pharmacy/create-account.html';
export const HEALTH_HANDSHAKE_PATH = '/health/users/session';
export const HEALTH_DASHBOARD_PATH = '/health/pharmacy/dashboard';
/** PAGES-10 */
export const FIXED_PAGES = {
  contactUs: '/contact-us.html',
  shortRegistration: '/account/short-registration.html',
  communicationPreference: '/customer-account/communication-preference',
  couponsDeals: 'foru/coupons-deals.html',
  home: 'home.html',
} as const;

/** PAGES-03 */
export function isSignInPage(path: unknown): boolean {
  return typeof path === 'string' && (path === SIGN_IN_PATH || /^\/content\/www\/[^/]+\/en\/account\/sign-in\.html$/.test(path));
}
export const isReSignInPage = (path: unknown): boolean => path === RE_SIGN_IN_PATH;
export const isServiceSignInPage = (path: unknown): boolean => path === SERVICE_SIGN_IN_PATH;

export interface ServiceSignIn {
  readonly clientId: string | null;
  readonly redirectUri: string | null;
  readonly v: string | null;
  readonly state: string | null;
  readonly variant: 'v2' | 'standard';
}
/** PAGES-03: the service sign-in page's query; v=2.0 selects the variant. Null when the address is not that page. */
export function serviceSignInOf(address: unknown): ServiceSignIn | null {
  const a = parsePageAddress(address);
  if (!isServiceSignInPage(a.path)) return null;
  const v = a.query.get('v') ?? null;
  return { clientId: a.query.get('clientId') ?? null, redirectUri: a.query.get('redirect_uri') ?? null, v, state: a.query.get('state') ?? null, variant: v === '2.0' ? 'v2' : 'standard' };
}

/** PAGES-04: reachable only while OTP-SET-PASSWORD exists; the cookie is cleared on use. */
export const SET_PASSWORD_COOKIE = 'OTP-SET-PASSWORD';
export function setPasswordAccess(path: unknown, cookies: Readonly<Record<string, string>>): { allowed: boolean; clearCookie: boolean; rules: readonly string[] } {
  if (path !== SET_PASSWORD_PATH) return { allowed: true, clearCookie: false, rules: [] };
  const present = Object.prototype.hasOwnProperty.call(cookies, SET_PASSWORD_COOKIE);
  return { allowed: present, clearCookie: present, rules: ['PAGES-04'] };
}

/** PAGES-05 */
export const isAislesContentPath = (path: unknown): boolean => typeof path === 'string' && /^\/content\/shop\/[^/]+\/en\/aisles\//.test(path);

/** PAGES-06 */
export const isDeliveryPreferencePage = (path: unknown): boolean => typeof path === 'string' && /^\/content\/shop\/[^/]+\/en\/welcome\/delivery-preference(\.html)?$/.test(path);
export function subscriptionPaymentCode(address: unknown): string | null {
  const a = parsePageAddress(address);
  return a.path === DELIVERY_SUBSCRIPTION_PAYMENT_PATH ? (a.query.get('subscriptioncode') ?? null) : null;
}

/** PAGES-07: a server error sends the page to the error page. */
export const serverErrorRedirect = (status: number): string | null => (Number.isInteger(status) && status >= 500 && status <= 599 ? ERROR_PAGE_PATH : null);

/** PAGES-08 */
export const isSetStorePage = (path: unknown): boolean => path === SET_STORE_PATH;

/** PAGES-09 */
export const isBrandPage = (path: unknown): boolean => typeof path === 'string' && /(^|\/)shop\/brands\//.test(path);
export const isBrandIndexPage = (path: unknown): boolean => typeof path === 'string' && /(^|\/)shop\/brand-index(\/|\.|$)/.test(path);

/** PAGES-10 */
export function fixedPageOf(path: unknown): keyof typeof FIXED_PAGES | null {
  if (typeof path !== 'string') return null;
  for (const [name, p] of Object.entries(FIXED_PAGES) as [keyof typeof FIXED_PAGES, string][]) {
    // A page given without a leading slash ends the path as a whole segment (the root one included).
    if (p.startsWith('/') ? path === p : path.endsWith(`/${p}`)) return name;
  }
  return null;
}

/** PAGES-11 */
export const storeModalAllowed = (path: unknown): boolean => !isSignInPage(path) && !isReSignInPage(path);

/** PAGES-18 */
export const isProductDetailsAddress = (address: unknown): boolean => typeof address === 'string' && address.includes('product-details');
export const isJustForUAddress = (address: unknown): boolean => typeof address === 'string' && address.includes('justforu.html');
export const isSignInErrorAddress = (address: unknown): boolean => typeof address === 'string' && address.includes('sign-in.error-');

/** PAGES-12 */
export const isErrorPageAddress = (address: unknown): boolean => isSignInErrorAddress(address) || (typeof address === 'string' && address.includes('create-account.error-'));

/** PAGES-14 */
export const clearsSessionCookie = (path: unknown): boolean => typeof path === 'string' && path.includes('auth/service/sign-in');

/** PAGES-15: an error in the sign-in page's hash, or the IAUC408 error page, forces a logout. */
export function forcesLogout(address: unknown): boolean {
  const a = parsePageAddress(address);
  // A parsed path always starts with a slash, so the file name is the last segment.
  if (/\/IAUC408\.html$/.test(a.path)) return true;
  return isSignInPage(a.path) && /error/i.test(a.hash);
}

/** PAGES-16: opening the signIn or createAccount view closes the sign-in dropdown. */
export function dropdownOpenAfterView(view: string, dropdownOpen: boolean): boolean {
  return view === 'signIn' || view === 'createAccount' ? false : dropdownOpen;
}

/** PAGES-20 */
export const SIGN_IN_MODAL_PANELS = ['chooseChannel', 'verifyCode', 'enterPassword'] as const;

export type PageKind =
  | 'product-details'
  | 'offer-details'
  | 'reward-details'
  | 'sign-in'
  | 're-sign-in'
  | 'service-sign-in'
  | 'set-password'
  | 'set-store'
  | 'error'
  | 'aisles'
  | 'delivery-preference'
  | 'subscription-payment'
  | 'brands'
  | 'brand-index'
  | 'health'
  | 'pharmacy-create-account'
  | 'just-for-u'
  | 'fixed'
  | 'other';

export interface PageFacts {
  readonly path: string;
  readonly kind: PageKind;
  readonly errorPage: boolean;
  readonly storeModalAllowed: boolean;
  readonly clearsSessionCookie: boolean;
  readonly forcesLogout: boolean;
  readonly neverRedirected: boolean;
  readonly rules: readonly string[];
}

/** Recognises a page address and the page-level behaviour that follows from it. */
export function pageFacts(address: unknown): PageFacts {
  const a = parsePageAddress(address);
  const p = a.path;
  const rules: string[] = [];
  const detail = detailsPageOf(p);
  // A row's kind is read only when the row matches, so the details row's kind is there whenever it counts.
  const table: readonly [boolean, PageKind | undefined, string | null][] = [
    [productDetailsOf(p) !== null, 'product-details', 'PAGES-01'],
    [detail !== null, detail?.kind, 'PAGES-02'],
    [isSignInPage(p), 'sign-in', 'PAGES-03'],
    [isReSignInPage(p), 're-sign-in', null],
    [isServiceSignInPage(p), 'service-sign-in', 'PAGES-03'],
    [p === SET_PASSWORD_PATH, 'set-password', 'PAGES-04'],
    [isSetStorePage(p), 'set-store', 'PAGES-08'],
    [p === ERROR_PAGE_PATH, 'error', 'PAGES-07'],
    [isAislesContentPath(p), 'aisles', 'PAGES-05'],
    [isDeliveryPreferencePage(p), 'delivery-preference', 'PAGES-06'],
    [p === DELIVERY_SUBSCRIPTION_PAYMENT_PATH, 'subscription-payment', 'PAGES-06'],
    [isBrandIndexPage(p), 'brand-index', 'PAGES-09'],
    [isBrandPage(p), 'brands', 'PAGES-09'],
    [p === HEALTH_HANDSHAKE_PATH || p === HEALTH_DASHBOARD_PATH, 'health', 'PAGES-19'],
    [p === PHARMACY_CREATE_ACCOUNT_PATH, 'pharmacy-create-account', 'PAGES-19'],
    [isJustForUAddress(p), 'just-for-u', 'PAGES-18'],
    [fixedPageOf(p) !== null, 'fixed', 'PAGES-10'],
  ];
  const hit = table.find(([matches]) => matches);
  const kind: PageKind = hit?.[1] ?? 'other';
  if (hit?.[2]) rules.push(hit[2]);
  // PAGES-12 and PAGES-15 read the whole address (query and hash too), not only its path.
  const errorPage = isErrorPageAddress(address);
  if (errorPage) rules.push('PAGES-12');
  const modal = storeModalAllowed(p);
  if (!modal) rules.push('PAGES-11');
  const clears = clearsSessionCookie(p);
  if (clears) rules.push('PAGES-14');
  const logout = forcesLogout(address);
  if (logout) rules.push('PAGES-15');
  return { path: p, kind, errorPage, storeModalAllowed: modal, clearsSessionCookie: clears, forcesLogout: logout, neverRedirected: kind === 'set-store', rules };
}

export const pagesModule = defineRuleModule({
  name: 'pages',
  summary: 'Recognises a page address: kind, error page, store-modal allowed, session-cookie clearing, forced logout.',
  areas: ['PAGES'],
  input: z.object({ address: z.string() }),
  example: { address: '/account/sign-in.html#error=IAUC408' },
  run: (input) => pageFacts(input.address),
});
