import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { RuleModule } from './module';
import { FeatureToggles } from '../../spec/schemas/config';
import { SessionInfo } from '../../spec/schemas/sessionCookie';
import { planGuestStore, buildGuestSession } from './guestStore';
import { resolveGuestStore } from './guestStoreAnswer';
import { parseDeepLink, parseStoreModalLink, deepLinkAction } from './deepLink';
import { selectStoreIdFromUrl, selectorRedirect } from './storeIdSelector';
import { marketingParams, withReferrerParam, analyticsReferrer } from './carriedMarketing';
import { rewriteAisleLink } from './aisleLinks';
import { parseSessionCookie, writeStoreFields } from './sessionCookie';
import { sessionCookieValuesModule } from './sessionCookieValues';
import { validateSessionUpdate, sessionUpdateForIntent } from './sessionUpdate';
import { validateCrossBannerUpdate } from './crossBanner';
import { planStoreChange, profileUpdateOutcome } from './storeChange';
import { parseDeliveryAddress, storeAddressLine } from './address';
import { splitPostalCode } from './postalCode';
import { completeStoreFlags } from './storeFlags';
import { cookieName } from './cookieNames';
import { sessionCookieExpiry, nextLocalMidnight } from './expiry';
import { expiryFromDays } from './cookieDays';
import { featureToggles, prebookSlotModalOn } from './configRules';
import { prop65Flag } from './prop65';
import { readAbCart } from './storage';
import { requestHeaders } from './calls';
import { customerIdForPath } from './customerId';
import { pageLoadModals } from './pageLoadModals';
import { boxTopAuthorised } from './loyaltyBoxTop';

const toggles = z.prefault(FeatureToggles, {});
const cookies = z._default(z.record(z.string(), z.string()), {});
const zone = z.union([z.string(), z.number()]);
const outcome = z.discriminatedUnion('status', [z.object({ status: z.literal('ok'), body: z.unknown() }), z.object({ status: z.literal('invalid') }), z.object({ status: z.literal('failed') })]);

const guestStoreInput = z.object({
  banner: z.string(),
  deepLink: z.nullish(z.object({ storeId: z.string(), zipcode: z.optional(z.string()), preference: z.string(), selectionType: z.optional(z.string()) })),
  previousLogin: z.nullish(z.object({ site: z.nullish(z.string()), preference: z.nullish(z.string()), j4uStoreId: z.optional(z.unknown()), j4uZipcode: z.optional(z.unknown()), shopStoreId: z.optional(z.unknown()), shopZipcode: z.optional(z.unknown()) })),
  selectorStoreId: z.nullish(z.string()),
  toggles,
  cookies,
  now: z.number(),
  timeZone: z._default(zone, 0),
  resolverOutcome: z.optional(outcome),
});

const guestSelection = z.object({ storeId: z.string(), zipcode: z.string(), preference: z.string(), selectionType: z.string(), shopStoreId: z.optional(z.string()), shopZipcode: z.optional(z.string()), source: z.enum(['deeplink', 'previous', 'selector', 'default']) });

/** Rule modules of the foundation document (000) about stores, deep links, cookies and configuration. */
export const storeModules: readonly RuleModule[] = [
  defineRuleModule({
    name: 'guest-store',
    summary: 'Guest store selection (deep link, previous login with delivery check, selector, default): the plan, or the selection given the resolver outcome.',
    areas: ['GUEST-STORE', 'EXPIRY', 'CALLS'],
    input: guestStoreInput,
    example: { banner: 'freshway', previousLogin: { site: 'www', preference: 'delivery', j4uStoreId: '1111', shopStoreId: '2222', shopZipcode: '94612' }, toggles: { useStoreResolverV2: true }, cookies: {}, now: 1741620600000, timeZone: 'America/Los_Angeles', resolverOutcome: { status: 'failed' } },
    run: ({ resolverOutcome, ...input }) => (resolverOutcome ? resolveGuestStore(input, resolverOutcome) : planGuestStore(input)),
  }),
  defineRuleModule({
    name: 'guest-session',
    summary: 'The guest session cookie written for a selection (userType G, J4U/SHOP blocks, banner cookie fallback, off-banner context).',
    areas: ['GUEST-STORE'],
    input: z.object({ selection: guestSelection, banner: z.string(), siteType: z.optional(z.string()), customerType: z.optional(z.string()), resolvedBy: z.optional(z.string()), currentUserType: z.optional(z.string()), previous: z.optional(SessionInfo), cookies, toggles }),
    example: { selection: { storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default', source: 'default' }, banner: 'freshway', currentUserType: 'A', cookies: {} },
    run: (input) => buildGuestSession(input),
  }),
  defineRuleModule({
    name: 'deep-link',
    summary: 'Deep-link parameters of a query string and what they lead to for a user type.',
    areas: ['DEEPLINK'],
    input: z.object({ query: z.string(), userType: z.optional(z.string()) }),
    example: { query: '?storeId=0042&preference=Pickup&zipcode=94611-1234', userType: 'A' },
    run: ({ query, userType }) => {
      const link = parseDeepLink(query);
      return { link, action: deepLinkAction(userType, link) };
    },
  }),
  defineRuleModule({
    name: 'store-modal-link',
    summary: 'The change-store modal deep link (action, zipcode, modaltype, activetab, syndicated goto) and the cleaned URL.',
    areas: ['DEEPLINK'],
    input: z.object({ url: z.string() }),
    example: { url: '/shop/aisles.html?action=changeStore&zipcode=94611&activetab=2&q=milk' },
    run: ({ url }) => parseStoreModalLink(url),
  }),
  defineRuleModule({
    name: 'store-id-selector',
    summary: 'Store-id selector in the path (name.NNN.html) or loc, and the redirect to the session branch id.',
    areas: ['SELECTOR'],
    input: z.object({ url: z.string(), pageSetting: z._default(z.boolean(), true), toggles, sessionBranchId: z.optional(z.string()) }),
    example: { url: '/shop/aisles/dairy.0042.html', pageSetting: true, toggles: { enableStoreIdSelector: true }, sessionBranchId: '1502' },
    run: ({ url, pageSetting, toggles: t, sessionBranchId }) => {
      const [path = '', search = ''] = url.split('?');
      const sel = { path, search, toggles: t, pageSetting };
      return { selection: selectStoreIdFromUrl(sel), redirect: selectorRedirect({ ...sel, url, sessionBranchId }) };
    },
  }),
  defineRuleModule({
    name: 'marketing',
    summary: 'Marketing parameters, the r referrer parameter and the analytics referrer.',
    areas: ['MARKETING'],
    input: z.object({ search: z.string(), allowed: z._default(z.array(z.string()), []), referrer: z._default(z.string(), ''), ownDomain: z.string(), keepQuery: z._default(z.boolean(), false) }),
    example: { search: '?utm_source=mail&q=milk', allowed: ['utm_source'], referrer: 'https://search.test/?q=x', ownDomain: 'www.freshway.test' },
    run: (i) => ({ params: marketingParams(i.search, i.allowed), withR: withReferrerParam(i.search, i.referrer, { keepQuery: i.keepQuery }), analytics: analyticsReferrer(i.referrer, i.ownDomain) }),
  }),
  defineRuleModule({
    name: 'aisle-links',
    summary: 'Aisle link rewriting with the branch id.',
    areas: ['AISLE-LINKS'],
    input: z.object({ href: z.string(), branchId: z.string(), values: z.optional(z.record(z.string(), z.string())), isCanonical: z.optional(z.boolean()) }),
    example: { href: '/shop/aisles/dairy.(storeId).html', branchId: '1502' },
    run: (i) => rewriteAisleLink(i),
  }),
  defineRuleModule({
    name: 'session-cookie',
    summary: 'Parse the shared session cookie (empty info when unusable); optionally write store fields with or without the restructure.',
    areas: ['COOKIE'],
    input: z.object({ raw: z.string(), write: z.optional(z.object({ storeId: z.optional(z.string()), zipcode: z.optional(z.string()), userType: z.optional(z.string()) })), toggles }),
    example: { raw: '{"info":{"COMMON":{"storeId":"1502"},"J4U":{"storeId":"1502"}}}', write: { storeId: '2210', zipcode: '85004' }, toggles: { enableCookieRestructure: true } },
    run: ({ raw, write, toggles: t }) => {
      const parsed = parseSessionCookie(raw);
      return write ? { parsed, written: writeStoreFields(parsed.info, write, t.enableCookieRestructure) } : { parsed };
    },
  }),
  defineRuleModule({
    name: 'session-update',
    summary: 'Session update validation, or the update object for an intent.',
    areas: ['SESSION-UPDATE'],
    input: z.object({
      update: z.optional(z.unknown()),
      intent: z.optional(z.object({ intent: z.string(), storeId: z.string(), zipcode: z.string(), banner: z.string(), siteBanner: z.string(), userType: z.optional(z.string()), wfcStoreId: z.optional(z.string()) })),
    }),
    example: { intent: { intent: 'INSTORE', storeId: '2210', zipcode: '85004', banner: 'valleymarket', siteBanner: 'freshway', userType: 'R' } },
    run: ({ update, intent }) => (intent ? sessionUpdateForIntent(intent) : validateSessionUpdate(update)),
  }),
  defineRuleModule({
    name: 'cross-banner',
    summary: 'Cross-banner update validation (first empty field reported).',
    areas: ['CROSS-BANNER'],
    input: z.object({ preference: z.optional(z.unknown()), storeId: z.optional(z.unknown()), banner: z.optional(z.unknown()), zipcode: z.optional(z.unknown()) }),
    example: { preference: 'J4U', storeId: '', banner: 'valleymarket', zipcode: '' },
    run: (i) => validateCrossBannerUpdate(i),
  }),
  defineRuleModule({
    name: 'store-change',
    summary: 'Signed-in store change: the plan of effects, or the handling of a profile update status.',
    areas: ['STORE-CHANGE', 'CROSS-BANNER'],
    input: z.object({
      userId: z.optional(z.string()),
      userType: z._default(z.string(), 'R'),
      siteBanner: z.string(),
      target: z.object({ banner: z.string(), storeId: z.string(), zipcode: z.string(), preference: z.string() }),
      currentInfo: z._default(SessionInfo, {}),
      storeFlags: z.optional(z.unknown()),
      currentUrl: z._default(z.string(), '/'),
      profileStatus: z.optional(z.object({ status: z.number(), statusText: z.optional(z.string()), kmsiCookie: z.optional(z.string()), ssoPath: z._default(z.string(), '/bin/wcax/sso') })),
    }),
    example: { userId: 'u-1', siteBanner: 'freshway', target: { banner: 'freshway', storeId: '1502', zipcode: '94611', preference: 'DUG' }, currentUrl: '/shop/aisles.html' },
    run: ({ profileStatus, ...i }) => (profileStatus ? profileUpdateOutcome({ ...profileStatus, currentUrl: i.currentUrl }) : planStoreChange(i)),
  }),
  defineRuleModule({
    name: 'address',
    summary: 'Delivery address parsing, postal code split and store address line.',
    areas: ['ADDRESS'],
    input: z.object({ address: z.optional(z.string()), postalCode: z.optional(z.string()), storeAddressBody: z.optional(z.unknown()) }),
    example: { address: '12 Main St, Apt 4, Oakland, CA, 94611-1234', postalCode: '94611-1234' },
    run: (i) => ({ parsed: parseDeliveryAddress(i.address), postal: splitPostalCode(i.postalCode), storeAddress: storeAddressLine(i.storeAddressBody) }),
  }),
  defineRuleModule({
    name: 'store-flags',
    summary: 'What a finished store flags call leaves behind (flags, completion, wine, timezone).',
    areas: ['STORE-FLAGS'],
    input: z.object({ branchId: z.string(), outcome: z.discriminatedUnion('status', [z.object({ status: z.literal('ok'), body: z.unknown() }), z.object({ status: z.literal('failed'), httpStatus: z.optional(z.number()) })]), storageWorks: z._default(z.boolean(), true) }),
    example: { branchId: '1502', outcome: { status: 'ok', body: { timezone: 'America/Los_Angeles', flags: { ecomStore: { storeFeatures: { isWineD2CEnabled: true } } } } } },
    run: (i) => completeStoreFlags(i),
  }),
  defineRuleModule({
    name: 'cookie-names',
    summary: 'The name a cookie is written under (ACI prefixes, B2B B_, top-level cookies).',
    areas: ['COOKIE-NAMES'],
    input: z.object({ name: z.string(), category: z._default(z.enum(['strict', 'functional', 'analytics']), 'functional'), b2b: z._default(z.boolean(), false), toggles }),
    example: { name: 'DELIVERY_ADDR', category: 'functional', b2b: true, toggles: { isCookieACIPrefixEnabled: true } },
    run: (i) => cookieName(i),
  }),
  defineRuleModule({
    name: 'expiry',
    summary: 'Session cookie expiry by user type and max-age, expiry from days, and the next local midnight.',
    areas: ['EXPIRY'],
    input: z.object({ now: z.number(), userType: z.optional(z.string()), maxAgeSeconds: z.nullish(z.number()), days: z.optional(z.number()), timeZone: z._default(zone, 0) }),
    example: { now: 1741620600000, userType: 'R', maxAgeSeconds: 7200, days: 0, timeZone: 'America/Los_Angeles' },
    run: (i) => ({ session: sessionCookieExpiry(i), fromDays: expiryFromDays(i.days, i.now), nextLocalMidnight: nextLocalMidnight(i.now, i.timeZone) }),
  }),
  defineRuleModule({
    name: 'config',
    summary: 'Feature toggles with defaults, prop65 flag and prebook slot modal setting.',
    areas: ['CONFIG'],
    input: z.object({ toggles: z.optional(z.unknown()), prop65: z.optional(z.unknown()), prebookSlot: z.optional(z.unknown()) }),
    example: { toggles: { useStoreResolverV2: true }, prop65: 'true', prebookSlot: false },
    run: (i) => ({ toggles: featureToggles(i.toggles), prop65: prop65Flag(i.prop65), prebookSlotModal: prebookSlotModalOn(i.prebookSlot), rules: ['CONFIG-07', 'CONFIG-02', 'CONFIG-03'] }),
  }),
  defineRuleModule({
    name: 'storage',
    summary: 'abCart read with the plain-string migration.',
    areas: ['STORAGE'],
    input: z.object({ abCart: z.nullish(z.string()) }),
    example: { abCart: 'cart-123' },
    run: (i) => readAbCart(i.abCart),
  }),
  defineRuleModule({
    name: 'calls',
    summary: 'Request headers (bearer only for R/C) and customer ids in paths.',
    areas: ['CALLS'],
    input: z.object({ userType: z.optional(z.string()), banner: z.optional(z.string()), subscriptionKey: z.optional(z.string()), customerId: z.optional(z.string()), pathKind: z._default(z.enum(['general', 'datapower']), 'general') }),
    example: { userType: 'G', banner: 'freshway', subscriptionKey: 'k', pathKind: 'datapower' },
    // The token is never a CLI input: a bearer header is shown only as present or absent.
    run: (i) => {
      const h = requestHeaders({ ...i, token: 'redacted' });
      return { headers: h.headers, customerId: customerIdForPath(i.customerId, i.pathKind), rules: [...h.rules, 'CALLS-03'] };
    },
  }),
  defineRuleModule({
    name: 'misc',
    summary: 'Page-load modal order and the loyalty box-top rule.',
    areas: ['MISC'],
    input: z.object({ signedIn: z.boolean(), siteType: z._default(z.string(), 'C'), userType: z.optional(z.string()), partners: z.optional(z.unknown()), toggles }),
    example: { signedIn: true, siteType: 'B', userType: 'R', partners: [{ partnerName: 'GeneralMills', planNumber: '12' }] },
    run: (i) => ({ modals: pageLoadModals(i), boxTop: boxTopAuthorised(i.userType, i.partners), rules: ['MISC-09', 'MISC-01', 'MISC-03'] }),
  }),
  sessionCookieValuesModule,
];
