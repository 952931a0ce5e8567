import { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ActiveFault } from '../../../spec/schemas/faults';
import type { FaultKind } from '../../../spec/schemas/faults';
import type { Scenario } from '../../../spec/scenarios/schema';
import { createSimulatorControl } from '../../api/simulatorControl';
import type { ActiveScenarioEntry, FaultEntry, OutboxEntry, RouteEntry, ScenarioEntry } from '../../api/simulatorControl';
import { GUEST_SESSION_TTL_MS, HOUR_MS, SIGNED_IN_SESSION_TTL_MS } from '../../rules/expiry';
import { RESEND_WAIT_MS } from '../../rules/signInMachine';
import { describeUserType } from '../../rules/userTypes';
import { environmentFromHost } from '../../rules/environment';
import { StorefrontContext, useApp } from '../shell/AppContext';
import { PAGE_EVENT, pageEventsSoFar } from '../shell/pageEvents';
import type { PageEvent } from '../shell/pageEvents';
import { decodeCookieValue } from '../../rules/cookieHeader';
import { expectationChecks } from './observe';
import type { LogEntry, Observation, Verdict } from './observe';
import { callEntry, readLog, writeLog } from './pageLog';
import { reproLink } from './link';
import { duration, FAULT_KINDS, faultInWords, KIND_WORDS, stepInWords } from './words';

/** The spec's durations a hand walk-through needs to pass: each a named button that advances the simulator clock. */
export const CLOCK_STEPS: readonly { label: string; ms: number }[] = [
  { label: 'Resend wait (OTP-09)', ms: RESEND_WAIT_MS },
  { label: 'Lockout (ERRORS-04)', ms: HOUR_MS },
  // The session token's expireTime (ACCESS-04) is set from these lifetimes.
  { label: 'Token expiry, signed in (EXPIRY-02)', ms: SIGNED_IN_SESSION_TTL_MS },
  { label: 'Token expiry, guest (EXPIRY-01)', ms: GUEST_SESSION_TTL_MS },
];

/** The scenario library with steps and expectations; loaded only when the panel shows an active scenario. */
async function loadScenario(id: string): Promise<Scenario | null> {
  const { scenarioById } = await import('../../../spec/scenarios');
  return scenarioById(id) ?? null;
}

type Kind = FaultKind['kind'];
const ALL_ROUTES = '';

/**
 * QA panel (simulator mode only): the session as the storefront sees it, the simulator's faults and passcode
 * outbox, and reset. Collapsible; every control is a native button or field, so it is keyboard operable.
 */
/** Where a scenario is loaded: its start page with `?scenario=<id>`, which the in-page simulator reads before the storefront boots. */
export function scenarioHref(scenario: Pick<ScenarioEntry, 'id' | 'start'>): string {
  const [path = '/', query = ''] = scenario.start.split('?');
  const params = new URLSearchParams(query);
  params.set('scenario', scenario.id);
  return `${path}?${params.toString()}`;
}

/** The element the panel renders into: beside the storefront's #root, never inside it. */
export const QA_ROOT_ID = 'qa-root';

/**
 * The panel's own root, a sibling of the storefront's: what the storefront shows (and what a replay or a test reads
 * from #root) never includes the panel's texts, such as the store id of its session section.
 */
function panelRoot(): HTMLElement {
  const found = document.getElementById(QA_ROOT_ID);
  if (found) return found;
  const host = document.createElement('div');
  host.id = QA_ROOT_ID;
  document.body.append(host);
  return host;
}

export type Dock = 'right' | 'left' | 'bottom';
export const DOCK_STORAGE_KEY = 'workbench.qa.dock.v1';
/** Below this width a side dock would leave the page too narrow: the panel docks at the bottom. */
const SIDE_DOCK_MIN_WIDTH = 760;
/**
 * The strip of the viewport the panel takes, told to the storefront's fixed layers (modal backdrop, toasts, tooltip)
 * and to the page's body through CSS variables, so that nothing of the storefront lies under the panel: collapsed,
 * the toggle's strip at the bottom (main.tsx reserves it before the first render, so nothing moves when the panel
 * arrives); open, the side it is docked to.
 */
export const COLLAPSED_STRIP = '48px';
const SIDE_WIDTH = '380px';
const BOTTOM_HEIGHT = '45vh';

function reserve(open: boolean, dock: Dock): void {
  const style = document.documentElement.style;
  style.setProperty('--qa-right', open && dock === 'right' ? SIDE_WIDTH : '0px');
  style.setProperty('--qa-left', open && dock === 'left' ? SIDE_WIDTH : '0px');
  style.setProperty('--qa-bottom', !open ? COLLAPSED_STRIP : dock === 'bottom' ? BOTTOM_HEIGHT : '0px');
}

function readDock(): Dock {
  try {
    const saved = localStorage.getItem(DOCK_STORAGE_KEY);
    return saved === 'left' || saved === 'bottom' || saved === 'right' ? saved : 'right';
  } catch {
    return 'right';
  }
}

function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeCookieValue(part.slice(at + 1).trim());
  }
  return undefined;
}

function readStorage(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

const VERDICT_WORDS: Record<Verdict, string> = { seen: 'seen', 'not-yet': 'not seen yet', 'by-hand': 'judge by hand', contradicted: 'seen, but must not happen' };
const clockTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);

export function QaPanel({
  control: given,
  go = (href: string) => window.location.assign(href),
  origin = window.location.origin,
  copy = (text: string) => navigator.clipboard.writeText(text),
}: {
  control?: ReturnType<typeof createSimulatorControl>;
  /** Opens a page (a full page load, so the scenario is in place before the storefront boots). */
  go?: (href: string) => void;
  origin?: string;
  /** Puts the link on the clipboard (the link is shown in a field as well, for browsers that refuse). */
  copy?: (text: string) => Promise<void>;
}) {
  // One client for the panel's life: a new one each render would make `refresh` new each render, and the effect
  // that refreshes on open would run again after every answer it renders.
  const [own] = useState(() => createSimulatorControl((input, init) => window.fetch(input, init)));
  const control = given ?? own;
  const { session, reloadSession, now } = useApp();
  const core = useContext(StorefrontContext);
  const [open, setOpen] = useState(false);
  const [dock, setDock] = useState<Dock>(readDock);
  const [narrow, setNarrow] = useState(() => window.innerWidth < SIDE_DOCK_MIN_WIDTH);
  const shownDock: Dock = narrow ? 'bottom' : dock;
  const [restored] = useState(() => readLog(tabStorage()));
  const [log, setLog] = useState<LogEntry[]>(restored.entries);
  const restoredFor = useRef(restored.scenario);
  /** How many entries at the start of the log came from earlier page loads. */
  const restoredCount = useRef(restored.entries.length);
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({});
  const [faults, setFaults] = useState<FaultEntry[]>([]);
  const [outbox, setOutbox] = useState<OutboxEntry[]>([]);
  const [routes, setRoutes] = useState<RouteEntry[]>([]);
  const [service, setService] = useState('');
  const [route, setRoute] = useState(ALL_ROUTES);
  const [kind, setKind] = useState<Kind>('status');
  const [status, setStatus] = useState('500');
  const [code, setCode] = useState('');
  const [latency, setLatency] = useState('2000');
  const [retryAfter, setRetryAfter] = useState('30');
  const [clock, setClock] = useState<string | null>(() => new Date(now()).toISOString());
  const [detail, setDetail] = useState<Scenario | null>(null);
  const [done, setDone] = useState<Record<string, boolean>>({});
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [library, setLibrary] = useState<ScenarioEntry[]>([]);
  const [active, setActive] = useState<ActiveScenarioEntry | null>(null);
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState('');
  const panelId = useId();
  const [host] = useState(panelRoot);

  // The strip the panel takes, and a side dock turning into a bottom one on a narrow window. Set before the browser
  // paints the panel's new state, so no frame shows the opened (or re-docked) panel over the storefront's layers.
  useLayoutEffect(() => reserve(open, shownDock), [open, shownDock]);
  useEffect(() => {
    const resized = () => setNarrow(window.innerWidth < SIDE_DOCK_MIN_WIDTH);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  const chooseDock = (next: Dock) => {
    setDock(next);
    try {
      localStorage.setItem(DOCK_STORAGE_KEY, next);
    } catch {
      // The choice then lasts for this page only.
    }
  };

  // The simulator's time, which the storefront runs on, shown as it goes (also in a replay, before any control call).
  useEffect(() => {
    if (!open) return;
    setClock(new Date(now()).toISOString());
    const timer = window.setInterval(() => setClock(new Date(now()).toISOString()), 1_000);
    return () => window.clearInterval(timer);
  }, [open, now]);

  // The log: what the page and the simulator did, kept across the walk-through's page loads.
  const append = useCallback((entry: LogEntry) => setLog((l) => [...l, entry]), []);
  const routesRef = useRef<RouteEntry[]>([]);
  useEffect(() => {
    append({ kind: 'navigation', text: `page load ${window.location.pathname}${window.location.search}`, at: now() });
    const fromPage = (e: PageEvent) => append({ kind: e.kind, text: e.text, at: e.at });
    for (const e of pageEventsSoFar()) fromPage(e);
    const onEvent = (e: Event) => fromPage((e as CustomEvent<PageEvent>).detail);
    window.addEventListener(PAGE_EVENT, onEvent);
    // The page's calls, as the browser timed them (with the status they got where the browser tells it).
    const pending: PerformanceEntry[] = [];
    const record = (entries: readonly PerformanceEntry[]) => {
      for (const entry of entries) {
        const item = callEntry(entry as PerformanceResourceTiming, window.location.origin, routesRef.current, now());
        if (item) append(item);
      }
    };
    let observer: PerformanceObserver | null = null;
    if (typeof PerformanceObserver !== 'undefined') {
      observer = new PerformanceObserver((list) => (routesRef.current.length ? record(list.getEntries()) : pending.push(...list.getEntries())));
      try {
        observer.observe({ type: 'resource', buffered: true });
      } catch {
        observer = null;
      }
    }
    void control.routes().then(
      (table) => {
        routesRef.current = table;
        setRoutes(table);
        record(pending.splice(0));
      },
      () => record(pending.splice(0)),
    );
    return () => {
      window.removeEventListener(PAGE_EVENT, onEvent);
      observer?.disconnect();
    };
    // Once per page load: the log's sources are the page's, not the render's.
  }, []);

  // Toasts and modals, from the storefront core's snapshot.
  useEffect(() => {
    if (!core) return;
    let last = core.getSnapshot();
    return core.subscribe(() => {
      const next = core.getSnapshot();
      if (next.toast && next.toast.key !== last.toast?.key) append({ kind: 'toast', text: next.toast.text, at: now() });
      if (next.modal?.kind !== last.modal?.kind && next.modal) append({ kind: 'modal', text: `opened ${next.modal.kind}`, at: now() });
      last = next;
    });
  }, [core, append, now]);

  // In-page navigations.
  useEffect(() => {
    let here = `${window.location.pathname}${window.location.search}`;
    const timer = window.setInterval(() => {
      const next = `${window.location.pathname}${window.location.search}`;
      if (next !== here) append({ kind: 'navigation', text: `navigated ${next}`, at: now() });
      here = next;
    }, 250);
    return () => window.clearInterval(timer);
  }, [append, now]);

  const refresh = useCallback(async () => {
    try {
      const [f, o, list, current, table, time] = await Promise.all([control.faults(), control.outbox(), control.scenarios(), control.activeScenario(), control.routes(), control.clock()]);
      setFaults(f);
      setOutbox(o);
      setLibrary(list);
      setActive(current);
      setRoutes(table);
      setClock(time.iso);
      setMessage(null);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The simulator did not answer.');
    }
  }, [control]);

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);

  useEffect(() => {
    let stale = false;
    setDone({});
    if (!active) {
      setDetail(null);
      return;
    }
    loadScenario(active.id).then(
      (found) => {
        if (!stale) setDetail(found);
      },
      () => {
        if (!stale) setDetail(null);
      },
    );
    return () => {
      stale = true;
    };
  }, [active?.id]);

  // The log belongs to the scenario being walked through: a log of another one (an earlier load of this tab) goes.
  const activeId = active?.id ?? null;
  useEffect(() => {
    if (activeId === null || restoredFor.current === activeId) return;
    restoredFor.current = activeId;
    const earlier = restoredCount.current;
    restoredCount.current = 0;
    if (earlier > 0) setLog((l) => l.slice(earlier));
  }, [activeId]);
  useEffect(() => writeLog(tabStorage(), { scenario: restoredFor.current, entries: log }), [log]);

  // The checklist ticks itself: each expected outcome checked against the log and the page, again and again while
  // a scenario is shown; a seen outcome stays ticked, and so does a contradicted one stay flagged.
  const checks = useMemo(() => (detail ? expectationChecks(detail.expect) : []), [detail]);
  const logRef = useRef(log);
  logRef.current = log;
  const sessionRef = useRef(session);
  sessionRef.current = session;
  useEffect(() => {
    setVerdicts({});
    if (checks.length === 0) return;
    const evaluate = () => {
      const s = sessionRef.current;
      const observation: Observation = {
        text: document.getElementById('root')?.innerText ?? '',
        url: `${window.location.pathname}${window.location.search}`,
        cookie: readCookie,
        storage: readStorage,
        session: s ? { userType: s.userType, storeId: s.storeId, zipcode: s.zipcode, preference: s.preference, siteType: s.siteType, firstName: s.firstName } : null,
        log: logRef.current,
      };
      setVerdicts((before) => {
        let changed = false;
        const next: Record<number, Verdict> = { ...before };
        checks.forEach((c, i) => {
          const was = before[i];
          if (was === 'seen' || was === 'contradicted') return;
          const now = c.check(observation);
          if (now !== was) {
            next[i] = now;
            changed = true;
          }
        });
        return changed ? next : before;
      });
    };
    evaluate();
    const timer = window.setInterval(evaluate, 500);
    return () => window.clearInterval(timer);
  }, [checks]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      await refresh();
      setMessage(done);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The simulator did not answer.');
    }
  };

  const needle = filter.trim().toLowerCase();
  const shown = needle === '' ? library : library.filter((s) => [s.id, s.title, ...s.tags, ...s.errors].some((t) => t.toLowerCase().includes(needle)));
  const chosen = library.find((s) => s.id === picked) ?? null;

  const services = [...new Set(routes.map((r) => r.service))];
  const serviceRoutes = routes.filter((r) => r.service === (service || services[0]));
  const chosenRoute = serviceRoutes.find((r) => `${r.method} ${r.path}` === route) ?? null;
  const listed = faults.map((f) => ({ raw: f, parsed: ActiveFault.safeParse(f) }));

  const addFault = () => {
    const target = { service: service || services[0], ...(chosenRoute ? { path: chosenRoute.path, method: chosenRoute.method } : {}) };
    const fault =
      kind === 'status'
        ? { kind, status: Number(status) }
        : kind === 'error-code'
          ? { kind, code }
          : kind === 'latency'
            ? { kind, ms: Number(latency) }
            : kind === 'rate-limit'
              ? { kind, retryAfter: Number(retryAfter) }
              : { kind };
    void run(() => control.addFault({ target, fault }), `Fault added for ${target.service}${chosenRoute ? ` ${chosenRoute.method} ${chosenRoute.path}` : ''}.`);
  };

  const advance = (label: string, ms: number) =>
    void run(async () => {
      const time = await control.advanceClock(ms);
      setClock(time.iso);
    }, `Clock advanced by ${duration(ms)} (${label}).`);

  const activeEntry = active ? (library.find((s) => s.id === active.id) ?? null) : null;
  const copyLink = async () => {
    if (!activeEntry) return;
    const parsed = listed.flatMap((f) => (f.parsed.success ? [f.parsed.data] : []));
    let time = clock;
    try {
      time = (await control.clock()).iso;
      setClock(time);
    } catch {
      // The last known time still reproduces the state closely; the link is made with it.
    }
    const href = new URL(reproLink(activeEntry, parsed, time), origin).toString();
    setLink(href);
    try {
      await copy(href);
      setMessage('Link copied.');
    } catch {
      setMessage('The browser refused the clipboard: copy the link from the field.');
    }
  };

  return createPortal(
    <aside className={`qa-panel ${open ? 'open' : ''}`} data-dock={shownDock} aria-label="QA panel">
      <div className="qa-bar">
        <button type="button" className="qa-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          QA {open ? '▾' : '▸'}
        </button>
        {open && (
          <div className="qa-dock" role="group" aria-label="Dock the panel">
            {(['left', 'bottom', 'right'] as const).map((side) => (
              <button key={side} type="button" className="button small secondary" aria-pressed={shownDock === side} disabled={narrow && side !== 'bottom'} onClick={() => chooseDock(side)}>
                {side === 'left' ? 'Left' : side === 'right' ? 'Right' : 'Bottom'}
              </button>
            ))}
          </div>
        )}
      </div>
      <div id={panelId} hidden={!open} className="qa-body">
        {/* Said here, for the people testing, and not in the shopper's view of the page. */}
        <p className="muted small">Simulated: the products, prices, stores and accounts on this page come from the simulator.</p>
        <section aria-labelledby={`${panelId}-session`}>
          <h2 id={`${panelId}-session`}>Session</h2>
          {session ? (
            <dl className="qa-dl">
              <UserTypeRows session={session} />
              <dt>Store</dt>
              <dd>{session.storeId}</dd>
              <dt>ZIP</dt>
              <dd>{session.zipcode}</dd>
              <dt>Preference</dt>
              <dd>{session.preference}</dd>
              <dt>How</dt>
              <dd>{session.how}</dd>
              <dt>Rules</dt>
              <dd>{session.rules.join(', ')}</dd>
            </dl>
          ) : (
            <p>Loading…</p>
          )}
        </section>
        <section aria-labelledby={`${panelId}-scenario`}>
          <h2 id={`${panelId}-scenario`}>Scenario</h2>
          <p className="small" data-testid="active-scenario">
            {active ? (
              <>
                Active: <strong>{active.id}</strong> — {active.title}
              </>
            ) : (
              'No scenario loaded.'
            )}
          </p>
          <div className="qa-row">
            <label>
              Filter
              <input type="search" value={filter} size={14} onChange={(e) => setFilter(e.target.value)} placeholder="ERR-41, lockout…" />
            </label>
            <label>
              <span id={`${panelId}-pick-label`}>Scenario to load</span>
              <select aria-labelledby={`${panelId}-pick-label`} value={picked} onChange={(e) => setPicked(e.target.value)}>
                <option value="">Choose a scenario</option>
                {shown.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.id}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="button small" disabled={!chosen} onClick={() => chosen && go(scenarioHref(chosen))}>
              Load scenario
            </button>
          </div>
          {chosen && <p className="muted small">{chosen.title}{chosen.b2b ? ' (business site: open it on the business. host)' : ''}</p>}
          {active?.notice && (
            <p role="alert" className="small">
              {active.notice}
            </p>
          )}
          {detail && (
            <>
              <fieldset className="qa-checklist">
                <legend>Steps</legend>
                <ol>
                  {detail.steps.map((step, i) => (
                    <li key={`step-${i}`}>
                      <label>
                        <input type="checkbox" checked={done[`step-${i}`] ?? false} onChange={(e) => setDone((d) => ({ ...d, [`step-${i}`]: e.target.checked }))} /> {stepInWords(step)}
                      </label>
                      {step.do === 'advanceClock' && (
                        // The scenario's own wait (an expired code is 6 min, not one of the named durations): one press does the step.
                        <button
                          type="button"
                          className="button small secondary"
                          onClick={() => {
                            advance(`step ${i + 1}`, step.ms);
                            setDone((d) => ({ ...d, [`step-${i}`]: true }));
                          }}
                        >
                          Advance {duration(step.ms)}
                        </button>
                      )}
                    </li>
                  ))}
                </ol>
                {detail.steps.length === 0 && <p className="small">No steps: the start page is the scenario.</p>}
              </fieldset>
              <fieldset className="qa-checklist">
                <legend>Expected outcome</legend>
                <ul>
                  {checks.map(({ line }, i) => {
                    const verdict = verdicts[i] ?? 'not-yet';
                    const ticked = done[`expect-${i}`] ?? verdict === 'seen';
                    return (
                      <li key={`expect-${i}`} data-verdict={verdict}>
                        <label>
                          <input type="checkbox" checked={ticked} onChange={(e) => setDone((d) => ({ ...d, [`expect-${i}`]: e.target.checked }))} /> {line}
                        </label>{' '}
                        <span className={`qa-verdict ${verdict}`}>({VERDICT_WORDS[verdict]})</span>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            </>
          )}
        </section>
        <section aria-labelledby={`${panelId}-clock`}>
          <h2 id={`${panelId}-clock`}>Simulator clock</h2>
          <p className="small">
            Simulator time: <time data-testid="sim-time">{clock ?? 'unknown'}</time>
          </p>
          <div className="qa-row">
            {CLOCK_STEPS.map((step) => (
              <button key={step.label} type="button" className="button small secondary" onClick={() => advance(step.label, step.ms)}>
                +{duration(step.ms)} {step.label}
              </button>
            ))}
          </div>
        </section>
        <section aria-labelledby={`${panelId}-faults`}>
          <h2 id={`${panelId}-faults`}>Faults ({faults.length} active)</h2>
          <div className="qa-row">
            <label>
              <span id={`${panelId}-service-label`}>Service</span>
              <select aria-labelledby={`${panelId}-service-label`}
                value={service || services[0] || ''}
                onChange={(e) => {
                  setService(e.target.value);
                  setRoute(ALL_ROUTES);
                }}
              >
                {services.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <label>
              <span id={`${panelId}-route-label`}>Route</span>
              <select aria-labelledby={`${panelId}-route-label`} value={route} onChange={(e) => setRoute(e.target.value)}>
                <option value={ALL_ROUTES}>Every route of the service</option>
                {serviceRoutes.map((r) => (
                  <option key={`${r.method} ${r.path}`} value={`${r.method} ${r.path}`}>
                    {r.method} {r.path}
                    {r.calls.length ? ` (${r.calls.join(', ')})` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span id={`${panelId}-kind-label`}>Kind</span>
              <select aria-labelledby={`${panelId}-kind-label`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                {FAULT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k}: {KIND_WORDS[k]}
                  </option>
                ))}
              </select>
            </label>
            {kind === 'status' && (
              <label>
                Status
                <input value={status} inputMode="numeric" size={4} onChange={(e) => setStatus(e.target.value.replace(/\D/g, ''))} />
              </label>
            )}
            {kind === 'error-code' && (
              <label>
                Code
                <input value={code} size={9} onChange={(e) => setCode(e.target.value)} />
              </label>
            )}
            {kind === 'latency' && (
              <label>
                Delay (ms)
                <input value={latency} inputMode="numeric" size={6} onChange={(e) => setLatency(e.target.value.replace(/\D/g, ''))} />
              </label>
            )}
            {kind === 'rate-limit' && (
              <label>
                Retry after (s)
                <input value={retryAfter} inputMode="numeric" size={5} onChange={(e) => setRetryAfter(e.target.value.replace(/\D/g, ''))} />
              </label>
            )}
          </div>
          <div className="qa-row">
            <button type="button" className="button small" disabled={services.length === 0} onClick={addFault}>
              Add fault
            </button>
            <button type="button" className="button small secondary" onClick={() => void run(() => control.clearFaults(), 'Faults cleared.')}>
              Clear faults
            </button>
          </div>
          <ul className="qa-list" aria-label="Active faults">
            {listed.map(({ raw, parsed }, i) => {
              const words = parsed.success ? faultInWords(parsed.data) : `A fault the panel cannot read (${raw.id ?? 'no id'})`;
              return (
                <li key={raw.id ?? i}>
                  {words}{' '}
                  {raw.id && (
                    <button type="button" className="button small secondary" aria-label={`Remove fault: ${words}`} onClick={() => void run(() => control.clearFault(raw.id!), 'Fault removed.')}>
                      Remove
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby={`${panelId}-link`}>
          <h2 id={`${panelId}-link`}>Link to this state</h2>
          <button type="button" className="button small" disabled={!activeEntry} onClick={() => void copyLink()}>
            Copy link
          </button>
          {!activeEntry && <p className="small">Load a scenario first: the link starts from it.</p>}
          {link && (
            <label className="qa-link">
              Link
              <input readOnly value={link} onFocus={(e) => e.target.select()} />
            </label>
          )}
        </section>
        <section aria-labelledby={`${panelId}-log`}>
          <h2 id={`${panelId}-log`}>Log</h2>
          {/* A scrolling box: focusable, so a keyboard user can scroll it too (axe's scrollable-region-focusable). */}
          <ol className="qa-list qa-log" aria-label="What happened" tabIndex={0}>
            {log.slice(-100).map((entry, i) => (
              <li key={`${i}-${entry.at}`} data-kind={entry.kind}>
                <span className="muted">{clockTime(entry.at)}</span> {entry.kind} {entry.text}
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby={`${panelId}-outbox`}>
          <h2 id={`${panelId}-outbox`}>Passcode outbox</h2>
          <button type="button" className="button small secondary" onClick={() => void refresh()}>
            Refresh
          </button>
          <ul className="qa-list" aria-label="Passcodes sent">
            {outbox.map((m) => (
              <li key={m.id}>
                {m.channel} to {m.to}: <strong data-testid="outbox-passcode">{m.passcode}</strong>
              </li>
            ))}
          </ul>
        </section>
        <div className="qa-row">
          <button type="button" className="button small danger" onClick={() => void run(async () => { await control.reset(); await reloadSession(); }, 'Simulator reset.')}>
            Reset simulator
          </button>
        </div>
        <p role="status" className="muted small">
          {message ?? ''}
        </p>
      </div>
    </aside>,
    host,
  );
}

/** The user type as every USER-TYPES predicate reads it (describeUserType): what the storefront does with this session. */
function UserTypeRows({ session }: { session: NonNullable<ReturnType<typeof useApp>['session']> }) {
  const profile = describeUserType({ userType: session.userType, orderCount: session.userInfo?.orderCount, host: window.location.host, siteType: session.siteType });
  const kind = profile.authorised ? 'authorised' : profile.guest ? 'guest' : profile.anonymous ? 'anonymous' : profile.signedIn ? 'signed in' : 'unknown';
  return (
    <>
      <dt>User type</dt>
      <dd>
        {profile.userType || 'anonymous'} ({kind}
        {profile.b2bSite ? ', business site' : ''})
      </dd>
      <dt>Extended type</dt>
      <dd>{profile.extendedType}</dd>
      <dt>Bearer token</dt>
      <dd>{profile.sendsBearerToken ? 'sent' : 'not sent'}</dd>
      <dt>Environment</dt>
      <dd>{environmentFromHost(window.location.host)}</dd>
    </>
  );
}
