import type { SimContext } from '../core/context';
import { knownCustomers, type KnownCustomerKey } from '../core/fixtures';
import { startServletSession } from '../services/customers/session';
import { DEFAULT_SCOPE } from '../services/identity/tokens';
import { catalogue } from '../services/offers/routes';
import type { ProviderState } from './providerState';

type State = ProviderState<SimContext>;

/** The bearer token the contracts send for an authorised caller. */
export const PACT_ACCESS_TOKEN = 'pact-access-token';

function str(params: Record<string, unknown>, name: string, fallback: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : fallback;
}

function customerOf(params: Record<string, unknown>, name = 'customer'): (typeof knownCustomers)[KnownCustomerKey] {
  const key = str(params, name, 'shopper');
  const found = (knownCustomers as Record<string, (typeof knownCustomers)[KnownCustomerKey]>)[key];
  if (!found) throw new Error(`unknown customer '${key}'; known: ${Object.keys(knownCustomers).join(', ')}`);
  return found;
}

/** An access token with a known value for a customer, live for 30 minutes or already expired. */
function grantToken(ctx: SimContext, params: Record<string, unknown>, expired: boolean): void {
  const token = str(params, 'token', PACT_ACCESS_TOKEN);
  const now = ctx.clock.now();
  ctx.db.accessToken.delete({ where: { token: { equals: token } } });
  ctx.db.accessToken.create({
    token,
    customerUuid: customerOf(params).uuid,
    scope: DEFAULT_SCOPE,
    issuedAt: now - (expired ? 60 * 60_000 : 0),
    expiresAt: expired ? now - 1 : now + 30 * 60_000,
    revoked: false,
  });
}

/** The servlet session cookie value the contracts send (SIM_SESSION). */
export const PACT_SERVLET_SESSION = 'pact-session';

export const accountStates: State[] = [
  {
    name: 'the customer has a servlet session',
    description: 'params.customer (default shopper) is signed in to the servlets with session id params.sessionId (default pact-session, the SIM_SESSION cookie).',
    apply(ctx, params) {
      const customer = customerOf(params);
      startServletSession(ctx, customer.uuid, customer.banner, str(params, 'sessionId', PACT_SERVLET_SESSION));
    },
  },
  {
    name: 'the customer is signed in with an access token',
    description:
      'params.customer (default shopper) holds the live access token params.token (default pact-access-token); with params.clubCard the customer has that card, with params.offersOf that banner\'s offer catalogue is built.',
    apply(ctx, params) {
      grantToken(ctx, params, false);
      const clubCard = str(params, 'clubCard', '');
      if (clubCard) ctx.db.customer.update({ where: { id: { equals: customerOf(params).uuid } }, data: { clubCard } });
      const banner = str(params, 'offersOf', '');
      if (banner) catalogue(ctx, banner);
    },
  },
  {
    name: "the customer's access token has expired",
    description: 'params.customer holds params.token, expired a moment ago (401, token reconciliation).',
    apply: (ctx, params) => grantToken(ctx, params, true),
  },
];
