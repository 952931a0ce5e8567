import { SUBSCRIPTION_KEY_HEADER } from './storeFlags';
import { isAuthorised } from './userTypes';

/** CALLS-04 */
export const NAVIGATION_TIMEOUT_MS = 3000;
export const POPUP_WRAPPER_DELAY_MS = 1000;
export const FOCUS_MOVE_DELAY_MS = 500;
/** CALLS-05 */
export const DELIVERY_CHECK_QUERY = { radius: 50, size: 10 } as const;

/** Number.isFinite, which is false for every non-number, as the type guard it is. */
const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** CALLS-01: a service URL from its configured base; a path that names its own host is refused. */
export function serviceUrl(base: string, path: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return null;
  // A path starting with two slashes names a host and is refused above, so only one leading slash is left to drop.
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\//, '')}`;
}

export interface HeaderInput {
  readonly userType?: unknown;
  readonly token?: string | null;
  readonly banner?: string;
  readonly subscriptionKey?: string;
  readonly clientId?: string;
  /** A versioned vendor media type where the service uses one; JSON otherwise. */
  readonly accept?: string;
  readonly now?: number;
  readonly correlationId?: () => string;
  /**
   * Services that trace their calls send the correlation id, the date, the client name and the client id; the
   * others send none of them ("may include", by service). Default true.
   */
  readonly traced?: boolean;
  /** Service-specific headers (session id, content type, ...); an absent value is left out. */
  readonly extra?: Readonly<Record<string, string | undefined>>;
}

/** The client name every traced call carries. */
export const CLIENT_NAME = 'web-portal';

/**
 * CALLS-02: request headers, named in lower case (HTTP header names are case-insensitive; one spelling keeps them
 * comparable); the bearer token only for authorised users (R, C) with a token.
 */
export function requestHeaders(input: HeaderInput): { headers: Record<string, string>; rules: string[] } {
  const h: Record<string, string> = { accept: input.accept ?? 'application/json' };
  if (input.subscriptionKey) h[SUBSCRIPTION_KEY_HEADER.toLowerCase()] = input.subscriptionKey;
  if (input.banner) h['x-banner'] = input.banner;
  if (input.traced !== false) {
    if (input.correlationId) h['x-correlation-id'] = input.correlationId();
    if (isFiniteNumber(input.now)) h['x-request-date'] = new Date(input.now).toUTCString();
    h['x-client-name'] = CLIENT_NAME;
    if (input.clientId) h['x-client-id'] = input.clientId;
  }
  if (isAuthorised(input.userType) && typeof input.token === 'string' && input.token !== '') h.authorization = `Bearer ${input.token}`;
  for (const [name, value] of Object.entries(input.extra ?? {})) if (value !== undefined) h[name.toLowerCase()] = value;
  return { headers: h, rules: ['CALLS-02'] };
}

/** CALLS-04: the navigation timeout, configurable, 3000 ms by default. */
export function navigationTimeout(configured: unknown): number {
  return isFiniteNumber(configured) && configured > 0 ? configured : NAVIGATION_TIMEOUT_MS;
}

/** CALLS-05: the delivery check query. */
export function deliveryCheckQuery(zipcode: string): { zipcode: string; radius: 50; size: 10 } {
  return { zipcode, ...DELIVERY_CHECK_QUERY };
}
