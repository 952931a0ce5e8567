import type { FeatureToggles } from '../../../spec/schemas/config';
import type { UserInfo } from '../../../spec/schemas/userInfo';
import type { DeliveryAddr } from '../../rules/address';
import { parseDeliveryAddress } from '../../rules/address';
import { account180Prompts, arEnrolment, preferenceModeOf, unattendedDeliveryEnabled } from '../../rules/userTypes';

/** User info as the session model holds it (000 §3 User info), with the delivery address split into deliveryAddr. */
export type UserInfoModel = UserInfo & { readonly deliveryAddr?: DeliveryAddr };

/**
 * The browser-side user info model built from the user-info servlet's answer: each field the spec constrains is read
 * by its rule, so what the screens and the session cookie see is the model, not the raw answer.
 * - USER-TYPES-10: unattended delivery is off unless the answer says exactly true.
 * - USER-TYPES-11: isARenrolled is true, false, null or unset (anything else reads as unset).
 * - USER-TYPES-12: emailPrompt180 and phonePrompt180 exist only while isAccount180DaysEnabled is on.
 * - USER-TYPES-14: preferenceMode is delivery, dug or j4u (case aside); any other value is dropped.
 * - ADDRESS-01..03: deliveryAddr is built from the comma-separated delivery address string.
 */
export function userInfoModel(raw: UserInfo, toggles: Pick<FeatureToggles, 'isAccount180DaysEnabled'>): UserInfoModel {
  const { emailPrompt180: _email, phonePrompt180: _phone, isARenrolled, preferenceMode, ...rest } = raw;
  const ar = arEnrolment(isARenrolled);
  const mode = preferenceModeOf(preferenceMode);
  const address = typeof raw.deliveryAddress === 'string' && raw.deliveryAddress.trim() !== '' ? parseDeliveryAddress(raw.deliveryAddress).addr : null;
  return {
    ...rest,
    unattendedDeliveryIsEnabled: unattendedDeliveryEnabled(raw.unattendedDeliveryIsEnabled),
    ...(ar !== undefined ? { isARenrolled: ar } : {}),
    ...(mode !== null ? { preferenceMode: mode } : {}),
    ...account180Prompts(raw, toggles),
    ...(address ? { deliveryAddr: address } : {}),
  };
}
