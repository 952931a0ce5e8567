import { drop, factory } from '@mswjs/data';
import { customerModels } from '../services/customers/models';
import { identityModels } from '../services/identity/models';
import { offersModels } from '../services/offers/models';
import { ordersModels } from '../services/orders/models';
import { paymentsModels } from '../services/payments/models';
import { petsModels } from '../services/pets/models';
import { slotsModels } from '../services/slots/models';

/** Every service's models in one database, so services can relate records by id. */
export const simModels = { ...customerModels, ...identityModels, ...offersModels, ...ordersModels, ...paymentsModels, ...petsModels, ...slotsModels };

export function createDb() {
  return factory(simModels);
}

export type SimDb = ReturnType<typeof createDb>;

export function clearDb(db: SimDb): void {
  drop(db);
}
