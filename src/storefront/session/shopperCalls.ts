import type { Api } from '../../api/index';
import type { IdentityClient } from '../../api/identity';
import type { Backend, StoreSummary } from './backend';
import { BackendError } from './backend';
import { mapped } from './apiBackend';
import { markSignInHandOff } from './sessionEvents';
import type { WebStorage } from '../ports';
import { loadAuthnResponseEvent, loadVerifyResponseEvent } from '../chunks';

/**
 * The calls of the storefront's Backend that only a shopper's act makes (sign-in, account creation, password reset,
 * the store list, passkey enrolment, the business profile, the page API's store look-ups): no page load makes them,
 * so `apiBackend` fetches this module on the first of them (and the page's idle prefetch fetches it before).
 */
export function shopperCalls(api: Api, identity: IdentityClient | undefined, handOff: ((url: string) => Promise<void>) | undefined, local: WebStorage | null): Partial<Backend> {
  const signIn: Partial<Backend> = identity
    ? {
        authn: (username) =>
          mapped(async () => {
            // The sign-in machine's own reading of the answer (factors it cannot read are left out); its code is the
            // sign-in modal's, fetched with it, not the page load's.
            const authnResponseEvent = await loadAuthnResponseEvent();
            const event = authnResponseEvent(await identity.authn(username));
            if (event.type !== 'AUTHN_RESPONSE') throw new BackendError('CALL-61 answered a body the sign-in cannot read', null);
            // Stryker disable next-line ArrayDeclaration: the answer's reader always lists the factors (none as empty), so their fallback is never taken
            return { status: event.status ?? null, stateToken: event.stateToken ?? '', expiresAt: event.expiresAt ?? null, factors: event.factors ?? [], userId: event.userId ?? null };
          }),
        sendCode: (factorId, stateToken) => mapped(async () => void (await identity.sendPasscode(factorId, stateToken))),
        verify: (factorId, stateToken, passCode) =>
          mapped(async () => {
            const verifyResponseEvent = await loadVerifyResponseEvent();
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
    ...signIn,
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
    updateProfileStores: (caller, userId, body) => mapped(async () => void (await api.profile.updateStores(caller, userId, body))),
    updateBusinessProfile: (caller, uuid, businessInfo) => mapped(async () => void (await api.customerAccount.updateBusinessProfile(caller, uuid, businessInfo))),
    createPasskey: (caller, uuid) => mapped(() => api.customerAccount.createPasskey(caller, uuid)),
    activatePasskey: (caller, uuid, factorId, credential) => mapped(async () => void (await api.customerAccount.activatePasskey(caller, uuid, factorId, credential))),
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
        // JSON carries no NaN or infinity: a number of miles is any number from zero.
        const distance = typeof s.distance === 'number' && s.distance >= 0 ? s.distance : null;
        stores.push({ storeId: s.locationId, banner: s.polarisBannerName, zipcode, address, distance, ...details });
      }
      return stores;
    },
    storeLocation: (storeId) => mapped(() => api.location.storeLocation(storeId)),
    storeAddressLine: (storeId) => mapped(() => api.storeResolver.storeAddressLine(storeId)),
    unsubscribeEmail: (token) => mapped(async () => (await api.customerAccount.anonymousUnsubscribe(token)).emailAddress),
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
