import { withScalability } from '../../rules/imageScalability';

/**
 * Where the browser loads a catalogue image from: a site path is resolved against the origin that answered the
 * catalogue (the configured servlet base, decision 0402), an absolute http(s) URL is kept, and `?scl=1` is appended
 * (FORMAT-04). Anything else (another scheme, a blank or malformed value) has no image: null, and the caller draws
 * its fallback.
 */
export function imageSrc(imageUrl: string | null | undefined, servletBase: string): string | null {
  const url = (imageUrl ?? '').trim();
  if (url === '' || url === '/') return null;
  if (url.startsWith('/') && !url.startsWith('//')) return withScalability(`${servletBase.replace(/\/+$/, '')}${url}`);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? withScalability(parsed.href) : null;
  } catch {
    return null;
  }
}
