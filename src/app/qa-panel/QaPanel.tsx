import { useCallback, useEffect, useId, useState } from 'react';
import { createSimulatorControl } from '../../api/simulatorControl';
import type { FaultEntry, OutboxEntry } from '../../api/simulatorControl';
import { useApp } from '../shell/AppContext';

const SERVICES = ['store-resolver', 'servlets', 'store-flags', 'identity', 'messaging', 'profile', 'customer-account'];
const KINDS = ['status', 'network-error', 'timeout', 'malformed-json', 'latency', 'error-code'] as const;

/**
 * QA panel (simulator mode only): the session as the storefront sees it, the simulator's faults and passcode
 * outbox, and reset. Collapsible; every control is a native button or field, so it is keyboard operable.
 */
export function QaPanel({ control = createSimulatorControl((input, init) => window.fetch(input, init)) }: { control?: ReturnType<typeof createSimulatorControl> }) {
  const { session, reloadSession } = useApp();
  const [open, setOpen] = useState(false);
  const [faults, setFaults] = useState<FaultEntry[]>([]);
  const [outbox, setOutbox] = useState<OutboxEntry[]>([]);
  const [service, setService] = useState(SERVICES[0]!);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('status');
  const [status, setStatus] = useState('500');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const panelId = useId();

  const refresh = useCallback(async () => {
    try {
      const [f, o] = await Promise.all([control.faults(), control.outbox()]);
      setFaults(f);
      setOutbox(o);
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
          <p className="muted small">Scenario replay arrives with the scenario library.</p>
        </section>
        <section aria-labelledby={`${panelId}-faults`}>
          <h2 id={`${panelId}-faults`}>Faults</h2>
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
