/** The promotions the product search can filter by (decision 0434); `promo` in the results address names one. */
export const PROMO_FILTERS = ['bogo', 'sale'] as const;
export type PromoFilterId = (typeof PROMO_FILTERS)[number];

export const promoOf = (value: string | null): PromoFilterId | null => PROMO_FILTERS.find((p) => p === value) ?? null;

/** The results page of one promotion's products at the shopping store: where a promotion outside the results leads. */
export const promoResultsPath = (id: PromoFilterId): string => `/shop/search-results.html?promo=${id}`;

/** The results page's heading when it lists one promotion's products without search words. */
export const PROMO_HEADING: Record<PromoFilterId, string> = { bogo: 'Buy one get one free', sale: 'On sale' };
