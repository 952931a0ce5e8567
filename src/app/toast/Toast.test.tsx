import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { parseConfigObject } from '../../../spec/schemas/config';
import { memoryCookieJar } from '../../storefront/cookies';
import { memoryStorage } from '../../storefront/ports';
import { unavailableBackend } from '../../storefront/session/backend';
import { createStorefront } from '../../storefront/storefront';
import { Toast } from './Toast';

afterEach(() => {
  vi.useRealTimers();
});

function core() {
  return createStorefront({
    config: parseConfigObject(simulatorConfig('freshway')),
    banner: banners[0],
    b2b: false,
    cookies: memoryCookieJar(),
    backend: unavailableBackend,
    clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    local: memoryStorage(),
    session: memoryStorage(),
    location: { current: () => ({ pathname: '/', search: '', hash: '', host: 'localhost', href: 'http://localhost/' }), replace: () => undefined, assign: () => undefined },
    freshId: () => 'grs-1',
    log: () => undefined,
  });
}

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
