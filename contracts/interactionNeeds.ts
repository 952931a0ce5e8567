/**
 * What each pact interaction needs from the server it is verified against, so verification against a real
 * endpoint runs what that endpoint can honour and skips the rest with the reason, instead of failing by design.
 *
 * - `none`: no provider state, or one any server is in without set-up (the absence of a session, an account or a store).
 * - `state-change`: data a real server can be put into through a provider-state set-up URL (staging with fixtures).
 * - `simulator-only`: faults and clock positions only the simulator can produce (a failing service, an expired token).
 * Read-only (GET, HEAD) interactions leave the server as it was; the others change its data.
 */
export type StateNeed = 'none' | 'state-change' | 'simulator-only';

/** Every provider state the pacts name, with what it needs; a state missing here is refused by the test beside this file. */
export const stateNeeds: Readonly<Record<string, StateNeed>> = {
  'no session exists': 'none',
  'no account matches the identifier': 'none',
  'store 999999 does not exist': 'none',
  'a guest cart holds an item': 'state-change',
  'a known customer can sign in': 'state-change',
  'a passcode was sent just now': 'state-change',
  'a password-reset token was sent': 'state-change',
  'a sign-in transaction is open': 'state-change',
  'a sign-up is verified': 'state-change',
  'a sign-up is waiting for its passcode': 'state-change',
  'store 1502 has store flags': 'state-change',
  'store 1502 is a valid e-commerce store': 'state-change',
  'the customer has a keep-me-signed-in record': 'state-change',
  'the customer has a provider session': 'state-change',
  'the customer has a servlet session': 'state-change',
  'the customer is locked out': 'state-change',
  'the customer is signed in with an access token': 'state-change',
  'the customer holds a slot reservation': 'state-change',
  'two accounts share a phone number': 'state-change',
  'zip 94611 has delivery stores': 'state-change',
  'zip 94611 is served by a freshway store': 'state-change',
  'a passcode was sent a minute ago': 'simulator-only',
  'the passcode has expired': 'simulator-only',
  "the customer's access token has expired": 'simulator-only',
  'the customer is signed in and the clock reads a given time': 'simulator-only',
  'the messaging service is failing': 'simulator-only',
  'the profile service is failing': 'simulator-only',
  'the store flags service is failing': 'simulator-only',
  'the store resolver is failing': 'simulator-only',
};

/** What the target can honour: the simulator (control API), a real server with a state set-up URL, or a bare real server. */
export type VerifyTarget = 'simulator' | 'states-url' | 'real';

export interface InteractionNeeds {
  readOnly: boolean;
  /** The strongest need of its states (an unknown state counts as simulator-only: nothing else is known to produce it). */
  need: StateNeed;
  states: readonly string[];
}

const rank: Record<StateNeed, number> = { none: 0, 'state-change': 1, 'simulator-only': 2 };

export function interactionNeeds(interaction: { request: { method: string }; providerStates?: readonly { name: string }[] }): InteractionNeeds {
  const states = (interaction.providerStates ?? []).map((s) => s.name);
  const need = states.map((s) => stateNeeds[s] ?? 'simulator-only').reduce<StateNeed>((a, b) => (rank[b] > rank[a] ? b : a), 'none');
  return { readOnly: ['GET', 'HEAD', 'OPTIONS'].includes(interaction.request.method.toUpperCase()), need, states };
}

/** Why an interaction is skipped against this target, or null when it runs. */
export function skipReason(needs: InteractionNeeds, target: VerifyTarget, includeChanging = false): string | null {
  if (target === 'simulator') return null;
  const state = (need: StateNeed) => needs.states.filter((s) => (stateNeeds[s] ?? 'simulator-only') === need).map((s) => `'${s}'`).join(', ');
  if (needs.need === 'simulator-only') return `needs ${state('simulator-only')}, a state only the simulator can produce`;
  if (target === 'real' && needs.need === 'state-change') return `needs provider state ${state('state-change')}: give --provider-states-url for a server that can set it up`;
  if (target === 'real' && !needs.readOnly && !includeChanging) return 'changes data on the target: pass --include-changing (or --provider-states-url) to run it';
  return null;
}
