import { useCallback, useEffect, useId, useState } from 'react';
import { createSimulatorControl } from '../../api/simulatorControl';
import type { ActiveScenarioEntry, FaultEntry, OutboxEntry, ScenarioEntry } from '../../api/simulatorControl';
import { useApp } from '../shell/AppContext';

const SERVICES = ['store-resolver', 'servlets', 'store-flags', 'identity', 'messaging', 'profile', 'customer-account'];
const KINDS = ['status', 'network-error', 'timeout', 'malformed-json', 'latency', 'error-code'] as const;

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

export function QaPanel({
  control = createSimulatorControl((input, init) => window.fetch(input, init)),
  go = (href: string) => window.location.assign(href),
}: {
  control?: ReturnType<typeof createSimulatorControl>;
  /** Opens a page (a full page load, so the scenario is in place before the storefront boots). */
  go?: (href: string) => void;
}) {
  const { session, reloadSession } = useApp();
  const [open, setOpen] = useState(false);
  const [faults, setFaults] = useState<FaultEntry[]>([]);
  const [outbox, setOutbox] = useState<OutboxEntry[]>([]);
  const [service, setService] = useState(SERVICES[0]!);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('status');
  const [status, setStatus] = useState('500');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [library, setLibrary] = useState<ScenarioEntry[]>([]);
  const [active, setActive] = useState<ActiveScenarioEntry | null>(null);
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState('');
  const panelId = useId();

  const refresh = useCallback(async () => {
    try {
      const [f, o, list, current] = await Promise.all([control.faults(), control.outbox(), control.scenarios(), control.activeScenario()]);
      setFaults(f);
      setOutbox(o);
      setLibrary(list);
      setActive(current);
      setMessage(null);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The simulator did not answer.');
    }
  }, [control]);

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);

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

  const addFault = () => {
    const fault: Record<string, unknown> = { target: { service }, fault: kind === 'status' ? { kind, status: Number(status) } : kind === 'error-code' ? { kind, code } : kind === 'latency' ? { kind, ms: 2000 } : { kind } };
    void run(() => control.addFault(fault), `Fault added for ${service}.`);
  };

  return (
    <aside className={`qa-panel ${open ? 'open' : ''}`} aria-label="QA panel">
      <button type="button" className="qa-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        QA {open ? '▾' : '▸'}
      </button>
      <div id={panelId} hidden={!open} className="qa-body">
        <section aria-labelledby={`${panelId}-session`}>
          <h2 id={`${panelId}-session`}>Session</h2>
          {session ? (
            <dl className="qa-dl">
              <dt>User type</dt>
              <dd>{session.userType || 'anonymous'}</dd>
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
              Scenario to load
              <select value={picked} onChange={(e) => setPicked(e.target.value)}>
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
        </section>
        <section aria-labelledby={`${panelId}-faults`}>
          <h2 id={`${panelId}-faults`}>Faults ({faults.length} active)</h2>
          <div className="qa-row">
            <label>
              Service
              <select value={service} onChange={(e) => setService(e.target.value)}>
                {SERVICES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <label>
              Kind
              <select value={kind} onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}>
                {KINDS.map((k) => (
                  <option key={k}>{k}</option>
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
          </div>
          <div className="qa-row">
            <button type="button" className="button small" onClick={addFault}>
              Add fault
            </button>
            <button type="button" className="button small secondary" onClick={() => void run(() => control.clearFaults(), 'Faults cleared.')}>
              Clear faults
            </button>
          </div>
          <ul className="qa-list">
            {faults.map((f, i) => (
              <li key={f.id ?? i}>
                <code>{JSON.stringify(f)}</code>
              </li>
            ))}
          </ul>
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
    </aside>
  );
}
