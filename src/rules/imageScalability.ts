// FORMAT-04 on its own: product images need it wherever they show, the other formats only on-demand code.

/** FORMAT-04 (AMBIG-43): `?scl=1` appended to an image URL, `&scl=1` when it already has a query; idempotent. */
export function withScalability(url: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  if (queryAt !== -1 && base.slice(queryAt + 1).split('&').includes('scl=1')) return url;
  if (queryAt === -1) return `${base}?scl=1${hash}`;
  // Only the '?' that opens the query may be followed directly; a later '?' is part of a value.
  const separator = queryAt === base.length - 1 || base.endsWith('&') ? '' : '&';
  return `${base}${separator}scl=1${hash}`;
}
