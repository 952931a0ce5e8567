/**
 * A tenant of a shared `workbench sim serve`: the name a request gives in `x-sim-tenant`, the simulator's
 * tenant cookie or the live storefront's `?tenant=`. One pattern for the server and the page, so a name the page
 * accepts is one the server accepts: letters, digits, dot, dash, underscore; 1 to 64 characters, starting with a
 * letter or digit (nothing that could be a path segment like `..`, a cookie separator or a header break).
 */
export const SIM_TENANT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isSimTenantName(name: string): boolean {
  return SIM_TENANT_NAME.test(name);
}
