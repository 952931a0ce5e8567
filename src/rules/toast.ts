import { z } from '../../spec/schemas/zod';
import { flowTexts } from '../../spec/errors/flowTexts';
import { defineRuleModule } from './module';
import type { Explained } from './module';

export const TOAST_DURATION_MS = 8000; // TOAST-07
export const ONBOARDING_SKIP_EVENTS = ['socialReg', 'STORE_ONLINE_USER_SIGN', 'STORE_ONLINE_USER_REG'] as const; // TOAST-04

export interface Toast {
  readonly message: string;
  readonly durationMs: number;
}

/** TOAST-01, -07: a new message replaces any visible toast; shown 8000 ms unless the caller says otherwise. */
export function showToast(visible: Toast | null, message: string, durationMs: number = TOAST_DURATION_MS): { readonly toast: Toast; readonly replaced: Toast | null } & Explained {
  return { toast: { message, durationMs }, replaced: visible, rules: visible === null ? ['TOAST-07'] : ['TOAST-01', 'TOAST-07'] };
}

/** TOAST-06: the notices shown after a reload. */
export const RELOAD_NOTICES = [flowTexts.passwordUpdated, flowTexts.accountCreated] as const;

/** AMBIG-34: the registration-flow message the skip rules apply to is the account-created one. */
export const isRegistrationMessage = (message: string): boolean => message === flowTexts.accountCreated;

export interface StoredNotice {
  readonly message: string;
  readonly isDisplayed: boolean;
}

/** TOAST-02: reads the stored notifyMessage value; anything unreadable counts as no message. Never throws. */
export function parseStoredNotice(raw: string | null | undefined): StoredNotice | null {
  let value: unknown;
  try {
    // Absent reads as the text 'null' or 'undefined', and empty as '': none of them a notice.
    value = JSON.parse(String(raw));
  } catch {
    // Unreadable text leaves no value, which the schema below refuses.
  }
  const r = z.object({ message: z.string(), isDisplayed: z.optional(z.union([z.boolean(), z.literal('true'), z.literal('false')])) }).safeParse(value);
  if (!r.success || r.data.message.trim() === '') return null;
  return { message: r.data.message, isDisplayed: r.data.isDisplayed === true || r.data.isDisplayed === 'true' };
}

export interface StoredNoticeInput {
  /** Raw local-storage value of notifyMessage. */
  readonly stored?: string | null | undefined;
  readonly isB2B: boolean;
  readonly referralProgramEnabled: boolean;
  /** The onboarding event cookie's event, if any. */
  readonly onboardingEvent?: string | null | undefined;
}

export type StoredNoticeDecision = {
  /** Message to show now, or null. */
  readonly show: string | null;
  /** The value to write back to notifyMessage (flagged displayed), or null to leave storage as it is. */
  readonly write: StoredNotice | null;
} & Explained;

/**
 * TOAST-02..05 (AMBIG-34): a stored message is shown once and then flagged displayed. For a non-B2B user the
 * account-created message is skipped when the referral program is on or the onboarding event is one of
 * socialReg, STORE_ONLINE_USER_SIGN, STORE_ONLINE_USER_REG; a skipped message is flagged displayed too, so it never
 * appears later. B2B users see it regardless. Other messages (e.g. password updated) are never skipped.
 */
export function storedNotice(input: StoredNoticeInput): StoredNoticeDecision {
  const notice = parseStoredNotice(input.stored);
  if (notice === null || notice.isDisplayed) return { show: null, write: null, rules: ['TOAST-02'] };
  const done: StoredNotice = { message: notice.message, isDisplayed: true };
  if (isRegistrationMessage(notice.message)) {
    if (input.isB2B) return { show: notice.message, write: done, rules: ['TOAST-02', 'TOAST-05'] };
    if (input.referralProgramEnabled) return { show: null, write: done, rules: ['TOAST-02', 'TOAST-03'] };
    if (ONBOARDING_SKIP_EVENTS.some((event) => event === input.onboardingEvent)) return { show: null, write: done, rules: ['TOAST-02', 'TOAST-04', 'AMBIG-34'] };
  }
  return { show: notice.message, write: done, rules: ['TOAST-02'] };
}

export const toastModule = defineRuleModule({
  name: 'toast',
  summary: 'Stored notification messages: shown once, registration message skips for non-B2B users.',
  areas: ['TOAST'],
  input: z.object({ stored: z.nullish(z.string()), isB2B: z._default(z.boolean(), false), referralProgramEnabled: z._default(z.boolean(), false), onboardingEvent: z.nullish(z.string()) }),
  example: { stored: '{"message":"Account successfully created! You are now signed in.","isDisplayed":false}', onboardingEvent: 'socialReg' },
  run: (input) => storedNotice(input),
});
