import type { OfferView } from '../../../spec/schemas/upstream/offers';
import type { OrderView } from '../../../spec/schemas/upstream/orders';
import type { ReservationView, SlotView } from '../../../spec/schemas/upstream/slots';
import type { UserInfo } from '../../../spec/schemas/userInfo';
import { storeResolverErrorText } from '../../rules/storeResolverErrors';
import type { ProfileStoresBody } from '../../rules/storeChange';

/**
 * What the storefront needs from the network, one method per upstream call it makes. main.tsx builds it from the
 * src/api clients; tests pass fakes. Every method rejects with a `BackendError` (or any Error) on failure; the
 * callers apply the spec's fallbacks.
 */
export interface StoreSummary {
  readonly storeId: string;
  readonly banner: string;
  readonly zipcode: string;
  readonly address: string | null;
  readonly isClosed?: boolean;
  /** The store's name, miles from the ZIP code's centre and daily hours (24-hour HH:MM), when the resolver gives them (decision 0431). */
  readonly name?: string | null;
  readonly distance?: number | null;
  readonly hours?: { readonly opens: string; readonly closes: string } | null;
}

export interface StoreAddress {
  readonly line1: string;
  readonly city: string;
  readonly state: string;
  readonly zipcode: string;
}

export interface ValidatedStore {
  readonly isValid: boolean;
  readonly storeId: string | null;
  readonly zipcode: string | null;
}

export interface AuthnFactor {
  readonly id: string;
  readonly factorType: string;
}

export interface AuthnStart {
  readonly status?: string | null;
  readonly stateToken: string;
  readonly expiresAt?: string | null;
  readonly factors: readonly AuthnFactor[];
  readonly maskedEmail?: string | null;
  readonly userId?: string | null;
}

export interface AccountSignup {
  readonly emailAddress: string;
  readonly phoneNumber?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  readonly banner: string;
  /** The ZIP code the shopper gave (the need-zipcode page's, or the session's), five digits. */
  readonly zipCode?: string;
}

export interface SignupStart {
  readonly stateToken: string;
  readonly factorId: string;
  readonly maskedEmail: string;
}

export interface VerifyResult {
  readonly status: string;
  readonly sessionToken?: string | null;
}

export class BackendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** CSMS or provider code when the body carried one. */
    readonly code: string | null = null,
    /** Message text the server sent with the code. */
    readonly serverMessage: string | null = null,
    /** The HTTP status text of a failed answer (STORE-CHANGE-07 hands it to the caller). */
    readonly statusText: string | null = null,
    /** The failed answer's body as it came (the sign-in reads its error with the machine's own reader). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/** Who is calling: the bearer token travels only for R and C users (USER-TYPES-13); the client decides. */
export interface CallerInfo {
  readonly userType: string;
  readonly token: string | null;
}

export interface Backend {
  /** CALL-01 unified user info (null when the call fails: no message, SESSION-EST-19). */
  userInfo(): Promise<UserInfo | null>;
  /** CALL-24 store resolver validate. */
  validateStore(query: { banner: string; storeId: string; preference: string; zipcode?: string }): Promise<ValidatedStore>;
  /** CALL-23 stores serving a zip code (delivery check, radius 50, size 10). */
  storesForZip(zipcode: string): Promise<readonly StoreSummary[]>;
  /** CALL-23 the raw delivery-check body for a zip code (GUEST-STORE-04, read by the guest-store rule). */
  deliveryCheck?(zipcode: string): Promise<unknown>;
  /** CALL-24 the raw validate body for a store-id selector (banner, store id, preference instore; GUEST-STORE-09). */
  selectorValidate?(banner: string, storeId: string): Promise<unknown>;
  /** CALL-25 store address by store id; null when the store is unknown. */
  storeAddress(storeId: string): Promise<StoreAddress | null>;
  /** CALL-31 the store location (the location service's `response`), for page scripts (ERR-06). */
  storeLocation?(storeId: string): Promise<unknown>;
  /** CALL-72 the store address line1, or 'Store not found' (ADDRESS-07, ERR-43), for page scripts. */
  storeAddressLine?(storeId: string): Promise<string>;
  /** CALL-22 the store flags of a branch (raw body, read by the store-flags rule); failures carry their status. */
  storeFlags?(storeId: string, zipcode: string): Promise<unknown>;
  /** CALL-02 guest authenticate with a zip code. */
  authenticateGuest?(zipcode: string): Promise<void>;
  /** Identity provider primary authentication: factors enrolled for a user name. */
  authn(username: string): Promise<AuthnStart>;
  /** Sends a one-time code through the factor (OTP-08). */
  sendCode(factorId: string, stateToken: string): Promise<void>;
  /** Verifies a code, or a password when factorId is `password` (OTP-08). */
  verify(factorId: string, stateToken: string, passCode: string): Promise<VerifyResult>;
  /** CALL-57 resends the code (messaging service); without it the code is sent again through the factor. */
  resendCode?(factorId: string, body: { stateToken: string; expiresAt?: string; user?: { id: string; profile: { login: string } } }): Promise<void>;
  /** CALL-40 /signup: starts an account creation; a passcode goes to the email address. */
  signup?(input: AccountSignup): Promise<SignupStart>;
  /** CALL-40 /signup/factors/{factorId}/verify: the sign-up passcode. */
  verifySignup?(factorId: string, stateToken: string, passCode: string): Promise<void>;
  /** CALL-40 /customers/register: registers the verified sign-up; its session token signs the new customer in. */
  register?(stateToken: string): Promise<{ readonly sessionToken: string }>;
  /** CALL-40 /pwd/token: sends a password-reset code to the account's email address. */
  passwordToken?(emailAddress: string): Promise<{ readonly maskedEmail: string }>;
  /** CALL-39 /pwd: sets a new password with the reset code; its session token signs the customer in. */
  resetPassword?(token: string, password: string): Promise<{ readonly sessionToken: string }>;
  /** Follows the authorize address the sign-in machine built (OTP-04, OTP-10): the signed-in session hand-off. */
  followAuthorize(url: string): Promise<void>;
  /** Sign-out (SIGNIN-05, CALL-46): the identity provider's logout, the server side of clearing the session. */
  signOut(): Promise<void>;
  /** CALL-63 ends the health-app session on sign-out (SIGNIN-05). */
  healthLogout?(): Promise<void>;
  /** CALL-64 the email address an anonymous unsubscribe link's token names (SIGNIN-08). */
  unsubscribeEmail?(token: string): Promise<string>;
  /** CALL-48 refreshes the keep-me-signed-in provider session (credentials included): its status and login. */
  refreshSession?(): Promise<{ readonly status: string | null; readonly login: string | null }>;
  /** CALL-30 the text user-info path of the sign-in hand-off; SWY_SHOP_TOKEN is read by the session-events rule. */
  userInfoText?(): Promise<UserInfo>;
  /** CALL-49 the signed-in user's profile (raw body, read by the profile-reconciliation rule). */
  profile?(caller: CallerInfo, uuid: string): Promise<unknown>;
  /** CALL-26 STORE-CHANGE-03: persist the signed-in user's store choice (body built by the store-change rule). */
  updateProfileStores?(caller: CallerInfo, userId: string, body: ProfileStoresBody): Promise<void>;
  /** CALL-55 sponsored category icons (raw body, read by the sponsored rule). */
  sponsoredIcons?(caller: CallerInfo, input: { pagename: string; storeId: string; taxonomyPath: string; channel: 'delivery' | 'instore' | 'pickup'; sid: string }): Promise<unknown>;
  /** CALL-66 splash deals (raw body, read by the splash rule). */
  splash?(caller: CallerInfo, body: { placement: string; storeId: string; uiPageSize: number; householdId?: string; assortmentChannel: string; platform: string }): Promise<unknown>;
  /** CALL-51 acknowledges the reset-to-default address notice. */
  acknowledgeDefault?(caller: CallerInfo, uuid: string, ack: { postalCode?: string; addressId?: string }): Promise<void>;
  /** CALL-53 the signed-in user's MFA factors (raw body; the passkey rule reads factorType and status). */
  passkeyFactors?(caller: CallerInfo, uuid: string): Promise<unknown>;
  /** CALL-68 starts a passkey enrolment (raw body: id and activation). */
  createPasskey?(caller: CallerInfo, uuid: string): Promise<unknown>;
  /** CALL-69 activates the enrolled passkey with the authenticator's attestation and client data. */
  activatePasskey?(caller: CallerInfo, uuid: string, factorId: string, credential: { attestation: string; clientData: string }): Promise<void>;
  /** CALL-52 the signed-in user's loyalty partners (raw body; the box-top rule reads name and planNumber). */
  loyaltyPartners?(caller: CallerInfo, uuid: string): Promise<unknown>;
  /** CALL-32 the offers gallery: the anonymous one without a caller, the personal one (offers with their clip status) with one. */
  offerGallery?(caller: CallerInfo | null): Promise<{ readonly offers: readonly OfferView[] }>;
  /** CALL-32 one running offer (a details page's). */
  offer?(caller: CallerInfo | null, offerId: string): Promise<OfferView>;
  /** CALL-33 clips (`clip`) or unclips an offer for the signed-in shopper: the offer's clip status after it. */
  clipOffer?(caller: CallerInfo, offerId: string, clip: boolean, storeId: string): Promise<'C' | 'U'>;
  /** CALL-43 (decision 0489) the store's open slots for pickup (`DUG`) or delivery. */
  checkoutSlots?(caller: CallerInfo, storeId: string, fulfillment: 'DUG' | 'DELIVERY'): Promise<readonly SlotView[]>;
  /** CALL-43 holds a slot for the signed-in customer. */
  reserveSlot?(caller: CallerInfo, hold: { storeId: string; slotId: string; fulfillment: 'DUG' | 'DELIVERY' }): Promise<ReservationView>;
  /** CALL-43 places the customer's order for a held slot. */
  placeOrder?(caller: CallerInfo, order: { storeId: string; items: { upc: string; qty: number }[]; reservationId: string }): Promise<OrderView>;
  /** CALL-43 the customer's orders, newest first. */
  orderSummaries?(caller: CallerInfo): Promise<readonly { orderId: string; status: OrderView['status']; total: number; placedAt: string }[]>;
  /** CALL-43 one of the customer's orders with its lines. */
  orderDetails?(caller: CallerInfo, orderId: string): Promise<OrderView>;
  /** CALL-65 the B2B business profile. */
  updateBusinessProfile?(caller: CallerInfo, uuid: string, businessInfo: { name: string; type: string }): Promise<void>;
}

/** A backend whose every call fails: the page still renders, with the spec's fallbacks (used until wiring lands). */
export const unavailableBackend: Backend = {
  userInfo: async () => null,
  validateStore: async () => {
    throw new BackendError(storeResolverErrorText('sync', null).text, null);
  },
  storesForZip: async () => [],
  storeAddress: async () => null,
  authn: async () => {
    throw new BackendError('Sign-in is not available', null);
  },
  sendCode: async () => {
    throw new BackendError('Sign-in is not available', null);
  },
  verify: async () => {
    throw new BackendError('Sign-in is not available', null);
  },
  followAuthorize: async () => {
    throw new BackendError('Sign-in is not available', null);
  },
  signOut: async () => undefined,
};
