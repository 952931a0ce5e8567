import { useEffect, useMemo, useRef } from 'react';
import { isAuthorised } from '../../rules/userTypes';
import { showUserError } from '../modals/userErrors';
import { useApp } from '../shell/AppContext';
import { useRouter } from '../shell/router';
import { afterSignIn, REDIRECT_URL_COOKIE } from '../../storefront/signIn/afterSignIn';
import { ASSISTANT_REFUSED_TITLE } from '../sign-in/assistantAuthorize';
import { ASSISTANT_STORAGE_KEY, assistantRequest } from '../../storefront/signIn/assistantSignIn';
import { PageTitle } from './PageTitle';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function SignInPage({ service }: { service: boolean }) {
  const { openModal, session, cookies, config, signInPrefill } = useApp();
  const { location, navigate } = useRouter();
  const q = new URLSearchParams(location.search);
  // SIGNIN-06 (ERR-38): an assistant's request is checked on arrival; the values are kept only when all four came.
  const assistant = useMemo(
    () => assistantRequest({ pathname: location.pathname, search: location.search, stored: sessionStore()?.getItem(ASSISTANT_STORAGE_KEY), issuer: config.identity.issuer, nonce: '' }),
    [location.pathname, location.search, config.identity.issuer],
  );
  useEffect(() => {
    if (assistant?.store) sessionStore()?.setItem(ASSISTANT_STORAGE_KEY, assistant.store);
  }, [assistant]);
  // MISC-08: a user error is shown in the user-error popup, ERR-38 included; asked once per arrival (an effect that
  // runs again for the same address, as under StrictMode, does not queue a second popup).
  const refusedAt = useRef<string | null>(null);
  const refusal = assistant && !assistant.decision.ok ? assistant.decision.message : null;
  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (refusal === null || refusedAt.current === here) return;
    refusedAt.current = here;
    showUserError(ASSISTANT_REFUSED_TITLE, refusal);
  }, [refusal, location.pathname, location.search]);

  // REDIRECT-06, ERR-07: once signed in, the page follows goto (or the recorded redirect), validated; an untrusted
  // target becomes the default home redirect, so the shopper stays on the site.
  const signedIn = session !== null && isAuthorised(session.userType);
  useEffect(() => {
    if (!signedIn) return;
    const decision = afterSignIn({ pathname: location.pathname, search: location.search, redirectCookie: cookies.get(REDIRECT_URL_COOKIE), policy: config.domain });
    if (!decision) return;
    cookies.remove(REDIRECT_URL_COOKIE);
    // The router follows the decision itself: a trusted URL leaves, anything else stays on the origin.
    navigate(decision, { replace: true });
  }, [signedIn, location.pathname, location.search, cookies, config.domain, navigate]);

  if (refusal !== null) {
    // The popup announces the refusal; the page keeps saying it, without a sign-in, once the popup is closed.
    return (
      <>
        <PageTitle>Sign in to continue</PageTitle>
        <p className="notice error">{refusal}</p>
      </>
    );
  }
  return (
    <>
      <PageTitle>{service ? 'Sign in to continue' : 'Sign in'}</PageTitle>
      {service && (q.get('clientId') || assistant) && <p className="muted">An app is asking you to sign in.</p>}
      {/* SIGNIN-08: the address named the email the sign-in starts with. */}
      {signInPrefill && (
        <p className="muted" data-testid="sign-in-prefill">
          Signing in as <strong>{signInPrefill.email}</strong>
        </p>
      )}
      <button type="button" className="button primary" onClick={() => openModal({ kind: 'signIn' })}>
        Sign in or create an account
      </button>
    </>
  );
}
