import { messageForCode } from './errorMessages';
import type { UserMessage } from './errorMessages';
import { phoneDigits } from './format';
import type { MessageKey } from './validation';
import { validateEmail, validateOtpPassword, validatePhone } from './validation';

/**
 * The create-account and password-reset forms (decision 0455). The spec names the screens (PAGES-20, OTP-05,
 * SESSION-EST-15) and the field rules of the sign-in modal (VALIDATION-02..06), not these forms' fields: the forms
 * reuse those rules field by field, and the names are required. Rules return message keys (VALIDATION-07).
 */

export interface CreateAccountInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Optional: empty means none. */
  readonly phone: string;
  readonly password: string;
}

export type CreateAccountField = keyof CreateAccountInput;

/** What is sent when the form is valid: trimmed names and email, the phone's 10 digits or nothing. */
export interface CreateAccountValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string;
  readonly phoneNumber?: string;
  readonly password: string;
}

export type FormCheck<F extends string, V> =
  | { readonly valid: true; readonly values: V; readonly errors: Readonly<Partial<Record<F, MessageKey>>>; readonly rules: readonly string[] }
  | { readonly valid: false; readonly errors: Readonly<Partial<Record<F, MessageKey>>>; readonly rules: readonly string[] };

/** Every field checked at once, so the form shows every problem in one go; the first invalid field takes the focus. */
export function checkCreateAccount(input: CreateAccountInput, emailPattern: string | RegExp): FormCheck<CreateAccountField, CreateAccountValues> {
  const errors: Partial<Record<CreateAccountField, MessageKey>> = {};
  const rules = new Set<string>();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (firstName === '') errors.firstName = 'required';
  if (lastName === '') errors.lastName = 'required';
  const email = validateEmail(input.email, emailPattern);
  email.rules.forEach((r) => rules.add(r));
  if (email.key) errors.email = email.key;
  const phoneGiven = input.phone.trim() !== '';
  if (phoneGiven) {
    const phone = validatePhone(input.phone);
    phone.rules.forEach((r) => rules.add(r));
    if (phone.key) errors.phone = phone.key;
  }
  const password = validateOtpPassword(input.password);
  password.rules.forEach((r) => rules.add(r));
  if (password.key) errors.password = password.key;
  if (Object.keys(errors).length > 0) return { valid: false, errors, rules: [...rules] };
  return {
    valid: true,
    errors,
    rules: [...rules],
    values: { firstName, lastName, emailAddress: input.email.trim(), ...(phoneGiven ? { phoneNumber: phoneDigits(input.phone) } : {}), password: input.password },
  };
}

export type NewPasswordField = 'code' | 'password' | 'confirm';

/** The reset form: the code from the email, a new password of at least 8 characters (VALIDATION-06) typed twice. */
export function checkNewPassword(input: { readonly code: string; readonly password: string; readonly confirm: string }): FormCheck<NewPasswordField, { readonly code: string; readonly password: string }> {
  const errors: Partial<Record<NewPasswordField, MessageKey>> = {};
  const code = input.code.trim();
  if (code === '') errors.code = 'required';
  const password = validateOtpPassword(input.password);
  if (password.key) errors.password = password.key;
  else if (input.confirm !== input.password) errors.confirm = input.confirm === '' ? 'required' : 'invalid';
  if (Object.keys(errors).length > 0) return { valid: false, errors, rules: password.rules };
  return { valid: true, errors, rules: password.rules, values: { code, password: input.password } };
}

/** The simulator's own codes these flows answer besides the catalogue's (decision 0455). */
export const ACCOUNT_EXISTS_CODE = 'CSMS0409';
export const RESET_TOKEN_INVALID_CODE = 'RESET_TOKEN_INVALID';

export const accountFlowTexts = {
  accountExists: 'An account already exists for this email address.',
  resetCodeInvalid: 'That reset code is invalid or has expired. Ask for a new one.',
} as const;

/**
 * The message a failed account-creation or password-reset call shows: an existing account offers sign-in, a dead
 * reset code asks for a new one, anything else is the catalogue's code message (ERRORS-01..09; the passcode wording
 * of E0000068 and E0000011) or its fallback (ERRORS-07).
 */
export function accountFlowMessage(error: { readonly code?: unknown; readonly serverMessage?: unknown }): UserMessage {
  const code = typeof error.code === 'string' ? error.code.trim().toUpperCase() : null;
  if (code === ACCOUNT_EXISTS_CODE) return { code, text: accountFlowTexts.accountExists, link: 'sign-in', fallback: false, rules: [] };
  if (code === RESET_TOKEN_INVALID_CODE) return { code, text: accountFlowTexts.resetCodeInvalid, link: null, fallback: false, rules: [] };
  // No credential named: the catalogue's own wording is the passcode one (E0000068, E0000011).
  return messageForCode({ code: error.code, serverMessage: error.serverMessage });
}
