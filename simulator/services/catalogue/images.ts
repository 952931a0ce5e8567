import { GROCERY_AISLES, hash, productByBpn } from './products';
import { RECIPES } from './recipes';

/**
 * Deterministic SVG images for the paths the catalogue's answers name (decision 0409): products
 * (`/images/products/{bpn}.svg`), recipes (`/images/recipes/{id}.svg`) and aisle tiles (`/images/categories/{id}.svg`).
 * The same name always draws the same picture; a name the catalogue does not know has no image (404).
 */

export const IMAGE_KINDS = ['products', 'recipes', 'categories'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Tile ids of the home carousel that are not grocery aisles. */
const OTHER_CATEGORIES: Readonly<Record<string, string>> = { wine: 'Wine', marketplace: 'Marketplace' };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The initials of a name's first two words that start with a letter, as a label drawn on the picture. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}

function svg(title: string, size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

function productSvg(name: string, key: string): string {
  const hue = hash(key) % 360;
  const shape = hash(`${key}:shape`) % 3;
  const item =
    shape === 0
      ? `<circle cx="120" cy="112" r="62" fill="hsl(${hue} 55% 52%)"/>`
      : shape === 1
        ? `<rect x="66" y="52" width="108" height="124" rx="14" fill="hsl(${hue} 55% 52%)"/>`
        : `<path d="M120 44 L186 170 H54 Z" fill="hsl(${hue} 55% 52%)"/>`;
  return svg(
    name,
    240,
    `<rect width="240" height="240" rx="24" fill="hsl(${hue} 60% 93%)"/>${item}<text x="120" y="124" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text><rect x="70" y="196" width="100" height="12" rx="6" fill="hsl(${hue} 30% 78%)"/>`,
  );
}

function recipeSvg(name: string, key: string): string {
  const hue = hash(key) % 360;
  return svg(
    name,
    192,
    `<rect width="192" height="192" rx="20" fill="hsl(${hue} 50% 90%)"/><circle cx="96" cy="100" r="66" fill="#fff" stroke="hsl(${hue} 35% 72%)" stroke-width="6"/><circle cx="96" cy="100" r="42" fill="hsl(${hue} 55% 58%)"/><circle cx="80" cy="88" r="10" fill="hsl(${(hue + 120) % 360} 55% 55%)"/><circle cx="112" cy="110" r="8" fill="hsl(${(hue + 200) % 360} 55% 55%)"/>`,
  );
}

function categorySvg(name: string, key: string): string {
  const hue = hash(key) % 360;
  return svg(
    name,
    160,
    `<rect width="160" height="160" fill="hsl(${hue} 55% 88%)"/><circle cx="80" cy="80" r="48" fill="hsl(${hue} 50% 55%)"/><text x="80" y="94" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`,
  );
}

/** The SVG picture at `/images/{kind}/{name}.svg`, or null when the catalogue has nothing by that name. */
export function imageOf(kind: string, file: string): string | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file);
  if (!m) return null;
  const name = m[1]!;
  switch (kind) {
    case 'products': {
      const product = productByBpn(name);
      return product ? productSvg(product.name, product.bpn) : null;
    }
    case 'recipes': {
      const recipe = RECIPES.find((r) => r.id === name);
      return recipe ? recipeSvg(recipe.name, recipe.id) : null;
    }
    case 'categories': {
      const label = GROCERY_AISLES.find((a) => a.id === name)?.name ?? OTHER_CATEGORIES[name];
      return label ? categorySvg(label, name) : null;
    }
    default:
      return null;
  }
}
