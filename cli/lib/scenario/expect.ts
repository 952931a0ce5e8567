import type { ScenarioExpectation } from '../../../spec/scenarios/schema';
import { parseSessionCookie } from '../../../src/rules/sessionCookie';
import { SESSION_COOKIE as SHARED_SESSION_COOKIE } from '../../../src/rules/sessionEstablishment';
import type { Observed } from './driver';

/** One expectation that did not hold, said precisely enough to act on. */
export interface Mismatch {
  /** Which expectation: `text`, `session.storeId`, `cookies.SAFEWAY_KMSI`, `calls`... */
  what: string;
  expected: string;
  actual: string;
}

const show = (v: unknown): string => {
  if (v === undefined) return '(absent)';
  try {
    return JSON.stringify(v);
  } catch {
    return '(unprintable)';
  }
};

/** Reads a dotted path (`error.message`, `rules.0`) of a value; undefined where the path leads nowhere. */
export function atPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const sameJson = (a: unknown, b: unknown): boolean => show(a) === show(b);

/** The session cookie's selection type (`default`, `user`, `deeplink`), wherever the cookie keeps it. */
function selectionOf(observed: Observed): string | undefined {
  // Read as the storefront reads it: under its B_ or ACI name on sites that rename it.
  const info = parseSessionCookie((observed.siteCookies ?? observed.cookies).get(SHARED_SESSION_COOKIE)).info as Record<string, unknown>;
  for (const section of ['COMMON', 'J4U', 'SHOP']) {
    const s = info[section] as Record<string, unknown> | undefined;
    const v = s?.Selection ?? s?.selectionType;
    if (typeof v === 'string' && v !== '') return v;
  }
  return undefined;
}

export function checkExpectations(expect: ScenarioExpectation, observed: Observed): Mismatch[] {
  const out: Mismatch[] = [];
  const texts = observed.texts;
  for (const t of expect.text) if (!texts.some((seen) => seen.includes(t))) out.push({ what: 'text', expected: t, actual: texts.length ? texts.map((s) => show(s)).join(' | ') : '(no text)' });
  for (const t of expect.notText) {
    const hit = texts.find((seen) => seen.includes(t));
    if (hit !== undefined) out.push({ what: 'notText', expected: `not ${show(t)}`, actual: show(hit) });
  }
  if (expect.url !== undefined) {
    const ok = expect.url.endsWith('*') ? observed.url.startsWith(expect.url.slice(0, -1)) : observed.url === expect.url;
    if (!ok) out.push({ what: 'url', expected: expect.url, actual: observed.url });
  }
  const s = observed.session;
  const fields: Record<string, string | undefined> = {
    userType: s?.userType,
    storeId: s?.storeId,
    zipcode: s?.zipcode,
    preference: s?.preference,
    selection: selectionOf(observed),
    siteType: s?.siteType,
    firstName: s?.firstName ?? undefined,
  };
  for (const [name, want] of Object.entries(expect.session)) {
    if (want === undefined) continue;
    if (fields[name] !== want) out.push({ what: `session.${name}`, expected: want, actual: show(fields[name]) });
  }
  const jar = observed.cookies.all();
  for (const [name, want] of Object.entries(expect.cookies)) {
    const actual = jar[name];
    if (typeof want === 'string' ? actual !== want : (actual !== undefined) !== want.present) out.push({ what: `cookies.${name}`, expected: typeof want === 'string' ? want : want.present ? '(present)' : '(absent)', actual: show(actual) });
  }
  for (const [key, want] of Object.entries(expect.storage)) {
    const actual = observed.storage.local.get(key) ?? observed.storage.session.get(key);
    if (typeof want === 'string' ? actual !== want : (actual !== undefined) !== want.present) out.push({ what: `storage.${key}`, expected: typeof want === 'string' ? want : want.present ? '(present)' : '(absent)', actual: show(actual) });
  }
  const made = new Set(observed.calls.flatMap((c) => [...c.calls]));
  for (const call of expect.calls) if (!made.has(call)) out.push({ what: 'calls', expected: call, actual: [...made].join(', ') || '(no calls)' });
  for (const call of expect.notCalls) if (made.has(call)) out.push({ what: 'notCalls', expected: `no ${call}`, actual: call });
  for (const e of expect.events) if (!observed.events.includes(e)) out.push({ what: 'events', expected: e, actual: observed.events.join(', ') || '(no events)' });
  for (const e of expect.notEvents) if (observed.events.includes(e)) out.push({ what: 'notEvents', expected: `no ${e}`, actual: e });
  for (const line of expect.logs) if (!observed.logs.some((l) => l.includes(line))) out.push({ what: 'logs', expected: line, actual: observed.logs.map((l) => show(l)).join(' | ') || '(no logs)' });
  for (const [path, want] of Object.entries(expect.output)) {
    const actual = atPath(observed.output, path);
    if (!sameJson(actual, want)) out.push({ what: `output.${path}`, expected: show(want), actual: show(actual) });
  }
  return out;
}
