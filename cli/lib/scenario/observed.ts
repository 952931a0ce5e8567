import type { SignInState } from '../../../src/rules/signInMachine';
import type { CookieJar } from '../../../src/storefront/cookies';
import type { SessionView } from '../../../src/storefront/session/establish';
import type { CallRecord } from './simFetch';

/** What a scenario run observed; the expectations are checked against it. */
export interface Observed {
  url: string;
  session: SessionView | null;
  calls: CallRecord[];
  events: string[];
  logs: string[];
  /** Everything the user would see: session labels, messages, toasts, thrown errors shown to the user. */
  texts: string[];
  storage: { local: Map<string, string>; session: Map<string, string> };
  cookies: CookieJar;
  /** The same cookies as the storefront reads them on this site (B_ and ACI names under the plain ones). */
  siteCookies?: CookieJar;
  /** The answer of the last `rule` step. */
  output: unknown;
  signIn: SignInState | null;
}

/** A seeded uniform random source for the clients (correlation ids), so runs are repeatable. */
export function seededRandom(seed: number): () => number {
  let s = (seed >>> 0) || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

