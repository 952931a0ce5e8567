import { banners } from '../../spec/banners';
import type { Banner } from '../../spec/schemas/banner';
import { isB2BSite } from '../rules/userTypes';

/** Cookie that remembers a `?banner=` chosen on first load, so later pages keep the same banner. */
export const BANNER_CHOICE_COOKIE = 'ECommBanner';

export interface BannerChoice {
  readonly banner: Banner;
  readonly source: 'host' | 'query' | 'cookie' | 'default';
  /** USER-TYPES-07: the business site, by host or site type. */
  readonly b2b: boolean;
  /** Set when the query chose the banner: the caller remembers it in the cookie. */
  readonly remember: string | null;
}

const defaultBanner: Banner = banners[0];
const withoutWww = (host: string): string => host.replace(/^www\./, '');
const byId = (id: string | null | undefined): Banner | undefined =>
  typeof id === 'string' ? banners.find((b) => b.id === id.trim().toLowerCase()) : undefined;

/**
 * Which banner this page runs under: the host (through the configured banner domain map, then the banner's own
 * domain, each with a leading `business.` label and a leading `www.` ignored), else a `?banner=` query, else the
 * remembered cookie, else the first banner.
 */
export function chooseBanner(input: {
  host: string;
  search: string;
  cookieBanner: string | undefined;
  bannerDomainMap?: Record<string, string>;
  siteType?: string;
}): BannerChoice {
  const host = input.host.trim().toLowerCase().replace(/:\d+$/, '');
  const b2b = isB2BSite(host, input.siteType);
  const bare = host.replace(/^business(-[a-z0-9]+)?\./, '');
  // The same site with or without a leading www.; a domain equal to the host itself (a business host configured as
  // such) is the same site as well.
  const sameSite = (domain: string): boolean => {
    const d = domain.toLowerCase();
    return d === host || withoutWww(d) === withoutWww(bare);
  };
  const mapped = Object.entries(input.bannerDomainMap ?? {}).find(([, domain]) => sameSite(domain));
  const fromHost = byId(mapped?.[0]) ?? banners.find((b) => sameSite(b.domain));
  if (fromHost) return { banner: fromHost, source: 'host', b2b, remember: null };
  const query = new URLSearchParams(input.search).get('banner');
  const fromQuery = byId(query);
  if (fromQuery) return { banner: fromQuery, source: 'query', b2b, remember: fromQuery.id };
  const fromCookie = byId(input.cookieBanner);
  if (fromCookie) return { banner: fromCookie, source: 'cookie', b2b, remember: null };
  return { banner: defaultBanner, source: 'default', b2b, remember: null };
}
