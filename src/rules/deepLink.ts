import { splitPostalCode } from './postalCode';
import { inPagePath } from './navigation';
import { STORE_ID_PATTERN, ZIPCODE_PATTERN } from './deepLinkSession';

// What the page load's session planner uses of the deep-link rule (who acts on a valid link, the store id and ZIP
// patterns) is in ./deepLinkSession.ts, so the parsing below is fetched only with an address that carries a link.
export { deepLinkAction, STORE_ID_PATTERN, ZIPCODE_PATTERN } from './deepLinkSession';
export { searchTabIndex } from './searchTab';
export type { DeepLinkAction } from './deepLinkSession';

export type DeepLinkPreference = 'instore' | 'delivery' | 'pickup';
/** DEEPLINK-07: the session preference a deep-link preference becomes. */
export type DeepLinkIntent = 'J4U' | 'Delivery' | 'Dug';
export const INTENT_BY_PREFERENCE: Record<DeepLinkPreference, DeepLinkIntent> = { delivery: 'Delivery', pickup: 'Dug', instore: 'J4U' };


export interface AssistantParams {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: string;
  readonly state: string;
}

/** DEEPLINK-08: the other parameters a deep link may carry, as given. */
export const OTHER_DEEPLINK_PARAMS = [
  'resolvedBy', 'guestCartId', 'addr', 'state', 'ml', 'goto', 'client_id', 'redirect_uri', 'scope', 'SAMLRequest',
  'progProfUser', 'emailToken', 'sessionToken', 'newPharmacyAccount', 'sendToHealthApp', 'tab', 'log',
] as const;

export interface DeepLink {
  /** true when storeId and preference are both valid (DEEPLINK-06). */
  readonly valid: boolean;
  readonly storeId?: string;
  readonly preference?: DeepLinkPreference;
  readonly intent?: DeepLinkIntent;
  readonly zipcode?: string;
  readonly postalCode?: string;
  readonly postalCodeExtn?: string;
  readonly params: Partial<Record<(typeof OTHER_DEEPLINK_PARAMS)[number], string>>;
  /** newPharmacyAccount=true, sendToHealthApp=true and log=true as flags. */
  readonly flags: { newPharmacyAccount: boolean; sendToHealthApp: boolean; log: boolean };
  readonly assistant?: AssistantParams;
  /** AMBIG-14: any `state` present suppresses the deep-link reload. */
  readonly skipReload: boolean;
  readonly rules: readonly string[];
}

function toParams(query: unknown): URLSearchParams {
  if (typeof query !== 'string') return new URLSearchParams();
  // The fragment is no part of the query (RFC 3986 §3.5), even when it holds a '?'; the query is what follows the
  // first '?' before it, or the whole text when there is none (indexOf gives -1). split always gives one part at least.
  const [beforeFragment] = query.split('#') as [string, ...string[]];
  return new URLSearchParams(beforeFragment.slice(beforeFragment.indexOf('?') + 1));
}

/** DEEPLINK-01..09: reads deep-link parameters from a query string (with or without '?', or a whole URL). */
export function parseDeepLink(query: unknown): DeepLink {
  const p = toParams(query);
  const rules: string[] = [];
  const rawStore = p.get('storeId');
  const rawPref = p.get('preference');
  const rawZip = p.get('zipcode');

  let storeId: string | undefined;
  if (rawStore !== null) {
    rules.push('DEEPLINK-01');
    if (STORE_ID_PATTERN.test(rawStore)) {
      storeId = rawStore;
      rules.push('DEEPLINK-02');
    }
  }
  let preference: DeepLinkPreference | undefined;
  if (rawPref !== null) {
    rules.push('DEEPLINK-05');
    const lower = rawPref.toLowerCase();
    if (lower === 'instore' || lower === 'delivery' || lower === 'pickup') preference = lower;
  }
  let zip: { zipcode?: string; postalCode?: string; postalCodeExtn?: string } = {};
  if (rawZip !== null) {
    rules.push('DEEPLINK-03');
    if (ZIPCODE_PATTERN.test(rawZip)) {
      zip = { zipcode: rawZip, ...splitPostalCode(rawZip) };
      if (rawZip.length > 5) rules.push('DEEPLINK-04');
    }
  }
  rules.push('DEEPLINK-06');
  const valid = storeId !== undefined && preference !== undefined;

  const params: DeepLink['params'] = {};
  for (const name of OTHER_DEEPLINK_PARAMS) {
    const v = p.get(name);
    if (v !== null) params[name] = v;
  }
  if (Object.keys(params).length > 0) rules.push('DEEPLINK-08');
  const flags = { newPharmacyAccount: p.get('newPharmacyAccount') === 'true', sendToHealthApp: p.get('sendToHealthApp') === 'true', log: p.get('log') === 'true' };

  let assistant: AssistantParams | undefined;
  const clientId = p.get('client_id');
  const redirectUri = p.get('redirect_uri');
  const scope = p.get('scope');
  const state = p.get('state');
  if (clientId !== null || redirectUri !== null || scope !== null) {
    rules.push('DEEPLINK-09');
    if (clientId && redirectUri && scope && state) assistant = { clientId, redirectUri, scope, state };
  }

  const base = { valid, params, flags, skipReload: state !== null, rules };
  if (storeId === undefined || preference === undefined) return { ...base, ...(assistant ? { assistant } : {}) };
  rules.splice(rules.indexOf('DEEPLINK-06') + 1, 0, 'DEEPLINK-07');
  return { ...base, storeId, preference, intent: INTENT_BY_PREFERENCE[preference], ...zip, ...(assistant ? { assistant } : {}) };
}

export type ModalType = 2 | 3;
export type ActiveTab = 1 | 2 | 3;

export interface StoreModalLink {
  readonly open: boolean;
  readonly syndicated: boolean;
  readonly zipcode?: string;
  readonly modalType: ModalType;
  readonly activeTab: ActiveTab;
  readonly goto?: string;
  /**
   * The address as a same-origin path (decision 0024: never an origin taken from the input, leading slashes
   * collapsed) with action, zipcode, modaltype and activetab removed when the modal opens.
   */
  readonly cleanedUrl: string;
  readonly rules: readonly string[];
}

const MODAL_PARAMS = ['action', 'zipcode', 'modaltype', 'activetab'];
const BASE = 'http://storefront.invalid';

/**
 * DEEPLINK-10..15 (AMBIG-13, 49, 55): the store-modal deep link. action=changeStore (any case) and a valid
 * zipcode open the modal; the syndicated home.html form opens it with action and goto alone.
 */
export function parseStoreModalLink(url: unknown): StoreModalLink {
  // inPagePath reads anything but a string as the root path.
  const path = inPagePath(url);
  const closed = (rules: string[]): StoreModalLink => ({ open: false, syndicated: false, modalType: 3, activeTab: 1, cleanedUrl: path, rules });
  // inPagePath gives a path beginning with one `/`, which always resolves against the base.
  const u = new URL(path, BASE);
  const action = u.searchParams.get('action');
  if (action === null || action.toLowerCase() !== 'changestore') return closed(action === null ? [] : ['DEEPLINK-10']);
  const rules = ['DEEPLINK-10'];
  const zipRaw = u.searchParams.get('zipcode');
  const goto = u.searchParams.get('goto');
  const modalRaw = u.searchParams.get('modaltype');
  const tabRaw = u.searchParams.get('activetab');
  // Anything but the other allowed value is the default (3, and the in-store tab 1).
  const modalType: ModalType = modalRaw === '2' ? 2 : 3;
  const activeTab: ActiveTab = tabRaw === '2' || tabRaw === '3' ? (Number(tabRaw) as ActiveTab) : 1;
  // The pattern is anchored at both ends, so its match is the whole zipcode.
  const zipcode = zipRaw?.match(ZIPCODE_PATTERN)?.[0];
  const syndicated = zipcode === undefined && goto !== null && /\/home\.html$/.test(u.pathname);
  if (zipcode === undefined && !syndicated) return closed([...rules, 'DEEPLINK-11']);
  rules.push(syndicated ? 'DEEPLINK-15' : 'DEEPLINK-11', 'DEEPLINK-12', 'DEEPLINK-13', 'DEEPLINK-14');
  for (const name of MODAL_PARAMS) u.searchParams.delete(name);
  const search = u.searchParams.toString();
  const cleanedUrl = `${u.pathname}${search ? `?${search}` : ''}${u.hash}`;
  return { open: true, syndicated, ...(zipcode ? { zipcode } : {}), modalType, activeTab, ...(goto !== null ? { goto } : {}), cleanedUrl, rules };
}
