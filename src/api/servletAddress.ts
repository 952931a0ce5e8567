/**
 * Where the browser goes for a servlet path a rule produced (single sign-on: `/bin/{provider}/sso?…`): on the
 * servlets' origin when the configuration serves them from another one (`domain.servletBase`), so the servlet, not
 * the storefront's own host, answers. Any other address, and every address when the servlets share the page's
 * origin, is unchanged.
 */
export function servletNavigation(config: { readonly domain: { readonly servletBase: string } }, target: string): string {
  const base = config.domain.servletBase.replace(/\/+$/, '');
  return target.startsWith('/bin/') ? `${base}${target}` : target;
}
