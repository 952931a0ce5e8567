import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allPictureIcons } from './pictures';

/**
 * Writes the catalogue's pictures (decision 0430) as static SVG files: one file per icon the catalogue names, from the
 * installed Fluent Emoji Flat set (`@iconify-json/fluent-emoji-flat`, MIT), into `public/images/pictures/`, which the
 * storefront's web server and `sim serve` serve as they are. Only the icons used are written, so the repository keeps
 * a few dozen small files rather than the set's thousands. Run it with `npm run pictures` after changing the choice.
 */

export const PICTURES_DIR = fileURLToPath(new URL('../../../public/images/pictures/', import.meta.url));

/** The pictures' intrinsic size in CSS pixels: the `<img>` sets its own width and height, this is what a tab shows. */
const SIZE = 128;

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}
interface IconifySet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string } & Record<string, unknown>>;
}

export function loadIconSet(): IconifySet {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')) as IconifySet;
}

/** One icon of the set as a standalone SVG document; an icon the set does not have is an error naming it. */
export function iconSvg(set: IconifySet, name: string): string {
  let icon = set.icons[name];
  const alias = set.aliases?.[name];
  if (!icon && alias) {
    // An alias that flips or rotates its parent would need a transform: none of the icons chosen is one.
    if (Object.keys(alias).some((k) => k !== 'parent')) throw new Error(`Icon ${name} is a transformed alias of ${alias.parent}; choose ${alias.parent} or another icon`);
    icon = set.icons[alias.parent];
  }
  if (!icon) throw new Error(`The ${set.prefix} set has no icon ${name}`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">${icon.body}</svg>\n`;
}

/** The files the catalogue needs, by file name. */
export function pictureFiles(set: IconifySet = loadIconSet()): Map<string, string> {
  return new Map(allPictureIcons().map((icon) => [`${icon}.svg`, iconSvg(set, icon)]));
}

/** Writes exactly the needed files into `dir`, removing pictures no longer named. */
export function writePictures(dir: string = PICTURES_DIR): string[] {
  const files = pictureFiles();
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (old.endsWith('.svg') && !files.has(old)) rmSync(join(dir, old));
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  return [...files.keys()];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = writePictures();
  console.log(`${written.length} pictures in ${PICTURES_DIR}`);
}
