import { rules } from './rules';
import { calls } from './calls';
import { errors } from './errors';
import { ambiguities } from './ambiguities';

export { rules, calls, errors, ambiguities };
export type * from './types';

export type RuleId = (typeof rules)[number]['id'];
export type CallId = (typeof calls)[number]['id'];
export type ErrorId = (typeof errors)[number]['id'];
export type AmbiguityId = (typeof ambiguities)[number]['id'];
export type CatalogueId = RuleId | CallId | ErrorId | AmbiguityId;

/** Every catalogue ID, in catalogue order. */
export const allIds: readonly string[] = [...rules, ...calls, ...errors, ...ambiguities].map((e) => e.id);
const idSet = new Set(allIds);
export const isCatalogueId = (id: string): id is CatalogueId => idSet.has(id);

/** Matches any catalogue-shaped ID in free text (test names, metadata, decision records). */
export const ID_PATTERN = /\b(?:AMBIG|CALL|ERR|[A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*)-\d{2}\b/g;
export const areas: readonly string[] = [...new Set(rules.map((r) => r.area))];
