import type { ReactNode } from 'react';
import { ALL_USERS, SIGNED_IN_ONLY } from './access';
import type { PageMeta } from './access';
import { aisleName } from '../aisles/aisleName';
import { deferred } from '../shell/lazy';
import type { Deferred } from '../shell/lazy';

// Every page is its own chunk, fetched when its route is matched (or earlier: at boot for the address being opened,
// and on intent when a link is hovered or focused). The names stay the modules' own exports.
const Home = deferred(() => import('../home/HomePage').then((m) => m.HomePage));
const ProductDetails = deferred(() => import('../product/ProductDetailsPage').then((m) => m.ProductDetailsPage));
const SearchResults = deferred(() => import('../search/SearchResultsPage').then((m) => m.SearchResultsPage));
const Aisles = deferred(() => import('../aisles/AislesPage').then((m) => m.AislesPage));
const SellerAisles = deferred(() => import('../aisles/SellerAislesPage').then((m) => m.SellerAislesPage));
const Brands = deferred(() => import('./BrandsPage').then((m) => m.BrandsPage));
const Info = deferred(() => import('./InfoPage').then((m) => m.InfoPage));
const SignIn = deferred(() => import('./SignInPage').then((m) => m.SignInPage));
const SetPassword = deferred(() => import('./SetPasswordPage').then((m) => m.SetPasswordPage));
const CreateAccount = deferred(() => import('../account/CreateAccountPage').then((m) => m.CreateAccountPage));
const NeedZipcode = deferred(() => import('../account/CreateAccountPage').then((m) => m.NeedZipcodePage));
const ResetPassword = deferred(() => import('../account/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const Deals = deferred(() => import('./DealsPage').then((m) => m.DealsPage));
const ServerError = deferred(() => import('./ServerErrorPage').then((m) => m.ServerErrorPage));
const FullCart = deferred(() => import('../cart/FullCartPage').then((m) => m.FullCartPage));
const NotFound = deferred(() => import('./NotFoundPage').then((m) => m.NotFoundPage));

export interface RouteMatch {
  readonly name: string;
  readonly title: string;
  readonly meta: PageMeta;
  readonly render: () => ReactNode;
  /** Fetches the page's chunk, so that its first render does not wait. */
  readonly preload: () => Promise<void>;
  /** Sign-in pages never show the store modal (PAGES-11). */
  readonly signInPage?: boolean;
}

interface RouteDef {
  readonly name: string;
  readonly pattern: RegExp;
  readonly title: (m: RegExpMatchArray) => string;
  readonly meta?: PageMeta;
  readonly signInPage?: boolean;
  readonly page: Pick<Deferred<never>, 'preload'>;
  readonly render: (m: RegExpMatchArray) => ReactNode;
}

/** The page paths of 000 §2 (PAGES-01..10, PAGES-19), each with its access metadata (PAGES-17). */
const ROUTES: readonly RouteDef[] = [
  { name: 'home', pattern: /^\/(home\.html)?$/, title: () => 'Groceries delivered, picked up or in store', page: Home, render: () => <Home.Component /> },
  { name: 'product', pattern: /^\/shop\/product-details\.(\d+)\.html$/, title: () => 'Product details', page: ProductDetails, render: (m) => <ProductDetails.Component bpn={m[1]!} shop="grocery" /> },
  { name: 'wine-product', pattern: /^\/shop\/vineandcellar\/product-details\.(\d+)\.html$/, title: () => 'Wine details', page: ProductDetails, render: (m) => <ProductDetails.Component bpn={m[1]!} shop="wine" /> },
  { name: 'marketplace-product', pattern: /^\/shop\/marketplace\/product-details\.(\d+)\.html$/, title: () => 'Marketplace product', page: ProductDetails, render: (m) => <ProductDetails.Component bpn={m[1]!} shop="marketplace" /> },
  { name: 'search', pattern: /^\/shop\/search-results\.html$/, title: () => 'Search results', page: SearchResults, render: () => <SearchResults.Component heading="Results" /> },
  { name: 'seller-search', pattern: /^\/shop\/marketplace\/search-results\.([^/.]+)\.html$/, title: () => 'Seller search', page: SearchResults, render: () => <SearchResults.Component heading="Seller results" shop="marketplace" /> },
  { name: 'cross-seller', pattern: /^\/shop\/marketplace\/seller-search\.html$/, title: () => 'Marketplace search', page: SearchResults, render: () => <SearchResults.Component heading="Marketplace results" shop="marketplace" /> },
  { name: 'wine-search', pattern: /^\/shop\/vineandcellar\/search-results\.html$/, title: () => 'Wine search', page: SearchResults, render: () => <SearchResults.Component heading="Wine results" shop="wine" /> },
  { name: 'aisles', pattern: /^\/shop\/aisles\/([a-z0-9-]+)(?:\.\d{2,4})?\.html$/, title: (m) => aisleName(m[1]!), page: Aisles, render: (m) => <Aisles.Component slug={m[1]!} /> },
  // SEARCH-13: marketplace aisle pages carry the seller id after the first dot (the page reads it with the rule).
  { name: 'seller-aisles', pattern: /^\/shop\/marketplace\/aisles\.[a-z0-9][a-z0-9-]{0,39}(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?\.html$/, title: () => 'Seller aisles', page: SellerAisles, render: () => <SellerAisles.Component /> },
  { name: 'aisles-content', pattern: /^\/content\/shop\/[a-z]+\/en\/aisles\/([a-z0-9-]+)/, title: (m) => aisleName(m[1]!), page: Aisles, render: (m) => <Aisles.Component slug={m[1]!} /> },
  { name: 'brands', pattern: /^\/shop\/brands\/?(?:[a-z0-9-]+(?:\.\d{2,4})?\.html)?$/, title: () => 'Brands', page: Brands, render: () => <Brands.Component index={false} /> },
  { name: 'brand-index', pattern: /^\/shop\/brand-index(?:\.\d{2,4})?(?:\.html)?$/, title: () => 'Brand index', page: Brands, render: () => <Brands.Component index /> },
  { name: 'offer-details', pattern: /^\/content\/(?:b2b\/)?(?:shop|www)\/[a-z]+\/en\/(?:foru\/)?offer-details/, title: () => 'Offer details', page: Info, render: () => <Info.Component title="Offer details"><p>Clip this offer to save on your next order.</p></Info.Component> },
  { name: 'reward-details', pattern: /^\/content\/(?:b2b\/)?www\/[a-z]+\/en\/foru\/rewards\/reward-details/, title: () => 'Reward details', page: Info, render: () => <Info.Component title="Reward details"><p>Redeem points for savings on groceries and fuel.</p></Info.Component> },
  { name: 'sign-in', pattern: /^(?:\/content\/www\/[a-z]+\/en)?\/account\/sign-in\.html$/, title: () => 'Sign in', signInPage: true, page: SignIn, render: () => <SignIn.Component service={false} /> },
  { name: 'service-sign-in', pattern: /^\/account\/auth\/service\/sign-in\.html$/, title: () => 'Sign in', signInPage: true, page: SignIn, render: () => <SignIn.Component service /> },
  { name: 'create-account', pattern: /^\/account\/create-account\.html$/, title: () => 'Create an account', page: CreateAccount, render: () => <CreateAccount.Component /> },
  { name: 'need-zipcode', pattern: /^\/account\/need-zipcode\.html$/, title: () => 'Tell us your ZIP code', page: NeedZipcode, render: () => <NeedZipcode.Component /> },
  // OTP-05: the reset link PASSWORD_EXPIRED goes to, also behind "Forgot password?".
  { name: 'reset-password', pattern: /^\/account\/reset-password\.html$/, title: () => 'Reset your password', page: ResetPassword, render: () => <ResetPassword.Component /> },
  { name: 'set-password', pattern: /^\/account\/setpassword\.html$/, title: () => 'Set password', page: SetPassword, render: () => <SetPassword.Component /> },
  { name: 'delivery-preference', pattern: /^\/content\/shop\/[a-z]+\/en\/welcome\/delivery-preference/, title: () => 'Delivery preference', page: Info, render: () => <Info.Component title="How would you like to shop?"><p>Choose delivery, pickup or in-store from the store selector at the top of the page.</p></Info.Component> },
  { name: 'subscription-payment', pattern: /^\/delivery-subscription\/payment\.html$/, title: () => 'Subscription payment', meta: SIGNED_IN_ONLY, page: Info, render: () => <Info.Component title="Delivery subscription payment" /> },
  { name: 'set-store', pattern: /^\/set-store\.html$/, title: () => 'Set store', page: Info, render: () => <Info.Component title="Set your store"><p>Use “Change store” above to pick the store you shop.</p></Info.Component> },
  { name: 'contact', pattern: /^\/contact-us\.html$/, title: () => 'Contact us', page: Info, render: () => <Info.Component title="Contact us"><p>Customer support is available every day from 6 am to 10 pm.</p></Info.Component> },
  { name: 'short-registration', pattern: /^\/account\/short-registration\.html$/, title: () => 'Finish creating your account', page: Info, render: () => <Info.Component title="Finish creating your account" /> },
  { name: 'communication-preference', pattern: /^\/customer-account\/communication-preference/, title: () => 'Communication preferences', meta: SIGNED_IN_ONLY, page: Info, render: () => <Info.Component title="Communication preferences" /> },
  // PAGES-18: the full-cart address (decision 0450).
  { name: 'full-cart', pattern: /^\/shop\/cart\.html$/, title: () => 'Your cart', page: FullCart, render: () => <FullCart.Component /> },
  { name: 'deals', pattern: /^\/(?:.*\/)?foru\/coupons-deals\.html$/, title: () => 'Coupons & deals', page: Deals, render: () => <Deals.Component /> },
  { name: 'error-500', pattern: /^\/error-page\/500\.html$/, title: () => 'Something went wrong', page: ServerError, render: () => <ServerError.Component /> },
  { name: 'health', pattern: /^\/health\/(users\/session|pharmacy\/dashboard)/, title: () => 'Pharmacy', page: Info, render: () => <Info.Component title="Pharmacy"><p>Taking you to your pharmacy account…</p></Info.Component> },
];

export function matchRoute(pathname: string): RouteMatch {
  for (const r of ROUTES) {
    const m = pathname.match(r.pattern);
    if (m) return { name: r.name, title: r.title(m), meta: r.meta ?? ALL_USERS, render: () => r.render(m), preload: r.page.preload, signInPage: r.signInPage ?? false };
  }
  return { name: 'not-found', title: 'Page not found', meta: ALL_USERS, render: () => <NotFound.Component />, preload: NotFound.preload };
}

/** Starts fetching the chunk of the page at `href` (a same-origin path); unknown paths fetch the not-found page. */
export function preloadRoute(href: string): Promise<void> {
  let pathname: string;
  try {
    pathname = new URL(href, 'http://storefront.invalid').pathname;
  } catch {
    return Promise.resolve();
  }
  return matchRoute(pathname).preload();
}

export const routeNames = ROUTES.map((r) => r.name);
