import {
  AllocationsResponse,
  ChallengesResponse,
  ClipResponse,
  CountResponse,
  DerivedEcomResponse,
  FilterResponse,
  GalleryResponse,
  OfferView,
  RewardsHistoryResponse,
  RewardsSummaryResponse,
  SavingsResponse,
  StoresByIdsResponse,
} from '../../spec/schemas/upstream/offers';
import type { z } from '../../spec/schemas/zod';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, buildUrl, segment, send, type Caller, type HttpMethod, type QueryValue } from './http';
import { offersBase } from '../rules/offersBase';
import { rewardsSummaryCacheValid } from '../rules/rewardsSummaryCache';
import { NewRegistrationResponse, OfferItemsResponse, OfferListResponse, RewardListResponse, RewardsHistoryV2Response } from '../../spec/schemas/upstream/responses';

export interface GalleryFilter {
  offerProgram?: 'PD' | 'MF' | 'SC' | 'GR';
  category?: string;
  storeId?: string;
}

const storeIdPattern = /^\d{1,6}$/;

/** The offers service (CALL-32..37): the base is the PCF one when usePcfEndpoint is on (000 §7 Offers service). */
export function createOffersClient({ config, env }: ApiContext) {
  const base = offersBase(config.offers, config.featureToggles);
  /** The last rewards summary, whose token it was fetched with, and when (EXPIRY-11). */
  let rewards: { readonly fetchedAt: number; readonly token: string | null; readonly data: z.infer<typeof RewardsSummaryResponse> } | null = null;

  async function call<T>(callId: string, method: HttpMethod, path: string, schema: z.core.$ZodType<T>, caller?: Caller, query: Record<string, QueryValue> = {}, body?: unknown, signal?: AbortSignal): Promise<T> {
    const headers = buildHeaders(env, { subscriptionKey: config.offers.subscriptionKey, banner: config.banner, traced: true, clientId: config.identity.clientId, caller });
    return (await send(env, { call: callId, method, url: buildUrl(base, path, query), headers, body, schema, signal })).data;
  }
  const storeId = (callId: string, id: string) => {
    if (!storeIdPattern.test(id)) throw missingInput(callId, `storeId must be digits, got '${id}'`, undefined, 'storeId');
    return id;
  };
  const gallery = (filter: GalleryFilter = {}) => ({ ...filter, banner: config.banner });

  return {
    // CALL-32
    gallery: async (caller: Caller, filter?: GalleryFilter) => call('CALL-32', 'GET', 'ecomgallery', GalleryResponse, caller, gallery(filter)),
    anonymousGallery: async (filter?: GalleryFilter) => call('CALL-32', 'GET', 'ecomgallery/anonymous', GalleryResponse, undefined, gallery(filter)),
    offer: async (offerId: string, caller?: Caller) => call('CALL-32', 'GET', 'offer', OfferView, caller, { offerId, banner: config.banner }),
    personalizedContent: async (caller: Caller) => call('CALL-32', 'GET', 'personalizedcontent', OfferItemsResponse, caller),
    myList: async (caller: Caller) => call('CALL-32', 'GET', 'mylist', OfferListResponse, caller),
    myListCount: async (caller: Caller) => call('CALL-32', 'GET', 'mylist/count', CountResponse, caller),
    rewardOffers: async (caller: Caller) => call('CALL-32', 'GET', 'grocery/rewards/offers', RewardListResponse, caller),
    rewardMyList: async (caller: Caller) => call('CALL-32', 'GET', 'grocery/rewards/mylist', RewardListResponse, caller),
    offersGallery: async (caller: Caller, filter?: GalleryFilter) => call('CALL-32', 'GET', 'offers/gallery', GalleryResponse, caller, gallery(filter)),
    anonymousOffersGallery: async (filter?: GalleryFilter) => call('CALL-32', 'GET', 'offers/gallery/anonymous', GalleryResponse, undefined, gallery(filter)),
    allocations: async (caller: Caller) => call('CALL-32', 'GET', 'CC/offer/allocations', AllocationsResponse, caller),
    // CALL-33
    clip: async (caller: Caller, offerIds: readonly string[], store?: string) =>
      call('CALL-33', 'POST', 'offers/clip', ClipResponse, caller, {}, { items: offerIds.map((offerId) => ({ offerId, ...(store ? { storeId: store } : {}) })) }),
    unclip: async (caller: Caller, offerIds: readonly string[]) => call('CALL-33', 'POST', 'offers/unclip', ClipResponse, caller, {}, { items: offerIds.map((offerId) => ({ offerId })) }),
    unclipReward: async (caller: Caller, store: string, offerId: string) => call('CALL-33', 'POST', 'rewards/unclip', ClipResponse, caller, { storeId: storeId('CALL-33', store) }, { offerId }),
    // CALL-34
    xapiOffers: async (caller: Caller) => call('CALL-34', 'GET', 'xapi/offers', GalleryResponse, caller, { banner: config.banner }),
    companionOffers: async (caller: Caller) => call('CALL-34', 'GET', 'xapi/offers/companiongalleryoffer', OfferListResponse, caller),
    instantAllocationOffers: async (caller: Caller) => call('CALL-34', 'GET', 'xapi/offers/instantAllocationGallery', OfferListResponse, caller),
    newRegistrationOffers: async (caller: Caller) => call('CALL-34', 'POST', 'xapi/offers/event/new_registration/offers', NewRegistrationResponse, caller, {}, { banner: config.banner }),
    // CALL-35
    offerFilters: async (caller?: Caller) => call('CALL-35', 'GET', 'dce/offergallery/offers/filter', FilterResponse, caller, { banner: config.banner }),
    challenges: async (caller: Caller, store: string) => call('CALL-35', 'GET', 'dce/offergallery/challenges', ChallengesResponse, caller, { storeId: storeId('CALL-35', store) }),
    savings: async (caller: Caller, clubCard: string) => {
      if (!clubCard.trim()) throw missingInput('CALL-35', 'clubCard is required', undefined, 'clubCard');
      return call('CALL-35', 'GET', `dce/mycard/${segment(clubCard)}/savings`, SavingsResponse, caller);
    },
    // CALL-36
    clippedRewards: async (caller: Caller) => call('CALL-36', 'GET', 'xapi/ocrp/rewards/clippedrewards', RewardListResponse, caller),
    rewardsHistoryV2: async (caller: Caller) => call('CALL-36', 'GET', 'xapi/ocrp/rewards/v2/rewardsHistory', RewardsHistoryV2Response, caller),
    rewardsHistory: async (caller: Caller, page = 1, size = 20) => call('CALL-36', 'GET', 'xapi/ocrp/rewards/v3/rewardsHistory', RewardsHistoryResponse, caller, { page, size }),
    // CALL-37
    storesByIds: async (ids: readonly string[]) => {
      if (ids.length === 0) throw missingInput('CALL-37', 'at least one store id is required', undefined, 'storeIds');
      return call('CALL-37', 'GET', 'xapi/storeresolver/v2/storesByIds', StoresByIdsResponse, undefined, { storeIds: ids.map((id) => storeId('CALL-37', id)).join(',') });
    },
    /** CALL-37 the derived e-commerce store; failure falls back to the banner default store (ERR-33, the caller's rule). */
    derivedEcomStore: async (store: string) => call('CALL-37', 'GET', 'api/services/locator/store/derivedecom', DerivedEcomResponse, undefined, { storeId: storeId('CALL-37', store) }),
    /** CALL-37 the rewards summary; EXPIRY-11: the same caller's summary is reused for 10 000 ms. */
    rewardsSummary: async (caller: Caller) => {
      const token = caller.token ?? null;
      if (rewards && rewards.token === token && rewardsSummaryCacheValid(rewards.fetchedAt, env.now())) return rewards.data;
      const data = await call('CALL-37', 'GET', 'rewardshub/getRewards', RewardsSummaryResponse, caller);
      rewards = { fetchedAt: env.now(), token, data };
      return data;
    },
  };
}
export type OffersClient = ReturnType<typeof createOffersClient>;
