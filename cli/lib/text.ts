/** Human-readable output of the CLI's data commands (each prints its JSON with --json instead). */

/** `1 test`, `2 tests`, `1 fault`, `0 faults`; the plural given where English adds more than an s. */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

type Schema = Record<string, unknown>;

/**
 * A JSON Schema as a TypeScript-like type on one line (`{ accepted: true, kind?: "path" | "trusted-url" } | …`), for
 * reading in a terminal; the exact schema is what --json prints.
 */
export function schemaText(schema: unknown, depth = 0): string {
  if (typeof schema !== 'object' || schema === null) return 'unknown';
  const s = schema as Schema;
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) {
    const parts = s[key];
    if (Array.isArray(parts)) return parts.map((p) => schemaText(p, depth)).join(' | ');
  }
  const type = s.type;
  if (Array.isArray(type)) return (type as unknown[]).map((t) => schemaText({ ...s, type: t }, depth)).join(' | ');
  switch (type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return type;
    case 'integer':
      return 'number';
    case 'array': {
      if (Array.isArray(s.prefixItems)) return `[${s.prefixItems.map((p) => schemaText(p, depth)).join(', ')}]`;
      const item = schemaText(s.items, depth);
      return /[|\s]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      const names = Object.keys(props);
      const extra = typeof s.additionalProperties === 'object' && s.additionalProperties !== null ? `[key: string]: ${schemaText(s.additionalProperties, depth + 1)}` : undefined;
      if (names.length === 0) return extra ? `{ ${extra} }` : 'object';
      // Deep structures are cut off by depth: the terminal view is a summary.
      if (depth >= 3) return '{ … }';
      const fields = names.map((n) => `${n}${required.has(n) ? '' : '?'}: ${schemaText(props[n], depth + 1)}`);
      return `{ ${[...fields, ...(extra ? [extra] : [])].join(', ')} }`;
    }
    default:
      return 'unknown';
  }
}

/** An object's fields as `name: value` lines (nested values as compact JSON), for a result read in a terminal. */
export function fieldLines(value: unknown, indent = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${indent}${JSON.stringify(value)}`];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${indent}${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
}

/** Edit distance of two words (insertions, deletions, substitutions), for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known word nearest to `word` (ties: the first listed); undefined when there is none to offer. */
export function closest(word: string, known: readonly string[]): string | undefined {
  let best: { word: string; d: number } | undefined;
  for (const k of known) {
    const d = distance(word, k);
    if (!best || d < best.d) best = { word: k, d };
  }
  return best?.word;
}
