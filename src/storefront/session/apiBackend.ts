import type { Api } from '../../api/index';
import { isApiError } from '../../api/http';
import type { IdentityClient } from '../../api/identity';
import type { Backend } from './backend';
import { BackendError, unavailableBackend } from './backend';
import type { WebStorage } from '../ports';
import { fetchedOnce, loadShopperCalls } from '../chunks';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Reads the CSMS or provider code and message out of a failed call's error body. */
export function toBackendError(error: unknown): BackendError {
  if (!isApiError(error)) return new BackendError(error instanceof Error ? error.message : 'Request failed', null);
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const first = Array.isArray(body.errors) ? (body.errors[0] as Record<string, unknown> | undefined) : undefined;
  const code = str(body.errorCode) ?? str(body.code) ?? str(first?.code);
  const message = str(body.errorSummary) ?? str(body.message) ?? str(first?.message);
  return new BackendError(error.message, error.status ?? null, code, message, error.statusText ?? null, error.body);
}

/**
 * The calls a page load never makes (src/storefront/session/shopperCalls.ts): the sign-in's four only with an identity
 * client, as before; the others always.
 */
const SIGN_IN_CALLS: ReadonlySet<string> = new Set(['authn', 'sendCode', 'verify', 'followAuthorize']);
const SHOPPER_CALLS = ['authn', 'sendCode', 'verify', 'followAuthorize', 'resendCode', 'signup', 'verifySignup', 'register', 'passwordToken', 'resetPassword', 'updateProfileStores', 'updateBusinessProfile', 'createPasskey', 'activatePasskey', 'storesForZip', 'storeLocation', 'storeAddressLine', 'unsubscribeEmail'] as const satisfies readonly (keyof Backend)[];

export async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toBackendError(error);
  }
}


/**
 * The storefront's Backend over the src/api clients. Calls whose client is not part of src/api yet (identity,
 * messaging, profile) keep the `unavailableBackend` behaviour: they fail, and the screens show the catalogue's
 * fallback message.
 */
/**
 * `handOff` follows a provider address (the authorize hand-off, OTP-04/OTP-10): a real navigation against live
 * endpoints; in simulator mode a request the in-page worker can answer, since navigations bypass it.
 */
export function apiBackend(api: Api, banner: string, identity?: IdentityClient, handOff?: (url: string) => Promise<void>, local: WebStorage | null = null): Backend {
  // A shopper's call waits for its module only the first time, and only when the idle prefetch has not fetched it; a
  // failed fetch is forgotten, so the next call fetches again.
  const calls = fetchedOnce(() => loadShopperCalls().then((m) => m.shopperCalls(api, identity, handOff, local)));
  const shopper = (name: (typeof SHOPPER_CALLS)[number]) => (...args: unknown[]) => calls().then((c) => (c[name] as (...a: unknown[]) => Promise<unknown>)(...args));
  return {
    ...unavailableBackend,
    ...(Object.fromEntries(SHOPPER_CALLS.filter((name) => identity || !SIGN_IN_CALLS.has(name)).map((name) => [name, shopper(name)])) as unknown as Partial<Backend>),
    storeFlags: (storeId, zipcode) => mapped(() => api.storeFlags.get(storeId, zipcode ? { zipcode } : {})),
    refreshSession: () =>
      mapped(async () => {
        const r = await api.identity.refreshSession();
        return { status: r.status, login: r.login };
      }),
    userInfoText: () => mapped(() => api.servlets.userInfoText({ banner })),
    profile: (caller, uuid) => mapped(() => api.profile.profile(caller, uuid)),
    sponsoredIcons: (caller, input) => mapped(() => api.sponsored.icons(input, caller)),
    splash: (caller, body) => mapped(() => api.content.splash(body, caller)),
    acknowledgeDefault: (caller, uuid, ack) => mapped(() => api.customerAccount.acknowledgeDefault(caller, uuid, ack)),
    healthLogout: () => mapped(async () => void (await api.health.logout())),
    loyaltyPartners: (caller, uuid) => mapped(() => api.customerAccount.loyaltyPartners(caller, uuid)),
    passkeyFactors: (caller, uuid) => mapped(() => api.customerAccount.factors(caller, uuid)),
    offerGallery: (caller) => mapped(() => (caller ? api.offers.offersGallery(caller) : api.offers.anonymousOffersGallery())),
    offer: (caller, offerId) => mapped(() => api.offers.offer(offerId, caller ?? undefined)),
    clipOffer: (caller, offerId, clip, storeId) =>
      mapped(async () => {
        const { items } = clip ? await api.offers.clip(caller, [offerId], storeId) : await api.offers.unclip(caller, [offerId]);
        return items.find((i) => i.offerId === offerId)?.clipStatus ?? (clip ? 'U' : 'C');
      }),
    checkoutSlots: (caller, storeId, fulfillment) => mapped(() => api.slots.list(caller, storeId, fulfillment)),
    reserveSlot: (caller, hold) => mapped(() => api.slots.reserve(caller, hold)),
    placeOrder: (caller, order) => mapped(() => api.orders.place(caller, order)),
    orderSummaries: (caller) => mapped(() => api.orders.summaries(caller)),
    orderDetails: (caller, orderId) => mapped(() => api.orders.order(caller, orderId)),
    userInfo: async () => {
      try {
        return await api.servlets.userInfo({ banner });
      } catch {
        return null; // SESSION-EST-19 / ERR: user-info failure shows no message
      }
    },
    validateStore: async ({ banner: b, storeId, preference, zipcode }) => {
      const { validRequest } = await api.storeResolver.validate({ banner: b, storeid: storeId, preference, ...(zipcode ? { zipcode } : {}) });
      const store = validRequest.ecomStore ?? validRequest.store ?? null;
      return { isValid: validRequest.isValid, storeId: store?.storeId ?? null, zipcode: store?.zipcode ?? validRequest.mappedZip ?? null };
    },
    deliveryCheck: (zipcode) => api.storeResolver.delivery(zipcode),
    selectorValidate: (b, storeId) => api.storeResolver.validate({ banner: b, storeid: storeId, preference: 'instore' }),
    storeAddress: async (storeId) => {
      const a = (await api.storeResolver.storeAddress(storeId)).storeAddressModel?.address;
      return a ? { line1: a.line1, city: a.city, state: a.state, zipcode: a.zipcode } : null;
    },
  };
}

/** Fetches the shopper calls' module ahead of a shopper's act (the page's idle prefetch). */
export const prefetchShopperCalls = (): Promise<unknown> => loadShopperCalls();
