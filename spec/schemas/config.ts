import { bannerIds } from '../banners';
import { addressProblem, sitePathProblem } from './address';
import { z } from './zod';

/** CONFIG-07 feature toggles, plus the toggles other rules name. Missing toggles are off. */
export const FeatureToggles = z.object({
  enableCookieRestructure: z._default(z.boolean(), false),
  isAccount180DaysEnabled: z._default(z.boolean(), false),
  useStoreResolverV2: z._default(z.boolean(), false),
  enableStoreIdSelector: z._default(z.boolean(), false),
  usePcfEndpoint: z._default(z.boolean(), false),
  userInfoSkipIfGuest: z._default(z.boolean(), false),
  enablePasskeyFactorApi: z._default(z.boolean(), false),
  referralProgramEnabled: z._default(z.boolean(), false),
  disableB2BCompleteProfile: z._default(z.boolean(), false),
  enableACIKMSI: z._default(z.boolean(), false),
  isCookieACIPrefixEnabled: z._default(z.boolean(), false),
  enableReleaseACICookie: z._default(z.boolean(), false),
  /** SESSION-EST-12: a guest is sent to single sign-on when the banner-switch toggle is on. */
  enableBannerSwitch: z._default(z.boolean(), false),
  /** COOKIE-NAMES-04: B2B cookie names unless disabled. */
  disableB2B: z._default(z.boolean(), false),
  /** USER-TYPES-08 / AMBIG-10. */
  disableGuestCart: z._default(z.boolean(), true),
  /** LINKS-04/05: guest add-to-cart A/B value; 'a' means the feature is off. */
  guestAddToCartVariant: z._default(z.string(), 'a'),
  giftingTooltip: z._default(z.boolean(), false),
});
export type FeatureToggles = z.infer<typeof FeatureToggles>;

/**
 * A zod check from one of the address rule's functions (decision 0480): the function's reason becomes the issue's
 * message, so `config check` and the page name the field and say what is wrong with it.
 */
function problemCheck(problem: (value: string) => string | null) {
  return z.superRefine((value: string, ctx) => {
    const reason = problem(value);
    if (reason !== null) ctx.addIssue({ code: 'custom', message: reason, input: value });
  });
}

/** A configured address: an https URL (http only on loopback) or a path starting with a single / (decision 0480). */
const url = z.string().check(z.minLength(1), problemCheck(addressProblem));
/** A path on the storefront's own site. */
const sitePath = z.string().check(problemCheck(sitePathProblem));
/** A host name with an optional port, or the origin of one (the banner domain map). */
const hostOrOrigin = z.string().check(
  problemCheck((value) => {
    if (/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i.test(value)) return null;
    const reason = addressProblem(value);
    if (reason !== null || value.startsWith('/')) return reason ?? 'must be a host name or an origin';
    return /^https?:\/\/[^/?#]+\/?$/i.test(value) ? null : 'must be a host name or an origin (no path)';
  }),
);
const key = z.string();

export const IdentitySettings = z.object({
  /** Identity provider host: /api/v1/authn, factor verify, sessions/me/lifecycle/refresh. */
  host: url,
  /** Authorization server issuer: {issuer}/v1/authorize. */
  issuer: url,
  clientId: z.string().check(z.minLength(1)),
  redirectUri: url,
  logoutUrl: url,
});
export const StoreResolution = z.object({ deliveryEndpoint: url, validateEndpoint: url, storeAddressEndpoint: url, subscriptionKey: key });
export const PreloadStoreFlags = z.object({ path: url, subscriptionKey: key });
export const CartAndStoreServices = z.object({
  /** {profile service}/ucaservice/api/uca/customers/{userId}/stores */
  profileService: url,
  /** {datapower base}/api/uca/customers/{customerId}/stores */
  datapowerBase: url,
  /** Customer account service, under /api/uca */
  customerAccount: url,
  /** Messaging service, under /csmsservice/api/csms */
  messaging: url,
  locationService: url,
  locationApiKey: key,
  locationVersion: z._default(z.string(), '1'),
  sellerShipMethods: url,
  subscriptionKey: key,
});
export const Offers = z.object({ base: url, pcfBase: url, subscriptionKey: key });
/**
 * Checkout (decision 0489): the slot service (CALL-43 /reservationDetails/ and its slot list) and the orders service
 * (CALL-43 order, summaries, details). The spec names neither host: a configuration without this section has no
 * checkout, and the page says so.
 */
export const Checkout = z.object({ slotsBase: url, ordersBase: url, subscriptionKey: key });
export const Sponsored = z.object({ iconsEndpoint: url, subscriptionKey: key, source: z._default(z.string(), 'web') });
export const TargetedContent = z.object({ endpoint: url, splashPath: url, subscriptionKey: key });
/** The search addresses the page navigates to: paths on the site, with their placeholders. */
export const Search = z.object({ sellerSearchTemplate: z.string().check(z.includes('{sellerId}'), z.includes('{q}'), problemCheck(sitePathProblem)), wineSearchTemplate: z.string().check(z.includes('{q}'), problemCheck(sitePathProblem)) });
export const QueryString = z.object({ marketingParams: z._default(z.array(z.string()), []) });
export const Domain = z.object({
  /** Hosts a redirect may go to (REDIRECT-02, AMBIG-02: exact, case-insensitive). */
  trustedDomains: z.array(z.string().check(z.minLength(1))),
  defaultRedirect: z._default(sitePath, '/'),
  /** The servlet provider segment of /bin/{provider}/. */
  servletProvider: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** Where the servlets live when not on the page's own origin; empty: the page's origin. */
  servletBase: z._default(z.union([z.literal(''), url]), ''),
  signOutPath: sitePath,
});

/**
 * Page settings, kept as delivered: CONFIG-03 and COOKIE-10 turn the prebook-slot modal and the Secure cookie flag
 * off only for the string 'false' (AMBIG-40), so a boolean and a string must stay distinguishable.
 */
export const PageSettings = z.object({
  prebookSlot: z.optional(z.union([z.string(), z.boolean()])),
  /** The product page's prop65 setting: on for boolean true or the string 'true' only (CONFIG-02). */
  prop65: z.optional(z.union([z.string(), z.boolean()])),
  secureCookie: z.optional(z.union([z.string(), z.boolean()])),
});

/** Sections the storefront reads; each is delivered as a JSON string (CONFIG-01). */
export const ConfigSections = {
  featureToggles: FeatureToggles,
  identity: IdentitySettings,
  storeResolution: StoreResolution,
  preloadStoreFlags: PreloadStoreFlags,
  cartAndStoreServices: CartAndStoreServices,
  offers: Offers,
  checkout: z.optional(Checkout),
  sponsored: Sponsored,
  targetedContent: TargetedContent,
  search: Search,
  queryString: QueryString,
  domain: Domain,
  bannerDomainMap: z.record(z.string(), hostOrOrigin),
  /** Optional: a configuration without it keeps both settings on. */
  settings: z._default(PageSettings, {}),
} as const;

export const StorefrontConfig = z.object({
  banner: z.string().check(z.minLength(1)),
  ...ConfigSections,
});
export type StorefrontConfig = z.infer<typeof StorefrontConfig>;
export type StorefrontConfigInput = z.input<typeof StorefrontConfig>;

/** Raw configuration as the page delivers it: the banner plus one JSON string per section. */
export const RawConfig = z.record(z.string(), z.string());

export class ConfigError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Invalid configuration at ${path}: ${detail}`);
    this.name = 'ConfigError';
  }
}

const pathOf = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.');

/**
 * Parses raw configuration (CONFIG-01), the form a deployment publishes. Throws ConfigError naming the path of the
 * first bad field. Its banner must be one of the storefront's banners: an unknown one would otherwise render as
 * the default banner with nothing to say the file is wrong.
 */
export function parseConfig(raw: unknown): StorefrontConfig {
  const config = parseRawSections(raw);
  if (!(bannerIds as readonly string[]).includes(config.banner)) {
    throw new ConfigError('banner', `'${config.banner}' is not one of the configured banners (${bannerIds.join(', ')})`);
  }
  return config;
}

function parseRawSections(raw: unknown): StorefrontConfig {
  const rawResult = RawConfig.safeParse(raw);
  if (!rawResult.success) {
    const issue = rawResult.error.issues[0]!;
    throw new ConfigError(pathOf(issue) || '(root)', issue.message);
  }
  const sections: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(rawResult.data)) {
    if (name === 'banner') {
      sections[name] = text;
      continue;
    }
    try {
      sections[name] = JSON.parse(text);
    } catch {
      throw new ConfigError(name, 'is not valid JSON');
    }
  }
  return parseConfigObject(sections);
}

/** Configurations this module produced by validation, so a second consumer need not validate them again. */
const validated = new WeakSet<object>();

/** Validates an already-decoded configuration object; throws ConfigError naming the bad field's path. */
export function parseConfigObject(value: unknown): StorefrontConfig {
  const result = StorefrontConfig.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(pathOf(issue) || '(root)', issue.message);
  }
  validated.add(result.data);
  return result.data;
}

/** `value` itself when parseConfigObject (or withBanner) produced it; otherwise `value` validated now. */
export function validatedConfig(value: StorefrontConfig | StorefrontConfigInput): StorefrontConfig {
  return validated.has(value) ? (value as StorefrontConfig) : parseConfigObject(value);
}

/** A validated configuration for another banner: the banner is the only field that changes, so only it is checked. */
export function withBanner(config: StorefrontConfig, banner: string): StorefrontConfig {
  if (!validated.has(config)) return parseConfigObject({ ...config, banner });
  const parsed = StorefrontConfig.shape.banner.safeParse(banner);
  if (!parsed.success) throw new ConfigError('banner', parsed.error.issues[0]!.message);
  const copy = { ...config, banner: parsed.data };
  validated.add(copy);
  return copy;
}

/** Encodes a configuration object back to its raw JSON-string form (the inverse of parseConfig). */
export function toRawConfig(config: StorefrontConfigInput): Record<string, string> {
  return Object.fromEntries(Object.entries(config).map(([k, v]) => [k, k === 'banner' && typeof v === 'string' ? v : JSON.stringify(v)]));
}
