import { useEffect } from 'react';
import { useApp, useStorefront, useStorefrontSelector } from '../shell/AppContext';
import { useRouter } from '../shell/router';
import { PageTitle } from './PageTitle';

export function SignInPage({ service }: { service: boolean }) {
  const { openModal, signInPrefill } = useApp();
  const core = useStorefront();
  const { location } = useRouter();
  const here = `${location.pathname}${location.search}`;
  // SIGNIN-06, REDIRECT-06: the core decides the arrival (the assistant check, the redirect once signed in); the page
  // tells it when the router brings the page in place, and renders what it found for this address.
  useEffect(() => {
    void core.signInArrival().catch(() => undefined);
  }, [core, here]);
  const found = useStorefrontSelector(core, (s) => s.signInArrival);
  const arrival = found?.address === here ? found : null;

  if (arrival?.refusal) {
    // ERR-38: the popup announces the refusal; the page keeps saying it, without a sign-in, once the popup is closed.
    return (
      <>
        <PageTitle>Sign in to continue</PageTitle>
        <p className="notice error">{arrival.refusal}</p>
      </>
    );
  }
  return (
    <>
      <PageTitle>{service ? 'Sign in to continue' : 'Sign in'}</PageTitle>
      {service && arrival?.appAsking && <p className="muted">An app is asking you to sign in.</p>}
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
