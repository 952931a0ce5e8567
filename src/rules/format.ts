import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import { roundAmount } from './amount';
import { withScalability } from './imageScalability';
import { isPromoDescription } from './promoDescription';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Strips the formatting a user may type around a phone number: spaces, parentheses, hyphens and dots (AMBIG-32). */
export function phoneDigits(input: string): string {
  return input.replace(/[\s().-]/g, '');
}

/**
 * FORMAT-01: `(xxx) xxx-xxxx` for a 10-digit phone. Anything that is not 10 digits after stripping formatting is
 * returned unchanged, so display never invents digits.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!/^\d{10}$/.test(digits)) return input;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** FORMAT-02: an amount as text with exactly two decimals. */
export function formatAmount(value: number): string {
  return roundAmount(value).toFixed(2);
}

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Reads a calendar date from `YYYY-MM-DD` text (no time zone), epoch milliseconds or an ISO timestamp (UTC). */
export function dateParts(value: string | number): DateParts | null {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (m) {
      const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
      const check = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
      // A day past the month's end (or day 00, or month 00 or 13) rolls the date into another month.
      return check.getUTCMonth() === parts.month - 1 ? parts : null;
    }
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** FORMAT-03 (AMBIG-30): `Month D,  YYYY` as written, full month name, day unpadded, two spaces before the year. */
export function formatDate(value: string | number): string | null {
  const parts = dateParts(value);
  if (parts === null) return null;
  return `${MONTHS[parts.month - 1]} ${parts.day},  ${parts.year}`;
}

const ADJECTIVES = ['amber', 'brisk', 'calm', 'daring', 'eager', 'fresh', 'gentle', 'happy', 'jolly', 'keen', 'lively', 'merry', 'noble', 'plucky', 'quiet', 'rapid'] as const;
const NOUNS = ['apple', 'basket', 'carrot', 'daisy', 'falcon', 'garden', 'harbor', 'island', 'lemon', 'meadow', 'orchard', 'pepper', 'river', 'sparrow', 'tulip', 'willow'] as const;

const pick = <T>(list: readonly T[], r: number): T => list[Math.min(list.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * list.length)))]!;

/** FORMAT-05: four random words, adjective and noun alternating, joined by hyphens. `random` returns numbers in [0, 1). */
export function stateWords(random: () => number): string {
  return [pick(ADJECTIVES, random()), pick(NOUNS, random()), pick(ADJECTIVES, random()), pick(NOUNS, random())].join('-');
}

const FormatInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phone'), value: z.string() }),
  z.object({ kind: z.literal('amount'), value: z.number() }),
  z.object({ kind: z.literal('date'), value: z.union([z.string(), z.number()]) }),
  z.object({ kind: z.literal('image'), value: z.string() }),
  z.object({ kind: z.literal('promo'), value: z.string() }),
  z.object({ kind: z.literal('state-words'), seed: z.array(z.number().check(z.gte(0), z.lte(0.9999999))).check(z.length(4)) }),
]);

export const formatModule = defineRuleModule({
  name: 'format',
  summary: 'Display formats: phone, amounts, dates, image scalability, state words, promo descriptions.',
  areas: ['FORMAT'],
  input: FormatInput,
  example: { kind: 'date', value: '2024-03-07' },
  run: (input) => {
    switch (input.kind) {
      case 'phone':
        return { value: formatPhone(input.value), rules: ['FORMAT-01'] };
      case 'amount':
        return { value: formatAmount(input.value), rules: ['FORMAT-02', 'AMBIG-31'] };
      case 'date':
        return { value: formatDate(input.value), rules: ['FORMAT-03', 'AMBIG-30'] };
      case 'image':
        return { value: withScalability(input.value), rules: ['FORMAT-04', 'AMBIG-43'] };
      case 'promo':
        return { value: isPromoDescription(input.value), rules: ['FORMAT-06', 'AMBIG-53'] };
      case 'state-words': {
        let i = 0;
        return { value: stateWords(() => input.seed[i++ % input.seed.length] ?? 0), rules: ['FORMAT-05'] };
      }
    }
  },
});
