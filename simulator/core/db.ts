import { drop, ENTITY_TYPE, factory, PRIMARY_KEY } from '@mswjs/data';
import { customerModels } from '../services/customers/models';
import { identityModels } from '../services/identity/models';
import { offersModels } from '../services/offers/models';
import { ordersModels } from '../services/orders/models';
import { paymentsModels } from '../services/payments/models';
import { petsModels } from '../services/pets/models';
import { slotsModels } from '../services/slots/models';

/** Every service's models in one database, so services can relate records by id. */
export const simModels = { ...customerModels, ...identityModels, ...offersModels, ...ordersModels, ...paymentsModels, ...petsModels, ...slotsModels };

export type ModelName = keyof typeof simModels;
export const modelNames = Object.keys(simModels) as ModelName[];

/** A model's records as plain objects (what a snapshot or a seed template holds). */
export type PlainRecords = Partial<Record<string, Record<string, unknown>[]>>;

export function createDb() {
  // @mswjs/data mirrors every create, update and delete to other tabs over a BroadcastChannel when it finds
  // one in a window. Each tab keeps its own simulator (restored from its own sessionStorage), so that
  // mirroring would only leak one tab's resets into another, at the price of a structured clone per record.
  // The database's id (a hash of the stack of its creation) serves only that mirroring: no stack is captured
  // for it, which under source maps costs more than the rest of an empty database.
  const scope = globalThis as { window?: unknown; BroadcastChannel?: unknown };
  const inWindow = scope.window !== undefined && scope.BroadcastChannel !== undefined;
  const channel = scope.BroadcastChannel;
  const stackTraceLimit = Error.stackTraceLimit;
  try {
    if (inWindow) scope.BroadcastChannel = undefined;
    Error.stackTraceLimit = 0;
    return factory(simModels);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
    if (inWindow) scope.BroadcastChannel = channel;
  }
}

export type SimDb = ReturnType<typeof createDb>;

/** The part of @mswjs/data's database instance the bulk operations use (it is held under a private symbol). */
interface DatabaseInstance {
  events: { listenerCount(event: 'create'): number };
  getModel(name: string): Map<unknown, Record<PropertyKey, unknown>>;
  create(modelName: string, entity: Record<PropertyKey, unknown>): unknown;
  update(modelName: string, previous: Record<PropertyKey, unknown>, next: Record<PropertyKey, unknown>): void;
  delete(modelName: string, primaryKey: unknown): void;
}

const instances = new WeakMap<object, DatabaseInstance | null>();

function databaseOf(db: SimDb): DatabaseInstance | null {
  if (instances.has(db)) return instances.get(db) ?? null;
  let found: DatabaseInstance | null = null;
  for (const symbol of Object.getOwnPropertySymbols(db)) {
    const value = (db as unknown as Record<symbol, unknown>)[symbol] as Partial<DatabaseInstance> | null;
    if (value && typeof value.getModel === 'function' && typeof value.create === 'function' && typeof value.update === 'function' && typeof value.delete === 'function' && typeof value.events?.listenerCount === 'function') {
      found = value as DatabaseInstance;
      break;
    }
  }
  instances.set(db, found);
  return found;
}

/**
 * How a record of each model becomes an entity, read once from the model definitions. Only flat models (a
 * primary key and value-type properties) have a plan; any other shape goes through the library's own create.
 */
interface Property {
  name: string;
  primaryKey: boolean;
  make: () => unknown;
}
const plans = new Map<string, Property[] | null>();

function planOf(name: ModelName): Property[] | null {
  if (plans.has(name)) return plans.get(name) ?? null;
  let plan: Property[] | null = [];
  for (const [property, definition] of Object.entries(simModels[name] as Record<string, unknown>)) {
    if (typeof definition === 'function') {
      plan.push({ name: property, primaryKey: false, make: definition as () => unknown });
    } else if (definition !== null && typeof definition === 'object' && typeof (definition as { getPrimaryKeyValue?: unknown }).getPrimaryKeyValue === 'function') {
      plan.push({ name: property, primaryKey: true, make: (definition as { getPrimaryKeyValue: () => unknown }).getPrimaryKeyValue });
    } else {
      plan = null;
      break;
    }
  }
  if (plan && plan.filter((p) => p.primaryKey).length !== 1) plan = null;
  plans.set(name, plan);
  return plan;
}

/** The value kinds @mswjs/data keeps as given (anything else falls back to the property's default). */
function isValueType(value: unknown): boolean {
  // An array is an object here too.
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || (value !== null && typeof value === 'object');
}

/**
 * The entity @mswjs/data's `create` makes of a record of a flat model: the model's properties in definition
 * order (a missing or non-value property gets the definition's default, null is refused), then its type and
 * primary-key marks. The same checks and errors, without the library's per-property path lookups and logging.
 */
function entityOf(modelName: string, plan: readonly Property[], record: Record<string, unknown>): { entity: Record<PropertyKey, unknown>; id: unknown; key: string } {
  const entity: Record<PropertyKey, unknown> = {};
  let key = '';
  for (const property of plan) {
    // Read as the library reads it: a field the record inherits counts as its own.
    const value = record[property.name];
    if (property.primaryKey) {
      key = property.name;
      entity[property.name] = value || property.make();
      continue;
    }
    if (value === null) throw new Error(`Failed to create a "${modelName}" entity: a non-nullable property "${property.name}" cannot be instantiated with null.`);
    entity[property.name] = isValueType(value) ? value : property.make();
  }
  entity[ENTITY_TYPE] = modelName;
  entity[PRIMARY_KEY] = key;
  const id = entity[key];
  if (!id) throw new Error(`Failed to create a "${modelName}" entity: expected the primary key "${key}" to have a value, but got: ${String(id)}`);
  return { entity, id, key };
}

/** Creates records in a model, as `db[model].create` would one by one (the same events are emitted). */
export function loadRecords(db: SimDb, name: ModelName, records: readonly Record<string, unknown>[]): void {
  const database = databaseOf(db);
  const plan = planOf(name);
  if (!database || !plan) {
    const api = db[name] as unknown as { create(record: Record<string, unknown>): unknown };
    for (const record of records) api.create(record);
    return;
  }
  const existing = database.getModel(name);
  // The create event carries a copy of each entity; when nothing listens (a database nobody has indexed yet),
  // the entity goes straight into the model's map, which is all `create` does besides.
  const observed = database.events.listenerCount('create') > 0;
  for (const record of records) {
    const { entity, id, key } = entityOf(name, plan, record);
    if (existing.has(id)) throw new Error(`Failed to create a "${name}" entity: an entity with the same primary key "${String(id)}" ("${key}") already exists.`);
    if (observed) database.create(name, entity);
    else existing.set(id, entity);
  }
}

/** A record's own string-keyed properties (the entity's type and primary-key marks are symbols and stay behind). */
export function plainRecord(entity: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(entity)) out[key] = entity[key];
  return out;
}

/** Every model's records as plain objects, in insertion order. */
export function dumpRecords(db: SimDb): Record<ModelName, Record<string, unknown>[]> {
  const out = {} as Record<ModelName, Record<string, unknown>[]>;
  for (const name of modelNames) out[name] = (db[name] as unknown as { getAll(): Record<string, unknown>[] }).getAll().map(plainRecord);
  return out;
}

/** Empties every model (each record deleted with its delete event, as `drop` does, without a query per model). */
export function clearDb(db: SimDb): void {
  const database = databaseOf(db);
  if (!database) {
    drop(db);
    return;
  }
  for (const name of modelNames) {
    const records = database.getModel(name);
    for (const id of [...records.keys()]) database.delete(name, id);
  }
}

/** Whether a model has a record with this primary key (a map lookup rather than the library's scan). */
export function hasRecord(db: SimDb, name: ModelName, id: string): boolean {
  const database = databaseOf(db);
  if (database) return database.getModel(name).has(id);
  const api = db[name] as unknown as { count(query: object): number };
  return api.count({ where: { [keyOf(name)]: { equals: id } } }) > 0;
}

/** Whether no model has a record. */
export function isEmptyDb(db: SimDb): boolean {
  const database = databaseOf(db);
  if (database) return modelNames.every((name) => database.getModel(name).size === 0);
  return modelNames.every((name) => (db[name] as unknown as { count(): number }).count() === 0);
}

/** What `db[name].create` accepts. */
export type RecordInput<N extends ModelName> = NonNullable<Parameters<SimDb[N]['create']>[0]>;

/** `db[name].create(record)` without returning the entity, through the same path as `loadRecords`. */
export function insert<N extends ModelName>(db: SimDb, name: N, record: RecordInput<N>): void {
  loadRecords(db, name, [record]);
}

type RecordOf<N extends ModelName> = NonNullable<ReturnType<SimDb[N]['findFirst']>>;

/** The primary-key field of a flat model. */
function keyOf(name: ModelName): string {
  return planOf(name)?.find((p) => p.primaryKey)?.name ?? 'id';
}

/**
 * A record by its primary key: a lookup in the model's map, where the library's `findFirst` compares every record's
 * key in turn (its cost grows with the model's size).
 */
export function recordByKey<N extends ModelName>(db: SimDb, name: N, id: string): RecordOf<N> | null {
  const database = databaseOf(db);
  if (database) return (database.getModel(name).get(id) as RecordOf<N> | undefined) ?? null;
  const api = db[name] as unknown as { findFirst(query: object): RecordOf<N> | null };
  return api.findFirst({ where: { [keyOf(name)]: { equals: id } } });
}

/** `update` of one record by primary key, through the model's map (the same update event as the library's). */
export function updateByKey<N extends ModelName>(db: SimDb, name: N, id: string, data: Partial<RecordOf<N>>): RecordOf<N> | null {
  const database = databaseOf(db);
  const key = keyOf(name);
  if (!database) {
    // The primary key never changes here either: the library's own update would move the record to a new key.
    const changes: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    delete changes[key];
    const api = db[name] as unknown as { update(query: object): RecordOf<N> | null };
    return api.update({ where: { [key]: { equals: id } }, data: changes });
  }
  const previous = database.getModel(name).get(id);
  if (!previous) return null;
  // The entity's own marks (type, primary key) are symbols: the spread keeps them; the key itself never changes.
  const next = { ...previous, ...(data as Record<string, unknown>), [key]: previous[key] };
  database.update(name, previous, next);
  return next as unknown as RecordOf<N>;
}

/** `delete` of one record by primary key, through the model's map; whether there was one. */
export function deleteByKey(db: SimDb, name: ModelName, id: string): boolean {
  const database = databaseOf(db);
  if (!database) {
    const api = db[name] as unknown as { delete(query: object): unknown };
    return api.delete({ where: { [keyOf(name)]: { equals: id } } }) !== null;
  }
  if (!database.getModel(name).has(id)) return false;
  database.delete(name, id);
  return true;
}

/** A model's records in insertion order, read in place (no copies), for sweeps that stop early. */
export function recordsInOrder<N extends ModelName>(db: SimDb, name: N): Iterable<RecordOf<N>> {
  const database = databaseOf(db);
  if (database) return database.getModel(name).values() as unknown as Iterable<RecordOf<N>>;
  return (db[name] as unknown as { getAll(): RecordOf<N>[] }).getAll();
}

/** How many records a model holds. */
export function recordCount(db: SimDb, name: ModelName): number {
  const database = databaseOf(db);
  if (database) return database.getModel(name).size;
  return (db[name] as unknown as { count(): number }).count();
}
