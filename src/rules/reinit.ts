import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import { hostNameOf } from './environment';

export const REINIT_COOKIE = 'ECommReInit';
/** The first-time-login marker carried among the re-init sites (SESSION-EST-10). */
export const FIRST_LOGIN_MARKER = 'firstlogin';

export const COUPON_KEYS = ['abJ4uCoupons', 'behaviorCoupons'] as const;
export const REWARDS_KEYS = ['abRewards'] as const;
export const STORE_DATA_KEYS = ['storeData'] as const;
export const CART_KEYS = ['abCart', 'cartId'] as const;
export const SLOT_KEYS = ['abSlot'] as const;

/** REINIT-01: site names joined by `|`; blanks dropped, order and spelling kept. Any value parses. */
export function parseReInitSites(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .replace(/%7c/gi, '|')
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
export const serialiseReInitSites = (sites: readonly string[]): string => sites.join('|');

const has = (sites: readonly string[], site: string): boolean => sites.some((s) => s.toLowerCase() === site.toLowerCase());

/** Adds a site once (idempotent), returning the new cookie value. */
export function addReInitSite(value: unknown, site: string): string {
  const sites = parseReInitSites(value);
  return serialiseReInitSites(has(sites, site) ? sites : [...sites, site]);
}

/** REINIT-06: a signed-in store change marks slot re-init. */
export const markSlotReInit = (value: unknown): string => addReInitSite(value, 'slot');

/** SESSION-EST-01, AMBIG-46: a re-init entry equal to the host's first label (www, shop) asks for single sign-on. */
export function reInitMatchesHost(value: unknown, host: unknown): boolean {
  const name = hostNameOf(host);
  // The first label ends at the first dot, or at the end of a name without one. An empty label matches no entry:
  // parsed entries are never blank.
  return has(parseReInitSites(value), name.slice(0, (name + '.').indexOf('.')));
}

/** SESSION-EST-10: the first-login marker is removed from the cookie and raises a flag. */
export function stripFirstLoginMarker(value: unknown): { value: string; firstLogin: boolean; rules: readonly string[] } {
  const sites = parseReInitSites(value);
  const rest = sites.filter((s) => s.toLowerCase() !== FIRST_LOGIN_MARKER);
  const firstLogin = rest.length !== sites.length;
  return { value: serialiseReInitSites(rest), firstLogin, rules: firstLogin ? ['SESSION-EST-10'] : [] };
}

export interface ReInitEffects {
  readonly sites: readonly string[];
  /** Storage keys to remove, in a stable order without duplicates. */
  readonly clearStorage: readonly string[];
  readonly slotRefresh: boolean;
  readonly rules: readonly string[];
}

/** REINIT-02..05: what the re-init cookie clears from local storage. */
export function reInitEffects(value: unknown): ReInitEffects {
  const sites = parseReInitSites(value);
  const clear: string[] = [];
  const rules: string[] = ['REINIT-01'];
  const add = (keys: readonly string[]) => {
    for (const k of keys) if (!clear.includes(k)) clear.push(k);
  };
  let slotRefresh = false;
  if (has(sites, 'wwwlocal')) {
    add([...REWARDS_KEYS, ...COUPON_KEYS, ...STORE_DATA_KEYS]);
    rules.push('REINIT-02');
  }
  if (has(sites, 'shoplocal')) {
    add([...CART_KEYS, ...SLOT_KEYS]);
    slotRefresh = true;
    rules.push('REINIT-03');
  }
  if (has(sites, 'weeklyadclip')) {
    add(COUPON_KEYS);
    rules.push('REINIT-04');
  }
  if (has(sites, 'slot')) {
    add(SLOT_KEYS);
    rules.push('REINIT-05');
  }
  return { sites, clearStorage: clear, slotRefresh, rules };
}

export const reinitModule = defineRuleModule({
  name: 'reinit',
  summary: 'Re-init cookie (ECommReInit): sites, storage to clear, slot refresh, first-login marker.',
  areas: ['REINIT'],
  input: z.object({ value: z._default(z.string(), ''), host: z._default(z.string(), '') }),
  example: { value: 'wwwlocal|shoplocal|firstlogin', host: 'www.freshway.test' },
  run: (input) => {
    const stripped = stripFirstLoginMarker(input.value);
    const effects = reInitEffects(stripped.value);
    return { ...effects, firstLogin: stripped.firstLogin, cookieAfter: stripped.value, matchesHost: reInitMatchesHost(stripped.value, input.host), rules: [...stripped.rules, ...effects.rules] };
  },
});
