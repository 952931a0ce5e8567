import { useEffect } from 'react';
import type { ComponentProps } from 'react';
import type { PasskeyPrompt as PasskeyPromptView } from '../passkey/PasskeyPrompt';
import { storeModalAllowed } from '../../rules/pages';
import { prefetchShopperCalls } from '../../storefront/session/apiBackend';
import { callerOf } from '../../storefront/session/establish';
import { prefetchCommands } from '../../storefront/storefront';
import type { Storefront } from '../../storefront/storefront';
import { searchSubmitCode } from '../search/SearchBar';
import { useApp, useStorefrontSelector } from '../shell/AppContext';
import { deferred, markIdlePrefetch, whenIdle } from '../shell/lazy';
// The splash's own dialog is fetched when it has deals (./SplashModal.tsx); its wrapper comes with the host.
import { Splash } from './SplashModal';

// Modals are fetched when they are about to open; the two a shopper opens by hand (store, sign-in) are also fetched
// on intent and once the page is idle, so opening them stays instant.
const MODAL = { standalone: true } as const;
const StoreModal = deferred(() => import('../store-modal/StoreModal').then((m) => m.StoreModal), MODAL);
const SignInModal = deferred(() => import('../sign-in/SignInModal').then((m) => m.SignInModal), MODAL);
const CreateAccountModal = deferred(() => import('./SimpleModals').then((m) => m.CreateAccountModal), MODAL);
const SessionTimeoutModal = deferred(() => import('./SimpleModals').then((m) => m.SessionTimeoutModal), MODAL);
const ConflictModal = deferred(() => import('./ConflictModal').then((m) => m.ConflictModal), MODAL);
const BusinessProfileModal = deferred(() => import('./BusinessProfileModal').then((m) => m.BusinessProfileModal), MODAL);
// The passkey prompt concerns signed-in users only, so guests never fetch it.
const PasskeyPrompt = deferred(
  () =>
    Promise.all([import('../passkey/PasskeyPrompt'), import('../passkey/webAuthn')]).then(
      ([view, { browserWebAuthn }]) =>
        function PasskeyPromptWithBrowser(props: Omit<ComponentProps<typeof PasskeyPromptView>, 'webAuthn'>) {
          return <view.PasskeyPrompt {...props} webAuthn={browserWebAuthn()} />;
        },
    ),
  MODAL,
);
// The default-address tooltip is for signed-in users only: its code arrives with their profile check.
const DefaultAddressTooltip = deferred(() => import('../header/DefaultAddressTooltip').then((m) => m.DefaultAddressTooltip), MODAL);
const PrebookSlotModal = deferred(() => import('./PageLoadModals').then((m) => m.PrebookSlotModal), MODAL);
const MergeAccountModal = deferred(() => import('./PageLoadModals').then((m) => m.MergeAccountModal), MODAL);
const CrossBannerRemappedAlert = deferred(() => import('./PageLoadModals').then((m) => m.CrossBannerRemappedAlert), MODAL);

let prefetched = false;
/** Fetches the modals a shopper opens by hand; the performance mark lets a measurement tell these fetches apart. */
export function prefetchShopperModals(): void {
  if (prefetched) return;
  prefetched = true;
  markIdlePrefetch();
  void StoreModal.preload();
  void SignInModal.preload();
  // The backend's calls that only a shopper's act makes (the store list, sign-in, account creation).
  void prefetchShopperCalls().catch(() => undefined);
  // The core's commands a shopper starts (a store choice, a sign-in).
  void prefetchCommands().catch(() => undefined);
  // A search's submit.
  void searchSubmitCode.load().catch(() => undefined);
}

/**
 * Every modal, tooltip and prompt of the storefront, shown as the core's snapshot says (decision 0401: one at a
 * time, the page-load queue after the splash). The core decides; this host only renders and reports closes.
 */
export function ModalHost({ core, pathname }: { core: Storefront; pathname: string }) {
  const { session, modal, backend, banner, cookies, now } = useApp();
  const tooltip = useStorefrontSelector(core, (s) => s.tooltip);
  const businessProfile = useStorefrontSelector(core, (s) => s.businessProfile);
  const passkey = useStorefrontSelector(core, (s) => s.passkey);
  const splashDone = useStorefrontSelector(core, (s) => s.splashDone);
  // The splash's dialog is fetched only once the core has deals for it (the painted shell has none).
  const splashOpen = useStorefrontSelector(core, (s) => s.splash !== null);
  const nextPageModal = useStorefrontSelector(core, (s) => s.pageModals[0] ?? null);
  const remapped = useStorefrontSelector(core, (s) => s.remapped);

  // Once the page has settled, the hand-opened modals are fetched in the background; a pointer or focus on any button
  // before that fetches them at once.
  useEffect(() => {
    if (session) whenIdle(prefetchShopperModals);
  }, [session]);
  useEffect(() => {
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest('button')) prefetchShopperModals();
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  const free = modal === null && !businessProfile && !passkey;
  const close = core.closeModal;
  return (
    <>
      {modal?.kind === 'store' && storeModalAllowed(pathname) && <StoreModal.Component initialTab={modal.tab} initialZip={modal.zipcode} closedStore={modal.closedStore} onClose={close} />}
      {modal?.kind === 'signIn' && <SignInModal.Component onClose={close} now={now} currentSession={() => core.getSnapshot().session} />}
      {modal?.kind === 'createAccount' && <CreateAccountModal.Component onClose={close} />}
      {modal?.kind === 'timeout' && <SessionTimeoutModal.Component onClose={close} />}
      {tooltip && session && <DefaultAddressTooltip.Component text={tooltip.text} variant={tooltip.variant} onHide={(reason) => void core.hideTooltip(reason)} />}
      {businessProfile && session && modal === null && <BusinessProfileModal.Component onClose={core.closeBusinessProfile} onSave={core.saveBusinessProfile} />}
      {passkey && session && modal === null && !businessProfile && <PasskeyPrompt.Component onClose={core.closePasskey} backend={backend} caller={callerOf(session)} uuid={session.userInfo?.UUID ?? null} cookies={cookies} now={now} />}
      {free && splashOpen && <Splash core={core} />}
      {free && splashDone && nextPageModal === 'prebook-slot' && <PrebookSlotModal.Component onClose={core.nextPageModal} />}
      {free && splashDone && nextPageModal === 'merge-account' && <MergeAccountModal.Component onClose={core.nextPageModal} />}
      {remapped && <CrossBannerRemappedAlert.Component bannerName={banner.displayName} onClose={core.closeRemapped} />}
      {modal?.kind === 'conflict' && <ConflictModal.Component current={modal.current} previous={modal.previous} onKeep={close} onSwitch={() => void core.switchBanner()} />}
    </>
  );
}
