import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSimulatorControl } from '../../api/simulatorControl';
import { renderWithApp } from '../testing';
import { QaPanel, scenarioHref } from './QaPanel';

function fakeSim() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.startsWith('/__sim/outbox')) return new Response(JSON.stringify({ messages: [{ id: 'm1', to: 'ana@example.com', channel: 'email', passcode: '424242', sentAt: 1, purpose: 'signin' }] }));
    if (url === '/__sim/faults' && method === 'GET') return new Response(JSON.stringify({ faults: [{ id: 'fault-1', target: { service: 'store-flags' } }] }));
    if (url === '/__sim/scenarios') return new Response(JSON.stringify({ scenarios: [{ id: 'lockout', title: 'Six wrong codes lock the account', tags: ['sign-in'], errors: ['ERR-41'], start: '/' }, { id: 'guest-default', title: 'A guest gets the default store', tags: ['guest'], errors: [], start: '/shop/search-results.html?q=milk' }] }));
    if (url === '/__sim/scenario') return new Response(JSON.stringify({ scenario: { id: 'guest-default', title: 'A guest gets the default store' } }));
    return new Response(JSON.stringify({ ok: true }));
  });
  return { control: createSimulatorControl(fetchImpl), calls };
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

  it('adds a status fault for the chosen service and clears faults through the control API', async () => {
    const { control, calls } = fakeSim();
    renderWithApp(<QaPanel control={control} />);
    await userEvent.click(screen.getByRole('button', { name: /QA/ }));
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'identity');
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

  it('lists the scenario library, filters it by catalogue ID, shows the active scenario and faults, and loads the chosen one with ?scenario=', async () => {
    const { control } = fakeSim();
    const go = vi.fn();
    renderWithApp(<QaPanel control={control} go={go} />);
    await userEvent.click(screen.getByRole('button', { name: /QA/ }));
    expect(await screen.findByTestId('active-scenario')).toHaveTextContent('Active: guest-default');
    expect(screen.getByRole('heading', { name: 'Faults (1 active)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load scenario' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Filter'), 'err-41');
    const select = screen.getByLabelText('Scenario to load');
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Choose a scenario', 'lockout']);
    await userEvent.selectOptions(select, 'lockout');
    await userEvent.click(screen.getByRole('button', { name: 'Load scenario' }));
    expect(go).toHaveBeenCalledWith('/?scenario=lockout');
  });

  it('keeps the start page query when it adds the scenario', () => {
    expect(scenarioHref({ id: 'guest-default', start: '/shop/search-results.html?q=milk' })).toBe('/shop/search-results.html?q=milk&scenario=guest-default');
  });
});
