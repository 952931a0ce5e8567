import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { protectedLink } from './links';
import type { LinkAction } from './links';

/** A shop-by-category tile under one naming (TILES-03: id or aisleId, name or aisleName, pagePath or aislePath). */
export interface Tile {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly tileType: 'department' | 'custom';
  readonly imagePath: string | null;
  readonly imagePathMobile: string | null;
  readonly fileReference: string | null;
  readonly altText: string;
  readonly isUserProtectedLink: boolean;
}

const text = z.catch(z.nullish(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), null);
export const RawTile = z.looseObject({
  id: text,
  aisleId: text,
  name: text,
  aisleName: text,
  pagePath: text,
  aislePath: text,
  imagePath: text,
  imagePathMobile: text,
  fileReference: text,
  tileType: text,
  isUserProtectedLink: z.catch(z.nullish(z.union([z.string(), z.boolean()])), null),
  aisleAltText: text,
});

const nonEmpty = (...values: (string | null | undefined)[]): string | null => values.find((v) => v != null && v.trim() !== '')?.trim() ?? null;

/** TILES-01: an image path of `/` (or none) means no image. */
export const tileImagePath = (path: string | null | undefined): string | null => (path == null || path.trim() === '' || path.trim() === '/' ? null : path.trim());

/** TILES-03: reads a tile from content data; null when it has no id, name or link. Never throws. */
export function normalizeTile(raw: unknown): Tile | null {
  const r = RawTile.safeParse(raw);
  if (!r.success) return null;
  const t = r.data;
  const id = nonEmpty(t.id, t.aisleId);
  const name = nonEmpty(t.name, t.aisleName);
  const path = nonEmpty(t.pagePath, t.aislePath);
  if (id === null || name === null || path === null) return null;
  return {
    id,
    name,
    path,
    tileType: t.tileType?.trim().toLowerCase() === 'custom' ? 'custom' : 'department',
    imagePath: tileImagePath(t.imagePath),
    imagePathMobile: tileImagePath(t.imagePathMobile),
    fileReference: nonEmpty(t.fileReference),
    altText: nonEmpty(t.aisleAltText) ?? name,
    // LINKS-06 says the string 'true'; a boolean true from JSON content is the same flag.
    isUserProtectedLink: t.isUserProtectedLink === 'true' || t.isUserProtectedLink === true,
  };
}

/** TILES-02 (AMBIG-42): first character of each whitespace-separated word, upper-cased; words starting with a non-letter are skipped. */
export function tileAcronym(name: string): string {
  return (name.match(/\S+/g) ?? [])
    .filter((w) => /^\p{L}/u.test(w))
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}

export type TileVisual = ({ readonly kind: 'image'; readonly src: string } | { readonly kind: 'acronym'; readonly text: string }) & Explained;

/** TILES-01, TILES-02: the image to show (mobile image on mobile when present), or the acronym when none or after a load error. */
export function tileVisual(tile: Tile, options: { readonly mobile: boolean; readonly loadFailed: boolean }): TileVisual {
  const src = (options.mobile ? tile.imagePathMobile : null) ?? tile.imagePath;
  if (src === null) return { kind: 'acronym', text: tileAcronym(tile.name), rules: ['TILES-01', 'TILES-02', 'AMBIG-42'] };
  if (options.loadFailed) return { kind: 'acronym', text: tileAcronym(tile.name), rules: ['TILES-02', 'AMBIG-42'] };
  return { kind: 'image', src, rules: ['TILES-01'] };
}

/** LINKS-06: a custom tile flagged isUserProtectedLink follows the protected-link rules; other tiles are plain links. */
export function tileLink(tile: Tile, user: { readonly userType: unknown; readonly usedCredentials: boolean }): { readonly action: LinkAction; readonly href: string } & Explained {
  if (tile.tileType === 'custom' && tile.isUserProtectedLink) {
    const d = protectedLink(user);
    return { action: d.action, href: tile.path, rules: ['LINKS-06', ...d.rules] };
  }
  return { action: 'follow', href: tile.path, rules: ['LINKS-06'] };
}

export const tilesModule = defineRuleModule({
  name: 'tiles',
  summary: 'Category tile normalisation, image or acronym fallback, and protected tile links.',
  areas: ['TILES'],
  input: z.object({ tile: z.unknown(), mobile: z._default(z.boolean(), false), loadFailed: z._default(z.boolean(), false), userType: z.nullish(z.string()), usedCredentials: z._default(z.boolean(), false) }),
  example: { tile: { aisleId: '1_23', aisleName: 'Fruits & Vegetables', aislePath: '/shop/aisles/fruits-vegetables.html', imagePath: '/', tileType: 'custom', isUserProtectedLink: 'true' }, userType: 'G' },
  run: (input) => {
    const tile = normalizeTile(input.tile);
    if (tile === null) return { tile: null, rules: ['TILES-03'] };
    const visual = tileVisual(tile, input);
    const link = tileLink(tile, { userType: input.userType, usedCredentials: input.usedCredentials });
    return { tile, visual, link, rules: ['TILES-03', ...visual.rules, ...link.rules] };
  },
});
