import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DefaultAddressTooltip } from '../header/DefaultAddressTooltip';
import { banners } from '../../../spec/banners';
import { guestSession, renderWithApp, testCore } from '../../../tests/support/app';
import { BusinessProfileModal } from './BusinessProfileModal';
import { ConflictModal } from './ConflictModal';
import { CreateAccountModal, SessionTimeoutModal, UserErrorPopup } from './SimpleModals';
import { Splash } from './SplashModal';

const deals = { dealsInfo: [{ id: 'd1', title: '2 for $5 berries', imageUrl: '/d1.png' }], p13nAdobeMetrics: {} };

describe('page-load modals', () => {
  it('SPLASH-01..08 the splash shows the deals of the core\'s snapshot; Start shopping closes it through the core', async () => {
    const splash = vi.fn(async () => deals);
    const core = testCore({ backend: { splash } });
    renderWithApp(<Splash core={core} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await core.pageLoad();
      await core.idle();
    });
    expect(await screen.findByRole('dialog', { name: 'Deals picked for you' })).toHaveTextContent('2 for $5 berries');
    await userEvent.click(screen.getByRole('button', { name: 'Start shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(core.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
  });

  it('SPLASH-01 the splash deals name their product, price and saving and link to the product (decision 0434)', async () => {
    const real = { dealsInfo: [{ id: 'deal-1502-960012421', title: 'Open Nature Atlantic Salmon Fillet', imageUrl: '/images/pictures/fish.svg', bpn: '960012421', price: 9.59, wasPrice: 11.99, saving: 2.4 }, { id: 'x', title: 'Plain deal' }, { id: 'y', title: 'Bad bpn', bpn: 'javascript:alert(1)', price: -1 }], p13nAdobeMetrics: {} };
    const core = testCore({ backend: { splash: async () => real } });
    renderWithApp(<Splash core={core} />);
    await act(async () => {
      await core.pageLoad();
      await core.idle();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Deals picked for you' });
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Open Nature Atlantic Salmon Fillet $9.59 · Save $2.40', 'Plain deal', 'Bad bpn']);
    expect(within(dialog).getByRole('link', { name: 'Open Nature Atlantic Salmon Fillet' })).toHaveAttribute('href', '/shop/product-details.960012421.html');
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    // Following a deal closes the splash too.
    await userEvent.click(within(dialog).getByRole('link'));
    expect(core.getSnapshot().splashDone).toBe(true);
  });

  it('TOOLTIP-02 TOOLTIP-03 Got it, Escape and an outside click each report their reason (the core acknowledges and times out)', async () => {
    const onHide = vi.fn<(reason: string) => void>();
    renderWithApp(<DefaultAddressTooltip text="Welcome back!" variant="large" onHide={onHide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(document.body);
    expect(onHide.mock.calls.map(([reason]) => reason)).toEqual(['got-it', 'escape', 'outside-click']);
  });

  it('the business profile modal saves name and type and stays open with a message on failure', async () => {
    const onSave = vi.fn(async () => Promise.reject(new Error('x')));
    renderWithApp(<BusinessProfileModal onSave={onSave} onClose={() => undefined} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Business name'), 'Corner Cafe');
    await userEvent.selectOptions(screen.getByLabelText('Business type'), 'Restaurant');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ name: 'Corner Cafe', type: 'Restaurant' });
    expect(await screen.findByRole('alert')).toHaveTextContent("couldn't save");
  });

  it('CONFIG-09 PROFILE-RECON-10 each side of the conflict modal shows its own banner logo; an unknown banner shows none', () => {
    renderWithApp(<ConflictModal current={{ banner: 'freshway', storeId: '1502' }} previous={{ banner: 'nowhere', storeId: '3318' }} onKeep={() => undefined} onSwitch={() => undefined} />);
    const current = screen.getByRole('region', { name: 'Currently shopping' });
    expect(within(current).getByRole('img')).toHaveAttribute('src', banners.find((b) => b.id === 'freshway')!.logo.src);
    expect(within(screen.getByRole('region', { name: 'Previously shopped' })).queryByRole('img')).toBeNull();
  });

  it('the conflict modal returns focus to the opener when closed with Escape', async () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const onKeep = vi.fn();
    const { unmount } = renderWithApp(<ConflictModal current={{ banner: 'freshway', storeId: '1502' }} previous={{ banner: 'harborfoods', storeId: '3318' }} onKeep={onKeep} onSwitch={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Keep current store' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onKeep).toHaveBeenCalled();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('SIGNIN-09 create account goes to the need-zipcode page in a no-service area, else to create-account with the zip', () => {
    renderWithApp(<CreateAccountModal onClose={() => undefined} />, { session: guestSession({ userInfo: { isInNoServiceArea: 'Y' } }) });
    expect(screen.getByRole('link', { name: 'Tell us your ZIP code' })).toHaveAttribute('href', '/account/need-zipcode.html');
  });

  it('SIGNIN-09 a guest with a zip creates an account for that zip in the modal itself', () => {
    renderWithApp(<CreateAccountModal onClose={() => undefined} />);
    expect(screen.getByText('Shopping at ZIP code 94611.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('SESSION-EST-14 the session timeout modal is static: Escape does not close it', async () => {
    const onClose = vi.fn();
    renderWithApp(<SessionTimeoutModal onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Your session has timed out' })).toBeInTheDocument();
  });

  it('the user-error popup shows its title and message as text and calls back on OK', async () => {
    const onClose = vi.fn();
    renderWithApp(<UserErrorPopup title="Oops" message="<b>not html</b>" onClose={onClose} />);
    expect(screen.getByText('<b>not html</b>')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
