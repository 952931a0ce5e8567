import { aisleName } from './aisles/aisleName.ts';

/**
 * The storefront's page addresses as data: which address opens which page, with what, its title and who may see it (000 §2,
 * PAGES-01..10, PAGES-17, PAGES-19). No React here, so the three readers that must not load the storefront's code can
 * read it too: src/app/pages/routes.tsx renders it, src/app/product/productAddresses.ts takes the product pages'
 * addresses from it, and the build (build/openedPage.ts) preloads each address's page chunk from it.
 */

/**
 * The pages, each a module fetched as a chunk of its own when its route is matched: the module's file under src/app,
 * without its extension (routes.tsx imports the same file; the build stops when a module named here is in no chunk).
 * Short names: the entry carries them.
 */
export const PAGE_MODULES = {
  home: 'home/HomePage',
  product: 'product/ProductDetailsPage',
  search: 'search/SearchResultsPage',
  aisles: 'aisles/AislesPage',
  sellerAisles: 'aisles/SellerAislesPage',
  brands: 'pages/BrandsPage',
  info: 'pages/InfoPage',
  offer: 'pages/OfferDetailsPage',
  signIn: 'pages/SignInPage',
  setPassword: 'pages/SetPasswordPage',
  createAccount: 'account/CreateAccountPage',
  needZipcode: 'account/CreateAccountPage',
  resetPassword: 'account/ResetPasswordPage',
  deals: 'pages/DealsPage',
  serverError: 'pages/ServerErrorPage',
  fullCart: 'cart/FullCartPage',
  checkout: 'checkout/CheckoutPage',
  orderConfirmation: 'checkout/OrderConfirmationPage',
  orders: 'checkout/OrdersPage',
  notFound: 'pages/NotFoundPage',
} as const;
export type PageModule = keyof typeof PAGE_MODULES;

/** Fixed, or read from the address's match. */
export type FromMatch<T> = T | ((m: RegExpMatchArray) => T);

export interface RouteRow {
  readonly name: string;
  readonly pattern: RegExp;
  readonly title: FromMatch<string>;
  readonly page: PageModule;
  /** Only signed-in visitors may see it (PAGES-17: `SIGNED_IN_ONLY` of src/app/pages/access.ts); else every visitor. */
  readonly signedInOnly?: true;
  /** Sign-in pages never show the store modal (PAGES-11). */
  readonly signInPage?: true;
  /** What the page is rendered with, fixed or read from the address (src/app/pages/routes.tsx checks it against the page). */
  readonly props?: FromMatch<object>;
}

// The product pages' addresses, named apart so that the product page's early request (src/app/product/productAddresses.ts)
// takes these three into the HTML and not the whole table.
export const PRODUCT_PATTERN = /^\/shop\/product-details\.(\d+)\.html$/;
export const WINE_PRODUCT_PATTERN = /^\/shop\/vineandcellar\/product-details\.(\d+)\.html$/;
export const MARKETPLACE_PRODUCT_PATTERN = /^\/shop\/marketplace\/product-details\.(\d+)\.html$/;

/** The page paths of 000 §2 (PAGES-01..10, PAGES-19), first match wins; any other address is the not-found page. */
export const ROUTE_TABLE = [
  { name: 'home', pattern: /^\/(home\.html)?$/, title: 'Groceries delivered, picked up or in store', page: 'home' },
  { name: 'product', pattern: PRODUCT_PATTERN, title: 'Product details', page: 'product', props: (m) => ({ bpn: m[1]!, shop: 'grocery' }) as const },
  { name: 'wine-product', pattern: WINE_PRODUCT_PATTERN, title: 'Wine details', page: 'product', props: (m) => ({ bpn: m[1]!, shop: 'wine' }) as const },
  { name: 'marketplace-product', pattern: MARKETPLACE_PRODUCT_PATTERN, title: 'Marketplace product', page: 'product', props: (m) => ({ bpn: m[1]!, shop: 'marketplace' }) as const },
  { name: 'search', pattern: /^\/shop\/search-results\.html$/, title: 'Search results', page: 'search', props: { heading: 'Results' } },
  { name: 'seller-search', pattern: /^\/shop\/marketplace\/search-results\.([^/.]+)\.html$/, title: 'Seller search', page: 'search', props: { heading: 'Seller results', shop: 'marketplace' } },
  { name: 'cross-seller', pattern: /^\/shop\/marketplace\/seller-search\.html$/, title: 'Marketplace search', page: 'search', props: { heading: 'Marketplace results', shop: 'marketplace' } },
  { name: 'wine-search', pattern: /^\/shop\/vineandcellar\/search-results\.html$/, title: 'Wine search', page: 'search', props: { heading: 'Wine results', shop: 'wine' } },
  { name: 'aisles', pattern: /^\/shop\/aisles\/([a-z0-9-]+)(?:\.\d{2,4})?\.html$/, title: (m) => aisleName(m[1]!), page: 'aisles', props: (m) => ({ slug: m[1]! }) },
  // SEARCH-13: marketplace aisle pages carry the seller id after the first dot (the page reads it with the rule).
  { name: 'seller-aisles', pattern: /^\/shop\/marketplace\/aisles\.[a-z0-9][a-z0-9-]{0,39}(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?\.html$/, title: 'Seller aisles', page: 'sellerAisles' },
  { name: 'aisles-content', pattern: /^\/content\/shop\/[a-z]+\/en\/aisles\/([a-z0-9-]+)/, title: (m) => aisleName(m[1]!), page: 'aisles', props: (m) => ({ slug: m[1]! }) },
  { name: 'brands', pattern: /^\/shop\/brands\/?(?:[a-z0-9-]+(?:\.\d{2,4})?\.html)?$/, title: 'Brands', page: 'brands', props: { index: false } },
  { name: 'brand-index', pattern: /^\/shop\/brand-index(?:\.\d{2,4})?(?:\.html)?$/, title: 'Brand index', page: 'brands', props: { index: true } },
  { name: 'offer-details', pattern: /^\/content\/(?:b2b\/)?(?:shop|www)\/[a-z]+\/en\/(?:foru\/)?offer-details/, title: 'Offer details', page: 'offer', props: { kind: 'offer-details' } },
  { name: 'reward-details', pattern: /^\/content\/(?:b2b\/)?www\/[a-z]+\/en\/foru\/rewards\/reward-details/, title: 'Reward details', page: 'offer', props: { kind: 'reward-details' } },
  { name: 'sign-in', pattern: /^(?:\/content\/www\/[a-z]+\/en)?\/account\/sign-in\.html$/, title: 'Sign in', signInPage: true, page: 'signIn', props: { service: false } },
  { name: 'service-sign-in', pattern: /^\/account\/auth\/service\/sign-in\.html$/, title: 'Sign in', signInPage: true, page: 'signIn', props: { service: true } },
  { name: 'create-account', pattern: /^\/account\/create-account\.html$/, title: 'Create an account', page: 'createAccount' },
  { name: 'need-zipcode', pattern: /^\/account\/need-zipcode\.html$/, title: 'Tell us your ZIP code', page: 'needZipcode' },
  // OTP-05: the reset link PASSWORD_EXPIRED goes to, also behind "Forgot password?".
  { name: 'reset-password', pattern: /^\/account\/reset-password\.html$/, title: 'Reset your password', page: 'resetPassword' },
  { name: 'set-password', pattern: /^\/account\/setpassword\.html$/, title: 'Set password', page: 'setPassword' },
  { name: 'delivery-preference', pattern: /^\/content\/shop\/[a-z]+\/en\/welcome\/delivery-preference/, title: 'Delivery preference', page: 'info', props: { page: 'delivery-preference' } },
  { name: 'subscription-payment', pattern: /^\/delivery-subscription\/payment\.html$/, title: 'Subscription payment', signedInOnly: true, page: 'info', props: { page: 'subscription-payment' } },
  { name: 'set-store', pattern: /^\/set-store\.html$/, title: 'Set store', page: 'info', props: { page: 'set-store' } },
  { name: 'contact', pattern: /^\/contact-us\.html$/, title: 'Contact us', page: 'info', props: { page: 'contact' } },
  { name: 'short-registration', pattern: /^\/account\/short-registration\.html$/, title: 'Finish creating your account', page: 'info', props: { page: 'short-registration' } },
  { name: 'communication-preference', pattern: /^\/customer-account\/communication-preference/, title: 'Communication preferences', signedInOnly: true, page: 'info', props: { page: 'communication-preference' } },
  // PAGES-18: the full-cart address (decision 0450).
  { name: 'full-cart', pattern: /^\/shop\/cart\.html$/, title: 'Your cart', page: 'fullCart' },
  // The checkout and the orders (decision 0489): a signed-in shopper's pages, beyond the spec's screens.
  { name: 'checkout', pattern: /^\/shop\/checkout\.html$/, title: 'Checkout', signedInOnly: true, page: 'checkout' },
  { name: 'order-confirmation', pattern: /^\/shop\/order-confirmation\.html$/, title: 'Order confirmation', signedInOnly: true, page: 'orderConfirmation' },
  { name: 'orders', pattern: /^\/account\/orders\.html$/, title: 'Your orders', signedInOnly: true, page: 'orders' },
  { name: 'deals', pattern: /^\/(?:.*\/)?foru\/coupons-deals\.html$/, title: 'Coupons & deals', page: 'deals' },
  { name: 'error-500', pattern: /^\/error-page\/500\.html$/, title: 'Something went wrong', page: 'serverError' },
  { name: 'health', pattern: /^\/health\/(users\/session|pharmacy\/dashboard)/, title: 'Pharmacy', page: 'info', props: { page: 'health' } },
] as const satisfies readonly RouteRow[];
