import { validatedConfig, type StorefrontConfig, type StorefrontConfigInput } from '../../spec/schemas/config';
import type { ApiContext } from './context';
import type { ApiEnv } from './http';
import type { createCartClient } from './cart';
import type { createCatalogueClient } from './catalogue';
import type { createContentClient } from './content';
import type { createCustomerAccountClient } from './customerAccount';
import type { createHealthClient } from './health';
import type { createIdentityClient } from './identity';
import type { createLocationClient } from './location';
import type { createMessagingClient } from './messaging';
import type { createOffersClient } from './offers';
import type { createOrdersClient } from './orders';
import type { createProfileClient } from './profile';
import type { createSellerClient } from './seller';
import type { createSlotsClient } from './slots';
import { createServletsClient } from './servlets';
import type { createSponsoredClient } from './sponsored';
import { createStoreFlagsClient } from './storeFlags';
import { createStoreResolverClient } from './storeResolver';

export * from './http';
export type { ApiContext } from './context';
export { STORE_NOT_FOUND } from './storeResolver';

/** A client whose every member is a call answering with a promise, so it can stand in before its code has arrived. */
type AsyncClient<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * A client whose module is fetched on its first call (and built once): the page load needs the session's clients
 * only, so the others' code and response schemas are not part of it. A failed fetch is forgotten, so the next call
 * fetches again.
 */
function onFirstCall<T extends AsyncClient<T>>(load: () => Promise<(ctx: ApiContext) => T>, ctx: ApiContext): T {
  let client: Promise<T> | null = null;
  const built = (): Promise<T> =>
    (client ??= load().then(
      (create) => create(ctx),
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  const calls = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_, name) {
      // Not a promise and not serialisable: only the client's calls are answered.
      if (typeof name !== 'string' || name === 'then' || name === 'toJSON') return undefined;
      let call = calls.get(name);
      if (!call) {
        call = (...args: unknown[]) => built().then((c) => (c[name as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args));
        calls.set(name, call);
      }
      return call;
    },
  });
}

/**
 * Every upstream client, built from one configuration and one environment. The clients a page load calls (servlets,
 * store resolver, store flags) are built at once; the others are fetched and built on their first call.
 */
export function createApi(config: StorefrontConfig | StorefrontConfigInput, env: ApiEnv) {
  // The storefront's boot has validated its configuration already: it is not validated twice.
  const ctx: ApiContext = { config: validatedConfig(config), env };
  return {
    servlets: createServletsClient(ctx),
    storeResolver: createStoreResolverClient(ctx),
    storeFlags: createStoreFlagsClient(ctx),
    // The identity provider's calls are the sign-in screens' and a signed-in page load's refresh (CALL-48): a guest's
    // page load never makes one.
    identity: onFirstCall<ReturnType<typeof createIdentityClient>>(() => import('./identity').then((m) => m.createIdentityClient), ctx),
    messaging: onFirstCall<ReturnType<typeof createMessagingClient>>(() => import('./messaging').then((m) => m.createMessagingClient), ctx),
    profile: onFirstCall<ReturnType<typeof createProfileClient>>(() => import('./profile').then((m) => m.createProfileClient), ctx),
    customerAccount: onFirstCall<ReturnType<typeof createCustomerAccountClient>>(() => import('./customerAccount').then((m) => m.createCustomerAccountClient), ctx),
    location: onFirstCall<ReturnType<typeof createLocationClient>>(() => import('./location').then((m) => m.createLocationClient), ctx),
    seller: onFirstCall<ReturnType<typeof createSellerClient>>(() => import('./seller').then((m) => m.createSellerClient), ctx),
    content: onFirstCall<ReturnType<typeof createContentClient>>(() => import('./content').then((m) => m.createContentClient), ctx),
    sponsored: onFirstCall<ReturnType<typeof createSponsoredClient>>(() => import('./sponsored').then((m) => m.createSponsoredClient), ctx),
    offers: onFirstCall<ReturnType<typeof createOffersClient>>(() => import('./offers').then((m) => m.createOffersClient), ctx),
    health: onFirstCall<ReturnType<typeof createHealthClient>>(() => import('./health').then((m) => m.createHealthClient), ctx),
    catalogue: onFirstCall<ReturnType<typeof createCatalogueClient>>(() => import('./catalogue').then((m) => m.createCatalogueClient), ctx),
    cart: onFirstCall<ReturnType<typeof createCartClient>>(() => import('./cart').then((m) => m.createCartClient), ctx),
    slots: onFirstCall<ReturnType<typeof createSlotsClient>>(() => import('./slots').then((m) => m.createSlotsClient), ctx),
    orders: onFirstCall<ReturnType<typeof createOrdersClient>>(() => import('./orders').then((m) => m.createOrdersClient), ctx),
  };
}
export type Api = ReturnType<typeof createApi>;

/** Which client method makes each catalogue CALL (coverage reads this). */
export const clientCalls: readonly { call: string; client: string }[] = [
  { call: 'CALL-01', client: 'servlets.userInfo' },
  { call: 'CALL-02', client: 'servlets.guestAuthenticate' },
  { call: 'CALL-30', client: 'servlets.userInfoText' },
  { call: 'CALL-04', client: 'servlets.ssoUrl' },
  { call: 'CALL-45', client: 'servlets.ssoUrl' },
  { call: 'CALL-46', client: 'servlets.signOutUrl' },
  { call: 'CALL-03', client: 'servlets.currentStore' },
  { call: 'CALL-05', client: 'servlets.storeLocator' },
  { call: 'CALL-06', client: 'servlets.storeForZip' },
  { call: 'CALL-07', client: 'servlets.addToCart' },
  { call: 'CALL-07', client: 'cart.add' },
  { call: 'CALL-07', client: 'cart.list' },
  { call: 'CALL-07', client: 'cart.setQuantity' },
  { call: 'CALL-07', client: 'cart.merge' },
  { call: 'CALL-07', client: 'cart.moveToStore' },
  { call: 'CALL-08', client: 'servlets.productPrice' },
  { call: 'CALL-09', client: 'servlets.similarProducts' },
  { call: 'CALL-10', client: 'servlets.historyList' },
  { call: 'CALL-11', client: 'servlets.pendingOrderAlert' },
  { call: 'CALL-12', client: 'servlets.selectedSlot' },
  { call: 'CALL-13', client: 'servlets.editCartOrderId' },
  { call: 'CALL-14', client: 'servlets.pendingOrderUpdate' },
  { call: 'CALL-15', client: 'servlets.departments' },
  { call: 'CALL-16', client: 'servlets.fulfillment' },
  { call: 'CALL-17', client: 'servlets.promos' },
  { call: 'CALL-18', client: 'servlets.ecomGallery' },
  { call: 'CALL-19', client: 'servlets.modernRoute' },
  { call: 'CALL-20', client: 'servlets.sellerCarousel' },
  { call: 'CALL-21', client: 'servlets.wineCarousel' },
  { call: 'CALL-20', client: 'catalogue.search' },
  { call: 'CALL-20', client: 'catalogue.product' },
  { call: 'CALL-20', client: 'catalogue.similar' },
  { call: 'CALL-21', client: 'catalogue.search' },
  { call: 'CALL-21', client: 'catalogue.product' },
  { call: 'CALL-21', client: 'catalogue.similar' },
  { call: 'CALL-71', client: 'health.session' },
  { call: 'CALL-63', client: 'health.logout' },
  { call: 'CALL-22', client: 'storeFlags.get' },
  { call: 'CALL-23', client: 'storeResolver.delivery' },
  { call: 'CALL-24', client: 'storeResolver.validate' },
  { call: 'CALL-25', client: 'storeResolver.storeAddress' },
  { call: 'CALL-72', client: 'storeResolver.storeAddressLine' },
  { call: 'CALL-61', client: 'identity.authn' },
  { call: 'CALL-62', client: 'identity.sendPasscode' },
  { call: 'CALL-62', client: 'identity.verifyPasscode' },
  { call: 'CALL-62', client: 'identity.verifyPassword' },
  { call: 'CALL-48', client: 'identity.refreshSession' },
  { call: 'CALL-47', client: 'identity.authorizeUrl' },
  { call: 'CALL-70', client: 'identity.authorizeUrl' },
  { call: 'CALL-56', client: 'messaging.signin' },
  { call: 'CALL-57', client: 'messaging.resend' },
  { call: 'CALL-58', client: 'messaging.nonKmsi' },
  { call: 'CALL-59', client: 'messaging.kmsi' },
  { call: 'CALL-59', client: 'messaging.deleteKmsi' },
  { call: 'CALL-40', client: 'messaging.signin' },
  { call: 'CALL-40', client: 'messaging.signup' },
  { call: 'CALL-40', client: 'messaging.verifySignup' },
  { call: 'CALL-40', client: 'messaging.register' },
  { call: 'CALL-40', client: 'messaging.lookup' },
  { call: 'CALL-40', client: 'messaging.passwordToken' },
  { call: 'CALL-26', client: 'profile.updateStores' },
  { call: 'CALL-27', client: 'profile.customerStores' },
  { call: 'CALL-49', client: 'profile.profile' },
  { call: 'CALL-50', client: 'customerAccount.addresses' },
  { call: 'CALL-51', client: 'customerAccount.acknowledgeDefault' },
  { call: 'CALL-52', client: 'customerAccount.loyaltyPartners' },
  { call: 'CALL-53', client: 'customerAccount.factors' },
  { call: 'CALL-68', client: 'customerAccount.createPasskey' },
  { call: 'CALL-69', client: 'customerAccount.activatePasskey' },
  { call: 'CALL-64', client: 'customerAccount.anonymousUnsubscribe' },
  { call: 'CALL-65', client: 'customerAccount.updateBusinessProfile' },
  { call: 'CALL-38', client: 'customerAccount.rewards' },
  { call: 'CALL-38', client: 'customerAccount.addresses' },
  { call: 'CALL-38', client: 'customerAccount.stores' },
  { call: 'CALL-38', client: 'customerAccount.customerProfile' },
  { call: 'CALL-38', client: 'customerAccount.subscriptions' },
  { call: 'CALL-38', client: 'customerAccount.loyaltyPartners' },
  { call: 'CALL-38', client: 'customerAccount.fulfilmentPreferences' },
  { call: 'CALL-38', client: 'customerAccount.fulfilment' },
  { call: 'CALL-39', client: 'customerAccount.register' },
  { call: 'CALL-39', client: 'customerAccount.changePassword' },
  { call: 'CALL-39', client: 'customerAccount.resetPassword' },
  { call: 'CALL-39', client: 'customerAccount.addAddress' },
  { call: 'CALL-39', client: 'customerAccount.unsubscribe' },
  { call: 'CALL-39', client: 'customerAccount.cities' },
  { call: 'CALL-31', client: 'location.storeLocation' },
  { call: 'CALL-28', client: 'seller.shipMethods' },
  { call: 'CALL-66', client: 'content.splash' },
  { call: 'CALL-67', client: 'content.targeted' },
  { call: 'CALL-55', client: 'sponsored.icons' },
  { call: 'CALL-32', client: 'offers.gallery' },
  { call: 'CALL-32', client: 'offers.anonymousGallery' },
  { call: 'CALL-32', client: 'offers.offer' },
  { call: 'CALL-32', client: 'offers.personalizedContent' },
  { call: 'CALL-32', client: 'offers.myList' },
  { call: 'CALL-32', client: 'offers.myListCount' },
  { call: 'CALL-32', client: 'offers.rewardOffers' },
  { call: 'CALL-32', client: 'offers.rewardMyList' },
  { call: 'CALL-32', client: 'offers.offersGallery' },
  { call: 'CALL-32', client: 'offers.anonymousOffersGallery' },
  { call: 'CALL-32', client: 'offers.allocations' },
  { call: 'CALL-33', client: 'offers.clip' },
  { call: 'CALL-33', client: 'offers.unclip' },
  { call: 'CALL-33', client: 'offers.unclipReward' },
  { call: 'CALL-34', client: 'offers.xapiOffers' },
  { call: 'CALL-34', client: 'offers.companionOffers' },
  { call: 'CALL-34', client: 'offers.instantAllocationOffers' },
  { call: 'CALL-34', client: 'offers.newRegistrationOffers' },
  { call: 'CALL-35', client: 'offers.offerFilters' },
  { call: 'CALL-35', client: 'offers.challenges' },
  { call: 'CALL-35', client: 'offers.savings' },
  { call: 'CALL-36', client: 'offers.clippedRewards' },
  { call: 'CALL-36', client: 'offers.rewardsHistoryV2' },
  { call: 'CALL-36', client: 'offers.rewardsHistory' },
  { call: 'CALL-37', client: 'offers.storesByIds' },
  { call: 'CALL-37', client: 'offers.derivedEcomStore' },
  { call: 'CALL-37', client: 'offers.rewardsSummary' },
  { call: 'CALL-43', client: 'slots.list' },
  { call: 'CALL-43', client: 'slots.reserve' },
  { call: 'CALL-43', client: 'slots.current' },
  { call: 'CALL-43', client: 'orders.place' },
  { call: 'CALL-43', client: 'orders.summaries' },
  { call: 'CALL-43', client: 'orders.order' },
];
