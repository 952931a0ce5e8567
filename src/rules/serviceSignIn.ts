import { serviceSignInOf } from './pages';
import type { RedirectPolicy } from './redirect';
import { validateRedirect } from './redirect';

/**
 * PAGES-13 with the REDIRECT validation. Read only on the service sign-in page (the storefront fetches it there, and the
 * loader asks for it with that page); apart so no other page load carries the validation.
 */

/** PAGES-13: an untrusted redirect_uri on the service sign-in page makes the page reload itself. */
export function serviceSignInRedirect(address: unknown, policy: RedirectPolicy): { action: 'continue' | 'reload' | 'not-service-sign-in'; rules: readonly string[] } {
  const s = serviceSignInOf(address);
  if (!s) return { action: 'not-service-sign-in', rules: ['PAGES-03'] };
  const d = validateRedirect(s.redirectUri, policy);
  return { action: d.accepted ? 'continue' : 'reload', rules: ['PAGES-03', 'PAGES-13', ...d.rules] };
}
