import type { ComponentProps, ReactNode } from 'react';
import { ALL_USERS, SIGNED_IN_ONLY } from './access';
import type { PageMeta } from './access';
import { ROUTE_TABLE } from '../routeTable';
import type { FromMatch, PageModule, RouteRow } from '../routeTable';
import { deferred } from '../shell/lazy';
import type { Deferred } from '../shell/lazy';

// Every page is its own chunk, fetched when its route is matched (or earlier: at boot for the address being opened,
// and on intent when a link is hovered or focused). Keyed as the route table names them (its PAGE_MODULES give the
// same files), so a page the table names and nothing imports is a type error here.
const PAGES = {
  home: deferred(() => import('../home/HomePage').then((m) => m.HomePage)),
  product: deferred(() => import('../product/ProductDetailsPage').then((m) => m.ProductDetailsPage)),
  search: deferred(() => import('../search/SearchResultsPage').then((m) => m.SearchResultsPage)),
  aisles: deferred(() => import('../aisles/AislesPage').then((m) => m.AislesPage)),
  sellerAisles: deferred(() => import('../aisles/SellerAislesPage').then((m) => m.SellerAislesPage)),
  brands: deferred(() => import('./BrandsPage').then((m) => m.BrandsPage)),
  info: deferred(() => import('./InfoPage').then((m) => m.InfoPage)),
  offer: deferred(() => import('./OfferDetailsPage').then((m) => m.OfferDetailsPage)),
  signIn: deferred(() => import('./SignInPage').then((m) => m.SignInPage)),
  setPassword: deferred(() => import('./SetPasswordPage').then((m) => m.SetPasswordPage)),
  createAccount: deferred(() => import('../account/CreateAccountPage').then((m) => m.CreateAccountPage)),
  needZipcode: deferred(() => import('../account/CreateAccountPage').then((m) => m.NeedZipcodePage)),
  resetPassword: deferred(() => import('../account/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  deals: deferred(() => import('./DealsPage').then((m) => m.DealsPage)),
  serverError: deferred(() => import('./ServerErrorPage').then((m) => m.ServerErrorPage)),
  fullCart: deferred(() => import('../cart/FullCartPage').then((m) => m.FullCartPage)),
  checkout: deferred(() => import('../checkout/CheckoutPage').then((m) => m.CheckoutPage)),
  orderConfirmation: deferred(() => import('../checkout/OrderConfirmationPage').then((m) => m.OrderConfirmationPage)),
  orders: deferred(() => import('../checkout/OrdersPage').then((m) => m.OrdersPage)),
  notFound: deferred(() => import('./NotFoundPage').then((m) => m.NotFoundPage)),
} satisfies { readonly [K in PageModule]: unknown };
const NotFound = PAGES.notFound;

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

type PropsOf<M extends PageModule> = ComponentProps<(typeof PAGES)[M]['Component']>;
type Row = (typeof ROUTE_TABLE)[number];
type RowProps<R> = R extends { readonly props: infer P } ? P : Record<never, never>;
/** The name of a row whose props its page's component does not take (a page with required props needs them). */
type Misfit<R> = R extends { readonly name: infer N; readonly page: infer M extends PageModule } ? ([RowProps<R>] extends [FromMatch<PropsOf<M>>] ? never : N) : never;
// The table is data with no React: each row's props are checked against its page's component here, where both meet.
const propsFit: [Misfit<Row>] extends [never] ? true : Misfit<Row> = true;
void propsFit;

const fromMatch = <T,>(value: FromMatch<T>, m: RegExpMatchArray): T => (typeof value === 'function' ? (value as (m: RegExpMatchArray) => T)(m) : value);

export function matchRoute(pathname: string): RouteMatch {
  for (const r of ROUTE_TABLE as readonly RouteRow[]) {
    const m = pathname.match(r.pattern);
    if (m) {
      // One renderer for all rows: each row's props are checked against its page above (`propsFit`).
      const page = PAGES[r.page] as Deferred<object>;
      const props = r.props ?? {};
      return { name: r.name, title: fromMatch(r.title, m), meta: r.signedInOnly ? SIGNED_IN_ONLY : ALL_USERS, render: () => <page.Component {...fromMatch(props, m)} />, preload: page.preload, signInPage: r.signInPage ?? false };
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

