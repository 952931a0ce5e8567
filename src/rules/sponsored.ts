import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { channelFor } from './channel';
import type { Channel } from './channel';
import { isAuthorised } from './userTypes';

export type SponsoredPageName = 'homepage' | 'aisles_l1' | 'aisles_l2';

const AISLE_L1 = /^\/shop\/aisles\/[^/.]+(?:\.\d+)?\.html$/;
const AISLE_L2 = /^\/shop\/aisles\/[^/.]+\/[^/.]+(?:\.\d+)?\.html$/;
const HOME = /(?:^|\/)home\.html$/;

/**
 * SPONSORED-01, -02 (AMBIG-36): home is `/` or a `home.html` page, aisle level 1 is `/shop/aisles/{segment}(.{digits})?.html`,
 * level 2 has two segments under /shop/aisles/; any other page shows no sponsored icons.
 */
export function sponsoredPageName(pathname: string): { readonly pageName: SponsoredPageName | null } & Explained {
  const rules = ['SPONSORED-01', 'SPONSORED-02', 'AMBIG-36'];
  if (pathname === '/' || HOME.test(pathname)) return { pageName: 'homepage', rules };
  if (AISLE_L1.test(pathname)) return { pageName: 'aisles_l1', rules };
  if (AISLE_L2.test(pathname)) return { pageName: 'aisles_l2', rules };
  return { pageName: null, rules };
}

export interface SponsoredRequestInput {
  readonly endpoint: string;
  readonly subscriptionKey: string;
  readonly source: string;
  readonly banner: string;
  readonly pageName: SponsoredPageName | (string & {});
  readonly storeId: string;
  readonly taxonomyPath: string;
  /** Fulfilment preference; mapped to the channel by CHANNEL-01. */
  readonly preference?: string | null | undefined;
  /** The channel, when the caller has already mapped the preference (CHANNEL-01); it wins over `preference`. */
  readonly channel?: Channel | undefined;
  /** The session id; an empty one sends no sid header. */
  readonly sid: string;
  readonly userType?: unknown;
  readonly token?: string | null;
}

export type SponsoredRequest =
  | ({ readonly ok: true; readonly method: 'GET'; readonly url: string; readonly query: Readonly<Record<string, string>>; readonly headers: Readonly<Record<string, string>> } & Explained)
  | ({ readonly ok: false; readonly reason: 'no-channel' | 'no-store' } & Explained);

/**
 * SPONSORED-03 (CALL-55): GET with source, banner, pagename, position=CategoryIcon, slots=1,-14, storeId,
 * taxonomyId=ProductAlike, taxonomyPath and channel; subscription key and sid headers, and a bearer token only for
 * an authorised user. Without a channel (preference not delivery/dug/j4u) or a store there is no call.
 */
export function sponsoredIconsRequest(input: SponsoredRequestInput): SponsoredRequest {
  const channel = input.channel ?? channelFor(input.preference).channel;
  if (channel === '') return { ok: false, reason: 'no-channel', rules: ['SPONSORED-03', 'CHANNEL-01'] };
  if (input.storeId.trim() === '') return { ok: false, reason: 'no-store', rules: ['SPONSORED-03'] };
  const params: [string, string][] = [
    ['source', input.source],
    ['banner', input.banner],
    ['pagename', input.pageName],
    ['position', 'CategoryIcon'],
    ['slots', '1,-14'],
    ['storeId', input.storeId],
    ['taxonomyId', 'ProductAlike'],
    ['taxonomyPath', input.taxonomyPath],
    ['channel', channel],
  ];
  const headers: Record<string, string> = { 'Ocp-Apim-Subscription-Key': input.subscriptionKey };
  if (input.sid !== '') headers.sid = input.sid;
  const token = input.token?.trim() ?? '';
  if (isAuthorised(input.userType) && token !== '') headers.Authorization = `Bearer ${token}`;
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return { ok: true, method: 'GET', url: `${input.endpoint}${input.endpoint.includes('?') ? '&' : '?'}${query}`, query: Object.fromEntries(params), headers, rules: ['SPONSORED-03', 'CHANNEL-01'] };
}

export interface SponsoredIcon {
  readonly categoryId: string;
  readonly backgroundImage: string | null;
  readonly eventTracking: unknown;
}

/** SPONSORED-03: icons[] with content.categoryId, content.backgroundImage and eventTracking; unreadable icons are dropped. */
export function readSponsoredIcons(body: unknown): readonly SponsoredIcon[] {
  const list = z.looseObject({ icons: z.array(z.unknown()) }).safeParse(body);
  if (!list.success) return [];
  const Icon = z.looseObject({ content: z.looseObject({ categoryId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), backgroundImage: z.nullish(z.string()) }), eventTracking: z.unknown() });
  return list.data.icons.flatMap((raw) => {
    const r = Icon.safeParse(raw);
    return r.success ? [{ categoryId: r.data.content.categoryId, backgroundImage: r.data.content.backgroundImage ?? null, eventTracking: r.data.eventTracking ?? null }] : [];
  });
}

export type SponsoredStatus = 'idle' | 'loading' | 'completed';

/** SPONSORED-04: idle → loading on request; loading → completed on success or failure; completed stays. */
export function sponsoredStatus(current: SponsoredStatus, event: 'request' | 'success' | 'failure'): { readonly status: SponsoredStatus } & Explained {
  if (event === 'request') return { status: current === 'idle' ? 'loading' : current, rules: ['SPONSORED-04'] };
  return { status: current === 'loading' ? 'completed' : current, rules: ['SPONSORED-04'] };
}

/** SPONSORED-05: an impression is recorded once per category per page; `seen` is this page's record so far. */
export function recordImpression(seen: ReadonlySet<string>, categoryId: string): { readonly record: boolean; readonly seen: ReadonlySet<string> } & Explained {
  if (seen.has(categoryId)) return { record: false, seen, rules: ['SPONSORED-05'] };
  return { record: true, seen: new Set([...seen, categoryId]), rules: ['SPONSORED-05'] };
}

export const sponsoredModule = defineRuleModule({
  name: 'sponsored',
  summary: 'Sponsored category icons: page name from the path and the icons request (query, headers, bearer only if authorised).',
  areas: ['SPONSORED'],
  input: z.object({
    pathname: z.string(),
    endpoint: z._default(z.string(), '/sponsored/icons'),
    subscriptionKey: z._default(z.string(), 'sim-key'),
    source: z._default(z.string(), 'web'),
    banner: z.string(),
    storeId: z.string(),
    taxonomyPath: z._default(z.string(), ''),
    preference: z.nullish(z.string()),
    sid: z._default(z.string(), ''),
    userType: z.nullish(z.string()),
    token: z.nullish(z.string()),
  }),
  example: { pathname: '/shop/aisles/bakery.html', banner: 'freshway', storeId: '1502', preference: 'dug', userType: 'G' },
  run: (input) => {
    const page = sponsoredPageName(input.pathname);
    if (page.pageName === null) return { pageName: null, request: null, rules: page.rules };
    const request = sponsoredIconsRequest({ ...input, pageName: page.pageName });
    return { pageName: page.pageName, request, rules: [...page.rules, ...request.rules] };
  },
});
