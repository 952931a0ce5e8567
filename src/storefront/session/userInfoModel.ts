import type { FeatureToggles } from '../../../spec/schemas/config';
import type { J4uStoreRewards, UserInfo } from '../../../spec/schemas/userInfo';
import type { z } from '../../../spec/schemas/zod';
import type { DeliveryAddr } from '../../rules/address';
import { parseDeliveryAddress } from '../../rules/address';
import { geolocationHolder } from '../../rules/storage';
import { storeRewardsFromCustomFields } from '../../rules/storeFlags';
import { account180Prompts, arEnrolment, preferenceModeOf, unattendedDeliveryEnabled } from '../../rules/userTypes';

/** User info as the session model holds it (000 §3 User info), with the delivery address split into deliveryAddr. */
export type UserInfoModel = UserInfo & { readonly deliveryAddr?: DeliveryAddr; readonly geolocation?: GeolocationHolder };
type GeolocationHolder = ReturnType<typeof geolocationHolder>;

/**
 * The browser-side user info model built from the user-info servlet's answer: each field the spec constrains is read
 * by its rule, so what the screens and the session cookie see is the model, not the raw answer.
 * - USER-TYPES-10: unattended delivery is off unless the answer says exactly true.
 * - USER-TYPES-11: isARenrolled is true, false, null or unset (anything else reads as unset).
 * - USER-TYPES-12: emailPrompt180 and phonePrompt180 exist only while isAccount180DaysEnabled is on.
 * - USER-TYPES-14: preferenceMode is delivery, dug or j4u (case aside); any other value is dropped.
 * - ADDRESS-01..03: deliveryAddr is built from the comma-separated delivery address string.
 * - STORE-FLAGS-09: the offers store's rewards (j4u.storeData.storeRewards) are read from the numbered custom fields
 *   of the store-locations answer when it carries them.
 * - STORAGE-04: the geolocation holder keeps the offers (J4U) and shop store and zip, and the store data.
 */
export function userInfoModel(raw: UserInfo, toggles: Pick<FeatureToggles, 'isAccount180DaysEnabled'>): UserInfoModel {
  const { emailPrompt180: _email, phonePrompt180: _phone, isARenrolled, preferenceMode, ...rest } = raw;
  const ar = arEnrolment(isARenrolled);
  const mode = preferenceModeOf(preferenceMode);
  const address = typeof raw.deliveryAddress === 'string' && raw.deliveryAddress.trim() !== '' ? parseDeliveryAddress(raw.deliveryAddress).addr : null;
  const j4u = rewardsOf(raw.j4u);
  return {
    ...rest,
    ...(j4u !== undefined ? { j4u } : {}),
    geolocation: geolocationHolder({ storeId: j4u?.storeId ?? undefined, zipcode: j4u?.zipcode ?? undefined }, { storeId: raw.branchId ?? undefined, zipcode: raw.zipcode ?? undefined }, j4u?.storeData ?? undefined),
    unattendedDeliveryIsEnabled: unattendedDeliveryEnabled(raw.unattendedDeliveryIsEnabled),
    ...(ar !== undefined ? { isARenrolled: ar } : {}),
    ...(mode !== null ? { preferenceMode: mode } : {}),
    ...account180Prompts(raw, toggles),
    ...(address ? { deliveryAddr: address } : {}),
  };
}

/** STORE-FLAGS-09: the offers store data with its rewards read from the custom fields, when there are custom fields. */
function rewardsOf(j4u: UserInfo['j4u']): UserInfo['j4u'] {
  const data = j4u?.storeData;
  if (!j4u || !data || !Array.isArray(data.customFields)) return j4u;
  // The flags come back as booleans and the ids as text: the rule's record has the J4U store rewards' shape.
  const storeRewards = { storeId: j4u.storeId ?? null, ...(storeRewardsFromCustomFields(data.customFields) as J4uStoreRewardsT) };
  return { ...j4u, storeData: { ...data, storeRewards } };
}

type J4uStoreRewardsT = z.infer<typeof J4uStoreRewards>;
