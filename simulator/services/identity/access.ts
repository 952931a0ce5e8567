import type { ServiceName, SimRequest, SimResponse } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { failure } from '../../core/validate';
import { customerByUuid } from './authn';
import type { Customer } from './authn';
import { verifyAccessToken } from './tokens';
import { bearerOf } from './validation';

export type Access = { ok: true; customer: Customer } | { ok: false; response: SimResponse };

/** The signed-in customer of a request's bearer token: 401 without one or with an expired or unknown one. */
export function requireCustomer(ctx: SimContext, request: SimRequest, service: ServiceName): Access {
  const verified = verifyAccessToken(ctx, bearerOf(request.headers));
  if (!verified) return { ok: false, response: failure(service, 401, 'UNAUTHORIZED', 'Invalid header authorization: a valid bearer token is required') };
  const customer = customerByUuid(ctx, verified.customerUuid);
  if (!customer) return { ok: false, response: failure(service, 401, 'UNAUTHORIZED', 'The bearer token names no account') };
  return { ok: true, customer };
}

/** Like requireCustomer, and the path's customer id (customerId or UUID) must be the token's account (403). */
export function requireOwner(ctx: SimContext, request: SimRequest, service: ServiceName, pathId: string): Access {
  const access = requireCustomer(ctx, request, service);
  if (!access.ok) return access;
  if (pathId !== access.customer.customerId && pathId !== access.customer.id) {
    return { ok: false, response: failure(service, 403, 'FORBIDDEN', `The bearer token does not belong to customer ${pathId}`) };
  }
  return access;
}
