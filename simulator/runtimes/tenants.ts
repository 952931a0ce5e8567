import { createSimContext } from '../core/context';
import type { SimContext } from '../core/context';
import { isSimTenantName } from '../../spec/schemas/simTenant';

/**
 * Tenants of one `sim serve`: each an independent simulator state (database, clock, outbox, faults, scenario,
 * sessions), so two people or two CI shards sharing a server never reset, lock or fault each other. A request names
 * its tenant by the `x-sim-tenant` header or, for a browser, the `sim-tenant` cookie (set by `/__sim/tenant/<name>`);
 * none names the default tenant, the server's own state, so a single user sees no change.
 *
 * A tenant is made on first use from the seed (the seed template makes that a copy of records, not a new seeding run:
 * see `npm run bench`), at most `max` are kept, and the least recently used one goes when a new one needs room. A
 * request naming one that went gets 410 with its name, rather than a fresh state that would pass for its own.
 */
export const DEFAULT_TENANT = 'default';
export const TENANT_HEADER = 'x-sim-tenant';
export const TENANT_COOKIE = 'sim-tenant';
export const DEFAULT_MAX_TENANTS = 64;

/** A tenant name: the pattern the live storefront's `?tenant=` checks too (spec/schemas/simTenant.ts). */
export const isTenantName = isSimTenantName;

export interface TenantInfo {
  name: string;
  createdAt: number;
  lastUsedAt: number;
  requests: number;
}

interface Tenant extends TenantInfo {
  ctx: SimContext;
}

export type TenantLookup = { ok: true; ctx: SimContext; created: boolean } | { ok: false; status: 400 | 410; code: string; message: string };

/** How many evicted names are remembered for the 410 answer. */
const EVICTED_KEPT = 1_000;

export class TenantPool {
  /** Insertion order is use order: the first entry is the least recently used. */
  private readonly tenants = new Map<string, Tenant>();
  private readonly evicted = new Set<string>();

  constructor(
    private readonly defaultCtx: SimContext,
    readonly max = DEFAULT_MAX_TENANTS,
    private readonly make: () => SimContext = () => createSimContext({ seed: defaultCtx.seed }),
    private readonly now: () => number = () => Date.now(),
  ) {
    if (!Number.isSafeInteger(max) || max < 1) throw new RangeError('max tenants must be an integer >= 1');
    const at = now();
    this.tenants.set(DEFAULT_TENANT, { name: DEFAULT_TENANT, createdAt: at, lastUsedAt: at, requests: 0, ctx: defaultCtx });
  }

  /** The tenant a request names (undefined: the default), made on first use; an evicted or malformed name is refused. */
  use(name: string | undefined): TenantLookup {
    const key = name === undefined || name === '' ? DEFAULT_TENANT : name;
    if (!isTenantName(key)) return { ok: false, status: 400, code: 'SIM_BAD_TENANT', message: `A tenant name is 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit` };
    const found = this.tenants.get(key);
    if (found) {
      this.touch(found);
      return { ok: true, ctx: found.ctx, created: false };
    }
    if (this.evicted.has(key)) {
      return { ok: false, status: 410, code: 'SIM_TENANT_EVICTED', message: `Tenant ${key} was removed to make room (the ${this.max} most recently used are kept besides the default, --max-tenants); reset it to start it again from the seed` };
    }
    const made = this.create(key);
    made.requests = 1;
    return { ok: true, ctx: made.ctx, created: true };
  }

  /** Back to the seed: a known tenant is reset, an unknown or evicted one made afresh. */
  reset(name: string): TenantInfo {
    this.evicted.delete(name);
    const found = this.tenants.get(name);
    if (!found) return this.info(this.create(name));
    found.ctx.reset();
    this.touch(found);
    return this.info(found);
  }

  /** Removes a tenant (the default is only reset); whether there was one. */
  remove(name: string): boolean {
    if (name === DEFAULT_TENANT) {
      this.reset(name);
      return true;
    }
    return this.tenants.delete(name);
  }

  list(): TenantInfo[] {
    return [...this.tenants.values()].map((t) => this.info(t)).sort((a, b) => (a.name === DEFAULT_TENANT ? -1 : b.name === DEFAULT_TENANT ? 1 : a.name.localeCompare(b.name)));
  }

  get size(): number {
    return this.tenants.size;
  }

  private info(t: Tenant): TenantInfo {
    return { name: t.name, createdAt: t.createdAt, lastUsedAt: t.lastUsedAt, requests: t.requests };
  }

  private touch(t: Tenant): void {
    t.lastUsedAt = this.now();
    t.requests++;
    this.tenants.delete(t.name);
    this.tenants.set(t.name, t);
  }

  private create(name: string): Tenant {
    // The default tenant is not counted: `max` named tenants besides it.
    while (this.tenants.size - 1 >= this.max) {
      const oldest = [...this.tenants.keys()].find((k) => k !== DEFAULT_TENANT);
      if (oldest === undefined) break;
      this.tenants.delete(oldest);
      this.evicted.add(oldest);
      if (this.evicted.size > EVICTED_KEPT) this.evicted.delete(this.evicted.values().next().value as string);
    }
    const at = this.now();
    const tenant: Tenant = { name, createdAt: at, lastUsedAt: at, requests: 0, ctx: this.make() };
    this.tenants.set(name, tenant);
    return tenant;
  }
}
