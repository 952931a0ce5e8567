import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { walkFiles } from './testTitles';

/**
 * Which exported `src/rules` functions the product applies, found from the code itself (never kept by hand).
 *
 * The product is `src/` outside `src/rules`, `simulator/` and `cli/`, test files and test helpers excluded.
 * A function is applied when product code names it (an import or any use of the identifier, comments
 * ignored), or when a rule module that is applied names it: the same fixed point as the repository check
 * `rules-applied`, so the two counts agree. Each function also carries the catalogue rule IDs its own
 * documentation and answer name, so coverage can speak per rule ID.
 */
export interface RuleFunction {
  name: string;
  /** `src/rules/…` file that exports it. */
  file: string;
  line: number;
  /** Catalogue IDs named in its doc comment and body (ranges like `COOKIE-09..11` expanded). */
  ids: string[];
}

export interface CallSite {
  file: string;
  line: number;
}

export interface RuleApplication extends RuleFunction {
  applied: boolean;
  /** Product lines that name it; empty when it is applied only through another rule module. */
  callSites: CallSite[];
  /** Applied rule functions (other files, or its own file) through which it is reached, when not named by the product directly. */
  via: string[];
}

const isTest = (p: string) => /\.(test|spec)\.tsx?$/.test(p) || p.includes('/testing') || /testing\.tsx?$/.test(p);
const EXPORTED_FUNCTION = /^export (?:async )?function (\w+)/gm;
const EXPORTED_ARROW = /^export const (\w+)\s*=\s*(?:\([^)]*\)|\w+)\s*(?::[^=]*)?=>/gm;
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

/**
 * The text with comments blanked (newlines kept so line numbers hold). Strings are kept: a rule named in a
 * string is still named. Quotes end at the line's end, so a regex literal holding a quote cannot swallow
 * the rest of the file.
 */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === '\\' && next !== undefined) {
        out += next;
        i += 2;
        continue;
      }
      if (c === quote || (c === '\n' && quote !== '`')) quote = null;
      i++;
      continue;
    }
    if (c === '\\' && next !== undefined) {
      out += c + next;
      i += 2;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    out += c;
    i++;
  }
  return out;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const word = (name: string) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);

/** Exported rule functions of `src/rules` (registries, tests and test helpers excluded), with the IDs each names. */
export function ruleFunctions(root = process.cwd()): RuleFunction[] {
  const files = walkFiles(root, ['src/rules'], (p) => /\.ts$/.test(p) && !isTest(p) && !/\/registry[^/]*$/.test(p));
  const out: RuleFunction[] = [];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const starts: { name: string; index: number }[] = [];
    for (const re of [EXPORTED_FUNCTION, EXPORTED_ARROW]) for (const m of text.matchAll(re)) starts.push({ name: m[1]!, index: m.index });
    starts.sort((a, b) => a.index - b.index);
    // A function's own text: from the doc comment just above it to the next top-level declaration or doc comment.
    const boundaries = [...text.matchAll(/^(?:\/\*\*|export |function |const |let |interface |type |class )/gm)].map((m) => m.index);
    for (const s of starts) {
      const docStart = text.lastIndexOf('/**', s.index);
      const docEnd = docStart === -1 ? -1 : text.indexOf('*/', docStart);
      const begin = docStart !== -1 && docEnd !== -1 && text.slice(docEnd + 2, s.index).trim() === '' ? docStart : s.index;
      const end = boundaries.find((b) => b > s.index && text[b] !== undefined && !text.startsWith('*/', b)) ?? text.length;
      out.push({ name: s.name, file: relative(root, path), line: lineOf(text, s.index), ids: expandIds(text.slice(begin, end)) });
    }
  }
  return out;
}

/** Product source files: `src/` outside `src/rules`, `simulator/`, `cli/`; tests and test helpers excluded. */
export function productFiles(root = process.cwd()): string[] {
  return walkFiles(root, ['src', 'simulator', 'cli'], (p) => /\.tsx?$/.test(p) && !isTest(p)).filter((p) => !relative(root, p).startsWith('src/rules/'));
}

export function ruleApplications(root = process.cwd()): RuleApplication[] {
  const fns = ruleFunctions(root);
  const product = productFiles(root).map((p) => ({ file: relative(root, p), text: stripComments(readFileSync(p, 'utf8')) }));
  const ruleText = new Map<string, string>();
  for (const f of new Set(fns.map((f) => f.file))) ruleText.set(f, stripComments(readFileSync(`${root}/${f}`, 'utf8')));

  const apps = new Map<string, RuleApplication>();
  for (const f of fns) {
    const re = word(f.name);
    const callSites: CallSite[] = [];
    for (const p of product) {
      if (!re.test(p.text)) continue;
      const lines = p.text.split('\n');
      const uses = lines.flatMap((l, i) => (re.test(l) ? [i + 1] : []));
      // Uses rather than the import line, unless the import (or re-export) is all there is.
      const nonImport = uses.filter((n) => !/^\s*(import|export\s*\{)/.test(lines[n - 1] ?? '') && !/^\s*\w+,?\s*$/.test(lines[n - 1] ?? ''));
      for (const line of nonImport.length > 0 ? nonImport : uses.slice(0, 1)) callSites.push({ file: p.file, line });
    }
    apps.set(f.name, { ...f, applied: callSites.length > 0, callSites, via: [] });
  }

  // Fixed point: a function named by an applied rule module (another file), or by an applied function of its own file.
  let changed = true;
  while (changed) {
    changed = false;
    const liveFiles = new Set([...apps.values()].filter((a) => a.applied).map((a) => a.file));
    for (const a of apps.values()) {
      if (a.applied) continue;
      const re = word(a.name);
      const viaOther = [...liveFiles].filter((f) => f !== a.file && re.test(ruleText.get(f) ?? ''));
      const own = ruleText.get(a.file) ?? '';
      const ownUses = (own.match(new RegExp(re.source, 'g')) ?? []).length;
      const ownWired = [...apps.values()].filter((b) => b.applied && b.file === a.file && b.name !== a.name);
      const viaOwn = ownUses > 1 && ownWired.length > 0 ? ownWired.filter((b) => functionBody(own, b.name).match(re)).map((b) => b.name) : [];
      if (viaOther.length > 0 || (ownUses > 1 && ownWired.length > 0)) {
        a.applied = true;
        a.via = [...viaOther, ...(viaOwn.length > 0 ? viaOwn : ownUses > 1 && ownWired.length > 0 ? [a.file] : [])];
        changed = true;
      }
    }
  }
  return [...apps.values()];
}

/** The text of one top-level function of a module, for naming which wired function reaches another. */
function functionBody(text: string, name: string): string {
  const m = new RegExp(`^export (?:async )?(?:function ${name}\\b|const ${name}\\b)`, 'm').exec(text);
  if (!m) return '';
  const rest = text.slice(m.index + m[0].length);
  const next = /^(?:export |function |const )/m.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}
