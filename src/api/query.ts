/** A value of a request's query: absent ones (undefined, null) are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * An address with a query added; values are encoded, absent ones left out. Apart from http.ts's `buildUrl`, which joins
 * a configured base and a path first (CALLS-01): the catalogue's request, whose address is whole already, is built
 * with this alone by the product page's early code, written into every page's HTML.
 */
export function withQuery(url: string, query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) params.append(name, String(value));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}
