import { servicePaths } from '../../../spec/config/endpoints';
import { ProfileStoresBody } from '../../../spec/schemas/upstream/profile';
import type { SimContext } from '../../core/context';
import type { SimRequest, SimRoute } from '../../core/contract';
import { registerErrorBody } from '../../core/faults';
import { failure, json, parsePart } from '../../core/validate';
import { bearerCustomer, customerByAnyId, moveCarts, parseJsonArray } from '../customers/session';
import type { Customer } from '../customers/session';
import { profileStore } from '../../core/seed';
import { wineShippingRoute } from './wine';

/** The UCA services' error body (simulator's own). */
const ucaError = (code: string, status: number, message: string) => ({ errors: [{ code, message }], status });
registerErrorBody('profile', ucaError);

type Route = SimRoute<SimContext>;
const storesPath = `${servicePaths.profileService}/ucaservice/api/uca/customers/:userId/stores`;

/** 401 without a valid bearer; 403 when the token's customer is not the one in the path. */
export function authorise(ctx: SimContext, request: SimRequest, id: string, service: 'profile' | 'customer-account'): { ok: true; customer: Customer } | { ok: false; response: ReturnType<typeof failure> } {
  const caller = bearerCustomer(ctx, request);
  if (!caller) return { ok: false, response: failure(service, 401, 'UNAUTHORIZED', 'A valid bearer token is required') };
  const target = customerByAnyId(ctx, id);
  if (!target || target.id !== caller.id) return { ok: false, response: failure(service, 403, 'FORBIDDEN', 'The token does not belong to this customer') };
  return { ok: true, customer: target };
}

export function profileOf(ctx: SimContext, customer: Customer) {
  const p = ctx.db.profile.findFirst({ where: { id: { equals: customer.id } } });
  return {
    preferences: parseJsonArray(p?.preferences ?? '[]'),
    stores: parseJsonArray(p?.stores ?? '[]'),
    postalCodes: parseJsonArray(p?.postalCodes ?? '[]'),
    selectedAddresses: parseJsonArray(p?.selectedAddresses ?? '[]'),
  };
}

/** CALL-26: the banner's stores and preference are replaced; other banners' entries stay; every cart follows the new store. */
export function applyStoreChange(ctx: SimContext, customer: Customer, body: ProfileStoresBody): { storeId: string } {
  const current = profileOf(ctx, customer);
  const banners = new Set(body.stores.map((s) => s.banner));
  const stores = current.stores.filter((s) => !banners.has(String(s.banner)));
  for (const s of body.stores) {
    const entry = profileStore(ctx, s.storeId, s.storePreference);
    stores.push(entry ? { ...entry } : { storeId: s.storeId, banner: s.banner, storePreference: s.storePreference, address: { address1: '', city: '', state: '', zipCode: s.address.zipCode }, services: [], isClosed: false });
  }
  const prefBanners = new Set(body.preferences.map((p) => p.bannerId));
  const preferences = [...current.preferences.filter((p) => !prefBanners.has(String(p.bannerId))), ...body.preferences];
  let postalCodes = current.postalCodes;
  if (body.postalCodes) {
    const pcBanners = new Set(body.postalCodes.map((p) => p.bannerId));
    postalCodes = [...postalCodes.filter((p) => !pcBanners.has(String(p.bannerId))), ...body.postalCodes.map((p) => ({ ...p, stores: [body.stores[0]!.storeId] }))];
  }
  const data = { preferences: JSON.stringify(preferences), stores: JSON.stringify(stores), postalCodes: JSON.stringify(postalCodes) };
  if (ctx.db.profile.findFirst({ where: { id: { equals: customer.id } } })) ctx.db.profile.update({ where: { id: { equals: customer.id } }, data });
  else ctx.db.profile.create({ id: customer.id, ...data, selectedAddresses: '[]' });
  const storeId = body.stores[0]!.storeId;
  moveCarts(ctx, customer.id, storeId);
  ctx.db.simSession.updateMany({ where: { customerUuid: { equals: customer.id } }, data: { storeId, zipcode: body.stores[0]!.address.zipCode, preference: body.preferences[0]!.value.toLowerCase() } });
  return { storeId };
}

export const profileRoutes: Route[] = [
  wineShippingRoute,
  {
    calls: ['CALL-26'],
    service: 'profile',
    method: 'POST',
    path: storesPath,
    summary: "Updates the customer's stores and fulfilment preference (store change); carts survive and follow the store",
    resolve(request, ctx) {
      const auth = authorise(ctx, request, request.params.userId ?? '', 'profile');
      if (!auth.ok) return auth.response;
      const body = parsePart('profile', 'body', ProfileStoresBody, request.body);
      if (!body.ok) return body.response;
      const result = applyStoreChange(ctx, auth.customer, body.data);
      return json(200, { success: true, ...result });
    },
  },
  {
    calls: ['CALL-49'],
    service: 'profile',
    method: 'GET',
    path: storesPath,
    summary: 'Profile: preferences, stores, postalCodes, selectedAddresses; 401 without a valid bearer',
    resolve(request, ctx) {
      const auth = authorise(ctx, request, request.params.userId ?? '', 'profile');
      if (!auth.ok) return auth.response;
      return json(200, profileOf(ctx, auth.customer));
    },
  },
  {
    calls: ['CALL-27'],
    service: 'profile',
    method: 'GET',
    path: `${servicePaths.datapower}/api/uca/customers/:customerId/stores`,
    summary: "The customer's stores (datapower); the placeholder customer id '1' answers an empty list",
    resolve(request, ctx) {
      const id = request.params.customerId ?? '';
      if (id === '1' || id === '111-111-1111111111111') return json(200, { stores: [] });
      const auth = authorise(ctx, request, id, 'profile');
      if (!auth.ok) return auth.response;
      return json(200, { stores: profileOf(ctx, auth.customer).stores });
    },
  },
];
