import type { ScenarioExpectation } from '../../../spec/scenarios/schema';
import { expectationInWords } from './words';

/**
 * The QA panel's checklist ticks itself: each expected outcome of a scenario is matched against what the page and the
 * simulator did (the panel's log) and what the page shows now. A positive outcome is ticked once it has been seen;
 * a negative one ("is not called", "you do not see") cannot be seen to hold before the walk-through is over, so a
 * person ticks it, and the panel flags it when it is contradicted. A rule's answer has no page: by hand.
 */

export type LogKind = 'call' | 'navigation' | 'toast' | 'modal' | 'event' | 'log';
export interface LogEntry {
  readonly kind: LogKind;
  readonly text: string;
  /** CALL IDs of a call (from the simulator's route table). */
  readonly calls?: readonly string[];
  /** Simulator time (ms). */
  readonly at: number;
}

/** What the page shows and holds now, read when the checklist is checked. */
export interface Observation {
  /** The storefront's visible text (its own root, never the panel's). */
  readonly text: string;
  /** Path and query of the page. */
  readonly url: string;
  readonly cookie: (name: string) => string | undefined;
  readonly storage: (key: string) => string | undefined;
  readonly session: Readonly<Record<string, string | null | undefined>> | null;
  readonly log: readonly LogEntry[];
}

export type Verdict = 'seen' | 'not-yet' | 'by-hand' | 'contradicted';

export interface CheckItem {
  readonly line: string;
  readonly check: (o: Observation) => Verdict;
}

const seenIf = (ok: boolean): Verdict => (ok ? 'seen' : 'not-yet');
const handUnless = (contradicted: boolean): Verdict => (contradicted ? 'contradicted' : 'by-hand');
const presenceHolds = (value: string | undefined, want: string | { present: boolean }) => (typeof want === 'string' ? value === want : (value !== undefined) === want.present);

/** The session fields an expectation names, as the page's session has them. */
function sessionField(session: Observation['session'], key: string): string | null | undefined {
  return session?.[key];
}

/** The scenario's expected outcome as checklist items, in the order (and words) of `expectationInWords`. */
export function expectationChecks(e: ScenarioExpectation): CheckItem[] {
  const checks: ((o: Observation) => Verdict)[] = [
    ...e.text.map((t) => (o: Observation) => seenIf(o.text.includes(t))),
    ...e.notText.map((t) => (o: Observation) => handUnless(o.text.includes(t) || o.log.some((l) => l.kind === 'toast' && l.text.includes(t)))),
    ...(e.url ? [(o: Observation) => seenIf(e.url!.endsWith('*') ? o.url.startsWith(e.url!.slice(0, -1)) : o.url === e.url)] : []),
    // A session field the page does not show the panel (the selection type) is checked by a person.
    ...Object.entries(e.session).map(([k, v]) => (o: Observation) => (o.session !== null && !(k in o.session) ? 'by-hand' : seenIf(o.session !== null && String(sessionField(o.session, k) ?? '').toUpperCase() === String(v).toUpperCase()))),
    // A cookie the page cannot read (an HttpOnly one) is never seen here: the person checks it in the browser's tools.
    ...Object.entries(e.cookies).map(([k, v]) => (o: Observation) => (typeof v !== 'string' && !v.present ? handUnless(o.cookie(k) !== undefined) : seenIf(presenceHolds(o.cookie(k), v)))),
    ...Object.entries(e.storage).map(([k, v]) => (o: Observation) => (typeof v !== 'string' && !v.present ? handUnless(o.storage(k) !== undefined) : seenIf(presenceHolds(o.storage(k), v)))),
    ...e.calls.map((c) => (o: Observation) => seenIf(o.log.some((l) => l.kind === 'call' && (l.calls ?? []).includes(c)))),
    ...e.notCalls.map((c) => (o: Observation) => handUnless(o.log.some((l) => l.kind === 'call' && (l.calls ?? []).includes(c)))),
    ...e.events.map((c) => (o: Observation) => seenIf(o.log.some((l) => l.kind === 'event' && l.text === c))),
    ...e.notEvents.map((c) => (o: Observation) => handUnless(o.log.some((l) => l.kind === 'event' && l.text === c))),
    ...e.logs.map((c) => (o: Observation) => seenIf(o.log.some((l) => l.kind === 'log' && l.text.includes(c)))),
    ...Object.keys(e.output).map(() => (): Verdict => 'by-hand'),
  ];
  const lines = expectationInWords(e);
  return lines.map((line, i) => ({ line, check: checks[i] ?? (() => 'by-hand') }));
}
