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
const OfferDetails = deferred(() => import('./OfferDetailsPage').then((m) => m.OfferDetailsPage));
const SignIn = deferred(() => import('./SignInPage').then((m) => m.SignInPage));
const SetPassword = deferred(() => import('./SetPasswordPage').then((m) => m.SetPasswordPage));
const CreateAccount = deferred(() => import('../account/CreateAccountPage').then((m) => m.CreateAccountPage));
const NeedZipcode = deferred(() => import('../account/CreateAccountPage').then((m) => m.NeedZipcodePage));
const ResetPassword = deferred(() => import('../account/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const Deals = deferred(() => import('./DealsPage').then((m) => m.DealsPage));
const ServerError = deferred(() => import('./ServerErrorPage').then((m) => m.ServerErrorPage));
const FullCart = deferred(() => import('../cart/FullCartPage').then((m) => m.FullCartPage));
const Checkout = deferred(() => import('../checkout/CheckoutPage').then((m) => m.CheckoutPage));
const OrderConfirmation = deferred(() => import('../checkout/OrderConfirmationPage').then((m) => m.OrderConfirmationPage));
const Orders = deferred(() => import('../checkout/OrdersPage').then((m) => m.OrdersPage));
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

/** Fixed, or read from the address's match. */
type FromMatch<T> = T | ((m: RegExpMatchArray) => T);

/** A route: the page component and the props it is rendered with, as data (one renderer for all rows, `matchRoute`). */
type RouteDef<P extends object> = {
  readonly name: string;
  readonly pattern: RegExp;
  readonly title: FromMatch<string>;
  readonly meta?: PageMeta;
  readonly signInPage?: boolean;
  readonly page: Deferred<P>;
} & (Partial<P> extends P ? { readonly props?: FromMatch<NoInfer<P>> } : { readonly props: FromMatch<NoInfer<P>> });

// Checks each row's props against its page's component; the table itself holds rows of any page.
const route = <P extends object>(def: RouteDef<P>): RouteDef<object> => def as RouteDef<object>;

/** The page paths of 000 §2 (PAGES-01..10, PAGES-19), each with its access metadata (PAGES-17). */
const ROUTES: readonly RouteDef<object>[] = [
  route({ name: 'home', pattern: /^\/(home\.html)?$/, title: 'Groceries delivered, picked up or in store', page: Home }),
  route({ name: 'product', pattern: /^\/shop\/product-details\.(\d+)\.html$/, title: 'Product details', page: ProductDetails, props: (m) => ({ bpn: m[1]!, shop: 'grocery' }) }),
  route({ name: 'wine-product', pattern: /^\/shop\/vineandcellar\/product-details\.(\d+)\.html$/, title: 'Wine details', page: ProductDetails, props: (m) => ({ bpn: m[1]!, shop: 'wine' }) }),
  route({ name: 'marketplace-product', pattern: /^\/shop\/marketplace\/product-details\.(\d+)\.html$/, title: 'Marketplace product', page: ProductDetails, props: (m) => ({ bpn: m[1]!, shop: 'marketplace' }) }),
  route({ name: 'search', pattern: /^\/shop\/search-results\.html$/, title: 'Search results', page: SearchResults, props: { heading: 'Results' } }),
  route({ name: 'seller-search', pattern: /^\/shop\/marketplace\/search-results\.([^/.]+)\.html$/, title: 'Seller search', page: SearchResults, props: { heading: 'Seller results', shop: 'marketplace' } }),
  route({ name: 'cross-seller', pattern: /^\/shop\/marketplace\/seller-search\.html$/, title: 'Marketplace search', page: SearchResults, props: { heading: 'Marketplace results', shop: 'marketplace' } }),
  route({ name: 'wine-search', pattern: /^\/shop\/vineandcellar\/search-results\.html$/, title: 'Wine search', page: SearchResults, props: { heading: 'Wine results', shop: 'wine' } }),
  route({ name: 'aisles', pattern: /^\/shop\/aisles\/([a-z0-9-]+)(?:\.\d{2,4})?\.html$/, title: (m) => aisleName(m[1]!), page: Aisles, props: (m) => ({ slug: m[1]! }) }),
  // SEARCH-13: marketplace aisle pages carry the seller id after the first dot (the page reads it with the rule).
  route({ name: 'seller-aisles', pattern: /^\/shop\/marketplace\/aisles\.[a-z0-9][a-z0-9-]{0,39}(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?\.html$/, title: 'Seller aisles', page: SellerAisles }),
  route({ name: 'aisles-content', pattern: /^\/content\/shop\/[a-z]+\/en\/aisles\/([a-z0-9-]+)/, title: (m) => aisleName(m[1]!), page: Aisles, props: (m) => ({ slug: m[1]! }) }),
  route({ name: 'brands', pattern: /^\/shop\/brands\/?(?:[a-z0-9-]+(?:\.\d{2,4})?\.html)?$/, title: 'Brands', page: Brands, props: { index: false } }),
  route({ name: 'brand-index', pattern: /^\/shop\/brand-index(?:\.\d{2,4})?(?:\.html)?$/, title: 'Brand index', page: Brands, props: { index: true } }),
  route({ name: 'offer-details', pattern: /^\/content\/(?:b2b\/)?(?:shop|www)\/[a-z]+\/en\/(?:foru\/)?offer-details/, title: 'Offer details', page: OfferDetails, props: { kind: 'offer-details' } }),
  route({ name: 'reward-details', pattern: /^\/content\/(?:b2b\/)?www\/[a-z]+\/en\/foru\/rewards\/reward-details/, title: 'Reward details', page: OfferDetails, props: { kind: 'reward-details' } }),
  route({ name: 'sign-in', pattern: /^(?:\/content\/www\/[a-z]+\/en)?\/account\/sign-in\.html$/, title: 'Sign in', signInPage: true, page: SignIn, props: { service: false } }),
  route({ name: 'service-sign-in', pattern: /^\/account\/auth\/service\/sign-in\.html$/, title: 'Sign in', signInPage: true, page: SignIn, props: { service: true } }),
  route({ name: 'create-account', pattern: /^\/account\/create-account\.html$/, title: 'Create an account', page: CreateAccount }),
  route({ name: 'need-zipcode', pattern: /^\/account\/need-zipcode\.html$/, title: 'Tell us your ZIP code', page: NeedZipcode }),
  // OTP-05: the reset link PASSWORD_EXPIRED goes to, also behind "Forgot password?".
  route({ name: 'reset-password', pattern: /^\/account\/reset-password\.html$/, title: 'Reset your password', page: ResetPassword }),
  route({ name: 'set-password', pattern: /^\/account\/setpassword\.html$/, title: 'Set password', page: SetPassword }),
  route({ name: 'delivery-preference', pattern: /^\/content\/shop\/[a-z]+\/en\/welcome\/delivery-preference/, title: 'Delivery preference', page: Info, props: { page: 'delivery-preference' } }),
  route({ name: 'subscription-payment', pattern: /^\/delivery-subscription\/payment\.html$/, title: 'Subscription payment', meta: SIGNED_IN_ONLY, page: Info, props: { page: 'subscription-payment' } }),
  route({ name: 'set-store', pattern: /^\/set-store\.html$/, title: 'Set store', page: Info, props: { page: 'set-store' } }),
  route({ name: 'contact', pattern: /^\/contact-us\.html$/, title: 'Contact us', page: Info, props: { page: 'contact' } }),
  route({ name: 'short-registration', pattern: /^\/account\/short-registration\.html$/, title: 'Finish creating your account', page: Info, props: { page: 'short-registration' } }),
  route({ name: 'communication-preference', pattern: /^\/customer-account\/communication-preference/, title: 'Communication preferences', meta: SIGNED_IN_ONLY, page: Info, props: { page: 'communication-preference' } }),
  // PAGES-18: the full-cart address (decision 0450).
  route({ name: 'full-cart', pattern: /^\/shop\/cart\.html$/, title: 'Your cart', page: FullCart }),
  // The checkout and the orders (decision 0489): a signed-in shopper's pages, beyond the spec's screens.
  route({ name: 'checkout', pattern: /^\/shop\/checkout\.html$/, title: 'Checkout', meta: SIGNED_IN_ONLY, page: Checkout }),
  route({ name: 'order-confirmation', pattern: /^\/shop\/order-confirmation\.html$/, title: 'Order confirmation', meta: SIGNED_IN_ONLY, page: OrderConfirmation }),
  route({ name: 'orders', pattern: /^\/account\/orders\.html$/, title: 'Your orders', meta: SIGNED_IN_ONLY, page: Orders }),
  route({ name: 'deals', pattern: /^\/(?:.*\/)?foru\/coupons-deals\.html$/, title: 'Coupons & deals', page: Deals }),
  route({ name: 'error-500', pattern: /^\/error-page\/500\.html$/, title: 'Something went wrong', page: ServerError }),
  route({ name: 'health', pattern: /^\/health\/(users\/session|pharmacy\/dashboard)/, title: 'Pharmacy', page: Info, props: { page: 'health' } }),
];

const fromMatch = <T,>(value: FromMatch<T>, m: RegExpMatchArray): T => (typeof value === 'function' ? (value as (m: RegExpMatchArray) => T)(m) : value);

export function matchRoute(pathname: string): RouteMatch {
  for (const r of ROUTES) {
    const m = pathname.match(r.pattern);
    if (m) {
      const Page = r.page.Component;
      return { name: r.name, title: fromMatch(r.title, m), meta: r.meta ?? ALL_USERS, render: () => <Page {...fromMatch(r.props ?? {}, m)} />, preload: r.page.preload, signInPage: r.signInPage ?? false };
    }
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
