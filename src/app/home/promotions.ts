import { BANNER_TEXT_KEYS, bannerText } from '../../rules/bannerText';
import { isPromoDescription } from '../../rules/promoDescription';

/** A promotion as the storefront shows it: its text, and whether that text reads as a deal (FORMAT-06). */
export interface PromoView {
  readonly id: string;
  readonly text: string;
  readonly deal: boolean;
}

const isConventionKey = (v: string): v is (typeof BANNER_TEXT_KEYS)[number] => (BANNER_TEXT_KEYS as readonly string[]).includes(v);

/** `buy_one_get_one_free` → `Buy one get one free`: the words of a convention key, when the banner gives no text for it. */
function wordsOf(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const textField = (promo: Record<string, unknown>, name: string): string | null => {
  const v = promo[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

/**
 * The text of one CALL-17 promotion: its description or title when it has one, else its `text`. A text that is one of
 * the banner convention keys (CONFIG-10: buy_one_get_one_free, bogoOfferText, promoDescription…) is the banner's
 * configured text for that key, or the key's own words when none is configured; `{hash}` placeholders show nothing.
 * A promotion without any text is not shown (null).
 */
export function promoView(promo: unknown, bannerTexts: unknown = null): PromoView | null {
  if (typeof promo !== 'object' || promo === null) return null;
  const p = promo as Record<string, unknown>;
  const id = textField(p, 'id');
  if (!id) return null;
  let text = textField(p, 'description') ?? textField(p, 'title') ?? textField(p, 'text');
  if (text !== null && isConventionKey(text)) text = text === '{hash}' ? null : bannerText(bannerTexts, text) || wordsOf(text);
  if (!text) return null;
  return { id, text, deal: isPromoDescription(text) };
}

/** Every showable promotion of a CALL-17 answer, each id once, in the answer's order. */
export function promoViews(promos: readonly unknown[], bannerTexts: unknown = null): PromoView[] {
  const seen = new Set<string>();
  const out: PromoView[] = [];
  for (const promo of promos) {
    const view = promoView(promo, bannerTexts);
    if (view && !seen.has(view.id)) {
      seen.add(view.id);
      out.push(view);
    }
  }
  return out;
}
