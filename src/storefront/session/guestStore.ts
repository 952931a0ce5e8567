import type { FeatureToggles } from '../../../spec/schemas/config';
import { PREVIOUS_LOGIN_COOKIE } from '../../rules/access';
import { planGuestStore, unansweredGuestStore } from '../../rules/guestStore';
import type { GuestSelection, PreviousLogin, ResolverOutcome } from '../../rules/guestStore';
import type { TimeZoneInput } from '../../rules/expiry';
import { selectStoreIdFromUrl } from '../../rules/storeIdSelector';
import type { CookieJar } from '../cookies';
import type { Backend } from './backend';
import { loadResolveGuestStore } from '../chunks';

// null is an object to typeof, and comes back as itself: no record.
const record = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown> | null) : null);

/** The cookie's JSON as written, else URI-encoded; anything else is no record (undefined). */
function parseJson(raw: string): unknown {
  for (const candidate of [() => raw, () => decodeURIComponent(raw)]) {
    try {
      return JSON.parse(candidate()) as unknown;
    } catch {
      // the next form, else no record
    }
  }
  return undefined;
}

/**
 * The previous-login record (abs_previouslogin) in the shape the guest-store rule reads (AMBIG-15): a `www` site
 * record, or a flat record naming its `site`; each either flat (preference, j4uStoreId…) or session-shaped
 * (COMMON.preference, J4U/SHOP storeId and zipcode). Anything unreadable gives null: no previous login.
 */
export function readPreviousLogin(raw: string | undefined): PreviousLogin | null {
  // Stryker disable next-line ConditionalExpression: an absent cookie would not parse either; the check only skips the attempt
  if (raw === undefined) return null;
  const top = record(parseJson(raw));
  if (!top) return null;
  const www = record(top.www);
  const site = www ? 'www' : typeof top.site === 'string' ? top.site : null;
  const body = www ?? top;
  const info = record(body.info) ?? body;
  const common = record(info.COMMON) ?? {};
  const j4u = record(info.J4U) ?? {};
  const shop = record(info.SHOP) ?? {};
  const preference = body.preference ?? common.preference;
  return {
    site,
    preference: typeof preference === 'string' ? preference : null,
    j4uStoreId: body.j4uStoreId ?? j4u.storeId,
    j4uZipcode: body.j4uZipcode ?? j4u.zipcode,
    shopStoreId: body.shopStoreId ?? shop.storeId,
    shopZipcode: body.shopZipcode ?? shop.zipcode,
  };
}

/**
 * The zone local midnight is counted in (GUEST-STORE-04's daily cookie): the browser's own clock, read through
 * `Date`, which follows daylight saving like the zone's name would; naming the zone through `Intl` costs a page load
 * tens of milliseconds the first time.
 */
const localClockOffset = (at: number): number => -new Date(at).getTimezoneOffset();

export interface GuestStoreStepInput {
  readonly banner: string;
  readonly pathname: string;
  readonly search: string;
  readonly cookies: CookieJar;
  readonly backend: Backend;
  readonly toggles: FeatureToggles;
  /** The page's own store-id-selector setting. */
  readonly selectorPage: boolean;
  readonly now: number;
  readonly timeZone?: TimeZoneInput;
  /** The previous login and the selector's store as already read (the workbench's guestStore step), instead of the cookie and the path. */
  readonly given?: { readonly previousLogin: PreviousLogin | null; readonly selectorStoreId: string | null };
}

async function outcomeOf(run: (() => Promise<unknown>) | undefined): Promise<ResolverOutcome> {
  // Stryker disable next-line ConditionalExpression: calling an absent call throws, and a throw is a failed answer too
  if (!run) return { status: 'failed' };
  try {
    return { status: 'ok', body: await run() };
  } catch {
    return { status: 'failed' };
  }
}

/**
 * Guest store selection for a visitor without a deep link (GUEST-STORE-02..11): previous login (with the daily
 * resolver-v2 delivery check), then the path's store-id selector, then the banner default. Resolver failures take
 * the spec's fallbacks (ERR-02 previous info, ERR-03 default).
 */
export async function selectGuestStore(input: GuestStoreStepInput): Promise<{ selection: GuestSelection; rules: string[] }> {
  const selector = selectStoreIdFromUrl({ path: input.pathname, search: input.search, toggles: input.toggles, pageSetting: input.selectorPage });
  const ruleInput = {
    banner: input.banner,
    deepLink: null,
    previousLogin: input.given ? input.given.previousLogin : readPreviousLogin(input.cookies.get(PREVIOUS_LOGIN_COOKIE)),
    selectorStoreId: input.given ? input.given.selectorStoreId : selector.source === 'path' ? selector.storeId : null,
    toggles: input.toggles,
    cookies: input.cookies.all(),
    now: input.now,
    timeZone: input.timeZone ?? localClockOffset,
  };
  const plan = planGuestStore(ruleInput);
  if (plan.kind === 'final') return { selection: plan.selection, rules: [...plan.rules] };
  for (const cookie of plan.setCookies) input.cookies.set(cookie.name, cookie.value, cookie.expires);
  const request = plan.request;
  // The rule's reading of the answer is fetched alongside the call (no visit waits on it after the answer); when it
  // cannot be fetched (the network is down), the call counts as unanswered and takes the spec's fallback.
  const [answered, resolveGuestStore] = await Promise.all([
    request.call === 'CALL-23'
      ? outcomeOf(input.backend.deliveryCheck ? () => input.backend.deliveryCheck!(request.query.zipcode) : undefined)
      : outcomeOf(input.backend.selectorValidate ? () => input.backend.selectorValidate!(request.query.banner, request.query.storeid) : undefined),
    // Stryker disable next-line ArrowFunction: undefined and null alike mean the reading could not be fetched
    loadResolveGuestStore().catch(() => null),
  ]);
  const outcome: ResolverOutcome = resolveGuestStore ? answered : { status: 'failed' };
  const resolved = resolveGuestStore ? resolveGuestStore(ruleInput, outcome) : unansweredGuestStore(ruleInput, request.call, plan.rules);
  // SELECTOR-07's `loc` is no guest store source (GUEST-STORE-09 reads the path), so it is not named as applied.
  const rules = [...selector.rules.filter((r) => r !== 'SELECTOR-07'), ...resolved.rules];
  if (request.call === 'CALL-23' && outcome.status === 'failed') rules.push('ERR-02');
  if (request.call === 'CALL-24' && resolved.selection.source === 'default') rules.push('ERR-03');
  return { selection: resolved.selection, rules };
}
