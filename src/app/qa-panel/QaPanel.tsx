import { useCallback, useEffect, useId, useState } from 'react';
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
import { useApp } from '../shell/AppContext';
import { reproLink } from './link';
import { duration, expectationInWords, FAULT_KINDS, faultInWords, KIND_WORDS, stepInWords } from './words';

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
  const { session, reloadSession } = useApp();
  const [open, setOpen] = useState(false);
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
  const [clock, setClock] = useState<string | null>(null);
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
    <aside className={`qa-panel ${open ? 'open' : ''}`} aria-label="QA panel">
      <button type="button" className="qa-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        QA {open ? '▾' : '▸'}
      </button>
      <div id={panelId} hidden={!open} className="qa-body">
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
                  {expectationInWords(detail.expect).map((line, i) => (
                    <li key={`expect-${i}`}>
                      <label>
                        <input type="checkbox" checked={done[`expect-${i}`] ?? false} onChange={(e) => setDone((d) => ({ ...d, [`expect-${i}`]: e.target.checked }))} /> {line}
                      </label>
                    </li>
                  ))}
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
