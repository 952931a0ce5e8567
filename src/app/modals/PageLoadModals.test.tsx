import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { unavailableBackend } from '../../storefront/session/backend';
import type { Backend } from '../../storefront/session/backend';
import { establishSession } from '../../storefront/session/establish';
import { memoryCookieJar } from '../../storefront/cookies';
import { guestSession, renderWithApp, testCore } from '../../../tests/support/app';
import { pageLoadQueue } from '../../storefront/pageLoadQueue';
import { Splash } from './SplashModal';
import { CrossBannerRemappedAlert, MergeAccountModal, PrebookSlotModal } from './PageLoadModals';

const NOW = 1_700_000_000_000;

function load(opts: { pathname?: string; backend?: Partial<Backend>; prebookSlotSetting?: unknown } = {}) {
  return establishSession({ search: '', pathname: opts.pathname ?? '/', banner: banners[0], b2b: false, cookies: memoryCookieJar(), backend: { ...unavailableBackend, ...opts.backend }, now: NOW, replaceSearch: vi.fn(), prebookSlotSetting: opts.prebookSlotSetting });
}

describe('page-load modal order', () => {
  it('SESSION-EST-07 MISC-09 a visitor who is not signed in gets the prebook-slot then the merge-account modal, in that order', async () => {
    expect((await load()).modals).toEqual(['prebook-slot', 'merge-account']);
  });

  it('CONFIG-03 only the string false turns the prebook-slot modal off (AMBIG-40: boolean false leaves it on)', async () => {
    expect((await load({ prebookSlotSetting: 'false' })).modals).toEqual(['merge-account']);
    expect((await load({ prebookSlotSetting: false })).modals).toEqual(['prebook-slot', 'merge-account']);
    expect((await load({ prebookSlotSetting: 'true' })).modals).toEqual(['prebook-slot', 'merge-account']);
  });

  it('MISC-09 a signed-in user gets no merge-account modal', async () => {
    const userInfo = async () => ({ userType: 'R', branchId: '1502', zipcode: '94611', expireTime: String(NOW + 3_600_000), SWY_SHOP_TOKEN: 't', UUID: 'u-1' });
    const view = await load({ backend: { userInfo } });
    expect(view.userType).toBe('R');
    expect(view.modals ?? []).not.toContain('merge-account');
  });

  it('SESSION-EST-08 a cross-banner MFC user with delivery gets the remapped alert instead of the modals; Erums pages skip the modals', async () => {
    const userInfo = async () => ({ userType: 'G', isCrossBannerMFCUser: true, deliveryPreference: 'DELIVERY' });
    const mfc = await load({ backend: { userInfo } });
    expect(mfc.alert).toBe('cross-banner-mfc-remapped');
    expect(mfc.modals).toBeUndefined();
    const erums = await load({ pathname: '/erums/home.html' });
    expect(erums.modals).toBeUndefined();
    expect(erums.alert).toBeUndefined();
  });

  it('SESSION-EST-07 the queue keeps the order and offers the prebook slot only for slot-based fulfilment, once a day; merge account only with several accounts', () => {
    const both = ['prebook-slot', 'merge-account'] as const;
    expect(pageLoadQueue(both, guestSession({ preference: 'J4U' }), null, NOW)).toEqual([]);
    expect(pageLoadQueue(both, guestSession({ preference: 'DELIVERY', userInfo: { multiAccounts: true } }), null, NOW)).toEqual(['prebook-slot', 'merge-account']);
    expect(pageLoadQueue(both, guestSession({ preference: 'DUG' }), String(NOW - 3_600_000), NOW)).toEqual([]);
    expect(pageLoadQueue(both, guestSession({ preference: 'DUG' }), String(NOW - 86_400_000), NOW)).toEqual(['prebook-slot']);
    expect(pageLoadQueue(both, guestSession({ preference: 'DUG' }), 'garbage', NOW)).toEqual(['prebook-slot']);
  });
});

describe('page-load modals after the splash', () => {
  it('SESSION-EST-07 the page-load modals wait until the splash has closed, or at once when it will not show', async () => {
    const core = testCore({ backend: { splash: async () => ({ dealsInfo: [{ id: 'd', title: 'Berries' }], p13nAdobeMetrics: {} }) } });
    renderWithApp(<Splash core={core} />);
    await act(async () => {
      await core.pageLoad();
      await core.idle();
    });
    expect(await screen.findByRole('dialog', { name: 'Deals picked for you' })).toBeInTheDocument();
    expect(core.getSnapshot().splashDone).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Start shopping' }));
    expect(core.getSnapshot().splashDone).toBe(true);
    const skipped = testCore({ backend: { splash: async () => ({}) } });
    await skipped.pageLoad();
    await skipped.idle();
    expect(skipped.getSnapshot()).toMatchObject({ splash: null, splashDone: true });
  });
});

describe('page-load modal content', () => {
  it('MISC-07 the prebook-slot modal is a labelled dialog that traps focus and closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithApp(<PrebookSlotModal onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Reserve your time slot early' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cta = screen.getByRole('button', { name: 'See available times' });
    expect(cta).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cta).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('MISC-07 the prebook-slot invitation leads to the store modal on the shopper\'s own fulfilment tab, not to a page that does not exist', async () => {
    const onClose = vi.fn();
    const { modals } = renderWithApp(<PrebookSlotModal onClose={onClose} />, { session: { ...guestSession(), preference: 'DUG' } });
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'See available times' }));
    expect(onClose).toHaveBeenCalled();
    expect(modals).toEqual([{ kind: 'store', tab: 'pickup' }]);
  });

  it('MISC-07 MISC-09 the merge-account modal offers sign-in and can be dismissed', async () => {
    const onClose = vi.fn();
    const { modals } = renderWithApp(<MergeAccountModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Have more than one account?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onClose).toHaveBeenCalled();
    expect(modals).toEqual([{ kind: 'signIn' }]);
  });

  it('SESSION-EST-08 the remapped alert is announced and dismissible', async () => {
    const onClose = vi.fn();
    renderWithApp(<CrossBannerRemappedAlert bannerName="Freshway" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('served by a Freshway fulfilment centre');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalled();
  });
});
