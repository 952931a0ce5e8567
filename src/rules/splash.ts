import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import { isProductDetailsAddress } from './pages';
import type { Explained } from './module';

/** SPLASH-07: the TTL is not given by the spec; the storefront passes it in (decision 0222: one day by default). */
export const DEFAULT_SPLASH_TTL_MS = 86_400_000;

/** SPLASH-01 (AMBIG-35): path fragments of the allowed pages, plus exactly the root path. */
export const SPLASH_PAGE_FRAGMENTS = ['meal-plans', 'recipes', 'landing', 'search-results', 'purchases', '/aisles'] as const;

const isSignInPage = (path: string): boolean => /(?:^|\/)account\/sign-in(?:\.html|$)/.test(path) || path.includes('sign-in.html');
const isDealsPage = (path: string): boolean => path.includes('foru/coupons-deals.html');

export interface SplashInput {
  readonly pathname: string;
  readonly editOrder: boolean;
  readonly consentBannerClosed: boolean;
  /** SPLASH-06 events seen so far. */
  readonly conflictFlowDone: boolean;
  readonly profileCheckDone: boolean;
  /** Epoch ms of the last showing, from storage; null when never shown. */
  readonly lastShownAt: number | null;
  readonly now: number;
  readonly ttlMs?: number;
}

export type SplashDecision = ({ readonly show: true } | { readonly show: false; readonly reason: 'page' | 'sign-in' | 'deals' | 'edit-order' | 'consent' | 'waiting' | 'ttl' }) & Explained;

export type SplashPage = ({ readonly allowed: true } | { readonly allowed: false; readonly reason: 'page' | 'sign-in' | 'deals' }) & Explained;

/** SPLASH-01..05: the page and situation allow the splash at all. */
export function splashAllowedOn(pathname: string): SplashPage {
  const path = pathname.toLowerCase();
  if (isSignInPage(path)) return { allowed: false, reason: 'sign-in', rules: ['SPLASH-02'] };
  if (isDealsPage(path)) return { allowed: false, reason: 'deals', rules: ['SPLASH-03'] };
  // PAGES-18: product-details pages are recognised by address.
  const ok = path === '/' || isProductDetailsAddress(path) || SPLASH_PAGE_FRAGMENTS.some((f) => path.includes(f));
  return ok ? { allowed: true, rules: ['SPLASH-01', 'AMBIG-35'] } : { allowed: false, reason: 'page', rules: ['SPLASH-01', 'AMBIG-35'] };
}

/** SPLASH-01..07: shown only where allowed, outside edit-order, after consent, after both events, at most once per TTL. */
export function splashDecision(input: SplashInput): SplashDecision {
  const page = splashAllowedOn(input.pathname);
  if (!page.allowed) return { show: false, reason: page.reason, rules: page.rules };
  const rules = [...page.rules];
  if (input.editOrder) return { show: false, reason: 'edit-order', rules: [...rules, 'SPLASH-04'] };
  if (!input.consentBannerClosed) return { show: false, reason: 'consent', rules: [...rules, 'SPLASH-05'] };
  if (!input.conflictFlowDone || !input.profileCheckDone) return { show: false, reason: 'waiting', rules: [...rules, 'SPLASH-06'] };
  const ttl = input.ttlMs ?? DEFAULT_SPLASH_TTL_MS;
  if (input.lastShownAt !== null && input.now - input.lastShownAt < ttl) return { show: false, reason: 'ttl', rules: [...rules, 'SPLASH-07'] };
  return { show: true, rules: [...rules, 'SPLASH-04', 'SPLASH-05', 'SPLASH-06', 'SPLASH-07'] };
}

/** SPLASH-08: the splash request body (CALL-66). */
export const SplashRequest = z.object({
  placement: z.string().check(z.minLength(1)),
  storeId: z.string().check(z.minLength(1)),
  uiPageSize: z.int().check(z.positive()),
  householdId: z.string(),
  assortmentChannel: z.string(),
  platform: z.string().check(z.minLength(1)),
});
export type SplashRequest = z.infer<typeof SplashRequest>;

export function splashRequest(fields: SplashRequest): { readonly body: SplashRequest } & Explained {
  return { body: SplashRequest.parse(fields), rules: ['SPLASH-08'] };
}

/** SPLASH-08: the response fields used are dealsInfo[] and p13nAdobeMetrics; anything unreadable means no deals. */
export function readSplashResponse(body: unknown): { readonly dealsInfo: readonly unknown[]; readonly p13nAdobeMetrics: unknown } & Explained {
  const r = z.looseObject({ dealsInfo: z.nullish(z.array(z.unknown())), p13nAdobeMetrics: z.optional(z.unknown()) }).safeParse(body);
  return r.success ? { dealsInfo: r.data.dealsInfo ?? [], p13nAdobeMetrics: r.data.p13nAdobeMetrics ?? null, rules: ['SPLASH-08'] } : { dealsInfo: [], p13nAdobeMetrics: null, rules: ['SPLASH-08'] };
}

export const splashModule = defineRuleModule({
  name: 'splash',
  summary: 'Splash modal: allowed pages, edit-order/consent suppression, waiting for events, once per TTL.',
  areas: ['SPLASH'],
  input: z.object({
    pathname: z.string(),
    editOrder: z._default(z.boolean(), false),
    consentBannerClosed: z._default(z.boolean(), true),
    conflictFlowDone: z._default(z.boolean(), true),
    profileCheckDone: z._default(z.boolean(), true),
    lastShownAt: z._default(z.nullable(z.number()), null),
    now: z.number(),
    ttlMs: z.optional(z.number().check(z.nonnegative())),
  }),
  example: { pathname: '/shop/search-results.html', now: 1_700_000_000_000, lastShownAt: 1_699_900_000_000 },
  run: (input) => splashDecision(input),
});
