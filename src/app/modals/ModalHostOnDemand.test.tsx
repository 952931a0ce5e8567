import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testCore } from '../../../tests/support/app';
import type { Storefront } from '../../storefront/storefront';
import { asksForModalHost, ModalHostOnDemand } from './ModalHostOnDemand';
import { INITIAL_SNAPSHOT } from '../../storefront/snapshot';

/** A host module whose component names the core it renders for, and whose prefetch is recorded. */
function hostModule() {
  const prefetchShopperModals = vi.fn();
  return {
    prefetchShopperModals,
    ModalHost: ({ pathname }: { core: Storefront; pathname: string }) => <p>modal host on {pathname}</p>,
  };
}

const marked = () => performance.getEntriesByName('storefront:prefetch-modals').length > 0;

describe('the modal host on demand', () => {
  it('is not fetched while the core asks for nothing it shows; a modal asked for fetches and shows it', async () => {
    const core = testCore();
    const host = hostModule();
    const load = vi.fn(async () => host as never);
    renderWithApp(<ModalHostOnDemand core={core} pathname="/" load={load} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/modal host/)).toBeNull();
    act(() => core.openModal({ kind: 'timeout' }));
    expect(await screen.findByText('modal host on /')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Fetched because it was asked for, not ahead of need: no idle prefetch.
    expect(host.prefetchShopperModals).not.toHaveBeenCalled();
    expect(marked()).toBe(false);
  });

  it('a shopper\'s intent on a button fetches it ahead of need, marked as idle prefetch before the fetch starts', async () => {
    const core = testCore();
    const host = hostModule();
    const markedWhenFetched: boolean[] = [];
    const load = vi.fn(async () => {
      markedWhenFetched.push(marked());
      return host as never;
    });
    renderWithApp(
      <>
        <button type="button">Change store</button>
        <ModalHostOnDemand core={core} pathname="/" load={load} />
      </>,
    );
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Change store' }));
    expect(await screen.findByText('modal host on /')).toBeInTheDocument();
    expect(markedWhenFetched).toEqual([true]);
    expect(host.prefetchShopperModals).toHaveBeenCalled();
  });

  it('once the page load has its session, it is fetched when the browser is idle', async () => {
    const core = testCore();
    const host = hostModule();
    const load = vi.fn(async () => host as never);
    renderWithApp(<ModalHostOnDemand core={core} pathname="/" load={load} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      await core.pageLoad();
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('modal host on /')).toBeInTheDocument();
    expect(host.prefetchShopperModals).toHaveBeenCalled();
  });

  it('SESSION-EST-07 queued page-load modals ask for the host only once the splash is done', () => {
    const queued = { ...INITIAL_SNAPSHOT, pageModals: ['merge-account' as const] };
    expect(asksForModalHost(INITIAL_SNAPSHOT)).toBe(false);
    expect(asksForModalHost(queued)).toBe(false);
    expect(asksForModalHost({ ...queued, splashDone: true })).toBe(true);
    expect(asksForModalHost({ ...INITIAL_SNAPSHOT, remapped: true })).toBe(true);
    expect(asksForModalHost({ ...INITIAL_SNAPSHOT, splash: [] })).toBe(true);
  });
});
