import type { StorefrontConfig } from '../../spec/schemas/config';
import type { ApiEnv } from './http';
import { ApiError } from './http';

/**
 * SIGNIN-05 / CALL-46: the identity provider's logout, the server side of signing out. It is a navigation-like
 * request: the provider's cookie travels (credentials include), a redirect answer is not followed, and nothing is
 * added to the configured address (no bearer token, no user data). Failures are reported as an ApiError; the
 * caller clears the client session either way.
 */
export async function identityLogout(config: Pick<StorefrontConfig, 'identity'>, env: Pick<ApiEnv, 'fetch'>): Promise<void> {
  const url = config.identity.logoutUrl;
  let response: Response;
  try {
    response = await env.fetch(url, { method: 'GET', redirect: 'manual', credentials: 'include' });
  } catch (cause) {
    throw new ApiError({ kind: 'network', call: 'CALL-46', message: 'The sign-out request could not be sent', cause });
  }
  // An opaque redirect (status 0) or a 3xx is the provider handing back: the logout happened.
  if (response.type === 'opaqueredirect' || response.status === 0 || (response.status >= 200 && response.status < 400)) return;
  throw new ApiError({ kind: 'status', call: 'CALL-46', message: `The sign-out request answered ${response.status}`, status: response.status, statusText: response.statusText });
}
