import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../storefront/session/backend';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { StoreModal } from './StoreModal';
import { STORE_CHANGE_FAILED } from '../../storefront/storeModalFailure';

const stores = [{ storeId: '1605', banner: 'freshway', zipcode: '94739', address: '1 Bay St, Oakland, CA' }];
const signedIn = guestSession({ userType: 'C', customerId: 'c-1', userInfo: { userId: 'u-1', SWY_SHOP_TOKEN: 'tok' } });

function refused(status: number, statusText: string) {
  return vi.fn(async () => {
    throw new BackendError(`CALL-26 POST answered ${status} ${statusText}`, status, null, null, statusText);
  });
}

async function choose(exit: { assign: (url: string) => void; reload: () => void }, updateProfileStores: ReturnType<typeof refused>, cookies: Record<string, string> = {}) {
  const onClose = vi.fn();
  const app = renderWithApp(<StoreModal initialTab="instore" initialZip="94739" onClose={onClose} exit={exit} />, { session: signedIn, cookies, backend: { storesForZip: async () => stores, updateProfileStores } });
  await screen.findByRole('radio', { name: /Store #1605/ });
  await userEvent.click(screen.getByRole('button', { name: 'Shop in store' }));
  await waitFor(() => expect(updateProfileStores).toHaveBeenCalled());
  return { ...app, onClose };
}

describe('store modal: a refused or failed profile update', () => {
  it('STORE-CHANGE-06 ERR-08 401 with keep-me-signed-in: single sign-on with goto the current page', async () => {
    const exit = { assign: vi.fn(), reload: vi.fn() };
    await choose(exit, refused(401, 'Unauthorized'), { [KMSI_COOKIE]: 'true' });
    await waitFor(() => expect(exit.assign).toHaveBeenCalledWith(`/bin/wcax/sso?goto=${encodeURIComponent(window.location.href)}`));
    expect(exit.reload).not.toHaveBeenCalled();
  });

  it('STORE-CHANGE-06 ERR-08 403 without keep-me-signed-in: the page reloads', async () => {
    const exit = { assign: vi.fn(), reload: vi.fn() };
    const { toasts } = await choose(exit, refused(403, 'Forbidden'));
    await waitFor(() => expect(exit.reload).toHaveBeenCalledTimes(1));
    expect(exit.assign).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('STORE-CHANGE-07 ERR-09 another failure: the status text is logged, the modal shows its fallback and stays open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const exit = { assign: vi.fn(), reload: vi.fn() };
    const { toasts, onClose } = await choose(exit, refused(500, 'Internal Server Error'));
    expect(await screen.findByText(STORE_CHANGE_FAILED)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[storefront] profile update failed: Internal Server Error');
    expect(toasts).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(exit.assign).not.toHaveBeenCalled();
    expect(exit.reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("store modal: another banner's store", () => {
  const near = [
    { storeId: '2210', banner: 'valleymarket', zipcode: '85004', address: '5 Camelback Rd, Phoenix, AZ' },
    { storeId: '1605', banner: 'freshway', zipcode: '94739', address: null },
  ];

  it("CROSS-BANNER-06 a signed-in shopper choosing another banner's store: the profile is updated, then that banner's sign-on with setReInit", async () => {
    const exit = { assign: vi.fn(), reload: vi.fn() };
    const updateProfileStores = vi.fn(async () => undefined);
    renderWithApp(<StoreModal initialTab="instore" initialZip="85004" onClose={() => undefined} exit={exit} />, { session: signedIn, backend: { storesForZip: async () => near, updateProfileStores } });
    const other = await screen.findByRole('radio', { name: /Store #2210/ });
    expect(other.closest('label')).toHaveTextContent('Valley Market');
    expect(screen.getByRole('radio', { name: /Store #1605/ }).closest('label')).not.toHaveTextContent('Fresh');
    await userEvent.click(screen.getByRole('button', { name: 'Shop in store' }));
    await waitFor(() => expect(exit.assign).toHaveBeenCalledTimes(1));
    const url = new URL(exit.assign.mock.calls[0]![0] as string);
    expect(url.hostname).toBe('www.valleymarket.test');
    expect(url.pathname).toBe('/bin/wcax/sso');
    expect(Object.fromEntries(url.searchParams)).toEqual({ banner: 'valleymarket', idp: 'false', goto: window.location.href, setReInit: 'true' });
    expect(updateProfileStores).toHaveBeenCalledWith(expect.anything(), 'u-1', expect.objectContaining({ stores: [expect.objectContaining({ storeId: '2210', banner: 'valleymarket' })] }));
  });

  it("a guest choosing another banner's store stays on this site (no sign-on to another banner)", async () => {
    const exit = { assign: vi.fn(), reload: vi.fn() };
    const onClose = vi.fn();
    renderWithApp(<StoreModal initialTab="instore" initialZip="85004" onClose={onClose} exit={exit} />, { backend: { storesForZip: async () => near } });
    await screen.findByRole('radio', { name: /Store #2210/ });
    await userEvent.click(screen.getByRole('button', { name: 'Shop in store' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(exit.assign).not.toHaveBeenCalled();
  });
});
