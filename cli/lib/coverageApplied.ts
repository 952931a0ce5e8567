import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import type * as TS from 'typescript';
import { walkFiles } from './testTitles';

/**
 * Which exported `src/rules` functions the shipped product applies, decided by the TypeScript compiler's own
 * symbol resolution, never by matching names: a rule module's `run` wrapper, a local function or a property
 * that happens to share a rule function's name is not a use of it.
 *
 * The product is every non-test module reachable by imports (static, re-exported and dynamic `import()`) from
 * the shipped entries: the storefront's (`src/main.tsx`, the early product script) and the simulator's
 * runtimes. The CLI and the rule modules' registry are not the product: a function only they or the tests
 * call is proven and evaluable, but no shopper gets it. A function is applied when product code outside
 * `src/rules` uses it, or when a top-level declaration of `src/rules` that is applied uses it (a helper, a
 * table, another rule function). Each function also carries the catalogue rule IDs its doc comment and its
 * text name, so coverage speaks per rule ID, and its line span, so a mutant can be traced to it.
 */
export interface RuleFunction {
  name: string;
  /** `src/rules/…` file that exports it. */
  file: string;
  line: number;
  /** Last line of its declaration (for mapping a mutant's line to the function). */
  endLine: number;
  /** Catalogue IDs named in its doc comment and body (ranges like `COOKIE-09..11` expanded). */
  ids: string[];
}

export interface CallSite {
  file: string;
  line: number;
}

export interface RuleApplication extends RuleFunction {
  applied: boolean;
  /** Product lines (outside `src/rules`) that use it; empty when it is applied only through another rule declaration. */
  callSites: CallSite[];
  /** Applied `src/rules` declarations that use it (`name`, or `file:name` in another file), when the product does not use it directly. */
  via: string[];
}

/** A top-level declaration of `src/rules` (function, constant, class, enum) with its span. */
export interface RuleDeclaration {
  file: string;
  name: string;
  line: number;
  endLine: number;
}

export interface RuleGraph {
  applications: RuleApplication[];
  /** Every top-level declaration of `src/rules`, with `users`: the declarations (indices) that use it. */
  declarations: (RuleDeclaration & { ruleFunction: boolean; users: number[] })[];
  /** Modules the product consists of (relative paths). */
  productModules: string[];
}

/** The exported rule functions that use a declaration (index into `declarations`) through other declarations, itself included when it is one. */
export function reachers(graph: RuleGraph, index: number): RuleDeclaration[] {
  const seen = new Set<number>();
  const todo = [index];
  while (todo.length) {
    const n = todo.pop()!;
    if (seen.has(n)) continue;
    seen.add(n);
    todo.push(...(graph.declarations[n]?.users ?? []));
  }
  return [...seen].map((i) => graph.declarations[i]!).filter((d) => d.ruleFunction);
}

const isTest = (f: string) => /\.(test|spec)\.tsx?$/.test(f) || /(^|\/)testing(\.tsx?|\/)/.test(f) || f.includes('/tests/') || f.startsWith('tests/');
// `AREA-NN`, with continuations `..MM` (a range) or `/MM` (a list): `COOKIE-09..11`, `MARKETING-02/03`.
const ID_WITH_CONTINUATIONS = /\b((?:AMBIG|CALL|ERR|[A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*))-(\d{2})((?:(?:\.\.|\/)\d{2}\b)*)/g;

/** Every catalogue-shaped ID in a text, with `X-01..03` and `X-01/03` expanded. */
export function expandIds(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(ID_WITH_CONTINUATIONS)) {
    const area = m[1]!;
    let last = Number(m[2]);
    out.add(`${area}-${m[2]}`);
    for (const c of (m[3] ?? '').matchAll(/(\.\.|\/)(\d{2})/g)) {
      const n = Number(c[2]);
      if (c[1] === '..') for (let i = last + 1; i <= n; i++) out.add(`${area}-${String(i).padStart(2, '0')}`);
      else out.add(`${area}-${c[2]}`);
      last = n;
    }
  }
  return [...out];
}

/** The shipped entries: the storefront's and the simulator's runtimes. */
export const PRODUCT_ENTRIES = ['src/main.tsx', 'src/app/product/earlyProductMain.ts'] as const;
export const PRODUCT_ENTRY_DIRS = ['simulator/runtimes/'] as const;

// Loaded on demand: every CLI command would otherwise pay for the compiler at start.
const loadTypeScript = (): typeof TS => createRequire(import.meta.url)('typescript') as typeof TS;

function compilerOptions(ts: typeof TS, root: string): TS.CompilerOptions {
  const cfgPath = join(root, 'tsconfig.json');
  const base: TS.CompilerOptions = existsSync(cfgPath)
    ? (ts.getParsedCommandLineOfConfigFile(cfgPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })?.options ?? {})
    : { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, strict: true };
  // Ambient type packages (Node's, Vite's) name no rule function; leaving them out halves the program.
  return { ...base, types: [], noEmit: true };
}

/**
 * The compiler's answer for one project root: the product's modules by import reachability, the top-level
 * declarations of `src/rules`, which of them product code uses (with the lines), and which rule declarations
 * use which, closed to a fixed point.
 */
function computeRuleGraph(root: string): RuleGraph {
  const ts = loadTypeScript();
  const abs = resolve(root);
  const rel = (f: string) => relative(abs, f);
  const ruleRoots = walkFiles(abs, ['src/rules'], (p) => /\.tsx?$/.test(p) && !p.endsWith('.d.ts') && !isTest(relative(abs, p)));
  const entries = [
    ...PRODUCT_ENTRIES.map((e) => join(abs, e)).filter((f) => existsSync(f)),
    ...walkFiles(abs, PRODUCT_ENTRY_DIRS, (p) => /\.tsx?$/.test(p) && !isTest(relative(abs, p))),
  ];
  const options = compilerOptions(ts, abs);
  // Libraries are never the product and never name a rule function: their imports are left unresolved, so the
  // compiler reads only the project's own files (a third of the work), and answers as the full program does.
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, opts) =>
    literals.map((lit) => {
      const r = ts.resolveModuleName(lit.text, containingFile, opts, host, undefined, redirected).resolvedModule;
      return { resolvedModule: r && !r.isExternalLibraryImport ? r : undefined };
    });
  const program = ts.createProgram({ rootNames: [...entries, ...ruleRoots], options, host });
  const checker = program.getTypeChecker();
  const byPath = new Map(program.getSourceFiles().filter((s) => !s.isDeclarationFile).map((s) => [resolve(s.fileName), s]));

  const resolveSpec = (spec: string, from: string): string | undefined => {
    const r = ts.resolveModuleName(spec, from, options, ts.sys).resolvedModule;
    return r && !r.isExternalLibraryImport ? resolve(r.resolvedFileName) : undefined;
  };
  // Names an identifier can carry while meaning a rule declaration: the declarations' own and every alias an
  // import or export gives. Only identifiers with one of these names are asked of the checker.
  const aliasNames = new Set<string>();
  const importsOf = (sf: TS.SourceFile): string[] => {
    const out: string[] = [];
    const visit = (n: TS.Node) => {
      if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        const typeOnly = ts.isImportDeclaration(n) ? n.importClause?.isTypeOnly : n.isTypeOnly;
        if (!typeOnly) out.push(n.moduleSpecifier.text);
      } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteralLike(n.arguments[0])) {
        out.push(n.arguments[0].text);
      }
      if (ts.isImportSpecifier(n) || ts.isExportSpecifier(n) || ts.isImportClause(n) || ts.isNamespaceImport(n) || ts.isImportEqualsDeclaration(n)) {
        if (n.name) aliasNames.add(n.name.text);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
    return out.map((s) => resolveSpec(s, sf.fileName)).filter((f): f is string => !!f && byPath.has(f));
  };

  const product = new Set<string>();
  const stack = entries.map((f) => resolve(f)).filter((f) => byPath.has(f));
  while (stack.length) {
    const f = stack.pop()!;
    if (product.has(f) || isTest(rel(f))) continue;
    product.add(f);
    stack.push(...importsOf(byPath.get(f)!));
  }
  const ruleFiles = ruleRoots.map((f) => resolve(f)).filter((f) => byPath.has(f));
  for (const f of ruleFiles) if (!product.has(f)) importsOf(byPath.get(f)!);

  // --- the top-level declarations of src/rules ---
  type Decl = RuleDeclaration & { fn: boolean; exported: boolean; text: string };
  const decls: Decl[] = [];
  const declOf = new Map<TS.Node, number>();
  const isExported = (s: TS.Statement) => !!(ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
  for (const f of ruleFiles) {
    const sf = byPath.get(f)!;
    const lineAt = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
    // Its doc comment (the one right above it) and its own text: where the rule IDs it implements are named.
    const ownText = (st: TS.Statement) => {
      const docs = (ts.getLeadingCommentRanges(sf.text, st.pos) ?? []).filter((c) => sf.text.startsWith('/**', c.pos));
      const doc = docs.at(-1);
      return `${doc ? sf.text.slice(doc.pos, doc.end) : ''}\n${st.getText(sf)}`;
    };
    const add = (node: TS.Node, st: TS.Statement, name: string, fn: boolean) =>
      declOf.set(node, decls.push({ file: rel(f), name, line: lineAt(st.getStart(sf)), endLine: lineAt(st.end), fn, exported: isExported(st), text: ownText(st) }) - 1);
    for (const st of sf.statements) {
      if (ts.isFunctionDeclaration(st) && st.name) add(st, st, st.name.text, true);
      else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          if (!ts.isIdentifier(d.name)) continue;
          const init = d.initializer;
          add(d, st, d.name.text, !!init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)));
        }
      } else if ((ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) add(st, st, st.name.text, false);
    }
  }
  for (const d of decls) aliasNames.add(d.name);

  const declOfSymbol = (sym: TS.Symbol | undefined): number | undefined => {
    if (!sym) return undefined;
    if (sym.flags & ts.SymbolFlags.Alias) sym = checker.getAliasedSymbol(sym);
    for (const d of sym.declarations ?? []) {
      const n = declOf.get(d);
      if (n !== undefined) return n;
    }
    return undefined;
  };
  const enclosing = (n: TS.Node): number | undefined => {
    let cur: TS.Node | undefined = n;
    while (cur && !ts.isSourceFile(cur.parent)) {
      if (ts.isVariableDeclaration(cur) && declOf.has(cur)) return declOf.get(cur);
      cur = cur.parent;
    }
    return cur ? declOf.get(cur) : undefined;
  };
  // An import or export names a function without using it; a type position uses only its type.
  const inImportOrExport = (n: TS.Node) => {
    for (let c: TS.Node | undefined = n; c; c = c.parent) {
      if (ts.isImportDeclaration(c) || ts.isExportDeclaration(c) || ts.isImportEqualsDeclaration(c) || ts.isExportAssignment(c)) return true;
      if (ts.isStatement(c) && !ts.isBlock(c)) return false;
    }
    return false;
  };
  const inTypePosition = (n: TS.Node) => {
    for (let c: TS.Node | undefined = n.parent; c; c = c.parent) {
      if (ts.isTypeNode(c) || ts.isTypeQueryNode(c)) return true;
      if (ts.isStatement(c) || ts.isExpression(c)) return false;
    }
    return false;
  };

  const edges = new Map<number, Set<number>>();
  const sites = new Map<number, CallSite[]>();
  const scan = (f: string, inRules: boolean) => {
    const sf = byPath.get(f)!;
    const visit = (n: TS.Node) => {
      if (ts.isIdentifier(n) && aliasNames.has(n.text) && !inImportOrExport(n) && !inTypePosition(n)) {
        let sym = checker.getSymbolAtLocation(n);
        // `const { fn } = await import('../rules/x')`: the binding names the module's export.
        const el = n.parent;
        if (el && ts.isBindingElement(el) && ts.isObjectBindingPattern(el.parent) && (el.propertyName ?? el.name) === n) {
          sym = checker.getTypeAtLocation(el.parent).getProperty(n.text) ?? sym;
        }
        const target = declOfSymbol(sym);
        if (target !== undefined) {
          if (inRules) {
            const from = enclosing(n);
            if (from !== undefined && from !== target) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(target);
          } else {
            (sites.get(target) ?? sites.set(target, []).get(target)!).push({ file: rel(f), line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1 });
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  };
  for (const f of ruleFiles) scan(f, true);
  for (const f of product) if (!rel(f).startsWith('src/rules/')) scan(f, false);

  const reached = new Set<number>();
  const via = new Map<number, Set<number>>();
  const queue = [...sites.keys()];
  while (queue.length) {
    const n = queue.pop()!;
    if (reached.has(n)) continue;
    reached.add(n);
    for (const t of edges.get(n) ?? []) {
      (via.get(t) ?? via.set(t, new Set()).get(t)!).add(n);
      queue.push(t);
    }
  }

  // The registry and the module helper are the CLI's machinery, not rules.
  const isRuleFunction = (d: Decl) => d.fn && d.exported && !d.file.includes('/registry') && d.file !== 'src/rules/module.ts';
  const label = (of: Decl, by: Decl) => (by.file === of.file ? by.name : `${by.file}:${by.name}`);
  const applications: RuleApplication[] = decls.flatMap((d, i) => {
    if (!isRuleFunction(d)) return [];
    const callSites = (sites.get(i) ?? []).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return [
      {
        name: d.name,
        file: d.file,
        line: d.line,
        endLine: d.endLine,
        ids: expandIds(d.text),
        applied: reached.has(i),
        callSites,
        via: callSites.length > 0 ? [] : [...(via.get(i) ?? [])].map((b) => label(d, decls[b]!)).sort(),
      },
    ];
  });

  const users = new Map<number, number[]>();
  for (const [from, tos] of edges) for (const t of tos) (users.get(t) ?? users.set(t, []).get(t)!).push(from);
  return {
    applications,
    declarations: decls.map((d, i) => ({ file: d.file, name: d.name, line: d.line, endLine: d.endLine, ruleFunction: isRuleFunction(d), users: users.get(i) ?? [] })),
    productModules: [...product].map(rel).sort(),
  };
}

// Bump when what computeRuleGraph answers changes, so no older answer is read back.
const GRAPH_VERSION = 1;
const CACHE_FILE = 'node_modules/.cache/workbench/rule-graph.json';

/** A digest of everything the compiler reads for the answer: the sources the product and the rules can import, and the configuration. */
function sourceDigest(root: string): string {
  const hash = createHash('sha1').update(`${GRAPH_VERSION}\0${loadTypeScript().version}\0`);
  const files = walkFiles(root, ['src', 'simulator', 'spec'], (p) => /\.(tsx?|json)$/.test(p) && !isTest(relative(root, p)));
  for (const f of [...files, join(root, 'tsconfig.json')]) {
    if (!existsSync(f)) continue;
    hash.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The compiler's answer for one project root, kept (under node_modules/.cache) for the same sources: building
 * the program takes seconds, and coverage, the report and the tests ask for it more than once.
 */
export function ruleGraph(root = process.cwd(), opts: { cache?: boolean } = {}): RuleGraph {
  const abs = resolve(root);
  if (opts.cache === false) return computeRuleGraph(abs);
  const cacheFile = join(abs, CACHE_FILE);
  const digest = sourceDigest(abs);
  try {
    const kept = JSON.parse(readFileSync(cacheFile, 'utf8')) as { digest?: string; graph?: RuleGraph };
    if (kept.digest === digest && kept.graph) return kept.graph;
  } catch {
    // No answer kept yet, or an unreadable one: compute it.
  }
  const graph = computeRuleGraph(abs);
  try {
    mkdirSync(join(cacheFile, '..'), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify({ digest, graph }));
  } catch {
    // A read-only checkout still answers, only more slowly next time.
  }
  return graph;
}

export function ruleApplications(root = process.cwd(), opts: { cache?: boolean } = {}): RuleApplication[] {
  return ruleGraph(root, opts).applications;
}
