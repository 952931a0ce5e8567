import { parseDeepLink } from '../../rules/deepLink';
import { isServiceSignInPage } from '../../rules/pages';
import { assistantSignIn, partnerAuthorize } from '../../rules/signInMachine';
import type { AssistantDecision, AuthorizeSettings, StoredAssistantValues } from '../../rules/signInMachine';

/** Session-storage key of the assistant sign-in values (000 §3 Local and session storage). */
export const ASSISTANT_STORAGE_KEY = 'assistantSignIn';

// The service page's own query (clientId, redirect_uri, v, state) is not an assistant request: client_id or scope is.
const ASSISTANT_PARAMS = ['client_id', 'scope'] as const;

function readStored(raw: string | null | undefined): StoredAssistantValues {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object') return {};
    const o = v as Record<string, unknown>;
    const s = (x: unknown) => (typeof x === 'string' ? x : null);
    return { redirectUri: s(o.redirectUri), clientId: s(o.clientId), scope: s(o.scope), state: s(o.state) };
  } catch {
    return {};
  }
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
