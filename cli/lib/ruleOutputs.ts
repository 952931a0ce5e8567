import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The output schema every rule module declares: the TypeScript type of its `run` answer, written as JSON Schema into
 * src/rules/outputSchemas.json (by `npm run rule-outputs`; a unit test fails while the file is stale). A union stays a
 * union (`anyOf`): the redirect module's refusal carries no `kind`. The CLI reads the file instead of the compiler, so
 * `rules describe` starts as fast as the others.
 */
export const OUTPUT_SCHEMAS_FILE = join('src', 'rules', 'outputSchemas.json');

type Schema = Record<string, unknown>;

function sourceFiles(root: string): string[] {
  const dir = join(root, 'src', 'rules');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && !n.endsWith('.d.ts'))
    .map((n) => join(dir, n));
}

function propertyName(node: ts.ObjectLiteralElementLike): string | undefined {
  return node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;
}

class SchemaWriter {
  private readonly stack = new Set<ts.Type>();
  constructor(private readonly checker: ts.TypeChecker) {}

  write(type: ts.Type): Schema {
    const c = this.checker;
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { const: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) return { const: (type as ts.NumberLiteralType).value };
    if (f & ts.TypeFlags.BooleanLiteral) return { const: c.typeToString(type) === 'true' };
    if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isUnion()) return this.union(type.types);
    if (this.stack.has(type)) return { description: `${c.typeToString(type)} (recursive)` };
    this.stack.add(type);
    try {
      if (c.isArrayType(type)) return { type: 'array', items: this.write(c.getTypeArguments(type as ts.TypeReference)[0] ?? c.getAnyType()) };
      if (c.isTupleType(type)) {
        const items = c.getTypeArguments(type as ts.TypeReference).map((t) => this.write(t));
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
      }
      if (type.isIntersection() || f & ts.TypeFlags.Object) return this.object(type);
      return {};
    } finally {
      this.stack.delete(type);
    }
  }

  private union(types: readonly ts.Type[]): Schema {
    // `undefined` makes a property optional (object() sees it) and is no JSON value; true | false is a boolean.
    const kept = types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const booleans = kept.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = kept.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const parts = [...(booleans.length === 2 ? [{ type: 'boolean' }] : booleans.map((t) => this.write(t))), ...rest.map((t) => this.write(t))];
    if (parts.length === 1) return parts[0]!;
    const single = (p: Schema) => ('const' in p && Object.keys(p).length === 1) || (p.type === 'null' && Object.keys(p).length === 1);
    if (parts.every(single)) return { enum: parts.map((p) => ('const' in p ? p.const : null)) };
    return { anyOf: parts };
  }

  private object(type: ts.Type): Schema {
    const c = this.checker;
    if (c.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0 && c.getPropertiesOfType(type).length === 0) return {};
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const symbol of c.getPropertiesOfType(type)) {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const propType = declaration ? c.getTypeOfSymbolAtLocation(symbol, declaration) : c.getTypeOfSymbol(symbol);
      // Methods are no part of a JSON answer.
      if (c.getSignaturesOfType(propType, ts.SignatureKind.Call).length > 0 && !(propType.isUnion() || c.getPropertiesOfType(propType).length > 0)) continue;
      properties[symbol.name] = this.write(propType);
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0 || (propType.isUnion() && propType.types.some((t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
      if (!optional) required.push(symbol.name);
    }
    const schema: Schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = c.getIndexInfoOfType(type, ts.IndexKind.String);
    // Open otherwise: a TypeScript type names what an answer has, and a wider value still fits it (the validation
    // module's union is reduced to the fields its branches share).
    if (index) schema.additionalProperties = this.write(index.type);
    return schema;
  }
}

/** Every rule module's answer type as JSON Schema, by module name, in the registry's file order. */
export function computeRuleOutputSchemas(root = process.cwd()): Record<string, Schema> {
  const files = sourceFiles(root);
  const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(checker);
  const out: Record<string, Schema> = {};
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRuleModule' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
        const props = node.arguments[0].properties;
        const nameProp = props.find((p) => propertyName(p) === 'name');
        const run = props.find((p) => propertyName(p) === 'run');
        const name = nameProp && ts.isPropertyAssignment(nameProp) && ts.isStringLiteralLike(nameProp.initializer) ? nameProp.initializer.text : undefined;
        if (name && run) {
          const fn = ts.isPropertyAssignment(run) ? run.initializer : run;
          const signature = checker.getSignaturesOfType(checker.getTypeAtLocation(fn), ts.SignatureKind.Call)[0];
          if (signature) out[name] = writer.write(signature.getReturnType());
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export function ruleOutputSchemasText(root = process.cwd()): string {
  return `${JSON.stringify(computeRuleOutputSchemas(root), null, 1)}\n`;
}

// `npm run rule-outputs`: rewrites the file after a module's answer type changed.
if (process.argv[1] && resolve(process.argv[1]).endsWith(join('cli', 'lib', 'ruleOutputs.ts'))) {
  writeFileSync(OUTPUT_SCHEMAS_FILE, ruleOutputSchemasText());
  console.log(`wrote ${OUTPUT_SCHEMAS_FILE} (${Object.keys(JSON.parse(readFileSync(OUTPUT_SCHEMAS_FILE, 'utf8')) as object).length} modules)`);
}
