/**
 * What the storefront core did, told to the QA panel in simulator mode: its named steps (`message:E0000011`,
 * `signIn:enterPassword`) and its log lines. The panel's code is loaded on demand, after the page load has already
 * run, so the events are kept on the window as well as dispatched; the live build never publishes any.
 */
export type PageEventKind = 'event' | 'log';
export interface PageEvent {
  readonly kind: PageEventKind;
  readonly text: string;
  /** The simulator's time when it happened (ms). */
  readonly at: number;
}

export const PAGE_EVENTS_GLOBAL = '__workbenchPageEvents';
export const PAGE_EVENT = 'workbench:page-event';

/** Publishes one event: kept on the window (for a panel that loads later) and dispatched (for one already there). */
export function publishPageEvent(kind: PageEventKind, text: string, at: number): void {
  const holder = window as unknown as Record<string, PageEvent[] | undefined>;
  const event: PageEvent = { kind, text, at };
  (holder[PAGE_EVENTS_GLOBAL] ??= []).push(event);
  window.dispatchEvent(new CustomEvent<PageEvent>(PAGE_EVENT, { detail: event }));
}

/** The events published so far on this page. */
export function pageEventsSoFar(): readonly PageEvent[] {
  return (window as unknown as Record<string, PageEvent[] | undefined>)[PAGE_EVENTS_GLOBAL] ?? [];
}
