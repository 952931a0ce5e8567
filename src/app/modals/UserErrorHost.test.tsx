import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testCore } from '../../../tests/support/app';
import { UserErrorHost } from './UserErrorHost';
import { showUserError } from './userErrors';

afterEach(() => {
  vi.useRealTimers();
});

describe('the user-error popup', () => {
  it('MISC-08 CALLS-04 a user error opens the popup once the 1000 ms popup wrapper delay has passed, labelled by its title and described by its message', async () => {
    vi.useFakeTimers();
    renderWithApp(<UserErrorHost core={testCore()} />);
    act(() => showUserError('We could not sign you in', 'You are not authorized to Sign-In.'));
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'We could not sign you in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You are not authorized to Sign-In.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('MISC-08 focus stays in the popup, Escape closes it, the callback runs once and focus returns to where it was', async () => {
    const callback = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(
      <>
        <button type="button">Opener</button>
        <UserErrorHost core={testCore()} />
      </>,
    );
    screen.getByRole('button', { name: 'Opener' }).focus();
    act(() => showUserError('Oops', 'Please try again.', callback));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    const ok = screen.getByRole('button', { name: 'OK' });
    // The dialog moves focus in once it has mounted, which may be a frame after it appears.
    await waitFor(() => expect(ok).toHaveFocus());
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callback).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus());
  });

  it('MISC-08 user errors are shown one at a time, in the order asked; OK calls each one back', async () => {
    const first = vi.fn();
    const second = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<UserErrorHost core={testCore()} />);
    act(() => {
      showUserError('First', 'one', first);
      showUserError('Second', 'two', second);
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await screen.findByRole('dialog', { name: 'First' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(first).toHaveBeenCalledOnce();
    await screen.findByRole('dialog', { name: 'Second' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(second).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('MISC-08 a user error asked for before the popup host is there is shown once it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showUserError('Early', 'Asked before the host mounted.');
    renderWithApp(<UserErrorHost core={testCore()} />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('dialog', { name: 'Early' })).toHaveAccessibleDescription('Asked before the host mounted.');
  });
});
