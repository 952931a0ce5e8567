import { flowTexts } from '../../../spec/errors/flowTexts';
import { parseDeepLink } from '../../rules/deepLink';
import { validateGoto } from '../../rules/redirect';
import type { RedirectPolicy } from '../../rules/redirect';
import { isServiceSignInPage } from '../../rules/pages';
import { assistantSignIn, partnerAuthorize } from '../../rules/signInMachine';
import type { AssistantDecision, AuthorizeSettings, StoredAssistantValues } from '../../rules/signInMachine';

/** Session-storage key of the assistant sign-in values (000 §3 Local and session storage). */
export const ASSISTANT_STORAGE_KEY = 'assistantSignIn';

// The service page's own query (clientId, redirect_uri, v, state) is not an assistant request: client_id or scope is.
const ASSISTANT_PARAMS = ['client_id', 'scope'] as const;

/** The stored values; a missing, unreadable or non-object record, like a value that is not text, is nothing stored. */
function readStored(raw: string | null | undefined): StoredAssistantValues {
  let o: Record<string, unknown> = {};
  try {
    // Stryker disable next-line StringLiteral: any text that stands in for a missing record is unreadable or no object, so nothing stored
    o = Object(JSON.parse(raw ?? '')) as Record<string, unknown>;
  } catch {
    // An unreadable record leaves nothing stored.
  }
  const s = (x: unknown) => (typeof x === 'string' ? x : null);
  return { redirectUri: s(o.redirectUri), clientId: s(o.clientId), scope: s(o.scope), state: s(o.state) };
}

export interface AssistantRequest {
  /** Values to store: only when the address carries all four (VALIDATION, DEEPLINK-09); null leaves storage as it is. */
  readonly store: string | null;
  readonly decision: AssistantDecision;
}

/**
 * The service sign-in page asked by an assistant (client_id or scope in the address): the values are
 * stored when all four are present, and the sign-in goes ahead only with all four stored (SIGNIN-06); otherwise the
 * page shows 'You are not authorized to Sign-In.' (ERR-38). Null on any other page, or without an assistant request.
 */
export function assistantRequest(input: { pathname: string; search: string; stored: string | null | undefined; issuer: string; nonce: string }): AssistantRequest | null {
  if (!isServiceSignInPage(input.pathname)) return null;
  const query = new URLSearchParams(input.search);
  const stored = readStored(input.stored);
  if (!ASSISTANT_PARAMS.some((p) => query.has(p)) && !stored.clientId) return null;
  const link = parseDeepLink(input.search);
  const values: StoredAssistantValues = link.assistant ?? stored;
  return { store: link.assistant ? JSON.stringify(link.assistant) : null, decision: assistantSignIn(values, input.issuer, input.nonce) };
}

/**
 * SIGNIN-07 (decision 0441): the service sign-in page asked by a third-party partner, whose own client id (not the
 * storefront's), redirect_uri and state are in the service page's query (clientId, redirect_uri, state): the sign-in
 * authorises with them and the partner scopes openid, loyalty and cart. Null on any other page or request; the
 * caller validates the redirect (REDIRECT-06) before using it.
 */
export function partnerRequest(input: { pathname: string; search: string; ownClientId: string; issuer: string; nonce: string }): (AuthorizeSettings & { readonly rules: readonly string[] }) | null {
  if (!isServiceSignInPage(input.pathname)) return null;
  const query = new URLSearchParams(input.search);
  const clientId = query.get('clientId');
  const redirectUri = query.get('redirect_uri');
  const state = query.get('state');
  if (!clientId || clientId === input.ownClientId || !redirectUri || !state) return null;
  return partnerAuthorize({ issuer: input.issuer, clientId, redirectUri, state, nonce: input.nonce });
}

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
