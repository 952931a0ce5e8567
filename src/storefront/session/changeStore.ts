import type { CookieJar } from '../cookies';
import { fulfilmentOf } from '../fulfilment';
import type { WebStorage } from '../ports';
import { removeKey } from '../ports';
import { planStoreChange, profileUpdateOutcome } from '../../rules/storeChange';
import { isAuthorised } from '../../rules/userTypes';
import type { CanonicalPreference } from '../../rules/userTypes';
import { STORE_CHANGE_FAILED, storeModalFailureLog } from '../storeModalFailure';
import type { Backend } from './backend';
import { addressOf, callerOf, writeSession } from './establish';
import type { SessionView } from './establish';
import { guestSessionCookie, parseSessionCookie, SHARED_SESSION_COOKIE } from './sessionCookie';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import { writeSyndicatedUser } from './syndicatedUser';

// A store change is the shopper's act, never part of a page load: its code arrives with the store modal.
export interface StoreChoice {
  readonly storeId: string;
  readonly zipcode: string;
  readonly preference: CanonicalPreference;
  /** The store's banner when it is another banner's (CROSS-BANNER-06); the session's banner otherwise. */
  readonly banner?: string;
}

/**
 * What a store choice came to. `changed`: the new session and the message the shopper is told. `leave`: the page goes
 * to another banner's sign-on (CROSS-BANNER-06) or through single sign-on (STORE-CHANGE-06, a path the servlet
 * serves). `reload`: the profile refused the update without keep-me-signed-in (STORE-CHANGE-06). `failed`: the store
 * modal's fallback text; the reason is in the log (ERR-10, STORE-CHANGE-07).
 */
export type StoreChangeOutcome =
  | { readonly kind: 'changed'; readonly view: SessionView; readonly message: string }
  | { readonly kind: 'leave'; readonly url: string; readonly via: 'cross-banner' | 'single-sign-on' }
  | { readonly kind: 'reload' }
  | { readonly kind: 'failed'; readonly message: string };

export interface StoreChangeDeps {
  readonly backend: Backend;
  readonly cookies: CookieJar;
  readonly now: number;
  readonly currentUrl: string;
  /** The banner's single-sign-on path (STORE-CHANGE-06). */
  readonly ssoPath: string;
  readonly storage?: WebStorage;
  readonly bannerDomainMap?: Record<string, string>;
  /** Log lines (never shown to the shopper). */
  readonly log?: (line: string) => void;
  /** Named steps, for the workbench's scenario expectations. */
  readonly trace?: (event: string) => void;
}

/** The message a change without a message of its own tells the shopper. */
export function storeChangedText(choice: Pick<StoreChoice, 'storeId' | 'preference'>): string {
  return `You're shopping ${fulfilmentOf(choice.preference).words} at store #${choice.storeId}.`;
}

/**
 * A store choice, the one command the store modal and the workbench's driver run. Guests: a new guest session
 * (GUEST-STORE-12). Signed-in users: the store-change rule's effects in order (STORE-CHANGE-01..09, CROSS-BANNER-06):
 * profile update (its refusal decided by STORE-CHANGE-06/07), storage cleared, then a cross-banner redirect or the
 * session cookie and the success message. Either way a change that stays writes the syndicated user cookie (COOKIE-08).
 */
export async function changeStore(view: SessionView, choice: StoreChoice, deps: StoreChangeDeps): Promise<StoreChangeOutcome> {
  const trace = deps.trace ?? (() => undefined);
  const log = deps.log ?? (() => undefined);
  const previous = parseSessionCookie(deps.cookies.get(SHARED_SESSION_COOKIE));
  if (!isAuthorised(view.userType)) {
    const storeAddress = await addressOf(deps.backend, choice.storeId);
    writeSession(deps.cookies, guestSessionCookie({ banner: view.banner, storeId: choice.storeId, zipcode: choice.zipcode, preference: choice.preference, selection: 'user', siteType: view.siteType, address: storeAddress?.line1 ?? null, previous, cookies: deps.cookies.all() }), 'G', deps.now);
    const changed: SessionView = { ...view, ...choice, userType: 'G', storeAddress, how: 'store change', rules: ['GUEST-STORE-12', 'EXPIRY-01'] };
    writeSyndicatedUser(deps.cookies, changed, deps.now);
    trace('storeChange:guest');
    return { kind: 'changed', view: changed, message: storeChangedText(choice) };
  }
  const plan = planStoreChange({
    userId: view.userInfo?.userId ?? view.customerId ?? undefined,
    userType: view.userType,
    siteBanner: view.banner,
    target: { banner: choice.banner ?? view.banner, storeId: choice.storeId, zipcode: choice.zipcode, preference: choice.preference },
    currentInfo: previous,
    currentUrl: deps.currentUrl,
    ...(deps.bannerDomainMap ? { bannerDomainMap: deps.bannerDomainMap } : {}),
  });
  if (!plan.ok) {
    // ERR-10: the rule's error is the caller's answer, logged; the shopper sees the fallback.
    trace(`storeChange:error:${plan.error.name}`);
    log(storeModalFailureLog('store change', plan.error));
    return { kind: 'failed', message: STORE_CHANGE_FAILED };
  }
  let message: string | null = null;
  for (const effect of plan.effects) {
    switch (effect.kind) {
      case 'profile-update': {
        let status = 200;
        let statusText: string | undefined;
        try {
          if (!deps.backend.updateProfileStores) throw new Error('no profile service');
          await deps.backend.updateProfileStores(callerOf(view), effect.userId, effect.body);
        } catch (error) {
          // A network error or timeout has no status: it is reported back like any other failed answer.
          const e = error as { status?: unknown; statusText?: unknown; message?: unknown };
          status = typeof e.status === 'number' ? e.status : 0;
          const reason = typeof e.statusText === 'string' && e.statusText !== '' ? e.statusText : e.message;
          // Stryker disable next-line ConditionalExpression: the rule reads a status text only when it is a string
          statusText = typeof reason === 'string' ? reason : undefined;
        }
        const outcome = profileUpdateOutcome({ status, statusText, kmsiCookie: deps.cookies.get(KMSI_COOKIE), currentUrl: deps.currentUrl, ssoPath: deps.ssoPath });
        trace(`profileUpdate:${outcome.action}`);
        if (outcome.action === 'sso') {
          trace(`redirect:${outcome.url}`);
          return { kind: 'leave', url: outcome.url, via: 'single-sign-on' };
        }
        if (outcome.action === 'reload') return { kind: 'reload' };
        if (outcome.action === 'callback') {
          trace(`profileUpdate:success:${String(outcome.success)}`);
          log(`profile update failed: ${outcome.message}`);
          return { kind: 'failed', message: STORE_CHANGE_FAILED };
        }
        break;
      }
      case 'clear-storage':
        // Stryker disable next-line ConditionalExpression: removing a key from an absent storage removes nothing either (removeKey)
        if (deps.storage) for (const key of effect.keys) removeKey(deps.storage, key);
        break;
      case 'redirect':
        trace('storeChange:redirect');
        trace(`redirect:${effect.url}`);
        return { kind: 'leave', url: effect.url, via: 'cross-banner' };
      case 'update-session-cookie':
        writeSession(deps.cookies, { info: effect.info }, view.userType, deps.now);
        break;
      case 'report-success':
        message = effect.message;
        break;
      default:
        // Slot re-init and the cart's store belong to the cart core, which follows the new session's store
        // (src/storefront/cart/cart.ts: REINIT-06's mark and the cart moved to the store).
        trace(`storeChange:${effect.kind}`);
        break;
    }
  }
  const storeAddress = await addressOf(deps.backend, choice.storeId);
  const changed: SessionView = { ...view, ...choice, storeAddress, how: 'store change (profile updated)', rules: plan.rules };
  writeSyndicatedUser(deps.cookies, changed, deps.now);
  return { kind: 'changed', view: changed, message: message ?? storeChangedText(choice) };
}
