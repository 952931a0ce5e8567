// Read only by the home page's promotions (loaded on demand); apart so other pages' loads do not carry it.

/**
 * FORMAT-06 (AMBIG-53): promo descriptions are "buy … get one" offers, or one of reward, club, sale, alert,
 * remarkable together with card, price or now (in either order, as whole words).
 */
export const PROMO_PATTERNS: readonly RegExp[] = [
  /\bbuy\b.*\bget\b\s+(?:one|1)\b/i,
  /\b(?:reward|club|sale|alert|remarkable)s?\b.*\b(?:card|price|now)\b/i,
  /\b(?:card|price|now)\b.*\b(?:reward|club|sale|alert|remarkable)s?\b/i,
];

export function isPromoDescription(text: string): boolean {
  return PROMO_PATTERNS.some((p) => p.test(text));
}
