import { servicePaths } from '../../../spec/config/endpoints';
import { AddressesQuery, BusinessProfileBody, NewAddressBody, PasswordBody, PasswordResetBody, RegisterBody, UnsubscribeBody, UserAckBody, UserAckQuery } from '../../../spec/schemas/upstream/customerAccount';
import type { SimContext } from '../../core/context';
import type { HttpMethod, SimRequest, SimResponse, SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { regionOfZip } from '../../core/geo';
import { parseJsonArray } from '../customers/session';
import type { Customer } from '../customers/session';
import { authorise, profileOf } from '../profile/routes';
import { clearFailures, issueSessionToken } from '../identity/authn';
import { isoAt } from '../identity/validation';
import { seedFactorsFor } from '../identity/seed';

registerErrorBody('customer-account', (code, status, message) => ({ errors: [{ code, message }], status }));

type Route = SimRoute<SimContext>;
const base = `${servicePaths.customerAccount}/api/uca`;

function addressesOf(ctx: SimContext, customer: Customer) {
  return ctx.db.address
    .findMany({ where: { customerUuid: { equals: customer.id } } })
    .map((a) => ({ addressId: a.id, addressName: a.addressName, address1: a.address1, address2: a.address2, city: a.city, state: a.stateCode, zipCode: a.postalCode, isSelectedAddress: a.isSelectedAddress, purposes: a.purposes.split(',').filter(Boolean) }));
}

/** An authorised GET under /customers/:id/... */
function owned(calls: string[], method: HttpMethod, sub: string, summary: string, answer: (ctx: SimContext, customer: Customer, request: SimRequest) => SimResponse): Route {
  return {
    calls,
    service: 'customer-account',
    method,
    path: `${base}/customers/:id${sub}`,
    summary,
    resolve(request, ctx) {
      const auth = authorise(ctx, request, request.params.id ?? '', 'customer-account');
      return auth.ok ? answer(ctx, auth.customer, request) : auth.response;
    },
  };
}

export const customerAccountRoutes: Route[] = [
  owned(['CALL-38', 'CALL-50'], 'GET', '/addresses', 'Addresses of the customer', (ctx, customer, request) => {
    const query = parsePart('customer-account', 'query', AddressesQuery, queryOf(request));
    return query.ok ? json(200, { addresses: addressesOf(ctx, customer) }) : query.response;
  }),
  owned(['CALL-51'], 'PATCH', '/addresses', 'Acknowledges the reset-to-default notice (type=userAck)', (ctx, customer, request) => {
    const query = parsePart('customer-account', 'query', UserAckQuery, queryOf(request));
    if (!query.ok) return query.response;
    const contentType = request.headers.get('content-type') ?? '';
    if (!contentType.includes('merge-patch+json')) return failure('customer-account', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Invalid header content-type: expected application/merge-patch+json');
    const body = parsePart('customer-account', 'body', UserAckBody, request.body);
    if (!body.ok) return body.response;
    const profile = ctx.db.profile.findFirst({ where: { id: { equals: customer.id } } });
    if (profile) {
      const selected = parseJsonArray<{ addressId: string; resetToDefault: boolean }>(profile.selectedAddresses).map((s) => ({ ...s, resetToDefault: false }));
      ctx.db.profile.update({ where: { id: { equals: customer.id } }, data: { selectedAddresses: JSON.stringify(selected) } });
    }
    return { status: 204 };
  }),
  owned(['CALL-38', 'CALL-52'], 'GET', '/loyaltypartners', 'Loyalty partners', (ctx, customer) =>
    json(200, { loyaltyPartners: ctx.db.loyaltyPartner.findMany({ where: { customerUuid: { equals: customer.id } } }).map((p) => ({ name: p.name, planNumber: p.planNumber })) }),
  ),
  owned(['CALL-38'], 'GET', '/rewards', 'Rewards summary', (_ctx, customer) => json(200, { points: (customer.orderCount * 37) % 1000, rewardsAvailable: Math.floor(customer.orderCount / 5) })),
  owned(['CALL-38'], 'GET', '/stores', 'Stores of the profile', (ctx, customer) => json(200, { stores: profileOf(ctx, customer).stores })),
  owned(['CALL-38'], 'GET', '/profile', 'Customer profile (?full=y adds the profile)', (ctx, customer, request) => {
    const basic = { customerId: customer.customerId, uuid: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone, banner: customer.banner, siteType: customer.siteType, businessInfo: customer.businessInfo ? (JSON.parse(customer.businessInfo) as unknown) : null };
    return json(200, queryOf(request).full === 'y' ? { ...basic, ...profileOf(ctx, customer), addresses: addressesOf(ctx, customer) } : basic);
  }),
  owned(['CALL-38'], 'GET', '/subscriptions', 'Subscriptions', () => json(200, { subscriptions: [] })),
  owned(['CALL-38'], 'GET', '/preferences/fulfillment', 'Fulfilment preferences', (ctx, customer) => json(200, { preferences: profileOf(ctx, customer).preferences })),
  owned(['CALL-38'], 'GET', '/fulfillment', 'Fulfilment (stores and postal codes)', (ctx, customer) => {
    const p = profileOf(ctx, customer);
    return json(200, { stores: p.stores, postalCodes: p.postalCodes });
  }),
  owned(['CALL-65'], 'PATCH', '/businessprofile', 'Business profile of a B2B customer', (ctx, customer, request) => {
    const body = parsePart('customer-account', 'body', BusinessProfileBody, request.body);
    if (!body.ok) return body.response;
    if (customer.siteType !== 'B') return failure('customer-account', 409, 'NOT_A_BUSINESS_ACCOUNT', 'Only business accounts have a business profile');
    ctx.db.customer.update({ where: { id: { equals: customer.id } }, data: { businessInfo: JSON.stringify(body.data.businessInfo) } });
    return json(200, { businessInfo: body.data.businessInfo });
  }),
  owned(['CALL-39'], 'PUT', '/credentials/password', 'Changes the password', (ctx, customer, request) => {
    const body = parsePart('customer-account', 'body', PasswordBody, request.body);
    if (!body.ok) return body.response;
    ctx.db.customer.update({ where: { id: { equals: customer.id } }, data: { password: body.data.password, passwordExpired: false } });
    return { status: 204 };
  }),
  owned(['CALL-39'], 'POST', '/addresses', 'Adds an address', (ctx, customer, request) => {
    const body = parsePart('customer-account', 'body', NewAddressBody, request.body);
    if (!body.ok) return body.response;
    const a = body.data;
    const created = ctx.db.address.create({ id: ctx.random.id('addr-'), customerUuid: customer.id, addressName: a.addressName, address1: a.address1, address2: a.address2, city: a.city, stateCode: a.state, postalCode: a.zipCode, postalCodeExtn: '', isSelectedAddress: false, selectedAddressBanner: customer.banner, purposes: 'DELIVERY' });
    return json(201, { addressId: created.id });
  }),
  {
    calls: ['CALL-39'],
    service: 'customer-account',
    method: 'POST',
    path: `${base}/customers/register`,
    summary: 'Registers a customer (409 when the email is taken)',
    resolve(request, ctx) {
      const body = parsePart('customer-account', 'body', RegisterBody, request.body);
      if (!body.ok) return body.response;
      const b = body.data;
      if (ctx.db.customer.findFirst({ where: { email: { equals: b.email.toLowerCase() } } })) return failure('customer-account', 409, 'EMAIL_EXISTS', 'An account with this email exists');
      const id = ctx.random.uuid();
      const customerId = `7${ctx.random.digits(11)}`;
      ctx.db.customer.create({
        id, customerId, userId: id, houseId: ctx.random.digits(11), clubCard: `4${ctx.random.digits(11)}`, email: b.email.toLowerCase(), phone: b.phone ?? '', firstName: b.firstName, lastName: b.lastName, banner: b.banner, siteType: 'C', userType: 'R', orderCount: 0,
        isClosed: false, deactivated: false, passwordExpired: false, isCrossBannerMFCUser: false, kind: 'registered', factorKinds: b.password ? 'email,password' : 'email', password: b.password ?? '', businessInfo: '',
      });
      ctx.db.profile.create({ id, preferences: '[]', stores: '[]', postalCodes: '[]', selectedAddresses: '[]' });
      return json(201, { uuid: id, customerId });
    },
  },
  {
    calls: ['CALL-39'],
    service: 'customer-account',
    method: 'POST',
    path: `${base}/pwd`,
    summary: 'Sets a new password with a reset token (CALL-40 /pwd/token) and answers a session token for the automatic sign-in',
    resolve(request, ctx) {
      const body = parsePart('customer-account', 'body', PasswordResetBody, request.body);
      if (!body.ok) return body.response;
      const token = ctx.db.passwordToken.findFirst({ where: { token: { equals: body.data.token.trim() } } });
      const customer = token ? ctx.db.customer.findFirst({ where: { id: { equals: token.customerUuid } } }) : null;
      // A token is used once: unknown, used and expired tokens are the same refusal, so none can be probed.
      if (!token || !customer || token.expiresAt <= ctx.clock.now()) return failure('customer-account', 401, 'RESET_TOKEN_INVALID', 'The reset code is invalid or has expired');
      ctx.db.passwordToken.delete({ where: { token: { equals: token.token } } });
      if (customer.deactivated) return failure('customer-account', 403, 'ACCOUNT_DEACTIVATED', 'This account has been deactivated');
      const kinds = new Set(customer.factorKinds.split(',').filter(Boolean));
      kinds.add('password');
      const factorKinds = [...kinds].join(',');
      ctx.db.customer.update({ where: { id: { equals: customer.id } }, data: { password: body.data.password, passwordExpired: false, factorKinds } });
      // An account without a password factor gets one, so the password panel is offered from now on.
      seedFactorsFor(ctx, { ...customer, factorKinds });
      // A new password ends a lockout, as a provider's self-service reset does.
      clearFailures(ctx, customer.id);
      const session = issueSessionToken(ctx, customer.id);
      return json(200, { sessionToken: session.sessionToken, expiresAt: isoAt(session.expiresAt) });
    },
  },
  {
    calls: ['CALL-39'],
    service: 'customer-account',
    method: 'POST',
    path: `${base}/unsubscribe`,
    summary: 'Unsubscribes an email from marketing',
    resolve(request) {
      const body = parsePart('customer-account', 'body', UnsubscribeBody, request.body);
      return body.ok ? json(200, { emailAddress: body.data.email, unsubscribed: true }) : body.response;
    },
  },
  {
    calls: ['CALL-39'],
    service: 'customer-account',
    method: 'GET',
    path: `${base}/cities/:zipCode`,
    summary: 'Cities of a zip code',
    resolve(request) {
      const zip = request.params.zipCode ?? '';
      if (!/^\d{5}$/.test(zip)) return failure('customer-account', 400, 'INVALID_REQUEST', 'Invalid path parameter zipCode: zipCode must be 5 digits');
      const region = regionOfZip(zip);
      return region ? json(200, { zipCode: zip, state: region.state, cities: [...region.cities] }) : failure('customer-account', 404, 'ZIP_NOT_FOUND', 'Unknown zip code');
    },
  },
];
