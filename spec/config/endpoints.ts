import type { StorefrontConfigInput } from '../schemas/config';

/**
 * Where each upstream service lives relative to a base origin. The storefront's simulator mode uses these
 * as same-origin paths (the msw worker answers them); `workbench sim serve` serves the same paths over HTTP,
 * so a live-mode configuration only prefixes them with the server's origin.
 * Paths the spec does not name are the simulator's own choice.
 */
export const servicePaths = {
  servlets: '/bin/wcax',
  storeResolverDelivery: '/apim/storeresolver/v2/delivery',
  storeResolverValidate: '/apim/storeresolver/v2/validate',
  storeResolverStoreAddress: '/apim/storeresolver/v2/storeaddress',
  storeFlags: '/apim/storeflags/v1/stores',
  profileService: '/apim/profile',
  datapower: '/apim/datapower',
  customerAccount: '/apim/customer',
  messaging: '/apim/csms',
  identityHost: '/idp',
  identityIssuer: '/idp/oauth2/default',
  locationService: '/apim/location/v1/stores',
  sellerShipMethods: '/apim/seller/v1/shipmethods',
  offers: '/apim/offers',
  offersPcf: '/apim/offers-pcf',
  slots: '/apim/slots',
  orders: '/apim/orders',
  sponsoredIcons: '/apim/sponsored/v1/icons',
  targetedContent: '/apim/content/v1/targeted',
  splash: '/apim/content/v1/splash',
} as const;

/**
 * The feature toggles the workbench's own storefront runs with when nothing else is asked for: `npm start` without
 * `?scenario=`, and the live build the Playwright `live` project serves (tests/e2e/live/write-config.ts). Guest
 * add-to-cart is the spec's A/B test (LINKS-04/05, GUEST-STORE-17): the storefront runs its treatment, with
 * USER-TYPES-08's guest cart on, so a guest shops with a cart of their own and the cart icon goes to the full cart
 * (decision 0450). The schema's defaults stay the spec's (an absent toggle is the control: guests sign in first), so
 * a configuration for real endpoints and a scenario get guest carts only when they say so.
 */
export const storefrontToggles: Readonly<Record<string, boolean | string>> = { disableGuestCart: false, guestAddToCartVariant: 'b' };

/** The storefront configuration that points every service at `origin` (empty string: same origin). */
export function simulatorConfig(banner: string, origin = '', overrides: Partial<StorefrontConfigInput> = {}): StorefrontConfigInput {
  const at = (path: string) => `${origin}${path}`;
  return {
    banner,
    featureToggles: {},
    identity: {
      host: at(servicePaths.identityHost),
      issuer: at(servicePaths.identityIssuer),
      clientId: 'web-portal-sim',
      redirectUri: '/bin/wcax/authorize/callback',
      logoutUrl: at(`${servicePaths.identityIssuer}/v1/logout`),
    },
    storeResolution: {
      deliveryEndpoint: at(servicePaths.storeResolverDelivery),
      validateEndpoint: at(servicePaths.storeResolverValidate),
      storeAddressEndpoint: at(servicePaths.storeResolverStoreAddress),
      subscriptionKey: 'sim-storeresolver-key',
    },
    preloadStoreFlags: { path: at(servicePaths.storeFlags), subscriptionKey: 'sim-storeflags-key' },
    cartAndStoreServices: {
      profileService: at(servicePaths.profileService),
      datapowerBase: at(servicePaths.datapower),
      customerAccount: at(servicePaths.customerAccount),
      messaging: at(servicePaths.messaging),
      locationService: at(servicePaths.locationService),
      locationApiKey: 'sim-location-key',
      locationVersion: '1',
      sellerShipMethods: at(servicePaths.sellerShipMethods),
      subscriptionKey: 'sim-uca-key',
    },
    offers: { base: at(servicePaths.offers), pcfBase: at(servicePaths.offersPcf), subscriptionKey: 'sim-offers-key' },
    checkout: { slotsBase: at(servicePaths.slots), ordersBase: at(servicePaths.orders), subscriptionKey: 'sim-checkout-key' },
    sponsored: { iconsEndpoint: at(servicePaths.sponsoredIcons), subscriptionKey: 'sim-sponsored-key', source: 'web' },
    targetedContent: { endpoint: at(servicePaths.targetedContent), splashPath: at(servicePaths.splash), subscriptionKey: 'sim-content-key' },
    search: {
      sellerSearchTemplate: '/shop/marketplace/search-results.{sellerId}.html?q={q}',
      wineSearchTemplate: '/shop/vineandcellar/search-results.html?q={q}',
    },
    queryString: { marketingParams: ['cmpid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] },
    domain: {
      trustedDomains: ['www.freshway.test', 'www.valleymarket.test', 'www.harborfoods.test', '127.0.0.1', 'localhost'],
      defaultRedirect: '/',
      servletProvider: 'wcax',
      servletBase: '',
      signOutPath: '/bin/wcax/signout',
    },
    bannerDomainMap: { freshway: 'www.freshway.test', valleymarket: 'www.valleymarket.test', harborfoods: 'www.harborfoods.test' },
    // COOKIE-10 (decision 0026): the simulator build is served over plain HTTP, where a browser keeps a Secure
    // cookie only on loopback; on the banner and business hosts mapped to it every cookie would be dropped.
    settings: { secureCookie: 'false' },
    ...overrides,
  };
}
