import { isVineOrMarketplacePath, withLoc } from './locParam';

const BASE = 'http://storefront.invalid';
const STORE_PLACEHOLDERS = ['storeid', 'branchid', 'loc', 'store'];

export interface AisleLinkInput {
  readonly href: string;
  readonly branchId: unknown;
  /** Values from user info for other parenthesised placeholders, e.g. { aisleId: '1_2' }. */
  readonly values?: Readonly<Record<string, string>>;
  readonly isCanonical?: boolean;
}

/**
 * AISLE-LINKS-01..07 (AMBIG-18): aisle links carry the branch id. Vine-and-cellar, marketplace, brand index
 * and canonical links are left alone; a parenthesised store placeholder becomes the branch id, and other
 * placeholders (aisleId) come from user info; an existing numeric store id that differs is replaced; a
 * non-numeric one, or one equal to the branch id, leaves the link unchanged; a link with none gets `loc`.
 */
export function rewriteAisleLink(input: AisleLinkInput): { href: string; rules: string[] } {
  const href = typeof input.href === 'string' ? input.href : '';
  const branch = typeof input.branchId === 'string' && /^\d+$/.test(input.branchId) ? input.branchId : null;
  // A split always gives a first part.
  const path = href.split(/[?#]/)[0]!;
  if (/vineandcellar/i.test(path)) return { href, rules: ['AISLE-LINKS-02'] };
  if (isVineOrMarketplacePath(path)) return { href, rules: ['AISLE-LINKS-03'] };
  if (/brand-index/i.test(path)) return { href, rules: ['AISLE-LINKS-04'] };
  if (input.isCanonical) return { href, rules: ['AISLE-LINKS-05'] };
  if (branch === null) return { href, rules: [] };

  if (/\([^()]*\)/.test(href)) {
    const out = href.replace(/\(([^()]*)\)/g, (whole, name: string) => {
      if (STORE_PLACEHOLDERS.includes(name.toLowerCase())) return branch;
      const v = input.values?.[name];
      return typeof v === 'string' ? encodeURIComponent(v) : whole;
    });
    return { href: out, rules: ['AISLE-LINKS-06'] };
  }
  let u: URL;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
  try {
    u = new URL(href, BASE);
  } catch {
    return { href, rules: [] };
  }
  // A protocol-relative link keeps taking the page's scheme: only the store id changes, never how the host is reached.
  const rebuild = () => `${relative ? '' : href.startsWith('//') ? `//${u.host}` : u.origin}${u.pathname}${u.search}${u.hash}`;
  const loc = u.searchParams.get('loc');
  const inPath = /\.([^./]+)\.html$/.exec(u.pathname);
  const existing = loc ?? inPath?.[1] ?? null;
  if (existing !== null) {
    if (!/^\d+$/.test(existing) || existing === branch) return { href, rules: ['AISLE-LINKS-07'] };
    if (loc !== null) return { href: withLoc(href, branch).url, rules: ['AISLE-LINKS-01', 'AISLE-LINKS-06'] };
    u.pathname = u.pathname.replace(/\.([^./]+)\.html$/, `.${branch}.html`);
    return { href: rebuild(), rules: ['AISLE-LINKS-01', 'AISLE-LINKS-06'] };
  }
  // SELECTOR-09 / AISLE-LINKS-01: the one way a loc is added.
  return { href: withLoc(href, branch).url, rules: ['AISLE-LINKS-01'] };
}
