import { ConfigError, FeatureToggles, parseConfig } from '../../spec/schemas/config';
import type { StorefrontConfig } from '../../spec/schemas/config';

/** CONFIG-01: raw configuration (one JSON string per section) read without throwing. */
export function readConfig(raw: unknown): { ok: true; config: StorefrontConfig; rules: string[] } | { ok: false; path: string; message: string; rules: string[] } {
  try {
    return { ok: true, config: parseConfig(raw), rules: ['CONFIG-01'] };
  } catch (e) {
    if (e instanceof ConfigError) return { ok: false, path: e.path, message: e.message, rules: ['CONFIG-01'] };
    return { ok: false, path: '(root)', message: 'Invalid configuration', rules: ['CONFIG-01'] };
  }
}

/** CONFIG-03 (AMBIG-40): the prebook slot modal is on unless its setting is the string 'false'. */
export function prebookSlotModalOn(setting: unknown): boolean {
  return setting !== 'false';
}

/** CONFIG-04: authoring mode `edit` is editing; `preview` (and anything else) is non-author. */
export function isAuthoring(mode: unknown): boolean {
  return mode === 'edit';
}

/** CONFIG-05: a mock attribution token (e.g. `mock`, `mock-123`) is replaced by a new random id. */
export function attributionToken(stored: unknown, newId: () => string): { token: string; replaced: boolean; rules: string[] } {
  const s = typeof stored === 'string' ? stored : '';
  if (s === '' || /^mock/i.test(s)) return { token: newId(), replaced: true, rules: ['CONFIG-05'] };
  return { token: s, replaced: false, rules: ['CONFIG-05'] };
}

export interface DeviceCharacteristics {
  readonly userAgent: string;
  readonly plugins: readonly string[];
  readonly screen: { width: number; height: number; colorDepth: number };
}

/** CONFIG-06: MD5 of browser, plug-in and screen characteristics; without an MD5 function a warning and no id. */
export function deviceId(characteristics: DeviceCharacteristics | (() => DeviceCharacteristics), md5?: ((s: string) => string) | null): { deviceId?: string; warning?: string; rules: string[] } {
  if (typeof md5 !== 'function') return { warning: 'MD5 is not supported; no device id', rules: ['CONFIG-06'] };
  // Given as a reader, the characteristics are read only here: without MD5 there is nothing to hash them for, and a
  // browser's plug-in list costs its page load several milliseconds.
  const c = typeof characteristics === 'function' ? characteristics() : characteristics;
  const text = [c.userAgent, c.plugins.join(','), `${c.screen.width}x${c.screen.height}x${c.screen.colorDepth}`].join('|');
  return { deviceId: md5(text), rules: ['CONFIG-06'] };
}

/** CONFIG-07: toggles from any value; missing or malformed toggles are off (their defaults). */
export function featureToggles(raw: unknown): FeatureToggles {
  const obj = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const shape = FeatureToggles.shape;
  // Only the well-formed toggles are kept: the parse gives every other one its default, as it does a missing one.
  const wellFormed = (Object.keys(shape) as (keyof typeof shape)[]).filter((key) => shape[key].safeParse(obj[key]).success);
  return FeatureToggles.parse(Object.fromEntries(wellFormed.map((key) => [key, obj[key]])));
}

/** CONFIG-11: flash delivery checkout value. */
export const FLASH_DELIVERY_CHECKOUT_VALUE = 4;
