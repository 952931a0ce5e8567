import { StoreAddressResponse } from '../../spec/schemas/storeResolver';

export interface DeliveryAddr {
  readonly line1: string;
  readonly line2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly type?: string;
  readonly addressName?: string;
}

/**
 * ADDRESS-01..04 (AMBIG-25): split on commas and trim. More than 4 parts: line1, line2, city, state and the
 * last part as zip (parts between state and zip are dropped); 4 or fewer: line1, city, state, zip, positionally.
 */
export function parseDeliveryAddress(value: unknown, extra: { type?: string; addressName?: string } = {}): { addr: DeliveryAddr; rules: string[] } {
  const raw = typeof value === 'string' ? value : '';
  const parts = raw.split(',').map((p) => p.trim());
  const rules = ['ADDRESS-01'];
  let addr: DeliveryAddr;
  if (parts.length > 4) {
    rules.push('ADDRESS-02');
    // More than four parts: the first four and the last are all there.
    addr = { line1: parts[0]!, line2: parts[1]!, city: parts[2]!, state: parts[3]!, zip: parts[parts.length - 1]! };
  } else {
    rules.push('ADDRESS-03');
    // A split always gives a first part; the others may be missing.
    addr = { line1: parts[0]!, city: parts[1] ?? '', state: parts[2] ?? '', zip: parts[3] ?? '' };
  }
  if (extra.type !== undefined || extra.addressName) rules.push('ADDRESS-04');
  if (extra.type !== undefined) addr = { ...addr, type: extra.type };
  if (extra.addressName) addr = { ...addr, addressName: extra.addressName };
  return { addr, rules };
}

export interface AddressFields {
  readonly address1: string;
  readonly address2?: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

/** ADDRESS-05: address1, address2 (only if present), city, state, zipCode, comma-separated. */
export function formatDeliveryAddress(a: AddressFields): string {
  const parts = [a.address1, ...(a.address2 ? [a.address2] : []), a.city, a.state, a.zipCode];
  return parts.join(', ');
}

export const STORE_NOT_FOUND = 'Store not found';

/** ADDRESS-07: the store address line1 of a store-address response, or 'Store not found'. */
export function storeAddressLine(body: unknown): string {
  const parsed = StoreAddressResponse.safeParse(body);
  const line1 = parsed.success ? parsed.data.storeAddressModel?.address?.line1 : undefined;
  return line1 ? line1 : STORE_NOT_FOUND;
}
