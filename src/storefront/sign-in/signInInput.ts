/**
 * What the shopper types into the sign-in (an email or phone, a code, a password) as the sign-in rule modules check
 * it, in the shapes the sign-in screens use; fetched with the sign-in modal, not with the page. Every decision here is
 * the rule module's; the one piece without a rule module call is `nextSignInPanel`, a dispatch on the sign-in state
 * machine's factor choice.
 */
import { flowTexts } from '../../../spec/errors';
import { formatPhone as ruleFormatPhone } from '../../rules/format';
import { matchingCodeFactor, RESEND_WAIT_MS as RULE_RESEND_WAIT_MS } from '../../rules/signInMachine';
import { sanitizeCode, validateCode, validateIdentifier, validateOtpPassword } from '../../rules/validation';

export const RESEND_WAIT_MS = RULE_RESEND_WAIT_MS;
export const SIGNED_IN_TOAST = flowTexts.signInSuccessToast;

/**
 * VALIDATION-07: the patterns and messages are page data. These are the storefront page's own: a phone is typed
 * with digits, spaces, brackets, dots, plus or hyphens; an email has one @ and a dotted domain.
 */
export const SIGN_IN_PATTERNS = { mobilePattern: '^[\\d\\s().+-]+$', emailPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' } as const;

export type SignInInputCheck =
  | { readonly ok: true; readonly kind: 'email' | 'phone'; readonly value: string; readonly display: string }
  | { readonly ok: false; readonly kind: 'email' | 'phone'; readonly error: 'required' | 'pattern' | 'invalid' | 'length' };

/** VALIDATION-01..04 through the validation rule module. */
export function checkSignInInput(raw: string): SignInInputCheck {
  const r = validateIdentifier(raw, SIGN_IN_PATTERNS);
  if (r.valid) return { ok: true, kind: r.kind, value: r.value, display: r.display };
  // Stryker disable next-line StringLiteral: an invalid identifier always carries its key; the fallback only satisfies the type
  return { ok: false, kind: r.kind, error: r.key ?? 'invalid' };
}

/** VALIDATION-05 */
export const stripCode = (raw: string): string => sanitizeCode(raw);
export const checkCode = (code: string): 'required' | 'length' | 'pattern' | 'invalid' | null => validateCode(code).key;
/** VALIDATION-06 */
export const checkPassword = (password: string): 'required' | 'pattern' | 'invalid' | 'length' | null => validateOtpPassword(password).key;

/** FORMAT-01 */
export const formatPhone = (digits: string): string => ruleFormatPhone(digits);

/**
 * OTP-01/02 (AMBIG-38): the code panel when the factor matching the identifier (sms for a phone, email for an
 * email, from the sign-in state machine) is enrolled; else the password panel when a password factor exists.
 */
export function nextSignInPanel(kind: 'email' | 'phone', factors: readonly { id: string; factorType: string }[]): { panel: 'code' | 'password' | 'none'; factorId: string | null } {
  const wanted = matchingCodeFactor(kind);
  const code = factors.find((f) => f.factorType.toLowerCase() === wanted);
  if (code) return { panel: 'code', factorId: code.id };
  const pw = factors.find((f) => f.factorType.toLowerCase() === 'password');
  return pw ? { panel: 'password', factorId: 'password' } : { panel: 'none', factorId: null };
}
