import { z } from '../zod';

/**
 * The offers service (CALL-32..37) under the offers base or the PCF base (usePcfEndpoint). The spec names the
 * paths only ("Payloads: not shown"); every shape here is the simulator's own plausible reading.
 */

export const OfferProgram = z.enum(['PD', 'MF', 'SC', 'GR']);

export const OfferView = z.object({
  offerId: z.string(),
  program: OfferProgram,
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  /**
   * The catalogue products (bpn) the offer applies to (decision 0490): the simulator's reading, as the spec shows no
   * payload; an offer without the list applies to nothing the page can mark.
   */
  products: z._default(z.array(z.string()), []),
  offerPrice: z.string(),
  image: z.string(),
  points: z.int().check(z.nonnegative()),
  startDate: z.string(),
  endDate: z.string(),
  /** 'C' clipped, 'U' unclipped; absent in anonymous galleries. */
  clipStatus: z.optional(z.enum(['C', 'U'])),
});
export type OfferView = z.infer<typeof OfferView>;

export const GalleryQuery = z.object({
  offerProgram: z.optional(OfferProgram),
  category: z.optional(z.string().check(z.minLength(1))),
  storeId: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits'))),
  banner: z.optional(z.string().check(z.minLength(1))),
});
export const GalleryResponse = z.object({ offers: z.array(OfferView), totalCount: z.int().check(z.nonnegative()) });
export type GalleryResponse = z.infer<typeof GalleryResponse>;

export const OfferQuery = z.object({ offerId: z.string().check(z.minLength(1, 'offerId is required')) });

export const ClipItem = z.object({ offerId: z.string().check(z.minLength(1, 'offerId is required')), storeId: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be digits'))) });
/** POST /offers/clip and /offers/unclip: one offer or several. */
export const ClipRequest = z.union([z.object({ items: z.array(ClipItem).check(z.minLength(1, 'items must not be empty')) }), ClipItem]);
export const ClipResponse = z.object({ items: z.array(z.object({ offerId: z.string(), clipStatus: z.enum(['C', 'U']), clipTs: z.nullable(z.string()) })) });
export type ClipResponse = z.infer<typeof ClipResponse>;

export const StoreIdQuery = z.object({ storeId: z.string().check(z.regex(/^\d{1,6}$/, 'storeId is required (digits)')) });
export const RewardUnclipRequest = z.object({ offerId: z.string().check(z.minLength(1, 'offerId is required')) });

export const CountResponse = z.object({ count: z.int().check(z.nonnegative()) });

export const AllocationsResponse = z.object({ allocations: z.array(z.object({ offerId: z.string(), allocatedAt: z.string(), source: z.string() })) });

export const FilterResponse = z.object({
  filters: z.object({
    categories: z.array(z.object({ name: z.string(), count: z.number() })),
    brands: z.array(z.object({ name: z.string(), count: z.number() })),
    programs: z.array(z.object({ name: z.string(), count: z.number() })),
  }),
});

export const ChallengesResponse = z.object({
  challenges: z.array(z.object({ challengeId: z.string(), title: z.string(), target: z.number(), progress: z.number(), rewardPoints: z.number(), completed: z.boolean() })),
});

export const SavingsResponse = z.object({ clubCard: z.string(), lifetimeSavings: z.number(), yearToDateSavings: z.number(), currency: z.literal('USD') });

export const RewardEventView = z.object({ id: z.string(), points: z.number(), description: z.string(), at: z.string() });
export const RewardsHistoryQuery = z.object({
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1, 'page starts at 1'))), 1),
  size: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100, 'size is at most 100'))), 20),
});
export const RewardsHistoryResponse = z.object({ history: z.array(RewardEventView), page: z.number(), size: z.number(), total: z.number() });
export const RewardsSummaryResponse = z.object({ points: z.number(), pointsToNextReward: z.number(), rewardsAvailable: z.number() });

export const StoresByIdsQuery = z.object({ storeIds: z.string().check(z.regex(/^\d{1,6}(,\d{1,6})*$/, 'storeIds is a comma-separated list of store ids')) });
export const StoresByIdsResponse = z.object({
  stores: z.array(z.object({ storeId: z.string(), banner: z.string(), name: z.string(), address: z.object({ line1: z.string(), city: z.string(), state: z.string(), zipcode: z.string() }), isEcom: z.boolean() })),
});
/** ERR-33: the derived ecommerce store of a store (the caller falls back to the banner default on failure). */
export const DerivedEcomQuery = StoreIdQuery;
export const DerivedEcomResponse = z.object({ storeId: z.string(), derivedEcomStoreId: z.string(), zipcode: z.string() });

export const NewRegistrationRequest = z.object({ banner: z.optional(z.string().check(z.minLength(1))) });
