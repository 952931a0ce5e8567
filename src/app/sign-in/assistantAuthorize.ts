import { validateGoto } from '../../rules/redirect';
import type { RedirectPolicy } from '../../rules/redirect';
import type { AuthorizeSettings } from '../../rules/signInMachine';
import { flowTexts } from '../../../spec/errors';
import { ASSISTANT_STORAGE_KEY, assistantRequest, partnerRequest } from '../../storefront/signIn/assistantSignIn';

export { ASSISTANT_STORAGE_KEY };

/** The user-error popup's title when an assistant may not sign in (ERR-38 gives only the message). */
export const ASSISTANT_REFUSED_TITLE = 'Sign-in not available';

export type AssistantPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'authorize'; readonly settings: AuthorizeSettings; readonly rules: readonly string[] }
  | { readonly kind: 'refused'; readonly message: string; readonly rules: readonly string[] };

/**
 * What a sign-in on this page does for an assistant (SIGNIN-06, DEEPLINK-09, REDIRECT-06). On the service sign-in page
 * with an assistant's request, the sign-in authorises with the assistant's stored client id, redirect, scope and state
 * (the provider then sends the code to the assistant); without all four, or with a redirect the redirect rules refuse,
 * the shopper is told 'You are not authorized to Sign-In.' (ERR-38). Anywhere else: an ordinary sign-in.
 */
export function assistantPlan(input: { readonly pathname: string; readonly search: string; readonly stored: string | null | undefined; readonly issuer: string; readonly nonce: string; readonly policy: RedirectPolicy; readonly ownClientId?: string }): AssistantPlan {
  const request = assistantRequest({ pathname: input.pathname, search: input.search, stored: input.stored, issuer: input.issuer, nonce: input.nonce });
  if (!request) {
    // SIGNIN-07: a partner's request authorises with the partner scopes, its redirect validated like an assistant's.
    const partner = input.ownClientId === undefined ? null : partnerRequest({ pathname: input.pathname, search: input.search, ownClientId: input.ownClientId, issuer: input.issuer, nonce: input.nonce });
    if (!partner) return { kind: 'none' };
    const { rules, ...settings } = partner;
    const checked = validateGoto(settings.redirectUri, input.policy);
    if (!checked.accepted) return { kind: 'refused', message: flowTexts.assistantNotAuthorized, rules: [...rules, ...checked.rules] };
    return { kind: 'authorize', settings, rules: [...rules, ...checked.rules] };
  }
  const decision = request.decision;
  if (!decision.ok) return { kind: 'refused', message: decision.message, rules: decision.rules };
  const redirect = validateGoto(decision.authorize.redirectUri, input.policy);
  if (!redirect.accepted) return { kind: 'refused', message: flowTexts.assistantNotAuthorized, rules: [...decision.rules, ...redirect.rules] };
  return { kind: 'authorize', settings: decision.authorize, rules: [...decision.rules, ...redirect.rules] };
}
