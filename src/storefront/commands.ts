import { isSetStorePage } from '../rules/pages';
import { STORE_PAGE_RELOAD_WAIT_MS } from '../rules/storeFlags';
import { registrationFinished } from '../rules/sessionEvents';
import { inPagePath } from '../rules/navigation';
import { isAuthorised } from '../rules/userTypes';
import type { SessionView } from './session/establish';
import type { RefreshOutcome } from './session/sessionEvents';
import type { StoreChangeOutcome, StoreChoice } from './session/changeStore';
import type { SignInFlow, SignInFlowPorts } from './sign-in/signInFlow';
import type { CommandCore } from './storefront';
import type { AutoSignInOutcome, AutoSignInReason } from './types';
import { loadArrival, loadAutoSignIn, loadChangeStore, loadCrossBannerSsoUrl, loadSessionRefresh, loadSignInFlow } from './chunks';

/**
 * The core's commands that only a shopper's act or another script of the page starts (a store choice, a sign-in, a
 * banner switch, a registration's end, an auto sign-in): no page load runs them, so the core fetches this module on
 * the first of them, and the page fetches it ahead when idle.
 */

/** SESSION-EST-15: signs in with the session token an account creation or a password reset answered. */
export async function signInWithSessionToken(core: CommandCore, sessionToken: string, reason: AutoSignInReason): Promise<AutoSignInOutcome> {
  // The command's code is fetched when a flow that ends in it gets there.
  const run = (await loadAutoSignIn()).signInWithSessionToken;
  return run({
    ports: core.ports,
    cookies: core.cookies,
    sessionToken,
    reason,
    trace: core.trace,
    afterHandOff: async () => {
      await core.reloadSession();
      core.showStoredNotice();
    },
  });
}

/** The conflict modal's switch: single sign-on at the previous store's banner (CROSS-BANNER). */
export async function switchBanner(core: CommandCore): Promise<void> {
  const modal = core.snapshot().modal;
  if (modal?.kind !== 'conflict') return;
  const crossBannerSsoUrl = await loadCrossBannerSsoUrl();
  const sso = crossBannerSsoUrl({ targetBanner: modal.previous.banner, goto: core.href(), bannerDomainMap: core.ports.config.bannerDomainMap });
  if (sso.url) core.ports.location.assign(sso.url);
  else core.dispatch({ type: 'modalClosed' });
}

/** SESSION-EST-17: the redirect cookie is set to `target`, then a signed-in user is signed out silently. */
export async function finishRegistration(core: CommandCore, target: string): Promise<boolean> {
  const effects = registrationFinished(core.snapshot().session?.userType, target);
  let redirect: { name: string; value: string } | null = null;
  for (const effect of effects) {
    if (effect.kind === 'set-cookie') redirect = effect;
    // Stryker disable next-line EqualityOperator: the rule gives the redirect cookie, then the sign-out: signing out at either one signs out once, first
    if (effect.kind === 'sign-out') {
      core.trace('registration:finished');
      await core.signOutClient();
    }
  }
  if (effects.length === 0) return false;
  // The sign-out clears the page's cookies; the redirect cookie it was given first is the one it keeps (EXPIRY-08:
  // a redirect cookie lasts the browser session).
  // Stryker disable next-line ConditionalExpression: a finished registration always carries its redirect cookie (registrationFinished)
  if (redirect) core.cookies.set(redirect.name, redirect.value, null);
  await core.reloadSession();
  return true;
}

/** Opens a sign-in (OTP-01..11): the machine over this page's backend, cookies and clock. */
export async function signIn(core: CommandCore, options: Partial<Omit<SignInFlowPorts, 'backend' | 'cookies' | 'now'>>): Promise<SignInFlow> {
  const { ports } = core;
  // The flow's code is fetched when the sign-in opens.
  const { createSignInFlow, signInContext } = await loadSignInFlow();
  return createSignInFlow({
    backend: ports.backend,
    cookies: core.cookies,
    now: () => ports.clock.now(),
    context: signInContext(ports.config, ports.freshId),
    prefill: core.snapshot().signInPrefill,
    showToast: core.showToast,
    leave: (url) => ports.location.assign(url),
    signedIn: async (notice) => {
      await core.reloadSession();
      // ERR-39: the welcome greets only a session that is still signed in (a failed refresh leaves a guest).
      const view = core.snapshot().session;
      if (notice && view !== null && isAuthorised(view.userType)) core.showToast(notice);
    },
    trace: core.trace,
    ...options,
  });
}

/** A store choice (the store modal's): the changed session is shown with its message, or the page is left. */
export async function changeStore(core: CommandCore, view: SessionView, choice: StoreChoice): Promise<StoreChangeOutcome> {
  const { ports } = core;
  const run = (await loadChangeStore()).changeStore;
  const outcome = await run(view, choice, { backend: ports.backend, cookies: core.cookies, now: ports.clock.now(), currentUrl: core.href(), ssoPath: ports.banner.ssoPath, storage: ports.local, bannerDomainMap: ports.config.bannerDomainMap, log: ports.log, trace: core.trace });
  if (outcome.kind === 'changed') {
    core.setSession(outcome.view);
    core.showToast(outcome.message);
    // STORE-FLAGS-08 (decision 0418): the store page itself is reloaded for the new store after its wait.
    if (isSetStorePage(ports.location.current().pathname)) {
      core.scheduleReload(() => {
        core.trace('storePage:reload');
        ports.location.assign(inPagePath(core.href()));
      }, STORE_PAGE_RELOAD_WAIT_MS);
    }
  } else if (outcome.kind === 'leave') core.leaveTo(outcome.url);
  return outcome;
}

/**
 * CALL-48 for a keep-me-signed-in user outside a page load (the page load runs its own): a failure signs out through
 * the core's one sign-out (SIGNIN-05, AMBIG-54); the caller loads the page again as the guest the shopper now is.
 */
export async function refreshSession(core: CommandCore): Promise<RefreshOutcome> {
  const { ports } = core;
  const { refreshKmsiSession } = await loadSessionRefresh();
  return refreshKmsiSession(core.snapshot().session?.userType, { backend: ports.backend, cookies: core.cookies, now: ports.clock.now(), log: ports.log, signOut: core.signOutClient });
}

/** The address each core's sign-in pages last arrived at: the same address decides nothing twice. */
const arrivedAt = new WeakMap<CommandCore, string>();

/**
 * The sign-in pages' arrival (SIGNIN-06, DEEPLINK-09, ERR-38): the assistant's request checked once per address, its
 * refusal asked for in the user-error popup (MISC-08) and kept for the page; a signed-in shopper goes on at once.
 */
export async function signInArrival(core: CommandCore, signedIn: boolean): Promise<void> {
  const { ports } = core;
  const here = ports.location.current();
  const address = `${here.pathname}${here.search}`;
  if (arrivedAt.get(core) !== address) {
    // Marked before the code arrives: a second call for the same address (a re-run effect) decides nothing again.
    arrivedAt.set(core, address);
    const code = await loadArrival();
    const arrival = code.arriveAtSignIn({ pathname: here.pathname, search: here.search, session: ports.session, issuer: ports.config.identity.issuer });
    core.dispatch({ type: 'signInArrived', arrival });
    if (arrival.refusal !== null) {
      core.trace('assistant:not-authorized');
      core.showUserError(code.ASSISTANT_REFUSED_TITLE, arrival.refusal);
    }
  }
  if (signedIn) await followAfterSignIn(core);
}

/** REDIRECT-06, ERR-07: on the sign-in page, signed in: goto, else the recorded redirect, validated, is followed. */
export async function followAfterSignIn(core: CommandCore): Promise<void> {
  const { ports } = core;
  const { followAfterSignIn: follow } = await loadArrival();
  const decision = follow({ location: ports.location, cookies: core.cookies, policy: ports.config.domain, log: ports.log });
  if (decision) core.trace(`afterSignIn:${decision.accepted ? 'accepted' : decision.refusal}`);
}
