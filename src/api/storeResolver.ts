import { DeliveryResponse, StoreAddressResponse, StoreResolverError, ValidateResponse } from '../../spec/schemas/storeResolver';
import type { ApiContext } from './context';
import { missingInput, restate } from './context';
import { ApiError, buildHeaders, buildUrl, send } from './http';
import { deliveryCheckQuery } from '../rules/calls';
import { storeResolverErrorText } from '../rules/storeResolverErrors';
import { STORE_NOT_FOUND, storeAddressLine } from '../rules/address';

/** ERR-43, ADDRESS-07: the rule's text for a store with no address line. */
export { STORE_NOT_FOUND };

const storeIdPattern = /^\d{1,6}$/;
const zipPattern = /^\d{5}(-\d{4})?$/;

/** ERR-42 (ERRORS-11): the delivery check's and validate's one failure text. */
const syncFailure = (): string => storeResolverErrorText('sync', null).text;

/** The `{error}` of ERR-31: the resolver's own error text when it sent one, else the status line or the failure. */
function resolverErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = StoreResolverError.safeParse(error.body);
    if (body.success) return body.data.error;
    // An absent status text joins as nothing.
    if (error.status !== undefined) return [error.status, error.statusText].join(' ').trim();
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export interface ValidateInput {
  storeid: string;
  /** `instore` for the selector and profile mapping (CALL-24). */
  preference: string;
  zipcode?: string;
  banner?: string;
  signal?: AbortSignal;
}

export function createStoreResolverClient({ config, env }: ApiContext) {
  const settings = config.storeResolution;
  const headers = () => buildHeaders(env, { subscriptionKey: settings.subscriptionKey, traced: true, clientId: config.identity.clientId });

  const client = {
    /** CALL-23 delivery check (radius 50, size 10). Failure: ERR-42. */
    async delivery(zipcode: string, options: { signal?: AbortSignal } = {}): Promise<DeliveryResponse> {
      if (!zipPattern.test(zipcode)) throw missingInput('CALL-23', `zipcode must be 5 digits or 5+4, got '${zipcode}'`, undefined, 'zipcode');
      const url = buildUrl(settings.deliveryEndpoint, '', deliveryCheckQuery(zipcode));
      try {
        return (await send(env, { call: 'CALL-23', method: 'GET', url, headers: headers(), schema: DeliveryResponse, signal: options.signal })).data;
      } catch (error) {
        throw restate(error, 'CALL-23', syncFailure());
      }
    },

    /** CALL-24 validate a store for a banner and preference. Failure: ERR-42. */
    async validate(input: ValidateInput): Promise<ValidateResponse> {
      if (!storeIdPattern.test(input.storeid)) throw missingInput('CALL-24', `storeid must be digits, got '${input.storeid}'`, undefined, 'storeid');
      if (input.zipcode !== undefined && !zipPattern.test(input.zipcode)) throw missingInput('CALL-24', `zipcode must be 5 digits or 5+4, got '${input.zipcode}'`, undefined, 'zipcode');
      const url = buildUrl(settings.validateEndpoint, '', { banner: input.banner ?? config.banner, storeid: input.storeid, preference: input.preference, zipcode: input.zipcode });
      try {
        return (await send(env, { call: 'CALL-24', method: 'GET', url, headers: headers(), schema: ValidateResponse, signal: input.signal })).data;
      } catch (error) {
        throw restate(error, 'CALL-24', syncFailure());
      }
    },

    /** CALL-25 store address by store id. Failure: ERR-31. */
    async storeAddress(storeid: string, options: { signal?: AbortSignal } = {}): Promise<StoreAddressResponse> {
      if (!storeIdPattern.test(storeid)) throw missingInput('CALL-25', `storeid must be digits, got '${storeid}'`, undefined, 'storeid');
      const url = buildUrl(settings.storeAddressEndpoint, '', { storeid });
      try {
        return (await send(env, { call: 'CALL-25', method: 'GET', url, headers: headers(), schema: StoreAddressResponse, signal: options.signal })).data;
      } catch (error) {
        // Stryker disable next-line StringLiteral: the rule reads every call but 'sync' as the address call, so no text can tell
        const text = storeResolverErrorText('address', resolverErrorText(error)).text;
        throw restate(error, 'CALL-25', text);
      }
    },

    /** CALL-72 the profile side's store address: its first line, or 'Store not found' (ERR-43) when the store is unknown. */
    async storeAddressLine(storeid: string, options: { signal?: AbortSignal } = {}): Promise<string> {
      try {
        // ADDRESS-07: the rule reads the line (or says the store is not found) from the parsed answer.
        return storeAddressLine(await client.storeAddress(storeid, options));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return STORE_NOT_FOUND;
        throw error;
      }
    },
  };
  return client;
}
export type StoreResolverClient = ReturnType<typeof createStoreResolverClient>;
