import type { SimContext } from '../core/context';
import type { ServiceName } from '../core/contract';
import type { ProviderState } from './providerState';
import { signinStates } from './signin';
import { accountStates } from './account';
import { cartStates } from './cart';
import { checkoutStates } from './checkout';

type State = ProviderState<SimContext>;

/** A state that needs nothing beyond the seed (it documents what the seed already holds). */
const seeded = (name: string, description: string): State => ({ name, description, apply: () => undefined });

/** Every call to one service (optionally one path) answers `status` with `body` until the next reset. */
function failing(name: string, service: ServiceName, status: number, body: unknown, path?: string, method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'): State {
  return {
    name,
    description: `${service}${path ? ` ${path}` : ''} answers ${status}`,
    apply(ctx) {
      ctx.faults.add({ target: { service, ...(path ? { path } : {}), ...(method ? { method } : {}) }, fault: { kind: 'status', status, body } });
    },
  };
}

export const STORE_RESOLVER_FAILURE = { error: 'STORE_RESOLVER_UNAVAILABLE', message: 'The store resolver is unavailable' };

export const storeStates: State[] = [
  {
    name: 'store 1502 is a valid e-commerce store',
    description: "The freshway default store 1502 (zip 94611) is open and sells online.",
    apply(ctx) {
      ctx.db.store.update({ where: { id: { equals: '1502' } }, data: { isOpen: true, isEcom: true, hasDelivery: true, hasDriveUp: true } });
    },
  },
  {
    name: 'store 999999 does not exist',
    description: 'No store has id 999999.',
    apply(ctx) {
      ctx.db.store.delete({ where: { id: { equals: '999999' } } });
    },
  },
  seeded('zip 94611 has delivery stores', 'Zip 94611 is inside the freshway delivery region (store 1502).'),
  failing('the store resolver is failing', 'store-resolver', 500, STORE_RESOLVER_FAILURE),
  seeded('store 1502 has store flags', 'Store 1502 carries storeFeatures (incl. isWineD2CEnabled) and a timezone.'),
  failing('the store flags service is failing', 'store-flags', 503, { errorCode: 'STORE_FLAGS_UNAVAILABLE', message: 'The store flags service is unavailable' }),
];

export const sessionStates: State[] = [
  seeded('no session exists', 'A visitor with no session cookie.'),
  seeded('zip 94611 is served by a freshway store', 'A guest session can start at zip 94611 (store 1502).'),
];

export const serviceFailureStates: State[] = [
  failing('the profile service is failing', 'profile', 500, { errors: [{ code: 'PROFILE_UNAVAILABLE', message: 'The profile service is unavailable' }], status: 500 }),
  failing('the messaging service is failing', 'messaging', 500, { errors: [{ code: 'CSMS0500', message: 'The service could not complete the request' }] }),
];

export const catalogueStates: State[] = [...storeStates, ...sessionStates, ...signinStates, ...accountStates, ...cartStates, ...checkoutStates, ...serviceFailureStates];
