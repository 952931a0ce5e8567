import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSimulatorControl } from '../../api/simulatorControl';
import { renderWithApp } from '../testing';
import { QaPanel } from './QaPanel';

function fakeSim() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.startsWith('/__sim/outbox')) return new Response(JSON.stringify({ messages: [{ id: 'm1', to: 'ana@example.com', channel: 'email', passcode: '424242', sentAt: 1, purpose: 'signin' }] }));
    if (url === '/__sim/faults' && method === 'GET') return new Response(JSON.stringify({ faults: [] }));
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
});
