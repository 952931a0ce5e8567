import type { Api } from '../../api/index';
import { isApiError } from '../../api/http';
import type { IdentityClient } from '../../api/identity';
import type { Backend, StoreSummary } from './backend';
import { BackendError, unavailableBackend } from './backend';
import { markSignInHandOff } from './sessionEvents';
import type { WebStorage } from '../ports';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Reads the CSMS or provider code and message out of a failed call's error body. */
export function toBackendError(error: unknown): BackendError {
  if (!isApiError(error)) return new BackendError(error instanceof Error ? error.message : 'Request failed', null);
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const first = Array.isArray(body.errors) ? (body.errors[0] as Record<string, unknown> | undefined) : undefined;
  const code = str(body.errorCode) ?? str(body.code) ?? str(first?.code);
  const message = str(body.errorSummary) ?? str(body.message) ?? str(first?.message);
  return new BackendError(error.message, error.status ?? null, code, message, error.statusText ?? null);
}

async function mapped<T>(run: () => Promise<T>): Promise<T> {
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
  const signIn: Partial<Backend> = identity
    ? {
        authn: (username) =>
          mapped(async () => {
            // The sign-in machine's own reading of the answer (factors it cannot read are left out); its code is the
            // sign-in modal's, fetched with it, not the page load's.
            const { authnResponseEvent } = await import('../../rules/signInMachine');
            const event = authnResponseEvent(await identity.authn(username));
            if (event.type !== 'AUTHN_RESPONSE') throw new BackendError('CALL-61 answered a body the sign-in cannot read', null);
            return { status: event.status ?? null, stateToken: event.stateToken ?? '', expiresAt: event.expiresAt ?? null, factors: event.factors ?? [], userId: event.userId ?? null };
          }),
        sendCode: (factorId, stateToken) => mapped(async () => void (await identity.sendPasscode(factorId, stateToken))),
        verify: (factorId, stateToken, passCode) =>
          mapped(async () => {
            const { verifyResponseEvent } = await import('../../rules/signInMachine');
            const event = verifyResponseEvent(factorId === 'password' ? await identity.verifyPassword(stateToken, passCode) : await identity.verifyPasscode(factorId, stateToken, passCode));
            if (event.type !== 'VERIFY_RESPONSE') throw new BackendError('CALL-62 answered a body the sign-in cannot read', null);
            return { status: event.status ?? '', sessionToken: event.sessionToken ?? null };
          }),
        followAuthorize: (url) =>
          mapped(async () => {
            if (!handOff) throw new BackendError('Sign-in hand-off is not available', null);
            // The page load after the hand-off (this page in the simulator, the callback's page live) confirms it.
            markSignInHandOff(local);
            await handOff(url);
          }),
      }
    : {};
  return {
    ...unavailableBackend,
    ...signIn,
    storeFlags: (storeId, zipcode) => mapped(() => api.storeFlags.get(storeId, zipcode ? { zipcode } : {})),
    refreshSession: () =>
      mapped(async () => {
        const r = await api.identity.refreshSession();
        return { status: r.status, login: r.login };
      }),
    userInfoText: () => mapped(() => api.servlets.userInfoText({ banner })),
    resendCode: (factorId, body) => mapped(async () => void (await api.messaging.resend(factorId, body))),
    signup: (input) =>
      mapped(async () => {
        const r = await api.messaging.signup(input);
        return { stateToken: r.stateToken, factorId: r.factorId, maskedEmail: r.maskedEmail };
      }),
    verifySignup: (factorId, stateToken, passCode) => mapped(async () => void (await api.messaging.verifySignup(factorId, stateToken, passCode))),
    register: (stateToken) => mapped(async () => ({ sessionToken: (await api.messaging.register(stateToken)).sessionToken })),
    passwordToken: (emailAddress) => mapped(async () => ({ maskedEmail: (await api.messaging.passwordToken(emailAddress)).maskedEmail })),
    resetPassword: (token, password) => mapped(async () => ({ sessionToken: (await api.customerAccount.resetPassword(token, password)).sessionToken })),
    profile: (caller, uuid) => mapped(() => api.profile.profile(caller, uuid)),
    updateProfileStores: (caller, userId, body) => mapped(async () => void (await api.profile.updateStores(caller, userId, body))),
    sponsoredIcons: (caller, input) => mapped(() => api.sponsored.icons(input, caller)),
    splash: (caller, body) => mapped(() => api.content.splash(body, caller)),
    acknowledgeDefault: (caller, uuid, ack) => mapped(() => api.customerAccount.acknowledgeDefault(caller, uuid, ack)),
    updateBusinessProfile: (caller, uuid, businessInfo) => mapped(async () => void (await api.customerAccount.updateBusinessProfile(caller, uuid, businessInfo))),
    loyaltyPartners: (caller, uuid) => mapped(() => api.customerAccount.loyaltyPartners(caller, uuid)),
    passkeyFactors: (caller, uuid) => mapped(() => api.customerAccount.factors(caller, uuid)),
    createPasskey: (caller, uuid) => mapped(() => api.customerAccount.createPasskey(caller, uuid)),
    activatePasskey: (caller, uuid, factorId, credential) => mapped(async () => void (await api.customerAccount.activatePasskey(caller, uuid, factorId, credential))),
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
    storesForZip: async (zipcode) => {
      const response = await api.storeResolver.delivery(zipcode);
      const stores: StoreSummary[] = [];
      for (const s of response.delivery.stores) {
        let address: string | null;
        let details: Pick<StoreSummary, 'name' | 'hours'> = {};
        try {
          const model = (await api.storeResolver.storeAddress(s.locationId)).storeAddressModel;
          const a = model?.address;
          address = a ? `${a.line1}, ${a.city}, ${a.state}` : null;
          details = storeDetails(model?.storeName, model?.hours);
        } catch {
          address = null;
        }
        const distance = typeof s.distance === 'number' && Number.isFinite(s.distance) && s.distance >= 0 ? s.distance : null;
        stores.push({ storeId: s.locationId, banner: s.polarisBannerName, zipcode, address, distance, ...details });
      }
      return stores;
    },
    storeLocation: (storeId) => mapped(() => api.location.storeLocation(storeId)),
    storeAddressLine: (storeId) => mapped(() => api.storeResolver.storeAddressLine(storeId)),
    storeAddress: async (storeId) => {
      const a = (await api.storeResolver.storeAddress(storeId)).storeAddressModel?.address;
      return a ? { line1: a.line1, city: a.city, state: a.state, zipcode: a.zipcode } : null;
    },
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A store's name and daily hours from the resolver's answer (decision 0431), each left out unless well formed. */
function storeDetails(name: unknown, hours: unknown): Pick<StoreSummary, 'name' | 'hours'> {
  const h = hours !== null && typeof hours === 'object' ? (hours as Record<string, unknown>) : {};
  const opens = typeof h.opens === 'string' && HHMM.test(h.opens) ? h.opens : null;
  const closes = typeof h.closes === 'string' && HHMM.test(h.closes) ? h.closes : null;
  return { name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null, hours: opens && closes ? { opens, closes } : null };
}
