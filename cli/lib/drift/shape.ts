import { z } from 'zod';

/**
 * A recorded body against one of the spec's zod schemas, as field paths: fields the schema requires that the body
 * lacks, fields of the body the schema does not name, fields of another JSON type, and values the schema refuses
 * otherwise (a pattern, an enum). Paths only (`$.storeAddressModel.address.line1`, `[*]` for any array item): never a
 * value, since a recording holds personal data and tokens.
 *
 * Missing fields and wrong types are zod's own verdict (its issues, walked into unions); extra fields are found by
 * walking the schema beside the body, since a loose object accepts them: a loose schema says the client tolerates
 * them, not that the spec knows them.
 */
export interface ShapeFindings {
  missing: string[];
  extra: string[];
  wrongType: string[];
  wrongValue: string[];
}

interface Def {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  valueType?: z.core.$ZodType;
  items?: readonly z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
}

const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Through the wrappers that do not change a body's shape (optional, nullable, defaults, pipes, lazy). */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema;
  for (let i = 0; i < 32; i++) {
    const def = defOf(s);
    const next = def.innerType ?? (def.type === 'pipe' ? def.in : undefined) ?? (def.type === 'lazy' ? def.getter?.() : undefined);
    if (!next) return s;
    s = next;
  }
  return s;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function issueCount(schema: z.core.$ZodType, value: unknown): number {
  const result = z.safeParse(schema, value);
  return result.success ? 0 : result.error.issues.length;
}

function extras(schema: z.core.$ZodType, value: unknown, path: string, out: Set<string>, depth: number): void {
  if (depth > 64 || value === null || value === undefined) return;
  const s = unwrap(schema);
  const def = defOf(s);
  switch (def.type) {
    case 'object':
      // An object the schema names no field of (`looseObject({})`) is opaque by the spec's choice: its fields are
      // the upstream's own (tracking ids), not the spec's to list.
      if (!isRecord(value) || !def.shape || Object.keys(def.shape).length === 0) return;
      for (const [key, item] of Object.entries(value)) {
        const field = def.shape[key];
        if (field) extras(field, item, `${path}.${key}`, out, depth + 1);
        else out.add(`${path}.${key}`);
      }
      return;
    case 'array':
      if (Array.isArray(value) && def.element) for (const item of value) extras(def.element, item, `${path}[*]`, out, depth + 1);
      return;
    case 'tuple':
      if (Array.isArray(value)) def.items?.forEach((item, i) => extras(item, value[i], `${path}[${i}]`, out, depth + 1));
      return;
    case 'record':
      if (isRecord(value) && def.valueType) for (const item of Object.values(value)) extras(def.valueType, item, `${path}.*`, out, depth + 1);
      return;
    case 'intersection': {
      // Two object schemas of one body (a shape and its additions): a field is known when either names it.
      const sides = [def.left, def.right].map((side) => (side ? defOf(unwrap(side)) : undefined));
      if (!isRecord(value) || !sides.every((d) => d?.type === 'object' && d.shape)) return;
      const shape: Record<string, z.core.$ZodType> = {};
      for (const d of sides) Object.assign(shape, d?.shape);
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key];
        if (field) extras(field, item, `${path}.${key}`, out, depth + 1);
        else out.add(`${path}.${key}`);
      }
      return;
    }
    case 'union': {
      // The option the body is: the one it parses with, else the nearest one.
      const options = def.options ?? [];
      const best = options.map((o) => ({ o, n: issueCount(o, value) })).sort((a, b) => a.n - b.n)[0];
      if (best) extras(best.o, value, path, out, depth + 1);
      return;
    }
    default:
      return;
  }
}

const pathOf = (root: string, path: readonly PropertyKey[]) => path.reduce<string>((p, k) => (typeof k === 'number' ? `${p}[*]` : `${p}.${String(k)}`), root);

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  expected?: string;
  errors?: Issue[][];
}

function classify(issues: readonly Issue[], body: unknown, base: readonly PropertyKey[], root: string, out: ShapeFindings): void {
  for (const issue of issues) {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
      // The option the body came nearest to, not every option's complaint.
      const nearest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      if (nearest.length > 0) {
        classify(nearest, body, path, root, out);
        continue;
      }
    }
    const where = pathOf(root, path);
    const actual = valueAt(body, path);
    if (issue.code === 'invalid_type' && actual === undefined) out.missing.push(where);
    else if (issue.code === 'invalid_type') out.wrongType.push(`${where} (${jsonType(actual)}, expected ${issue.expected ?? 'another type'})`);
    else out.wrongValue.push(`${where} (${issue.code})`);
  }
}

/** The body against the schema; `root` names the body in the paths (`$`). */
export function checkShape(schema: z.core.$ZodType, body: unknown, root = '$'): ShapeFindings {
  const out: ShapeFindings = { missing: [], extra: [], wrongType: [], wrongValue: [] };
  const result = z.safeParse(schema, body);
  if (!result.success) classify(result.error.issues, body, [], root, out);
  const extra = new Set<string>();
  extras(schema, body, root, extra, 0);
  const unique = (list: string[]) => [...new Set(list)];
  return { missing: unique(out.missing), extra: [...extra], wrongType: unique(out.wrongType), wrongValue: unique(out.wrongValue) };
}
