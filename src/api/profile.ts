import { ProfileResponse, ProfileStoresBody } from '../../spec/schemas/upstream/profile';
import type { ApiContext } from './context';
import { checkedInput, missingInput } from './context';
import { buildHeaders, buildUrl, segment, send, type Caller } from './http';
import { CustomerStoresResponse, StoreUpdateResponse } from '../../spec/schemas/upstream/responses';
import { customerIdForPath } from '../rules/customerId';

/** ERR-10 */
export const CUSTOMER_ID_MISSING = 'CustomerId is not Available to Update Profile';

/** Headers of the profile-side UCA calls: subscription key, banner, correlation id, date, client name and id, bearer for R/C. */
export function ucaHeaders(ctx: ApiContext, caller: Caller | undefined, extra?: Record<string, string>): Record<string, string> {
  return buildHeaders(ctx.env, {
    subscriptionKey: ctx.config.cartAndStoreServices.subscriptionKey,
    banner: ctx.config.banner,
    traced: true,
    clientId: ctx.config.identity.clientId,
    caller,
    extra,
  });
}

export function createProfileClient(ctx: ApiContext) {
  const { config, env } = ctx;
  const services = config.cartAndStoreServices;
  const storesUrl = (userId: string) => buildUrl(services.profileService, `ucaservice/api/uca/customers/${segment(userId)}/stores`);

  return {
    /**
     * CALL-26 store change, synchronous. No user id: ERR-10 (an error named CustomerId). 401/403 and other
     * failures reject with status and status text for ERR-08 / ERR-09.
     */
    async updateStores(caller: Caller, userId: string | null | undefined, body: ProfileStoresBody, options: { signal?: AbortSignal } = {}) {
      if (!userId || !userId.trim()) throw missingInput('CALL-26', CUSTOMER_ID_MISSING, 'CustomerId', 'userId');
      const checked = await checkedInput('CALL-26', ProfileStoresBody, body, 'CALL-26 body');
      const url = storesUrl(userId);
      return (await send(env, { call: 'CALL-26', method: 'POST', url, headers: ucaHeaders(ctx, caller), body: checked, schema: StoreUpdateResponse, signal: options.signal })).data;
    },

    /** CALL-49 profile: preferences, stores, postal codes, selected addresses. 401 starts token reconciliation (ERR-32). */
    async profile(caller: Caller, uuid: string, options: { signal?: AbortSignal } = {}): Promise<ProfileResponse> {
      if (!uuid.trim()) throw missingInput('CALL-49', 'UUID is required', undefined, 'UUID');
      return (await send(env, { call: 'CALL-49', method: 'GET', url: storesUrl(uuid), headers: ucaHeaders(ctx, caller), schema: ProfileResponse, signal: options.signal })).data;
    },

    /** CALL-27 the customer's stores through the datapower base; CALLS-03 (AMBIG-56): the datapower placeholder id when the customer id is unknown. */
    async customerStores(caller: Caller, customerId?: string | null, options: { signal?: AbortSignal } = {}) {
      const id = customerIdForPath(customerId, 'datapower');
      const url = buildUrl(services.datapowerBase, `api/uca/customers/${segment(id)}/stores`);
      return (await send(env, { call: 'CALL-27', method: 'GET', url, headers: ucaHeaders(ctx, caller), schema: CustomerStoresResponse, signal: options.signal })).data;
    },
  };
}
export type ProfileClient = ReturnType<typeof createProfileClient>;
