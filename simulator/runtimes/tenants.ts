import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
  /** The secret the page's tenant cookie carries, for a tenant that flow made (or the token's holder bound). */
  secret?: string;
}

export type TenantLookup = { ok: true; ctx: SimContext; created: boolean } | { ok: false; status: 400 | 403 | 410 | 507; code: string; message: string };

/** The page's tenant-cookie flow (no token): the tenant, and the secret its cookie carries. */
export type TenantClaim = { ok: true; created: boolean; secret: string } | { ok: false; status: 400 | 403 | 410 | 507; code: string; message: string };

/**
 * How many evicted names are remembered, so a request naming one gets 410 rather than a fresh state that would pass for
 * its own. Never forgotten to make room: when the list is full, a tenant that would need an eviction is refused (507)
 * until the token's holder removes or resets names (`sim tenants rm|reset`).
 */
export const EVICTED_KEPT = 10_000;

const BAD_NAME = { ok: false, status: 400, code: 'SIM_BAD_TENANT', message: `A tenant name is 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit` } as const;

const sameSecret = (a: string | undefined, b: string | undefined): boolean => {
  if (a === undefined || b === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export class TenantPool {
  /** Insertion order is use order: the first entry is the least recently used. */
  private readonly tenants = new Map<string, Tenant>();
  private readonly evicted = new Set<string>();

  constructor(
    private readonly defaultCtx: SimContext,
    readonly max = DEFAULT_MAX_TENANTS,
    private readonly make: (name: string) => SimContext = () => createSimContext({ seed: defaultCtx.seed }),
    private readonly now: () => number = () => Date.now(),
    readonly evictedKept = EVICTED_KEPT,
  ) {
    if (!Number.isSafeInteger(max) || max < 1) throw new RangeError('max tenants must be an integer >= 1');
    const at = now();
    this.tenants.set(DEFAULT_TENANT, { name: DEFAULT_TENANT, createdAt: at, lastUsedAt: at, requests: 0, ctx: defaultCtx });
  }

  /**
   * The tenant a request of the token's holder names (undefined: the default), made on first use (the least recently
   * used one evicted when there is no room); an evicted or malformed name is refused.
   */
  use(name: string | undefined): TenantLookup {
    const key = name === undefined || name === '' ? DEFAULT_TENANT : name;
    if (!isTenantName(key)) return BAD_NAME;
    const found = this.tenants.get(key);
    if (found) {
      this.touch(found);
      return { ok: true, ctx: found.ctx, created: false };
    }
    if (this.evicted.has(key)) return this.gone(key);
    const made = this.create(key, true);
    if ('status' in made) return made;
    made.requests = 1;
    return { ok: true, ctx: made.ctx, created: true };
  }

  /**
   * A request without the token, by its tenant cookie: only the tenant the page's own flow made and bound to the
   * cookie's secret (the default needs no cookie); any other is refused, an evicted one with 410.
   */
  useBound(name: string, secret: string | undefined): TenantLookup {
    if (!isTenantName(name)) return BAD_NAME;
    if (name === DEFAULT_TENANT) return this.use(undefined);
    const found = this.tenants.get(name);
    if (found && sameSecret(found.secret, secret)) {
      this.touch(found);
      return { ok: true, ctx: found.ctx, created: false };
    }
    if (!found && this.evicted.has(name)) return this.gone(name);
    return { ok: false, status: 403, code: 'SIM_TENANT_FORBIDDEN', message: `This tenant cookie or key does not open tenant ${name}: open /__sim/tenant/<name> from the storefront to make a tenant of its own, or ask the control token's holder for its key` };
  }

  /**
   * Whether `secret` is the one bound to the named tenant: what lets a tenant key (`name~secret` in x-sim-tenant) use
   * that tenant's control API without the token. Never the default tenant, which has no secret and is the token's.
   */
  opens(name: string, secret: string | undefined): boolean {
    if (name === DEFAULT_TENANT) return false;
    const found = this.tenants.get(name);
    return found !== undefined && sameSecret(found.secret, secret);
  }

  /**
   * The page's tenant-cookie flow without the token: a new name makes a tenant bound to a new secret (never evicting
   * another: 507 when there is no room); the tenant it made is chosen again with its cookie's secret; any other
   * existing tenant is refused (403), an evicted one with 410.
   */
  claim(name: string, secret: string | undefined): TenantClaim {
    if (!isTenantName(name) || name === DEFAULT_TENANT) return BAD_NAME;
    const found = this.tenants.get(name);
    if (found) {
      if (!sameSecret(found.secret, secret)) return { ok: false, status: 403, code: 'SIM_TENANT_TAKEN', message: `Tenant ${name} exists and this browser did not make it; choose another name (or use the control token)` };
      this.touch(found);
      return { ok: true, created: false, secret: found.secret! };
    }
    if (this.evicted.has(name)) return this.gone(name);
    const made = this.create(name, false);
    if ('status' in made) return made;
    made.requests = 1;
    made.secret = newTenantSecret();
    return { ok: true, created: true, secret: made.secret };
  }

  /** The secret a cookie for this tenant carries (the token's holder chooses it): its own, or a new one bound now. */
  bind(name: string): string | undefined {
    const found = this.tenants.get(name);
    if (!found || name === DEFAULT_TENANT) return undefined;
    found.secret ??= newTenantSecret();
    return found.secret;
  }

  /** Back to the seed: a known tenant is reset, an unknown or evicted one made afresh (its name no longer refused). */
  reset(name: string): TenantInfo | TenantLookup {
    const found = this.tenants.get(name);
    if (!found) {
      const made = this.create(name, true);
      if ('status' in made) return made;
      this.evicted.delete(name);
      return this.info(made);
    }
    found.ctx.reset();
    this.touch(found);
    return this.info(found);
  }

  /** Removes a tenant, or forgets an evicted name (the default is only reset); whether there was one. */
  remove(name: string): boolean {
    if (name === DEFAULT_TENANT) {
      this.reset(name);
      return true;
    }
    return this.tenants.delete(name) || this.evicted.delete(name);
  }

  list(): TenantInfo[] {
    return [...this.tenants.values()].map((t) => this.info(t)).sort((a, b) => (a.name === DEFAULT_TENANT ? -1 : b.name === DEFAULT_TENANT ? 1 : a.name.localeCompare(b.name)));
  }

  get size(): number {
    return this.tenants.size;
  }

  /** How many evicted names are remembered (at most evictedKept). */
  get evictedCount(): number {
    return this.evicted.size;
  }

  private gone(name: string) {
    return { ok: false, status: 410, code: 'SIM_TENANT_EVICTED', message: `Tenant ${name} was removed to make room (the ${this.max} most recently used are kept besides the default, --max-tenants); reset it to start it again from the seed` } as const;
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

  /** A new tenant; when the pool is full, the least recently used is evicted if `evict` (the token's holder), else 507. */
  private create(name: string, evict: boolean): Tenant | { ok: false; status: 507; code: string; message: string } {
    // The default tenant is not counted: `max` named tenants besides it.
    if (this.tenants.size - 1 >= this.max) {
      if (!evict) return { ok: false, status: 507, code: 'SIM_TENANTS_FULL', message: `No room for another tenant: ${this.max} are kept besides the default (--max-tenants), and a page cannot evict another's; ask whoever holds the control token to remove one (sim tenants rm)` };
      if (this.evicted.size >= this.evictedKept) return { ok: false, status: 507, code: 'SIM_TENANTS_FULL', message: `No room for another tenant: ${this.evictedKept} evicted names are remembered so none is reborn, and the list is full; remove or reset tenants by name (sim tenants rm|reset)` };
      const oldest = [...this.tenants.keys()].find((k) => k !== DEFAULT_TENANT);
      if (oldest !== undefined) {
        this.tenants.delete(oldest);
        this.evicted.add(oldest);
      }
    }
    const at = this.now();
    const tenant: Tenant = { name, createdAt: at, lastUsedAt: at, requests: 0, ctx: this.make(name) };
    this.tenants.set(name, tenant);
    return tenant;
  }
}

/**
 * Between a tenant's name and its secret in a key: in neither a name nor a secret (base64url), and a character a
 * cookie value and Pact's custom headers (`Name: value`, refused with a second ':') both take.
 */
export const TENANT_KEY_SEPARATOR = '~';

/**
 * A tenant key, `name~secret`: the value of the tenant cookie, and of x-sim-tenant for a client the token's holder
 * gave it to (the browser replay's pages, a contract verification), so the control token itself never enters a page.
 */
export function tenantKey(name: string, secret: string): string {
  return `${name}${TENANT_KEY_SEPARATOR}${secret}`;
}

/** A tenant cookie's or header's value: the name, and the secret after the separator when there is one. */
export function splitTenantKey(value: string): { name: string; secret: string | undefined } {
  const at = value.lastIndexOf(TENANT_KEY_SEPARATOR);
  return at < 0 ? { name: value, secret: undefined } : { name: value.slice(0, at), secret: value.slice(at + 1) };
}

export function newTenantSecret(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * A tenant's own stream of draws (passcodes, tokens, cart ids), from its name and the server's secret: two tenants, or
 * one tenant on two servers, never share it, and nobody without the secret can foresee it. 32 bits, the size of the
 * generator's state (simulator/core/random.ts).
 */
export function tenantStream(serverSecret: Buffer, name: string): number {
  return createHmac('sha256', serverSecret).update(name).digest().readUInt32BE(0);
}
