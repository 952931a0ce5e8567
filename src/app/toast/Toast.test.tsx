import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';

describe('notification toast', () => {
  it('TOAST-07 TOAST-01 shows in a live region for 8 seconds and a new message replaces the old one', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { rerender } = render(<Toast message={{ text: 'First', key: 1 }} onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('First');
    rerender(<Toast message={{ text: 'Second', key: 2 }} onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.getByRole('status')).not.toHaveTextContent('First');
    act(() => {
      vi.advanceTimersByTime(7_999);
    });
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
