import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCore } from '../../../tests/support/app';
import { Toast } from './Toast';

afterEach(() => {
  vi.useRealTimers();
});

const core = () => testCore();

describe('notification toast', () => {
  it('TOAST-07 TOAST-01 shows in a live region for 8 seconds and a new message replaces the old one', () => {
    vi.useFakeTimers();
    const storefront = core();
    render(<Toast core={storefront} />);
    act(() => storefront.showToast('First'));
    expect(screen.getByRole('status')).toHaveTextContent('First');
    act(() => {
      vi.advanceTimersByTime(5_000);
      storefront.showToast('Second');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.getByRole('status')).not.toHaveTextContent('First');
    act(() => {
      vi.advanceTimersByTime(7_999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('TOAST-01 the dismiss button removes it at once', () => {
    vi.useFakeTimers();
    const storefront = core();
    render(<Toast core={storefront} />);
    act(() => storefront.showToast('Saved'));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
