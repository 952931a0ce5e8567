import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { formatPhone, phoneDigits } from './format';

/**
 * VALIDATION-07: the page supplies the message texts in data attributes; rules return only the key, and the page
 * looks the text up with {@link validationMessage}.
 */
export type MessageKey = 'required' | 'pattern' | 'invalid' | 'length';

export interface FieldResult extends Explained {
  readonly valid: boolean;
  readonly key: MessageKey | null;
}

export interface IdentifierResult extends FieldResult {
  readonly kind: 'phone' | 'email';
  /** What is sent upstream: the 10 digits for a phone, the trimmed text for an email. */
  readonly value: string;
  /** What the field shows: `(xxx) xxx-xxxx` for a phone (FORMAT-01), the trimmed text for an email. */
  readonly display: string;
}

/**
 * A configured pattern (source text, as configuration delivers it) compiled without global/sticky flags, so a
 * test is stateless. A pattern that does not compile matches nothing.
 */
export function compilePattern(pattern: string | RegExp): RegExp | null {
  try {
    return typeof pattern === 'string' ? new RegExp(pattern) : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

const matches = (pattern: string | RegExp, value: string): boolean => compilePattern(pattern)?.test(value) ?? false;

/** VALIDATION-02, -03 (AMBIG-32): formatting stripped first; a leading 0 or 1 is the pattern error, before the length check. */
export function validatePhone(input: string): FieldResult {
  const digits = phoneDigits(input);
  if (digits === '') return { valid: false, key: 'required', rules: ['VALIDATION-03', 'AMBIG-32'] };
  if (/^[01]/.test(digits)) return { valid: false, key: 'pattern', rules: ['VALIDATION-02', 'AMBIG-32'] };
  if (!/^\d{10}$/.test(digits)) return { valid: false, key: 'invalid', rules: ['VALIDATION-02', 'VALIDATION-03', 'AMBIG-32'] };
  return { valid: true, key: null, rules: ['VALIDATION-02', 'VALIDATION-03', 'AMBIG-32'] };
}

/** VALIDATION-04: empty → required; not matching the configured email pattern → pattern. */
export function validateEmail(input: string, emailPattern: string | RegExp): FieldResult {
  const value = input.trim();
  if (value === '') return { valid: false, key: 'required', rules: ['VALIDATION-04'] };
  if (!matches(emailPattern, value)) return { valid: false, key: 'pattern', rules: ['VALIDATION-04'] };
  return { valid: true, key: null, rules: ['VALIDATION-04'] };
}

export interface IdentifierPatterns {
  readonly mobilePattern: string | RegExp;
  readonly emailPattern: string | RegExp;
}

/** VALIDATION-01: text matching the configured mobile pattern is a phone, anything else an email. */
export function classifyIdentifier(input: string, mobilePattern: string | RegExp): 'phone' | 'email' {
  const value = input.trim();
  return value !== '' && matches(mobilePattern, value) ? 'phone' : 'email';
}

/** The email-or-phone field of the sign-in modal (VALIDATION-01..04). Empty input is `required`. */
export function validateIdentifier(input: string, patterns: IdentifierPatterns): IdentifierResult {
  const trimmed = input.trim();
  const kind = classifyIdentifier(trimmed, patterns.mobilePattern);
  if (kind === 'phone') {
    const result = validatePhone(trimmed);
    const digits = phoneDigits(trimmed);
    return { ...result, kind, value: digits, display: formatPhone(trimmed), rules: ['VALIDATION-01', ...result.rules, ...(result.valid ? ['FORMAT-01'] : [])] };
  }
  const result = validateEmail(trimmed, patterns.emailPattern);
  return { ...result, kind, value: trimmed, display: trimmed, rules: ['VALIDATION-01', ...result.rules] };
}

/** VALIDATION-05: non-digits are stripped as the code is typed. */
export function sanitizeCode(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** VALIDATION-05 (AMBIG-33): required, then at least 6 characters (length), then digits only (pattern); 7+ digits pass. */
export function validateCode(code: string): FieldResult {
  if (code === '') return { valid: false, key: 'required', rules: ['VALIDATION-05'] };
  if (code.length < 6) return { valid: false, key: 'length', rules: ['VALIDATION-05', 'AMBIG-33'] };
  if (!/^\d+$/.test(code)) return { valid: false, key: 'pattern', rules: ['VALIDATION-05'] };
  return { valid: true, key: null, rules: ['VALIDATION-05', 'AMBIG-33'] };
}

/** VALIDATION-06 (AMBIG-33): in the OTP flow a password under 8 characters shows the required message. */
export function validateOtpPassword(password: string): FieldResult {
  return password.length >= 8 ? { valid: true, key: null, rules: ['VALIDATION-06'] } : { valid: false, key: 'required', rules: ['VALIDATION-06', 'AMBIG-33'] };
}

/** SIGNIN-01: password sign-in needs a non-empty email and a non-empty password. */
export function canSubmitPasswordSignIn(email: string, password: string): FieldResult {
  const ok = email.trim() !== '' && password !== '';
  return { valid: ok, key: ok ? null : 'required', rules: ['SIGNIN-01'] };
}

/** VALIDATION-07: the text for a key from the page's data attributes; null when the page gives none. */
export function validationMessage(key: MessageKey | null, dataAttributes: Readonly<Record<string, string | undefined>>): string | null {
  if (key === null) return null;
  return Object.prototype.hasOwnProperty.call(dataAttributes, key) ? (dataAttributes[key] ?? null) : null;
}

const ValidationInput = z.discriminatedUnion('field', [
  z.object({ field: z.literal('identifier'), value: z.string(), mobilePattern: z.string(), emailPattern: z.string() }),
  z.object({ field: z.literal('code'), value: z.string() }),
  z.object({ field: z.literal('otp-password'), value: z.string() }),
  z.object({ field: z.literal('password-sign-in'), email: z.string(), password: z.string() }),
]);

export const validationModule = defineRuleModule({
  name: 'validation',
  summary: 'Sign-in field validation of 001 §5: phone or email, code, OTP password; returns message keys.',
  areas: ['VALIDATION'],
  input: ValidationInput,
  example: { field: 'identifier', value: '(415) 555-0134', mobilePattern: '^[\\d\\s()+-]+$', emailPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
  run: (input) => {
    switch (input.field) {
      case 'identifier':
        return validateIdentifier(input.value, input);
      case 'code': {
        const code = sanitizeCode(input.value);
        return { code, ...validateCode(code) };
      }
      case 'otp-password':
        return validateOtpPassword(input.value);
      case 'password-sign-in':
        return canSubmitPasswordSignIn(input.email, input.password);
    }
  },
});
