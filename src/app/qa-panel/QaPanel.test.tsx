import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSimulatorControl } from '../../api/simulatorControl';
import { renderWithApp } from '../../../tests/support/app';
import { QaPanel, scenarioHref } from './QaPanel';
import { reproLink } from './link';
import { faultInWords, FAULT_KINDS } from './words';
import { FaultKind } from '../../../spec/schemas/faults';

const START = Date.UTC(2026, 5, 1, 15, 0, 0);
const ROUTES = [
  { service: 'servlets', method: 'GET', path: '/abs/pub/xapi/search/products', calls: ['CALL-30'], summary: 'search' },
  { service: 'servlets', method: 'GET', path: '/abs/pub/xapi/user/info', calls: ['CALL-31'], summary: 'user info' },
  { service: 'identity', method: 'POST', path: '/api/v1/authn', calls: ['CALL-60'], summary: 'authn' },
];
const ROUTE_FAULT = { id: 'fault-1', target: { service: 'servlets', path: '/abs/pub/xapi/search/products', method: 'GET' }, fault: { kind: 'status', status: 500 }, remaining: null, hits: 0 };

function fakeSim(options: { active?: { id: string; title: string; notice?: string } | null; faults?: unknown[] } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let now = START;
  let faults = options.faults ?? [ROUTE_FAULT];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const json = (data: unknown) => new Response(JSON.stringify(data));
    if (url.startsWith('/__sim/outbox')) return json({ messages: [{ id: 'm1', to: 'ana@example.com', channel: 'email', passcode: '424242', sentAt: 1, purpose: 'signin' }] });
    if (url === '/__sim/faults' && method === 'GET') return json({ faults });
    if (url.startsWith('/__sim/faults/') && method === 'DELETE') {
      faults = faults.filter((f) => (f as { id: string }).id !== decodeURIComponent(url.slice('/__sim/faults/'.length)));
      return json({ ok: true });
    }
    if (url === '/__sim/routes') return json({ routes: ROUTES });
    if (url === '/__sim/clock') {
      if (method === 'POST') now += (body as { advance: number }).advance;
      return json({ now, iso: new Date(now).toISOString(), mode: 'real' });
    }
    if (url === '/__sim/scenarios')
      return json({
        scenarios: [
          { id: 'err-29-expired-code', title: 'An expired code', tags: ['sign-in'], errors: ['ERR-29'], start: '/' },
          { id: 'guest-default', title: 'A guest gets the default store', tags: ['guest'], errors: [], start: '/shop/search-results.html?q=milk' },
        ],
      });
    if (url === '/__sim/scenario') return json({ scenario: options.active === undefined ? { id: 'guest-default', title: 'A guest gets the default store' } : options.active });
    return json({ ok: true });
  });
  return { control: createSimulatorControl(fetchImpl), calls };
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: /QA/ }));
}

describe('QA panel', () => {
  it('is collapsed behind a keyboard-operable toggle and shows the session and the passcode outbox', async () => {
    const { control } = fakeSim();
    renderWithApp(<QaPanel control={control} />);
    const toggle = screen.getByRole('button', { name: /QA/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('1502')).toBeInTheDocument();
    expect(await screen.findByText('424242')).toBeInTheDocument();
  });

  it('offers every service of the route table, every route of the chosen service and every kind of the fault vocabulary', async () => {
    const { control } = fakeSim();
    renderWithApp(<QaPanel control={control} />);
    await openPanel();
    const service = screen.getByLabelText('Service');
    await waitFor(() => expect(Array.from(service.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['servlets', 'identity']));
    expect(Array.from(screen.getByLabelText('Route').querySelectorAll('option')).map((o) => o.value)).toEqual(['', 'GET /abs/pub/xapi/search/products', 'GET /abs/pub/xapi/user/info']);
    const kinds = Array.from(screen.getByLabelText('Kind').querySelectorAll('option')).map((o) => o.value);
    // Every kind the schema knows (its discriminator values), so a kind added to the vocabulary must show up here.
    const vocabulary = FaultKind._zod.def.options.flatMap((o) => [...(o._zod.propValues?.kind ?? [])]);
    expect(kinds).toEqual(vocabulary);
    expect(kinds).toEqual(expect.arrayContaining(['truncated-body', 'rate-limit']));
  });

  it("adds a fault on one route only (search, not user info), with the kind's own field, and a whole-service fault when no route is chosen", async () => {
    const { control, calls } = fakeSim();
    renderWithApp(<QaPanel control={control} />);
    await openPanel();
    await waitFor(() => expect(screen.getByLabelText('Route').querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Route'), 'GET /abs/pub/xapi/search/products');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'rate-limit');
    await userEvent.clear(screen.getByLabelText('Retry after (s)'));
    await userEvent.type(screen.getByLabelText('Retry after (s)'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Add fault' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: '/__sim/faults', body: { target: { service: 'servlets', path: '/abs/pub/xapi/search/products', method: 'GET' }, fault: { kind: 'rate-limit', retryAfter: 120 } } }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'identity');
    expect(screen.getByLabelText('Route')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'status');
    await userEvent.clear(screen.getByLabelText('Status'));
    await userEvent.type(screen.getByLabelText('Status'), '503');
    await userEvent.click(screen.getByRole('button', { name: 'Add fault' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/__sim/faults', body: { target: { service: 'identity' }, fault: { kind: 'status', status: 503 } } }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear faults' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/__sim/faults')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Reset simulator' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/__sim/reset')).toBe(true));
    expect(await screen.findByText('Simulator reset.')).toBeInTheDocument();
  });

  it('lists faults in words, not JSON, each with a remove button that clears that fault only', async () => {
    const other = { id: 'fault-2', target: { service: 'identity' }, fault: { kind: 'truncated-body' }, remaining: 2, hits: 0 };
    const { control, calls } = fakeSim({ faults: [ROUTE_FAULT, other] });
    renderWithApp(<QaPanel control={control} />);
    await openPanel();
    const list = await screen.findByRole('list', { name: 'Active faults' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).toHaveTextContent('servlets · GET /abs/pub/xapi/search/products: answers HTTP 500');
    expect(list).toHaveTextContent('identity · every route: answers with the body cut in half, 2 more calls');
    expect(list.textContent).not.toContain('{');
    await userEvent.click(within(list).getByRole('button', { name: /Remove fault: identity/ }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: '/__sim/faults/fault-2', body: undefined }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Faults (1 active)' })).toBeInTheDocument();
  });

  it("shows the active scenario's steps and expected outcome as a checklist, with its own clock wait as a button (ERR-29, ERRORS-09)", async () => {
    const { control, calls } = fakeSim({ active: { id: 'err-29-expired-code', title: 'An expired code' } });
    renderWithApp(<QaPanel control={control} />);
    await openPanel();
    const steps = await screen.findByRole('group', { name: 'Steps' });
    const boxes = within(steps).getAllByRole('checkbox');
    expect(boxes.length).toBe(3);
    expect(steps).toHaveTextContent(/Sign in as .+ with the one-time code from the outbox/);
    expect(steps).toHaveTextContent(/Advance the simulator clock by/);
    expect(steps).toHaveTextContent('Submit the newest code from the outbox');
    await userEvent.click(boxes[0]!);
    expect(boxes[0]).toBeChecked();
    // ERRORS-09: the code expires while the scenario waits; its own wait is one press, and ticks the step.
    await userEvent.click(within(steps).getByRole('button', { name: 'Advance 6 min' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/__sim/clock', body: { advance: 360_000 } }));
    expect(boxes[1]).toBeChecked();
    expect(boxes[2]).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Expected outcome' })).toHaveTextContent('You see “The verification code you entered has expired. Click Resend code to get a new one.”');
  });

  it('advances the simulator clock by the named durations of the spec (OTP-09 30 s, ERRORS-04 1 h) and shows the time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { control, calls } = fakeSim();
      renderWithApp(<QaPanel control={control} />);
      await openPanel();
      expect(await screen.findByTestId('sim-time')).toHaveTextContent('2026-06-01T15:00:00.000Z');
      await userEvent.click(screen.getByRole('button', { name: /\+30 s Resend wait/ }));
      await waitFor(() => expect(screen.getByTestId('sim-time')).toHaveTextContent('2026-06-01T15:00:30.000Z'));
      await userEvent.click(screen.getByRole('button', { name: /\+1 h Lockout/ }));
      await waitFor(() => expect(screen.getByTestId('sim-time')).toHaveTextContent('2026-06-01T16:00:30.000Z'));
      expect(calls.filter((c) => c.method === 'POST' && c.url === '/__sim/clock').map((c) => c.body)).toEqual([{ advance: 30_000 }, { advance: 3_600_000 }]);
      expect(screen.getByRole('status')).toHaveTextContent('Clock advanced by 1 h (Lockout (ERRORS-04)).');
    } finally {
      vi.useRealTimers();
    }
  });

  it('copies a link with the scenario, its faults and the clock, and shows it for a browser that refuses the clipboard', async () => {
    const { control } = fakeSim({ active: { id: 'guest-default', title: 'A guest gets the default store' } });
    const copy = vi.fn(async () => undefined);
    renderWithApp(<QaPanel control={control} origin="https://sim.test" copy={copy} />);
    await openPanel();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(copy).toHaveBeenCalled());
    const href = new URL((copy.mock.calls[0] as unknown as [string])[0]);
    expect(href.origin + href.pathname).toBe('https://sim.test/shop/search-results.html');
    expect(href.searchParams.get('q')).toBe('milk');
    expect(href.searchParams.get('scenario')).toBe('guest-default');
    expect(JSON.parse(href.searchParams.get('faults')!)).toEqual([{ target: ROUTE_FAULT.target, fault: ROUTE_FAULT.fault }]);
    expect(href.searchParams.get('clock')).toBe('2026-06-01T15:00:00.000Z');
    expect(screen.getByLabelText('Link')).toHaveValue(href.toString());
    copy.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The browser refused the clipboard: copy the link from the field.')).toBeInTheDocument();
  });

  it('has no link without a scenario, and shows what of a link could not be applied', async () => {
    const { control } = fakeSim({ active: null });
    const { unmount } = renderWithApp(<QaPanel control={control} />);
    await openPanel();
    expect(await screen.findByText('Load a scenario first: the link starts from it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    unmount();
    const bad = fakeSim({ active: { id: 'guest-default', title: 'A guest', notice: "The link's clock parameter is not an ISO date-time" } });
    renderWithApp(<QaPanel control={bad.control} />);
    await openPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent("The link's clock parameter is not an ISO date-time");
  });

  it('lists the scenario library, filters it by catalogue ID, shows the active scenario and faults, and loads the chosen one with ?scenario=', async () => {
    const { control } = fakeSim();
    const go = vi.fn();
    renderWithApp(<QaPanel control={control} go={go} />);
    await openPanel();
    expect(await screen.findByTestId('active-scenario')).toHaveTextContent('Active: guest-default');
    expect(screen.getByRole('heading', { name: 'Faults (1 active)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load scenario' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Filter'), 'err-29');
    const select = screen.getByLabelText('Scenario to load');
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Choose a scenario', 'err-29-expired-code']);
    await userEvent.selectOptions(select, 'err-29-expired-code');
    await userEvent.click(screen.getByRole('button', { name: 'Load scenario' }));
    expect(go).toHaveBeenCalledWith('/?scenario=err-29-expired-code');
  });

  it('keeps the start page query when it adds the scenario', () => {
    expect(scenarioHref({ id: 'guest-default', start: '/shop/search-results.html?q=milk' })).toBe('/shop/search-results.html?q=milk&scenario=guest-default');
  });

  it('leaves used-up faults out of the link and keeps the remaining count of the others', () => {
    const base = { target: { service: 'identity' }, fault: { kind: 'timeout' as const }, hits: 1 };
    const href = reproLink({ id: 'lockout', start: '/' }, [{ ...base, id: 'a', remaining: 0 }, { ...base, id: 'b', remaining: 3 }], null);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(JSON.parse(params.get('faults')!)).toEqual([{ target: { service: 'identity' }, fault: { kind: 'timeout' }, times: 3 }]);
    expect(params.has('clock')).toBe(false);
    expect(faultInWords({ ...base, id: 'b', remaining: 1, fault: { kind: 'latency', min: 100, max: 2000 } })).toBe('identity · every route: answers 100 ms to 2 s late, 1 more call');
    expect(FAULT_KINDS).toHaveLength(8);
  });
});
