import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHARED_SESSION_COOKIE } from '../../storefront/session/sessionCookie';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import type { StoreSummary } from '../../storefront/session/backend';
import { StoreModal } from './StoreModal';
import { STORE_CHANGE_FAILED, STORE_LOOKUP_FAILED } from '../../storefront/storeModalFailure';

const stores = [
  { storeId: '1502', banner: 'freshway', zipcode: '94611', address: '100 Main St, Oakland, CA' },
  { storeId: '1510', banner: 'freshway', zipcode: '94611', address: '9 Elm St, Oakland, CA', isClosed: true },
];

describe('store and fulfilment modal', () => {
  it('is a labelled modal dialog with in-store, delivery and pickup tabs, opening on the requested tab', () => {
    renderWithApp(<StoreModal initialTab="pickup" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose your store' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['In-store', 'Delivery', 'Pickup']);
    expect(screen.getByRole('tab', { name: 'Pickup' })).toHaveAttribute('aria-selected', 'true');
  });

  it('announces an invalid zip code and does not call the resolver with it', async () => {
    const storesForZip = vi.fn(async (_zip: string) => stores);
    renderWithApp(<StoreModal initialTab="instore" onClose={() => undefined} />, { backend: { storesForZip } });
    const zip = screen.getByLabelText('ZIP code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '9461{Enter}');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code.');
    expect(storesForZip.mock.calls.map(([z]) => z)).not.toContain('9461');
  });

  it('an invalid ZIP after one no store serves shows only the new error (decision 0431)', async () => {
    renderWithApp(<StoreModal initialTab="pickup" initialZip="99999" onClose={() => undefined} />, { backend: { storesForZip: async () => [] } });
    expect(await screen.findByText('No stores serve this ZIP code yet.')).toBeInTheDocument();
    const zip = screen.getByLabelText('ZIP code');
    await userEvent.clear(zip);
    await userEvent.type(zip, 'abc{Enter}');
    expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code.');
    expect(screen.queryByText('No stores serve this ZIP code yet.')).not.toBeInTheDocument();
  });

  it('pickup lists the stores of the session ZIP as soon as it opens, without pressing Find stores (decision 0431)', async () => {
    const storesForZip = vi.fn(async (_zip: string) => stores);
    renderWithApp(<StoreModal initialTab="pickup" onClose={() => undefined} />, { backend: { storesForZip } });
    expect(await screen.findByRole('radio', { name: /Store #1502/ })).toBeChecked();
    expect(storesForZip).toHaveBeenCalledWith('94611');
  });

  it('a ZIP typed in full is listed at once; a slower answer for an earlier ZIP never replaces it (decision 0431)', async () => {
    const answers = new Map<string, (v: readonly StoreSummary[]) => void>();
    const storesForZip = vi.fn((z: string) => new Promise<readonly StoreSummary[]>((resolve) => answers.set(z, resolve)));
    renderWithApp(<StoreModal initialTab="delivery" onClose={() => undefined} />, { backend: { storesForZip } });
    const zip = screen.getByLabelText('Delivery ZIP code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '94704');
    expect(storesForZip.mock.calls.map(([z]) => z)).toEqual(['94611', '94704']);
    answers.get('94704')!([{ storeId: '1777', banner: 'freshway', zipcode: '94704', address: null }]);
    expect(await screen.findByRole('radio', { name: /Store #1777/ })).toBeChecked();
    answers.get('94611')!(stores);
    await userEvent.click(zip);
    expect(screen.queryByRole('radio', { name: /Store #1502/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Stores near 94704' })).toBeInTheDocument();
  });

  it('the store list shows each store\'s name, distance and hours, nearest first (decision 0431)', async () => {
    const found = [
      { storeId: '1640', banner: 'freshway', zipcode: '94501', address: '12 Park St, Alameda, CA', name: 'Freshway Alameda', distance: 3.14, hours: { opens: '07:00', closes: '22:00' } },
      { storeId: '1622', banner: 'freshway', zipcode: '94704', address: '2 College Ave, Berkeley, CA', name: 'Freshway Berkeley', distance: 0.62, hours: { opens: '06:00', closes: '00:00' } },
    ];
    renderWithApp(<StoreModal initialTab="pickup" initialZip="94704" onClose={() => undefined} />, { backend: { storesForZip: async () => found } });
    await screen.findByRole('radio', { name: /Freshway Berkeley/ });
    const labels = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(labels).toEqual(['Freshway Berkeley · #1622 · 0.6 mi · 2 College Ave, Berkeley, CA · Open 6 AM – midnight', 'Freshway Alameda · #1640 · 3.1 mi · 12 Park St, Alameda, CA · Open 7 AM – 10 PM']);
    expect(screen.getByRole('radio', { name: /Freshway Berkeley/ })).toBeChecked();
  });

  it('GUEST-STORE-12 EXPIRY-01 choosing a pickup store writes the guest session cookie for 24 hours', async () => {
    const onClose = vi.fn();
    const { cookies, toasts } = renderWithApp(<StoreModal initialTab="pickup" initialZip="94611" onClose={onClose} />, {
      backend: { storesForZip: async () => stores, storeAddress: async () => ({ line1: '100 Main St', city: 'Oakland', state: 'CA', zipcode: '94611' }) },
      now: 1_000,
    });
    expect(await screen.findByRole('radio', { name: /Store #1502/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Store #1510/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pick up here' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const written = JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!);
    expect(written.info.COMMON).toMatchObject({ userType: 'G', storeId: '1502', zipcode: '94611', preference: 'DUG', banner: 'freshway' });
    expect(written.info.SHOP).toMatchObject({ storeId: '1502', zipcode: '94611', address: '100+Main+St' });
    expect(cookies.expiries.get(SHARED_SESSION_COOKIE)).toBe(1_000 + 24 * 3_600_000);
    expect(toasts[0]).toContain('store #1502');
  });

  it('STORE-CHANGE-01 STORE-CHANGE-03 STORE-CHANGE-04 STORE-CHANGE-09 a signed-in choice updates the profile with a DriveUp store, then shows the success message', async () => {
    const updateProfileStores = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const { toasts, cookies } = renderWithApp(<StoreModal initialTab="pickup" initialZip="94611" onClose={onClose} />, {
      session: guestSession({ userType: 'R', customerId: 'c-1', userInfo: { userId: 'u-1', SWY_SHOP_TOKEN: 'tok' } }),
      backend: { storesForZip: async () => stores, updateProfileStores },
    });
    await screen.findByRole('radio', { name: /Store #1502/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pick up here' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updateProfileStores).toHaveBeenCalledWith(
      { userType: 'R', token: 'tok' },
      'u-1',
      expect.objectContaining({
        stores: [expect.objectContaining({ storeId: '1502', storePreference: 'DriveUp', banner: 'freshway' })],
        preferences: [expect.objectContaining({ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway' })],
      }),
    );
    expect(toasts).toEqual(['We have Successfully updated your profile']);
    expect(JSON.parse(cookies.get(SHARED_SESSION_COOKIE)!).info.COMMON.storeId).toBe('1502');
  });

  it('STORE-CHANGE-08 ERR-10 a signed-in user without a user id: the CustomerId error is logged, the modal shows its fallback and stays open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const updateProfileStores = vi.fn(async () => undefined);
    renderWithApp(<StoreModal initialTab="instore" initialZip="94611" onClose={onClose} />, { session: guestSession({ userType: 'R' }), backend: { storesForZip: async () => stores, updateProfileStores } });
    await screen.findByRole('radio', { name: /Store #1502/ });
    await userEvent.click(screen.getByRole('button', { name: 'Shop in store' }));
    expect(await screen.findByText(STORE_CHANGE_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/CustomerId/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CustomerId is not Available to Update Profile'));
    expect(updateProfileStores).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Shop in store' })).toBeEnabled();
    warn.mockRestore();
  });

  it('ERR-42 the resolver fails: its message is logged, the modal shows its fallback (and the closed-store variant)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithApp(<StoreModal initialTab="instore" initialZip="94611" closedStore onClose={() => undefined} />, {
      backend: {
        storesForZip: async () => {
          throw new Error('Error in store resolver');
        },
      },
    });
    expect(screen.getByRole('dialog', { name: 'Your store is closed' })).toBeInTheDocument();
    expect(await screen.findByText(STORE_LOOKUP_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/Error in store resolver/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[storefront] store lookup failed: Error in store resolver');
    warn.mockRestore();
  });

  it('closes on Escape, traps Tab and supports arrow keys between tabs', async () => {
    const onClose = vi.fn();
    renderWithApp(<StoreModal initialTab="instore" onClose={onClose} />);
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
    screen.getByRole('tab', { name: 'In-store' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
