import { autoSignIn } from '../../rules/sessionEvents';
import type { CookieJar } from '../cookies';
import { writeKey } from '../ports';
import type { StorefrontPorts } from '../storefront';
import type { AutoSignInOutcome, AutoSignInReason } from '../types';

/**
 * SESSION-EST-15 as a command: the account-creation and password-reset screens hold the session token the service
 * answered, so the page stays where it is (no token in an address). The rule's effects run in order: the notice goes
 * to local storage, remember-me is set for 90 days, and the configured provider's authorize address is followed as
 * the sign-in modal follows it (in the page on the simulator, a real navigation against live endpoints, which the
 * callback's page load finishes). Then the session is established again, which shows the stored notice once.
 */
export async function signInWithSessionToken(input: {
  readonly ports: Pick<StorefrontPorts, 'backend' | 'config' | 'clock' | 'local' | 'freshId'>;
  readonly cookies: CookieJar;
  readonly sessionToken: string;
  readonly reason: AutoSignInReason;
  readonly trace: (event: string) => void;
  /** Establishes the session again and shows the stored notice (the core's page-load tail). */
  readonly afterHandOff: () => Promise<void>;
}): Promise<AutoSignInOutcome> {
  const { ports, cookies, trace } = input;
  const { issuer, clientId, redirectUri } = ports.config.identity;
  const effects = autoSignIn({ sessionToken: input.sessionToken, reason: input.reason, issuer, clientId, redirectUri, state: ports.freshId(), nonce: ports.freshId(), now: ports.clock.now() });
  for (const effect of effects) {
    if (effect.kind === 'refuse') {
      trace('autoSignIn:refused');
      return 'refused';
    }
    if (effect.kind === 'store') writeKey(ports.local, effect.key, effect.value);
    else if (effect.kind === 'set-cookie') cookies.set(effect.name, effect.value, effect.expires ?? null);
    if (effect.kind === 'navigate') {
      trace('autoSignIn:authorize');
      await ports.backend.followAuthorize(effect.target);
    }
  }
  await input.afterHandOff();
  return 'signed-in';
}
