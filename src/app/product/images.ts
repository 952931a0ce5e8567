import { isSitePath, isWrittenHttpUrl } from '../../../spec/schemas/address';
import { withScalability } from '../../rules/imageScalability';

/**
 * Where the browser loads a catalogue image from: a site path is resolved against the origin that answered the
 * catalogue (the configured servlet base, decision 0402), an absolute http(s) URL written out in full is kept, and `?scl=1` is appended
 * (FORMAT-04). Anything else (another scheme, a blank or malformed value, a path the browser would read as another
 * host such as `//host/x` or `/\host/x`: decision 0480's site-path rule) has no image: null, and the caller draws its
 * fallback. Catalogue pictures and sponsored icons both come through here.
 */
export function imageSrc(imageUrl: string | null | undefined, servletBase: string): string | null {
  const url = (imageUrl ?? '').trim();
  if (url === '' || url === '/') return null;
  if (url.startsWith('/')) return isSitePath(url) ? withScalability(`${servletBase.replace(/\/+$/, '')}${url}`) : null;
  return isWrittenHttpUrl(url) ? withScalability(new URL(url).href) : null;
}
