import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { SponsoredIcons } from './SponsoredIcons';

const body = { icons: [{ content: { categoryId: 'snacks', backgroundImage: '/img/snacks.png' }, eventTracking: {} }, { content: { categoryId: 'snacks', backgroundImage: '/img/snacks.png' }, eventTracking: {} }, { content: { categoryId: 'frozen', backgroundImage: '/img/frozen.png' }, eventTracking: {} }] };

describe('sponsored category icons', () => {
  it('SPONSORED-01 SPONSORED-03 on the home page the call carries homepage, the store and the channel; no bearer for a guest', async () => {
    window.history.replaceState(null, '', '/');
    const sponsoredIcons = vi.fn(async () => body);
    renderWithApp(<SponsoredIcons />, { backend: { sponsoredIcons }, session: guestSession({ preference: 'DUG' }) });
    expect(await screen.findByRole('link', { name: /frozen/ })).toBeInTheDocument();
    expect(sponsoredIcons).toHaveBeenCalledWith({ userType: 'G', token: null }, expect.objectContaining({ pagename: 'homepage', storeId: '1502', channel: 'pickup' }));
  });

  it('SPONSORED-05 an impression is recorded once per category per page', async () => {
    window.history.replaceState(null, '', '/');
    const onImpression = vi.fn();
    renderWithApp(<SponsoredIcons onImpression={onImpression} />, { backend: { sponsoredIcons: async () => body } });
    await waitFor(() => expect(onImpression).toHaveBeenCalledTimes(2));
    expect(onImpression.mock.calls.map((c: unknown[]) => c[0] as string)).toEqual(['snacks', 'frozen']);
  });

  it('SPONSORED-04 a failed call completes with no icons', async () => {
    window.history.replaceState(null, '', '/');
    renderWithApp(<SponsoredIcons />, {
      backend: {
        sponsoredIcons: async () => {
          throw new Error('503');
        },
      },
    });
    const region = screen.getByRole('region', { name: 'Sponsored categories' });
    await waitFor(() => expect(region).toHaveAttribute('data-status', 'completed'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('SPONSORED-01 other pages show no sponsored icons and make no call', () => {
    window.history.replaceState(null, '', '/contact-us.html');
    const sponsoredIcons = vi.fn(async () => body);
    renderWithApp(<SponsoredIcons />, { backend: { sponsoredIcons } });
    expect(screen.queryByRole('region', { name: 'Sponsored categories' })).not.toBeInTheDocument();
    expect(sponsoredIcons).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});
