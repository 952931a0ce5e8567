import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';

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

/**
 * FORMAT-02 (AMBIG-31): half away from zero on the decimal value (0.125 → 0.13, -0.125 → -0.13). The decimal text of
 * the number is rounded, not its binary value, so 1.005 → 1.01. Non-finite input is returned unchanged.
 */
export function roundAmount(value: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  const text = String(abs);
  // Exponent arithmetic on the decimal text avoids the binary error of abs * 100 (1.005 * 100 = 100.49999…).
  const rounded = text.includes('e') ? Math.round(abs * 100) / 100 : Number(`${Math.round(Number(`${text}e2`))}e-2`);
  if (!Number.isFinite(rounded)) return value;
  return rounded === 0 ? 0 : sign * rounded;
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
      return check.getUTCMonth() === parts.month - 1 && check.getUTCDate() === parts.day ? parts : null;
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

/** FORMAT-04 (AMBIG-43): `?scl=1` appended to an image URL, `&scl=1` when it already has a query; idempotent. */
export function withScalability(url: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  if (queryAt !== -1 && base.slice(queryAt + 1).split('&').includes('scl=1')) return url;
  if (queryAt === -1) return `${base}?scl=1${hash}`;
  // Only the '?' that opens the query may be followed directly; a later '?' is part of a value.
  const separator = queryAt === base.length - 1 || base.endsWith('&') ? '' : '&';
  return `${base}${separator}scl=1${hash}`;
}

const ADJECTIVES = ['amber', 'brisk', 'calm', 'daring', 'eager', 'fresh', 'gentle', 'happy', 'jolly', 'keen', 'lively', 'merry', 'noble', 'plucky', 'quiet', 'rapid'] as const;
const NOUNS = ['apple', 'basket', 'carrot', 'daisy', 'falcon', 'garden', 'harbor', 'island', 'lemon', 'meadow', 'orchard', 'pepper', 'river', 'sparrow', 'tulip', 'willow'] as const;

const pick = <T>(list: readonly T[], r: number): T => list[Math.min(list.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * list.length)))]!;

/** FORMAT-05: four random words, adjective and noun alternating, joined by hyphens. `random` returns numbers in [0, 1). */
export function stateWords(random: () => number): string {
  return [pick(ADJECTIVES, random()), pick(NOUNS, random()), pick(ADJECTIVES, random()), pick(NOUNS, random())].join('-');
}

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
