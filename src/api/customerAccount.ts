import { AddressesResponse, LoyaltyPartnersResponse, PasswordResetResponse } from '../../spec/schemas/upstream/customerAccount';
import { acknowledgeDefaultRequest } from './requests';
import { ActivateFactorResponse, CreateFactorResponse, FactorsResponse, UnsubscribeResponse } from '../../spec/schemas/upstream/passkey';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildUrl, segment, send, type Caller, type HttpMethod, type QueryValue } from './http';
import { ucaHeaders } from './profile';
import { activateFactorRequest, createFactorRequest } from '../rules/passkey';
import {
  AddAddressResponse,
  BusinessProfileResponse,
  CitiesResponse,
  CustomerProfileResponse,
  CustomerStoresResponse,
  FulfilmentPreferencesResponse,
  FulfilmentResponse,
  RegisterResponse,
  RewardsResponse,
  SubscriptionsResponse,
  UnsubscribeEmailResponse,
} from '../../spec/schemas/upstream/responses';

export interface NewAddress {
  addressName?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface Registration {
  email: string;
  phone?: string;
  firstName: string;
  lastName: string;
  banner: string;
  password?: string;
}

/** The customer account service under /api/uca (000 §7, 001 §7). Paths name the customer by UUID. */
export function createCustomerAccountClient(ctx: ApiContext) {
  const { config, env } = ctx;
  const base = buildUrl(config.cartAndStoreServices.customerAccount, 'api/uca');

  interface Call<T> {
    call: string;
    method?: HttpMethod;
    path: string;
    caller?: Caller;
    query?: Record<string, QueryValue>;
    body?: unknown;
    contentType?: string;
    schema?: z.core.$ZodType<T>;
    signal?: AbortSignal;
  }
  async function call<T>(c: Call<T>): Promise<T> {
    const url = buildUrl(base, c.path, c.query);
    // A call without a schema is not read at all; the rest are read as JSON, send's default.
    const read = c.schema ? undefined : 'none';
    return (await send(env, { call: c.call, method: c.method ?? 'GET', url, headers: ucaHeaders(ctx, c.caller), body: c.body, contentType: c.contentType, schema: c.schema, read, signal: c.signal })).data;
  }
  const requireUuid = (id: string, callId: string) => {
    if (!id.trim()) throw missingInput(callId, 'UUID is required', undefined, 'UUID');
  };
  const customer = (id: string, callId: string, sub: string) => {
    requireUuid(id, callId);
    return `customers/${segment(id)}${sub}`;
  };

  return {
    /** CALL-50 addresses, without geocoded stores or divestiture stores. */
    addresses: async (caller: Caller, uuid: string, signal?: AbortSignal) =>
      call({ call: 'CALL-50', caller, path: customer(uuid, 'CALL-50', '/addresses'), query: { resolveStoresWithGeoCodes: false, includeDivestitureStores: false }, schema: AddressesResponse, signal }),

    /** CALL-51 acknowledges the reset-to-default notice: merge-patch with both resetToDefault false. Failure is only warned about (ERR-34). */
    acknowledgeDefault: async (caller: Caller, uuid: string, ack: { postalCode?: string; addressId?: string }, signal?: AbortSignal): Promise<void> => {
      if (!ack.postalCode && !ack.addressId) throw missingInput('CALL-51', 'postalCode or addressId is required', undefined, 'selectedAddress');
      requireUuid(uuid, 'CALL-51');
      const request = acknowledgeDefaultRequest(uuid, ack);
      await call({ call: 'CALL-51', method: request.method, caller, path: request.path, query: request.query, body: request.body, contentType: request.contentType, signal });
    },

    /** CALL-52 (and CALL-38 /loyaltypartners) loyalty partners {name, planNumber}. */
    loyaltyPartners: async (caller: Caller, uuid: string, signal?: AbortSignal) => call({ call: 'CALL-52', caller, path: customer(uuid, 'CALL-52', '/loyaltypartners'), schema: LoyaltyPartnersResponse, signal }),

    /** CALL-53 MFA factors {factorType, status} (the passkey prompt). */
    factors: async (caller: Caller, uuid: string, signal?: AbortSignal) => call({ call: 'CALL-53', caller, path: customer(uuid, 'CALL-53', '/factors'), schema: FactorsResponse, signal }),

    /** CALL-68 starts a passkey enrolment (PASSKEY-05: the rule's webauthn/FIDO request). */
    createPasskey: async (caller: Caller, uuid: string, signal?: AbortSignal) => {
      requireUuid(uuid, 'CALL-68');
      const request = createFactorRequest(uuid);
      return call({ call: 'CALL-68', method: request.method, caller, path: request.path, body: request.body, schema: CreateFactorResponse, signal });
    },

    /** CALL-69 activates a pending passkey with the authenticator's attestation and client data. */
    activatePasskey: async (caller: Caller, uuid: string, factorId: string, credential: { attestation: string; clientData: string }, signal?: AbortSignal) => {
      requireUuid(uuid, 'CALL-69');
      if (!factorId.trim()) throw missingInput('CALL-69', 'factorId is required', undefined, 'factorId');
      const request = activateFactorRequest(uuid, factorId, credential);
      return call({ call: 'CALL-69', method: request.method, caller, path: request.path, body: request.body, schema: ActivateFactorResponse, signal });
    },

    /** CALL-64 the email address an anonymous unsubscribe link names. */
    anonymousUnsubscribe: async (token: string, signal?: AbortSignal) => {
      if (!token.trim()) throw missingInput('CALL-64', 'token is required', undefined, 'token');
      return call({ call: 'CALL-64', path: 'unsubscribe', query: { token }, schema: UnsubscribeResponse, signal });
    },

    /** CALL-65 a B2B customer's business profile. */
    updateBusinessProfile: async (caller: Caller, uuid: string, businessInfo: { name: string; type: string }, signal?: AbortSignal) =>
      call({ call: 'CALL-65', method: 'PATCH', caller, path: customer(uuid, 'CALL-65', '/businessprofile'), body: { businessInfo }, schema: BusinessProfileResponse, signal }),

    /** CALL-38 rewards summary. */
    rewards: async (caller: Caller, uuid: string, signal?: AbortSignal) => call({ call: 'CALL-38', caller, path: customer(uuid, 'CALL-38', '/rewards'), schema: RewardsResponse, signal }),
    /** CALL-38 the profile's stores. */
    stores: async (caller: Caller, uuid: string, signal?: AbortSignal) => call({ call: 'CALL-38', caller, path: customer(uuid, 'CALL-38', '/stores'), schema: CustomerStoresResponse, signal }),
    /** CALL-38 the customer profile; `full` adds the whole profile (?full=y). */
    customerProfile: async (caller: Caller, uuid: string, full = false, signal?: AbortSignal) =>
      call({ call: 'CALL-38', caller, path: customer(uuid, 'CALL-38', '/profile'), query: { full: full ? 'y' : undefined }, schema: CustomerProfileResponse, signal }),
    /** CALL-38 subscriptions. */
    subscriptions: async (caller: Caller, uuid: string, signal?: AbortSignal) => call({ call: 'CALL-38', caller, path: customer(uuid, 'CALL-38', '/subscriptions'), schema: SubscriptionsResponse, signal }),
    /** CALL-38 fulfilment preferences. */
    fulfilmentPreferences: async (caller: Caller, uuid: string, signal?: AbortSignal) =>
      call({ call: 'CALL-38', caller, path: customer(uuid, 'CALL-38', '/preferences/fulfillment'), schema: FulfilmentPreferencesResponse, signal }),
    /** CALL-38 fulfilment stores and postal codes. */
    fulfilment: async (caller: Caller, uuid: string, signal?: AbortSignal) => call({ call: 'CALL-38', caller, path: customer(uuid, 'CALL-38', '/fulfillment'), schema: FulfilmentResponse, signal }),

    /** CALL-39 registers a customer. */
    register: async (registration: Registration, signal?: AbortSignal) => call({ call: 'CALL-39', method: 'POST', path: 'customers/register', body: registration, schema: RegisterResponse, signal }),
    /** CALL-39 changes the password. */
    changePassword: async (caller: Caller, uuid: string, password: string, signal?: AbortSignal): Promise<void> => {
      await call({ call: 'CALL-39', method: 'PUT', caller, path: customer(uuid, 'CALL-39', '/credentials/password'), body: { password }, signal });
    },
    /** CALL-39 /pwd: a new password with the reset token the messaging service sent; answers SESSION-EST-15's session token. No bearer: the shopper is not signed in. */
    resetPassword: async (token: string, password: string, signal?: AbortSignal) => {
      if (!token.trim()) throw missingInput('CALL-39', 'token is required', undefined, 'token');
      return call({ call: 'CALL-39', method: 'POST', path: 'pwd', body: { token: token.trim(), password }, schema: PasswordResetResponse, signal });
    },
    /** CALL-39 adds an address. */
    addAddress: async (caller: Caller, uuid: string, address: NewAddress, signal?: AbortSignal) =>
      call({ call: 'CALL-39', method: 'POST', caller, path: customer(uuid, 'CALL-39', '/addresses'), body: address, schema: AddAddressResponse, signal }),
    /** CALL-39 unsubscribes an email address from marketing. */
    unsubscribe: async (email: string, signal?: AbortSignal) => call({ call: 'CALL-39', method: 'POST', path: 'unsubscribe', body: { email }, schema: UnsubscribeEmailResponse, signal }),
    /** CALL-39 the cities of a zip code. */
    cities: async (zipCode: string, signal?: AbortSignal) => {
      if (!/^\d{5}$/.test(zipCode)) throw missingInput('CALL-39', `zipCode must be 5 digits, got '${zipCode}'`, undefined, 'zipCode');
      return call({ call: 'CALL-39', path: `cities/${segment(zipCode)}`, schema: CitiesResponse, signal });
    },
  };
}
export type CustomerAccountClient = ReturnType<typeof createCustomerAccountClient>;
