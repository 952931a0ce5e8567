import { readFileSync } from 'node:fs';
import { calls as catalogueCalls } from '../../../spec/catalogue/calls';
import { createSimContext } from '../../../simulator/core/context';
import type { SimContext } from '../../../simulator/core/context';
import { CONTROL_BASE } from '../../../simulator/control/routes';
import { parseCookies, RouteTable } from '../../../simulator/runtimes/dispatch';
import type { AnyRoute } from '../../../simulator/runtimes/dispatch';
import { allRoutes } from '../../../simulator/runtimes/routes';
import { idsOf } from '../../../contracts/pactConfig';
import type { PactEntry } from '../../../contracts/verify';
import { UsageError } from '../output';
import { jsonDepth, MAX_JSON_DEPTH, terminalText } from '../terminal';
import { probeSchemas } from '../../../simulator/core/schemaProbe';
import type { ProbedPart } from '../../../simulator/core/schemaProbe';
import { z } from 'zod';
import { checkShape } from './shape';
import type { ShapeFindings } from './shape';
import { responseSchemasOf } from './schemas';

/**
 * The drift check of recorded traffic (a HAR) against what this workbench holds of the upstreams: each request is
 * matched to its CALL by method and path in the simulator's own route table, then checked against the spec's zod
 * schemas of that CALL (the request parts as the simulator's route parses them, the success answer as the
 * storefront's client parses it: missing, extra and mistyped fields), the Pact interactions of that CALL (the
 * statuses, request headers and response fields the storefront relies on) and the catalogue's statuses.
 *
 * A HAR holds tokens, cookies and personal data: nothing here keeps a header value, a cookie, a query value or a body
 * value. Findings name header names, field paths, JSON types and statuses only.
 */

export class HarError extends Error {}

export interface HarCall {
  /** Position in the HAR (0-based). */
  index: number;
  method: string;
  /** The path only: the query is dropped, its values may be secrets. */
  path: string;
  query: URLSearchParams;
  requestHeaders: Headers;
  requestBody: unknown;
  status: number;
  responseBody: unknown;
  responseIsJson: boolean;
}

export type FindingKind = 'unknown-call' | 'unknown-status' | 'request-field' | 'missing-header' | 'unexpected-bearer' | 'missing-field' | 'extra-field' | 'wrong-type' | 'wrong-value';

/** What a finding was checked against: the Pact interactions, or the spec's zod schemas. */
export type DriftSource = 'contract' | 'schema';

export interface Finding {
  kind: FindingKind;
  call: string;
  entry: number;
  method: string;
  path: string;
  /** Header name, field path (`$.…` the answer, `request.…` the request body) or status: never a value. */
  detail: string;
  /** For a field finding: what found it (a field both the contract and the schema miss is one finding). */
  against?: DriftSource[];
}

export interface CallSummary {
  call: string;
  requests: number;
  drift: number;
  /** Response fields the recording has that no interaction pins (reported, not drift: a contract pins only what the storefront reads). */
  extraFields: string[];
  ownSchema: boolean;
  /** Whether the spec has a zod schema of this CALL's success answer (the request's are the simulator's parsing). */
  responseSchema: boolean;
}

export interface DriftReport {
  entries: number;
  /** Entries that are not upstream calls (pages, scripts, images) or are the simulator's control API. */
  skipped: number;
  calls: CallSummary[];
  findings: Finding[];
}

// ---- reading a HAR ----

interface RawHeader {
  name?: unknown;
  value?: unknown;
}

function headersOf(list: unknown): Headers {
  const headers = new Headers();
  if (!Array.isArray(list)) return headers;
  for (const h of list as RawHeader[]) {
    if (typeof h?.name !== 'string' || typeof h.value !== 'string' || h.name.startsWith(':')) continue;
    try {
      headers.append(h.name, h.value);
    } catch {
      // A header Headers refuses is left out of the checks.
    }
  }
  return headers;
}

function decodeText(content: { text?: unknown; encoding?: unknown } | undefined): string | undefined {
  if (typeof content?.text !== 'string') return undefined;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

function parseJson(text: string | undefined): { json: boolean; value: unknown } {
  if (text === undefined || text.trim() === '') return { json: false, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false, value: text };
  }
}

/** A HAR file's calls for a command: a file that cannot be read, or is no HAR, is a UsageError (exit 2) saying why. */
export function readHarFile(file: string): HarCall[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return readHar(text);
  } catch (e) {
    if (e instanceof HarError) throw new UsageError(`${file} is not a readable HAR: ${e.message}`);
    throw e;
  }
}

/** The calls of a HAR (http archive 1.2); anything that is not one is a HarError naming what is wrong. */
export function readHar(text: string): HarCall[] {
  let har: unknown;
  try {
    har = JSON.parse(text);
  } catch (error) {
    throw new HarError(`not JSON: ${(error as Error).message}`);
  }
  const entries = (har as { log?: { entries?: unknown } } | null)?.log?.entries;
  if (!Array.isArray(entries)) throw new HarError('not a HAR: no log.entries array');
  return entries.map((raw, index) => {
    const e = raw as { request?: Record<string, unknown>; response?: Record<string, unknown> } | null;
    const request = e?.request;
    const response = e?.response;
    if (!request || typeof request.method !== 'string' || typeof request.url !== 'string' || !response || typeof response.status !== 'number') {
      throw new HarError(`entry ${index} has no request method and url or no response status`);
    }
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      throw new HarError(`entry ${index} has a url that does not parse`);
    }
    const post = request.postData as { text?: unknown } | undefined;
    const body = parseJson(typeof post?.text === 'string' ? post.text : undefined);
    const answer = parseJson(decodeText(response.content as { text?: unknown; encoding?: unknown } | undefined));
    // The checks walk bodies recursively: a body nested past the limit is refused here, by name, not met as a crash.
    for (const [part, value] of [['request body', body.value], ['response body', answer.value]] as const) {
      if (jsonDepth(value) > MAX_JSON_DEPTH) throw new HarError(`entry ${index}'s ${part} is JSON nested deeper than ${MAX_JSON_DEPTH} levels (the depth limit of recorded JSON)`);
    }
    return {
      index,
      method: request.method.toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      requestHeaders: headersOf(request.headers),
      requestBody: body.value,
      status: response.status,
      responseBody: answer.value,
      responseIsJson: answer.json,
    };
  });
}

// ---- what is known of each CALL ----

interface PactView {
  ids: string[];
  method: string;
  path: string;
  status: number;
  requestHeaders: string[];
  body: unknown;
  hasBody: boolean;
}

function pactViews(pacts: readonly PactEntry[]): PactView[] {
  return pacts.flatMap(({ pact }) =>
    pact.interactions.map((i) => {
      const request = i.request as { method: string; path: string; headers?: Record<string, unknown> };
      const response = i.response as { status: number; body?: unknown };
      const body = response.body as { content?: unknown; contentType?: string } | undefined;
      const content = body && typeof body === 'object' && 'content' in body ? body.content : body;
      return { ids: idsOf(i.description), method: request.method.toUpperCase(), path: request.path, status: response.status, requestHeaders: Object.keys(request.headers ?? {}).map((h) => h.toLowerCase()), body: content, hasBody: content !== undefined };
    }),
  );
}

/** Statuses the catalogue's response column names for a CALL (e.g. "200 full & cached, 206 partial"). */
function catalogueStatuses(call: string): number[] {
  const entry = catalogueCalls.find((c) => c.id === call);
  return [...(entry?.response ?? '').matchAll(/\b([1-5]\d{2})\b/g)].map((m) => Number(m[1]));
}

/** Headers whose presence says nothing of the contract (the transport's and the browser's own). */
const TRANSPORT_HEADERS = new Set(['content-type', 'accept', 'content-length', 'cookie', 'host', 'origin', 'referer', 'user-agent', 'accept-encoding', 'accept-language', 'connection']);

// ---- comparing a body with a pinned one ----

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

interface ShapeDiff {
  missing: string[];
  wrongType: string[];
  extra: string[];
}

function compareShape(pinned: unknown, actual: unknown, path: string, out: ShapeDiff): void {
  if (jsonType(pinned) !== jsonType(actual)) {
    out.wrongType.push(`${path} (${jsonType(actual)}, expected ${jsonType(pinned)})`);
    return;
  }
  if (Array.isArray(pinned) && Array.isArray(actual)) {
    if (pinned.length > 0) for (const item of actual) compareShape(pinned[0], item, `${path}[*]`, out);
    return;
  }
  if (pinned !== null && typeof pinned === 'object' && actual !== null && typeof actual === 'object') {
    const p = pinned as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of Object.keys(p)) {
      if (!Object.prototype.hasOwnProperty.call(a, key)) out.missing.push(`${path}.${key}`);
      else compareShape(p[key], a[key], `${path}.${key}`, out);
    }
    for (const key of Object.keys(a)) if (!Object.prototype.hasOwnProperty.call(p, key)) out.extra.push(`${path}.${key}`);
  }
}

const unique = (list: string[]) => [...new Set(list)];

// ---- the check ----

export interface DriftOptions {
  pacts: readonly PactEntry[];
  routes?: readonly AnyRoute[];
}

/** The first path segments the simulator serves (`/apim`, `/bin`, `/idp`…): a request under one is an upstream call. */
function servicePrefixes(routes: readonly AnyRoute[]): Set<string> {
  return new Set(routes.filter((r) => r.service !== 'control').map((r) => `/${r.path.split('/')[1] ?? ''}`));
}

/**
 * The request parts the route parses, with the spec's schemas it parses them with: the route runs on a scratch
 * simulator under a probe (its answer is not used), so a part it never reaches (after a refused token) is not checked.
 */
async function parsedParts(route: AnyRoute, call: HarCall, params: Record<string, string>, ctx: SimContext): Promise<ProbedPart[]> {
  try {
    const url = new URL(`http://drift.local${call.path}`);
    for (const [name, value] of call.query) url.searchParams.append(name, value);
    const request = { method: route.method, url, params, headers: call.requestHeaders, body: call.requestBody, cookies: parseCookies(call.requestHeaders.get('cookie')) };
    return (await probeSchemas(() => route.resolve(request, ctx))).parts;
  } catch {
    return [];
  }
}

/** The first field a query, path or header schema refuses (the name only), as the route's 400 would name it. */
function refusedField(part: ProbedPart): string | undefined {
  const result = z.safeParse(part.schema, part.value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue && issue.path.length > 0 ? issue.path.map(String).join('.') : part.part;
}

/** The shape findings of a body against the nearest of its schemas (a route may answer more than one shape). */
function nearest(schemas: readonly z.core.$ZodType[], body: unknown, root: string): ShapeFindings | undefined {
  const size = (f: ShapeFindings) => f.missing.length + f.extra.length + f.wrongType.length + f.wrongValue.length;
  return schemas.map((schema) => checkShape(schema, body, root)).sort((a, b) => size(a) - size(b))[0];
}

export async function checkDrift(har: readonly HarCall[], options: DriftOptions): Promise<DriftReport> {
  const routes = options.routes ?? allRoutes;
  const table = new RouteTable(routes);
  const prefixes = servicePrefixes(routes);
  const views = pactViews(options.pacts);
  const ctx = createSimContext();
  const findings: Finding[] = [];
  const summaries = new Map<string, CallSummary>();
  let skipped = 0;
  const summary = (call: string, ownSchema: boolean) => {
    let s = summaries.get(call);
    if (!s) summaries.set(call, (s = { call, requests: 0, drift: 0, extraFields: [], ownSchema, responseSchema: false }));
    return s;
  };
  for (const entry of har) {
    const isControl = entry.path === CONTROL_BASE || entry.path.startsWith(`${CONTROL_BASE}/`);
    if (isControl || !prefixes.has(`/${entry.path.split('/')[1] ?? ''}`) || entry.method === 'OPTIONS') {
      skipped++;
      continue;
    }
    const add = (kind: FindingKind, call: string, detail: string, against?: DriftSource) => {
      // A field both the contract and the schema find is one finding, naming both.
      const where = detail.split(' (')[0];
      const same = against && findings.find((f) => f.entry === entry.index && f.kind === kind && f.detail.split(' (')[0] === where);
      if (same && against) {
        if (!same.against?.includes(against)) same.against = [...(same.against ?? []), against];
        return;
      }
      findings.push({ kind, call, entry: entry.index, method: entry.method, path: entry.path, detail, ...(against ? { against: [against] } : {}) });
      summary(call, false).drift++;
    };
    const addShape = (call: string, found: ShapeFindings) => {
      for (const path of found.missing) add('missing-field', call, path, 'schema');
      for (const path of found.extra) add('extra-field', call, path, 'schema');
      for (const path of found.wrongType) add('wrong-type', call, path, 'schema');
      for (const path of found.wrongValue) add('wrong-value', call, path, 'schema');
    };
    const hit = table.match(entry.method, entry.path);
    if (!hit || hit.route.calls.length === 0) {
      summary('unknown', false).requests++;
      add('unknown-call', 'unknown', `${entry.method} ${entry.path}`);
      continue;
    }
    const call = hit.route.calls.join('+');
    const s = summary(call, hit.route.ownSchema === true);
    s.requests++;
    const answerSchemas = responseSchemasOf(hit.route.method, hit.route.path);
    if (answerSchemas.length > 0) s.responseSchema = true;
    // The interactions of this CALL on this same route (one CALL can name several paths, e.g. a search and its images).
    const mine = views.filter((v) => v.method === entry.method && v.ids.some((id) => hit.route.calls.includes(id)) && table.match(v.method, v.path)?.route === hit.route);
    // Status: one the interactions pin or the catalogue names (a redirect of a navigation is its answer).
    const known = new Set([...mine.map((v) => v.status), ...hit.route.calls.flatMap(catalogueStatuses)]);
    const navigation = entry.status >= 300 && entry.status < 400 && mine.length === 0;
    if (known.size > 0 && !known.has(entry.status) && !navigation) add('unknown-status', call, String(entry.status));
    // Request: every part the simulator's route parses, against the spec's schema it parses it with; a body field by
    // field, a query, path or header by the first field refused (what the route's 400 names).
    for (const part of await parsedParts(hit.route, entry, hit.params, ctx)) {
      if (part.part === 'body') addShape(call, checkShape(part.schema, part.value, 'request'));
      else {
        const field = refusedField(part);
        if (field) add('request-field', call, field);
      }
    }
    // Headers every interaction of the CALL sends; a bearer where none sends one.
    if (mine.length > 0) {
      const required = mine.map((v) => new Set(v.requestHeaders)).reduce((a, b) => new Set([...a].filter((h) => b.has(h))));
      for (const name of [...required].sort()) if (!TRANSPORT_HEADERS.has(name) && !entry.requestHeaders.has(name)) add('missing-header', call, name);
      if (entry.requestHeaders.has('authorization') && !mine.some((v) => v.requestHeaders.includes('authorization'))) add('unexpected-bearer', call, 'authorization');
    }
    // Response: fields and types of the interaction with this status that the recording matches best.
    const pinned = mine.filter((v) => v.status === entry.status && v.hasBody && v.body !== null && typeof v.body === 'object');
    if (pinned.length > 0 && entry.responseIsJson) {
      const diffs = pinned.map((v) => {
        const d: ShapeDiff = { missing: [], wrongType: [], extra: [] };
        compareShape(v.body, entry.responseBody, '$', d);
        return d;
      });
      const best = diffs.reduce((a, b) => (b.missing.length + b.wrongType.length < a.missing.length + a.wrongType.length ? b : a));
      for (const path of unique(best.missing)) add('missing-field', call, path, 'contract');
      for (const path of unique(best.wrongType)) add('wrong-type', call, path, 'contract');
      s.extraFields = unique([...s.extraFields, ...best.extra]);
    } else if (pinned.length > 0 && !entry.responseIsJson && entry.status !== 204) {
      add('wrong-type', call, '$ (not JSON)', 'contract');
    }
    // Response: a success answer against the spec's schema the storefront parses it with.
    if (answerSchemas.length > 0 && entry.status >= 200 && entry.status < 300 && entry.status !== 204) {
      if (entry.responseIsJson) {
        const found = nearest(answerSchemas, entry.responseBody, '$');
        if (found) addShape(call, found);
      } else if (entry.responseBody !== undefined) add('wrong-type', call, '$ (not JSON)', 'schema');
    }
  }
  const order = (c: string) => (c === 'unknown' ? Infinity : Number(/\d+/.exec(c)?.[0] ?? 0));
  return { entries: har.length, skipped, calls: [...summaries.values()].sort((a, b) => order(a.call) - order(b.call)), findings };
}

/** One line per CALL, with counts; names and paths only. */
export function driftLines(report: DriftReport): string[] {
  const lines = report.calls.map((c) => {
    const kinds = report.findings.filter((f) => f.call === c.call);
    const detail = kinds.length === 0 ? 'ok' : kinds.map((f) => `${f.kind} ${f.detail}`).join('; ');
    return `${c.call.padEnd(18)} ${String(c.requests).padStart(4)} request${c.requests === 1 ? ' ' : 's'}  ${c.drift === 0 ? 'no drift' : `${c.drift} drift`}${c.ownSchema ? " (simulator's own schema)" : ''}${kinds.length ? `: ${detail}` : ''}`;
  });
  const drift = report.findings.length;
  lines.push(`${report.entries} entries, ${report.entries - report.skipped} upstream calls, ${report.skipped} skipped (pages, assets, control API); ${drift === 0 ? 'no drift' : `${drift} drift finding${drift === 1 ? '' : 's'}`}`);
  // The details name the recording's own fields and paths: printed with their control characters escaped.
  return lines.map(terminalText);
}
