// Read only by the home page's promotions (loaded on demand); apart so other pages' loads do not carry it.

/** CONFIG-10: banner convention text entries (values come from configuration). */
export const BANNER_TEXT_KEYS = ['buy_one_get_one_free', 'bogoOfferText', 'promoDescription', 'prop65WarningHeader', '{hash}'] as const;
export function bannerText(entries: unknown, key: (typeof BANNER_TEXT_KEYS)[number]): string {
  // Entries that are no object (text, a number) hold no key of this list, as no property of theirs has these names.
  const v = (entries as Record<string, unknown> | null | undefined)?.[key];
  return typeof v === 'string' ? v : '';
}
