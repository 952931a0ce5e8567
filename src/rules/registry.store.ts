import { z } from 'zod';
import { defineRuleModule } from './module';
import type { RuleModule } from './module';
import { FeatureToggles } from '../../spec/schemas/config';
import { SessionInfo } from '../../spec/schemas/sessionCookie';
import { planGuestStore, resolveGuestStore, buildGuestSession } from './guestStore';
import { parseDeepLink, parseStoreModalLink, deepLinkAction } from './deepLink';
import { selectStoreIdFromUrl, selectorRedirect } from './storeIdSelector';
import { marketingParams, withReferrerParam, analyticsReferrer } from './marketing';
import { rewriteAisleLink } from './aisleLinks';
import { parseSessionCookie, writeStoreFields } from './sessionCookie';
import { validateSessionUpdate, sessionUpdateForIntent } from './sessionUpdate';
import { validateCrossBannerUpdate } from './crossBanner';
import { planStoreChange, profileUpdateOutcome } from './storeChange';
import { parseDeliveryAddress, splitPostalCode, storeAddressLine } from './address';
import { completeStoreFlags } from './storeFlags';
import { cookieName } from './cookieNames';
import { sessionCookieExpiry, nextLocalMidnight, expiryFromDays } from './expiry';
import { featureToggles, prop65Flag, prebookSlotModalOn } from './configRules';
import { readAbCart } from './storage';
import { requestHeaders, customerIdForPath } from './calls';
import { pageLoadModals, boxTopAuthorised } from './misc';

const toggles = FeatureToggles.prefault({});
const cookies = z.record(z.string(), z.string()).default({});
const zone = z.union([z.string(), z.number()]);
const outcome = z.discriminatedUnion('status', [z.object({ status: z.literal('ok'), body: z.unknown() }), z.object({ status: z.literal('invalid') }), z.object({ status: z.literal('failed') })]);

const guestStoreInput = z.object({
  banner: z.string(),
  deepLink: z.object({ storeId: z.string(), zipcode: z.string().optional(), preference: z.string(), selectionType: z.string().optional() }).nullish(),
  previousLogin: z.object({ site: z.string().nullish(), preference: z.string().nullish(), j4uStoreId: z.unknown().optional(), j4uZipcode: z.unknown().optional(), shopStoreId: z.unknown().optional(), shopZipcode: z.unknown().optional() }).nullish(),
  selectorStoreId: z.string().nullish(),
  toggles,
  cookies,
  now: z.number(),
  timeZone: zone.default(0),
  resolverOutcome: outcome.optional(),
});

const guestSelection = z.object({ storeId: z.string(), zipcode: z.string(), preference: z.string(), selectionType: z.string(), shopStoreId: z.string().optional(), shopZipcode: z.string().optional(), source: z.enum(['deeplink', 'previous', 'selector', 'default']) });

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
    input: z.object({ selection: guestSelection, banner: z.string(), siteType: z.string().optional(), customerType: z.string().optional(), resolvedBy: z.string().optional(), currentUserType: z.string().optional(), previous: SessionInfo.optional(), cookies, toggles }),
    example: { selection: { storeId: '1502', zipcode: '94611', preference: 'J4U', selectionType: 'default', source: 'default' }, banner: 'freshway', currentUserType: 'A', cookies: {} },
    run: (input) => buildGuestSession(input),
  }),
  defineRuleModule({
    name: 'deep-link',
    summary: 'Deep-link parameters of a query string and what they lead to for a user type.',
    areas: ['DEEPLINK'],
    input: z.object({ query: z.string(), userType: z.string().optional() }),
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
    input: z.object({ url: z.string(), pageSetting: z.boolean().default(true), toggles, sessionBranchId: z.string().optional() }),
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
    input: z.object({ search: z.string(), allowed: z.array(z.string()).default([]), referrer: z.string().default(''), ownDomain: z.string(), keepQuery: z.boolean().default(false) }),
    example: { search: '?utm_source=mail&q=milk', allowed: ['utm_source'], referrer: 'https://search.test/?q=x', ownDomain: 'www.freshway.test' },
    run: (i) => ({ params: marketingParams(i.search, i.allowed), withR: withReferrerParam(i.search, i.referrer, { keepQuery: i.keepQuery }), analytics: analyticsReferrer(i.referrer, i.ownDomain) }),
  }),
  defineRuleModule({
    name: 'aisle-links',
    summary: 'Aisle link rewriting with the branch id.',
    areas: ['AISLE-LINKS'],
    input: z.object({ href: z.string(), branchId: z.string(), values: z.record(z.string(), z.string()).optional(), isCanonical: z.boolean().optional() }),
    example: { href: '/shop/aisles/dairy.(storeId).html', branchId: '1502' },
    run: (i) => rewriteAisleLink(i),
  }),
  defineRuleModule({
    name: 'session-cookie',
    summary: 'Parse the shared session cookie (empty info when unusable); optionally write store fields with or without the restructure.',
    areas: ['COOKIE'],
    input: z.object({ raw: z.string(), write: z.object({ storeId: z.string().optional(), zipcode: z.string().optional(), userType: z.string().optional() }).optional(), toggles }),
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
      update: z.unknown().optional(),
      intent: z.object({ intent: z.string(), storeId: z.string(), zipcode: z.string(), banner: z.string(), siteBanner: z.string(), userType: z.string().optional(), wfcStoreId: z.string().optional() }).optional(),
    }),
    example: { intent: { intent: 'INSTORE', storeId: '2210', zipcode: '85004', banner: 'valleymarket', siteBanner: 'freshway', userType: 'R' } },
    run: ({ update, intent }) => (intent ? sessionUpdateForIntent(intent) : validateSessionUpdate(update)),
  }),
  defineRuleModule({
    name: 'cross-banner',
    summary: 'Cross-banner update validation (first empty field reported).',
    areas: ['CROSS-BANNER'],
    input: z.object({ preference: z.unknown().optional(), storeId: z.unknown().optional(), banner: z.unknown().optional(), zipcode: z.unknown().optional() }),
    example: { preference: 'J4U', storeId: '', banner: 'valleymarket', zipcode: '' },
    run: (i) => validateCrossBannerUpdate(i),
  }),
  defineRuleModule({
    name: 'store-change',
    summary: 'Signed-in store change: the plan of effects, or the handling of a profile update status.',
    areas: ['STORE-CHANGE', 'CROSS-BANNER'],
    input: z.object({
      userId: z.string().optional(),
      userType: z.string().default('R'),
      siteBanner: z.string(),
      target: z.object({ banner: z.string(), storeId: z.string(), zipcode: z.string(), preference: z.string() }),
      currentInfo: SessionInfo.default({}),
      storeFlags: z.unknown().optional(),
      currentUrl: z.string().default('/'),
      profileStatus: z.object({ status: z.number(), statusText: z.string().optional(), kmsiCookie: z.string().optional(), ssoPath: z.string().default('/bin/wcax/sso') }).optional(),
    }),
    example: { userId: 'u-1', siteBanner: 'freshway', target: { banner: 'freshway', storeId: '1502', zipcode: '94611', preference: 'DUG' }, currentUrl: '/shop/aisles.html' },
    run: ({ profileStatus, ...i }) => (profileStatus ? profileUpdateOutcome({ ...profileStatus, currentUrl: i.currentUrl }) : planStoreChange(i)),
  }),
  defineRuleModule({
    name: 'address',
    summary: 'Delivery address parsing, postal code split and store address line.',
    areas: ['ADDRESS'],
    input: z.object({ address: z.string().optional(), postalCode: z.string().optional(), storeAddressBody: z.unknown().optional() }),
    example: { address: '12 Main St, Apt 4, Oakland, CA, 94611-1234', postalCode: '94611-1234' },
    run: (i) => ({ parsed: parseDeliveryAddress(i.address), postal: splitPostalCode(i.postalCode), storeAddress: storeAddressLine(i.storeAddressBody) }),
  }),
  defineRuleModule({
    name: 'store-flags',
    summary: 'What a finished store flags call leaves behind (flags, completion, wine, timezone).',
    areas: ['STORE-FLAGS'],
    input: z.object({ branchId: z.string(), outcome: z.discriminatedUnion('status', [z.object({ status: z.literal('ok'), body: z.unknown() }), z.object({ status: z.literal('failed'), httpStatus: z.number().optional() })]), storageWorks: z.boolean().default(true) }),
    example: { branchId: '1502', outcome: { status: 'ok', body: { timezone: 'America/Los_Angeles', flags: { ecomStore: { storeFeatures: { isWineD2CEnabled: true } } } } } },
    run: (i) => completeStoreFlags(i),
  }),
  defineRuleModule({
    name: 'cookie-names',
    summary: 'The name a cookie is written under (ACI prefixes, B2B B_, top-level cookies).',
    areas: ['COOKIE-NAMES'],
    input: z.object({ name: z.string(), category: z.enum(['strict', 'functional', 'analytics']).default('functional'), b2b: z.boolean().default(false), toggles }),
    example: { name: 'DELIVERY_ADDR', category: 'functional', b2b: true, toggles: { isCookieACIPrefixEnabled: true } },
    run: (i) => cookieName(i),
  }),
  defineRuleModule({
    name: 'expiry',
    summary: 'Session cookie expiry by user type and max-age, expiry from days, and the next local midnight.',
    areas: ['EXPIRY'],
    input: z.object({ now: z.number(), userType: z.string().optional(), maxAgeSeconds: z.number().nullish(), days: z.number().optional(), timeZone: zone.default(0) }),
    example: { now: 1741620600000, userType: 'R', maxAgeSeconds: 7200, days: 0, timeZone: 'America/Los_Angeles' },
    run: (i) => ({ session: sessionCookieExpiry(i), fromDays: expiryFromDays(i.days, i.now), nextLocalMidnight: nextLocalMidnight(i.now, i.timeZone) }),
  }),
  defineRuleModule({
    name: 'config',
    summary: 'Feature toggles with defaults, prop65 flag and prebook slot modal setting.',
    areas: ['CONFIG'],
    input: z.object({ toggles: z.unknown().optional(), prop65: z.unknown().optional(), prebookSlot: z.unknown().optional() }),
    example: { toggles: { useStoreResolverV2: true }, prop65: 'true', prebookSlot: false },
    run: (i) => ({ toggles: featureToggles(i.toggles), prop65: prop65Flag(i.prop65), prebookSlotModal: prebookSlotModalOn(i.prebookSlot), rules: ['CONFIG-07', 'CONFIG-02', 'CONFIG-03'] }),
  }),
  defineRuleModule({
    name: 'storage',
    summary: 'abCart read with the plain-string migration.',
    areas: ['STORAGE'],
    input: z.object({ abCart: z.string().nullish() }),
    example: { abCart: 'cart-123' },
    run: (i) => readAbCart(i.abCart),
  }),
  defineRuleModule({
    name: 'calls',
    summary: 'Request headers (bearer only for R/C) and customer ids in paths.',
    areas: ['CALLS'],
    input: z.object({ userType: z.string().optional(), banner: z.string().optional(), subscriptionKey: z.string().optional(), customerId: z.string().optional(), pathKind: z.enum(['general', 'datapower']).default('general') }),
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
    input: z.object({ signedIn: z.boolean(), siteType: z.string().default('C'), userType: z.string().optional(), partners: z.unknown().optional(), toggles }),
    example: { signedIn: true, siteType: 'B', userType: 'R', partners: [{ partnerName: 'GeneralMills', planNumber: '12' }] },
    run: (i) => ({ modals: pageLoadModals(i), boxTop: boxTopAuthorised(i.userType, i.partners), rules: ['MISC-09', 'MISC-01', 'MISC-03'] }),
  }),
];
