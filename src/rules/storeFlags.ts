import { StoreFlagsResponse } from '../../spec/schemas/storeFlags';

export const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';
/** STORE-FLAGS-08 */
export const STORE_PAGE_RELOAD_WAIT_MS = 1000;
/** STORE-FLAGS-09: numbered custom fields of the store-locations response. */
export const STORE_REWARD_FIELD_IDS = {
  hasGroceryDelivery: 24995,
  hasDUG: 23763,
  hasRushDelivery: 23762,
  hasGroceryRewards: 24424,
  gasRewardsId: 18784,
  rewardsProgramId: 18786,
  partnerFuelLogo: 24491,
  partnerMaxRedemption: 31023,
  ownMaxRedemption: 31022,
} as const;

/** STORE-FLAGS-01: the branch id the flags are fetched for (digits, trimmed), or null when none is known. */
export function knownBranchId(branchId: unknown): string | null {
  if (typeof branchId !== 'string') return null;
  const branch = branchId.trim();
  return /^\d+$/.test(branch) ? branch : null;
}

/** STORE-FLAGS-01: the flags request, only when a branch id is known. */
export function storeFlagsRequest(input: { branchId: unknown; zipcode?: unknown; path: string; subscriptionKey: string }): { url: string; query: Record<string, string>; headers: Record<string, string>; rules: string[] } | null {
  const branch = knownBranchId(input.branchId);
  if (branch === null) return null;
  const query: Record<string, string> = {};
  if (typeof input.zipcode === 'string' && /^\d{5}(-\d{4})?$/.test(input.zipcode)) query.zipcode = input.zipcode;
  return { url: `${input.path.replace(/\/+$/, '')}/${branch}`, query, headers: { [SUBSCRIPTION_KEY_HEADER]: input.subscriptionKey }, rules: ['STORE-FLAGS-01'] };
}

export type FlagsOutcome = { status: 'ok'; body: unknown } | { status: 'failed'; httpStatus?: number };

export interface StoreFlagsState {
  /** STORE-FLAGS-04: store id plus flags. */
  readonly storeId: string;
  readonly flags: Record<string, unknown>;
  readonly loaded: true;
}

export interface StoreFlagsCompletion {
  readonly state: StoreFlagsState;
  /** STORE-FLAGS-02: the completion event always fires. */
  readonly fireCompletion: true;
  readonly log?: string;
  /** STORE-FLAGS-05 */
  readonly wine: 'check-wine-flags' | 'remove-wine-store-id';
  /** STORE-FLAGS-06: the stored timezone is removed, then stored again only if storage works. */
  readonly timezone: { remove: true; store: string | null };
  readonly rules: readonly string[];
}

export function isWineD2CEnabled(flags: unknown): boolean {
  const f = flags as { ecomStore?: { storeFeatures?: { isWineD2CEnabled?: unknown } } | null } | null | undefined;
  return f?.ecomStore?.storeFeatures?.isWineD2CEnabled === true;
}

/** STORE-FLAGS-02..06: what a finished flags call leaves behind, on success and on failure. */
export function completeStoreFlags(input: { branchId: string; outcome: FlagsOutcome; storageWorks: boolean }): StoreFlagsCompletion {
  const rules = ['STORE-FLAGS-02'];
  const parsed = input.outcome.status === 'ok' ? StoreFlagsResponse.safeParse(input.outcome.body) : null;
  const usable = parsed?.success && parsed.data.flags && Object.keys(parsed.data.flags).length > 0 ? parsed.data : null;
  let log: string | undefined;
  if (!usable) {
    rules.push('STORE-FLAGS-03');
    log = input.outcome.status === 'failed' ? `store flags failed${input.outcome.httpStatus ? ` with status ${input.outcome.httpStatus}` : ''}` : 'store flags response empty';
  }
  const flags = (usable?.flags ?? {}) as Record<string, unknown>;
  rules.push('STORE-FLAGS-04', 'STORE-FLAGS-05', 'STORE-FLAGS-06');
  const tz = usable && typeof usable.timezone === 'string' && usable.timezone !== '' ? usable.timezone : null;
  return {
    state: { storeId: input.branchId, flags, loaded: true },
    fireCompletion: true,
    ...(log ? { log } : {}),
    wine: isWineD2CEnabled(flags) ? 'check-wine-flags' : 'remove-wine-store-id',
    timezone: { remove: true, store: input.storageWorks ? tz : null },
    rules,
  };
}

/** STORE-FLAGS-07: probed once; without local storage the cart id and slot are held in cookies. */
export function cartAndSlotCarrier(localStorageProbe: boolean | null, probe: () => boolean): { carrier: 'localStorage' | 'cookie'; probed: boolean; rules: string[] } {
  const supported = localStorageProbe ?? probe();
  return { carrier: supported ? 'localStorage' : 'cookie', probed: localStorageProbe === null, rules: ['STORE-FLAGS-07'] };
}

/** STORE-FLAGS-09: store rewards from the numbered custom fields ({id, value}[]). */
export function storeRewardsFromCustomFields(fields: unknown): Record<keyof typeof STORE_REWARD_FIELD_IDS, string | boolean | null> {
  // Stryker disable next-line ArrayDeclaration: an entry that is text names no field, as no entry does
  const list = Array.isArray(fields) ? (fields as unknown[]) : [];
  const byId = new Map<number, unknown>();
  for (const f of list) {
    const { id, value } = (f ?? {}) as { id?: unknown; value?: unknown };
    // An id that reads as no number is kept under NaN, which no field has.
    byId.set(typeof id === 'number' ? id : typeof id === 'string' ? Number(id) : NaN, value);
  }
  const flag = (id: number) => {
    const v = byId.get(id);
    return v === true || (typeof v === 'string' && ['true', 'y', 'yes', '1'].includes(v.toLowerCase()));
  };
  const val = (id: number) => {
    const v = byId.get(id);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
  };
  const ids = STORE_REWARD_FIELD_IDS;
  return {
    hasGroceryDelivery: flag(ids.hasGroceryDelivery),
    hasDUG: flag(ids.hasDUG),
    hasRushDelivery: flag(ids.hasRushDelivery),
    hasGroceryRewards: flag(ids.hasGroceryRewards),
    gasRewardsId: val(ids.gasRewardsId),
    rewardsProgramId: val(ids.rewardsProgramId),
    partnerFuelLogo: val(ids.partnerFuelLogo),
    partnerMaxRedemption: val(ids.partnerMaxRedemption),
    ownMaxRedemption: val(ids.ownMaxRedemption),
  };
}
