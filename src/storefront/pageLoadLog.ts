import { deviceId } from '../rules/configRules';
import type { DeviceCharacteristics } from '../rules/configRules';
import { parseSessionCookie } from '../rules/sessionCookie';

/**
 * What a page load reports only in the log (never to the shopper):
 * - COOKIE-06 (ERR-04): a shared session cookie that does not parse as an object counts as empty info;
 * - CONFIG-06 (ERR-48): the device id is an MD5 hash, and without an MD5 function there is none. The storefront
 *   page and the Node driver pass the project's MD5 (decision 0411); a scenario withholds it (`md5: false`) to show ERR-48.
 */
export function pageLoadLog(input: {
  sessionCookie: string | null | undefined;
  /** The characteristics, or how to read them: they are read only when there is an MD5 function to hash them with. */
  device: DeviceCharacteristics | (() => DeviceCharacteristics);
  md5?: ((s: string) => string) | null;
}): { lines: string[]; deviceId: string | null } {
  const lines: string[] = [];
  if (typeof input.sessionCookie === 'string' && input.sessionCookie.trim() !== '') {
    const parsed = parseSessionCookie(input.sessionCookie);
    // Stryker disable next-line StringLiteral: a non-empty cookie the rule refuses always carries its problem
    if (!parsed.valid) lines.push(`shared session cookie ignored (${parsed.problem ?? 'not an object'}): treated as empty info`);
  }
  const device = deviceId(input.device, input.md5 ?? null);
  if (device.warning) lines.push(device.warning);
  return { lines, deviceId: device.deviceId ?? null };
}
