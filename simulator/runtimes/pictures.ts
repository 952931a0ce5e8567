import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURES_PATH } from '../services/catalogue/pictures';
import { PICTURES_DIR } from '../services/catalogue/pictureFiles';

/**
 * The catalogue's pictures over HTTP (decision 0430): `GET /images/pictures/{icon}.svg` answers the static file the
 * storefront's own web server also serves (`public/images/pictures/`), so a live storefront pointed at `sim serve`
 * loads the same pictures from the catalogue's origin as the simulator build does from its own. Anything else under
 * the path, or a picture that is not there, is a 404; other paths are not this handler's (null).
 */

const PICTURE = new RegExp(`^${PICTURES_PATH}/([a-z0-9]+(?:-[a-z0-9]+)*)\\.svg$`);
const cache = new Map<string, string | null>();

export interface PictureAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function pictureAnswer(method: string, pathname: string, dir: string = PICTURES_DIR): PictureAnswer | null {
  if (!pathname.startsWith(`${PICTURES_PATH}/`)) return null;
  const name = PICTURE.exec(pathname)?.[1];
  let svg: string | null = null;
  if (name !== undefined && (method === 'GET' || method === 'HEAD')) {
    const key = join(dir, `${name}.svg`);
    if (!cache.has(key)) {
      try {
        cache.set(key, readFileSync(key, 'utf8'));
      } catch {
        cache.set(key, null);
      }
    }
    svg = cache.get(key) ?? null;
  }
  if (svg === null) return { status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errorCode: 'IMAGE_NOT_FOUND', message: `No picture at ${pathname}` }) };
  return { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }, body: method === 'HEAD' ? '' : svg };
}
