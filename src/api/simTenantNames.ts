// The two names the live page checks before it fetches the tenant code (src/api/simTenant.ts): a page opened with
// neither is a shopper's, not a test's on a shared simulator, and does not load that code at all.
export const TENANT_PARAM = 'tenant';
/** Where the browser remembers the simulator origin that gave it a tenant. */
// Stryker disable next-line StringLiteral: the choice is written and read under this one name, so any name keeps it alike
export const SIM_TENANT_STORAGE_KEY = 'workbench.simTenant';
