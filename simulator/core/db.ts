import { drop, factory } from '@mswjs/data';
import { customerModels } from '../services/customers/models';
import { identityModels } from '../services/identity/models';

/** Every service's models in one database, so services can relate records by id. */
export const simModels = { ...customerModels, ...identityModels };

export function createDb() {
  return factory(simModels);
}

export type SimDb = ReturnType<typeof createDb>;

export function clearDb(db: SimDb): void {
  drop(db);
}
