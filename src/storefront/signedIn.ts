import { storeModalTab } from './fulfilment';
import { orderAndSignInCookieNames } from '../rules/cookieNames';
import { completeProfileDelay } from '../rules/completeProfileDelay';
import { boxTopAuthorised } from '../rules/loyaltyBoxTop';
import { showCompleteBusinessProfile } from '../rules/pageLoadModals';
import type { CookieJar } from './cookies';
import { checkPasskeyPrompt } from './passkey';
import { writeDeliveryAddressCookie } from './session/deliveryAddressCookie';
import { readKey, writeKey } from './ports';
import type { Backend } from './session/backend';
import { callerOf } from './session/establish';
import type { SessionView } from './session/establish';
import { reconcileOnLoad } from './session/reconcile';
import type { ReconcileOutcome } from './session/reconcile';
import { sessionTooltip, TOOLTIP_ACK_KEY } from './sessionTooltip';
import type { ShownTooltip } from './sessionTooltip';
import type { StorefrontPorts } from './storefront';
import type { StorefrontAction } from './snapshot';

/** SIGNIN-04: what a signed-in session's token expiry does (the storefront's expiry timer runs for signed-in users only). */
export { sessionExpiry } from '../rules/signInSession';

/** Local-storage mark that the complete-business-profile modal was completed (MISC-02). */
export const BUSINESS_PROFILE_DONE_KEY = 'businessProfileDone';
/** The success toast of the complete-business-profile modal. */
export const BUSINESS_PROFILE_SAVED = 'We have Successfully updated your profile';

/**
 * The part of the page load only signed-in users reach, fetched when one does (guests never load it): profile
 * reconciliation (PROFILE-RECON), then the default-address tooltip (TOOLTIP-01), the passkey prompt (PASSKEY-01..04)
 * and the complete-business-profile modal (MISC-02), in that order.
 */
export async function afterSignedInLoad(
  view: SessionView,
  core: {
    ports: StorefrontPorts;
    cookies: CookieJar;
    dispatch: (action: StorefrontAction) => void;
    setSession: (view: SessionView) => void;
    trace: (event: string) => void;
    showTooltip: (tooltip: ShownTooltip) => void;
    schedule: (run: () => void, ms: number) => void;
  },
): Promise<ReconcileOutcome> {
  const { ports, cookies, dispatch, trace } = core;
  const { backend, banner, clock, local } = ports;
  const toggles = ports.config.featureToggles;
  const orderCookie = orderAndSignInCookieNames(view.siteType, toggles, banner.b2bCookieNames).orderNumber;
  const outcome = await reconcileOnLoad(view, { backend, cookies, banner, now: clock.now(), orderNumberCookie: cookies.get(orderCookie) ?? null });
  trace(outcome.kind === 'fetch-failed' ? `reconcile:fetch-failed:${outcome.failure.action}` : outcome.decision ? `reconcile:${outcome.decision.kind}` : 'reconcile:unreadable-profile');
  const current = outcome.kind === 'updated' ? outcome.view : view;
  if (outcome.kind === 'updated') core.setSession(outcome.view);
  else if (outcome.kind === 'conflict') {
    trace('modal:conflict');
    dispatch({ type: 'modalOpened', modal: { kind: 'conflict', current: outcome.decision.current, previous: outcome.decision.previous } });
  } else if (outcome.kind === 'closed-store') {
    trace('modal:closed-store');
    dispatch({ type: 'modalOpened', modal: { kind: 'store', tab: storeModalTab(view.preference), closedStore: true } });
  }
  // SPLASH-06: the conflict flow keeps the splash waiting until the shopper has chosen.
  if (outcome.kind !== 'conflict') dispatch({ type: 'profileChecked' });
  // Stryker disable next-line ArrayDeclaration: an entry that is no address object is never flagged, so no tooltip tells it from none
  const tooltip = sessionTooltip({ view: current, selectedAddresses: outcome.selectedAddresses ?? [], acknowledged: readKey(local, TOOLTIP_ACK_KEY) === 'true', giftingTooltip: toggles.giftingTooltip, viewportWidth: ports.viewportWidth?.() ?? 1280 });
  if (tooltip) core.showTooltip(tooltip);
  // COOKIE-14, EXPIRY-03: only a signed-in user's user info carries a delivery address.
  if (writeDeliveryAddressCookie(cookies, current, clock.now())) trace('cookie:delivery-address');
  await loyaltyBoxTop(current, ports);
  // PASSKEY-01..04: the rule decides whether the factors are fetched.
  const prompt = await checkPasskeyPrompt({ enablePasskeyFactorApi: toggles.enablePasskeyFactorApi, userType: current.userType, uuid: current.userInfo?.UUID ?? null, caller: callerOf(current), cookies, backend, now: clock.now() });
  if (prompt.show) {
    trace('passkey:prompt');
    dispatch({ type: 'passkeyPrompted' });
  }
  // MISC-02: the complete-business-profile modal opens a moment after an auto sign-in, until it is completed.
  if (showCompleteBusinessProfile(current.siteType, toggles) && readKey(local, BUSINESS_PROFILE_DONE_KEY) !== 'true') {
    // Stryker disable next-line StringLiteral: the rule's delay for anything but a conversion is the auto sign-in's
    core.schedule(() => dispatch({ type: 'businessProfileDue' }), completeProfileDelay('autoSignIn'));
  }
  return outcome;
}

/** Local-storage key of the loyalty box-top authorisation (000 §3 Local and session storage: showBoxtop). */
export const SHOW_BOXTOP_KEY = 'showBoxtop';

/**
 * MISC-03 (001 §6: C and R users get the loyalty partner lookup): the box-top authorisation is stored from the
 * signed-in user's loyalty partners. A failed lookup leaves what was stored (the page does not depend on it).
 */
async function loyaltyBoxTop(view: SessionView, ports: StorefrontPorts): Promise<void> {
  const uuid = view.userInfo?.UUID;
  if (!uuid || !ports.backend.loyaltyPartners) return;
  let body: unknown;
  try {
    body = await ports.backend.loyaltyPartners(callerOf(view), uuid);
  } catch {
    return;
  }
  const partners = (body as { loyaltyPartners?: unknown } | null)?.loyaltyPartners;
  writeKey(ports.local, SHOW_BOXTOP_KEY, String(boxTopAuthorised(view.userType, partners)));
}

/** Saves the complete-business-profile form (MISC-02); rejects when the profile cannot be updated. */
export async function saveBusinessProfile(view: SessionView | null, info: Parameters<NonNullable<Backend['updateBusinessProfile']>>[2], core: { ports: StorefrontPorts; showToast: (text: string) => void }): Promise<void> {
  const { backend, local } = core.ports;
  // Stryker disable next-line OptionalChaining: without a session or user info the save rejects either way, and the form shows its own failure for any rejection
  const uuid = view?.userInfo?.UUID;
  // Stryker disable next-line StringLiteral: the message is for the log; the form shows its own failure text
  if (!view || !uuid || !backend.updateBusinessProfile) throw new Error('unavailable');
  await backend.updateBusinessProfile(callerOf(view), uuid, info);
  writeKey(local, BUSINESS_PROFILE_DONE_KEY, 'true');
  core.showToast(BUSINESS_PROFILE_SAVED);
}
