import { z } from '../schemas/zod';

// The flow texts live apart from the code catalogue: every page load shows some of them (toasts), while the
// catalogue is needed only once a sign-in or a service call reports a code.

/** ERR-27 / ERRORS-07: any code not listed, and a server-message code whose server message is missing. */
export const FALLBACK_MESSAGE = "Sorry, we're having technical difficulties, please check back later.";

/** Other user-facing texts of the ERR catalogue used by the customer flows, exactly as written. */
export const FlowTexts = z.object({
  fallback: z.literal(FALLBACK_MESSAGE),
  /** ERR-38 / SIGNIN-06 */
  assistantNotAuthorized: z.string(),
  /** ERR-39 / TOAST-08 */
  signInSuccessToast: z.string(),
  /** ERR-40 / TOOLTIP-05, `{address}` filled in by the tooltip rule. */
  resetToDefaultTooltip: z.string().check(z.includes('{address}')),
  /** ERR-19 / TOAST-06 */
  passwordUpdated: z.string(),
  accountCreated: z.string(),
  profileUpdated: z.string(),
  /** ERR-18 / ERR-37 / ERRORS-12 */
  passkey: z.object({ invalidCreateFactors: z.string(), createCredential: z.string(), createFactors: z.string(), activateFactor: z.string() }),
  /** ERR-31 / ERRORS-11, `{error}` filled in by the caller. */
  storeResolverAddress: z.string().check(z.includes('{error}')),
  /** ERR-42 / ERRORS-11 */
  storeResolverSync: z.string(),
  /** ERR-41 / OTP-06: the lock text is not shown in the spec; the CSMS0149 lock text is used (decision 0221). */
  lockedOut: z.string(),
});
export type FlowTexts = z.infer<typeof FlowTexts>;

// A plain object, not `FlowTexts.parse(...)`: every page load reads these texts, and parsing them at load would bring
// the schema into the entry for a check that cannot fail at run time; flowTexts.test.ts checks the texts against it.
export const flowTexts: FlowTexts = {
  fallback: FALLBACK_MESSAGE,
  assistantNotAuthorized: 'You are not authorized to Sign-In.',
  signInSuccessToast: "Welcome back. you're now signed in.",
  resetToDefaultTooltip: "Welcome back! You're currently shopping with your default address {address}.",
  passwordUpdated: 'Password successfully updated!',
  accountCreated: 'Account successfully created! You are now signed in.',
  profileUpdated: 'We have Successfully updated your profile',
  passkey: {
    invalidCreateFactors: 'Invalid data received from createFactors',
    createCredential: 'Failed to create credential',
    createFactors: 'Failed to create factors',
    activateFactor: 'Failed to activate factor',
  },
  storeResolverAddress: 'The Store Resolver API returned error: {error}',
  storeResolverSync: 'Error in store resolver',
  lockedOut: 'Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.',
};
