import { lazy, Suspense, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { GREETING_WIDTH_PX, isWideScreen } from '../../rules/environment';
import { cartIcon } from '../../rules/links';
import { dropdownOpenAfterView } from '../../rules/pages';
import { isAuthorised } from '../../rules/userTypes';
import { StorefrontContext, useApp } from '../shell/AppContext';
import { FALLBACK_MESSAGE } from '../../../spec/errors/flowTexts';
import { Link, useRouter } from '../shell/router';
import { SearchBar } from '../search/SearchBar';
import { greeting } from '../../storefront/greeting';
import { PREFERENCE_LABEL, storeModalTab } from '../../storefront/fulfilment';
import { FULL_CART_PATH } from '../../storefront/cart/cartMode';
import { ORDERS_PATH } from '../../storefront/checkout/paths';
import { useCartSelector } from '../cart/CartContext';

const unsubscribed = () => () => undefined;
/** Whether the page load could not finish; false where no core runs (the painted shell, a header on its own). */
function usePageLoadFailed(): boolean {
  const core = useContext(StorefrontContext);
  const read = () => core?.getSnapshot().loadFailed ?? false;
  return useSyncExternalStore(core ? core.subscribe : unsubscribed, read, read);
}

/** Store and fulfilment summary: preference, store number, address and zip, with the change-store entry. */
export function StoreSummary() {
  const { session, openModal } = useApp();
  const loadFailed = usePageLoadFailed();
  if (!session && loadFailed) {
    return (
      <section aria-label="Store and fulfilment" className="store-summary">
        <span role="alert">{FALLBACK_MESSAGE}</span>{' '}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    );
  }
  if (!session) {
    return (
      <section aria-label="Store and fulfilment" className="store-summary" aria-busy="true">
        {/* Its own key: the session's badge replaces this line rather than being this node moved (no layout shift). */}
        <span key="finding" className="skeleton">
          Finding your store…
        </span>
      </section>
    );
  }
  const address = session.storeAddress;
  const tab = storeModalTab(session.preference);
  return (
    <section aria-label="Store and fulfilment" className="store-summary">
      <span key="badge" className="pref-badge" data-preference={session.preference}>
        {PREFERENCE_LABEL[session.preference]}
      </span>
      <span className="store-line">
        <span className="store-id">Store #{session.storeId}</span>
        {address && (
          <span className="store-address">
            {' · '}
            {address.line1}, {address.city}, {address.state}
          </span>
        )}
      </span>
      <span className="store-zip">
        ZIP <span data-testid="session-zip">{session.zipcode}</span>
      </span>
      {session.editOrder ? (
        <span className="edit-order-badge">Editing your order{session.pendingOrder ? ` #${session.pendingOrder.orderNumber}` : ''}</span>
      ) : (
        <button type="button" className="link-button" onClick={() => openModal({ kind: 'store', tab })}>
          Change store
        </button>
      )}
    </section>
  );
}

function AccountMenu() {
  const { session, openModal, signOut } = useApp();
  const [open, setOpen] = useState(false);
  // PAGES-16: opening the signIn or createAccount view closes this dropdown.
  const openView = (view: 'signIn' | 'createAccount') => {
    setOpen((o) => dropdownOpenAfterView(view, o));
    openModal({ kind: view });
  };
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);
  const signedIn = session !== null && isAuthorised(session.userType);
  const label = signedIn && session.firstName ? greeting(session.firstName) : signedIn ? 'Account' : 'Sign In / Up';
  // ENV-LAYOUT-07: beyond the wide-screen threshold the greeting has its fixed box (only a signed-in page greets, so
  // the painted guest shell never differs from the page's first render).
  const greetingBox = signedIn && session.firstName && typeof window !== 'undefined' && isWideScreen(window.innerWidth) ? { maxWidth: GREETING_WIDTH_PX } : undefined;
  return (
    <div className="account-menu" ref={ref} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className="header-button greeting" style={greetingBox} aria-expanded={open} aria-controls="account-dropdown" onClick={() => setOpen((o) => !o)} title={signedIn && session.firstName ? `Hi, ${session.firstName}` : undefined}>
        {label}
      </button>
      <div id="account-dropdown" className="dropdown" hidden={!open}>
        {signedIn ? (
          <>
            <Link href={ORDERS_PATH} className="dropdown-link" onClick={() => setOpen(false)}>
              Orders
            </Link>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setOpen(false);
                void signOut('shopper');
              }}
            >
              Sign out
            </button>
          </>
        ) : (
          <>
            <p className="dropdown-note">Sign in for your offers, saved stores and faster checkout.</p>
            <button type="button" className="button primary" onClick={() => openView('signIn')}>
              Sign In
            </button>
            <button type="button" className="button secondary" onClick={() => openView('createAccount')}>
              Create Account
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** The mini cart's panel is fetched when it is first opened: the header itself carries only the count. */
const MiniCart = lazy(() => import('../cart/MiniCart').then((m) => ({ default: m.MiniCart })));

/**
 * The cart icon with the number of items (a live region says when it changes). Authorised users open the mini cart;
 * others follow LINKS-04/05: the full cart or the fulfilment modal with guest add-to-cart on, else the OTP sign-in.
 */
function CartButton() {
  const { session, config, openModal } = useApp();
  const { navigate } = useRouter();
  const count = useCartSelector((s) => s.count);
  // Cart work sent or queued and not answered yet (changes, and a new session's merge, move or read): tests and page
  // scripts wait on it (data-pending="0") instead of a timer.
  const pending = useCartSelector((s) => s.pending + (s.status === 'loading' || s.status === 'idle' ? 1 : 0));
  const [open, setOpen] = useState(false);
  const onClick = () => {
    const { action } = cartIcon({ userType: session?.userType, preference: session?.preference, guestAddToCartVariant: config.featureToggles.guestAddToCartVariant });
    if (action === 'open-cart') setOpen(true);
    else if (action === 'fulfilment-modal-delivery-tab') openModal({ kind: 'store', tab: 'delivery' });
    else if (action === 'otp-sign-in-modal') openModal({ kind: 'signIn' });
    else navigate(FULL_CART_PATH);
  };
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <>
      <button type="button" className="header-button cart" aria-label={`Cart, ${items}`} data-pending={pending} onClick={onClick}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="9" cy="19" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19" r="1.6" fill="currentColor" />
        </svg>
        <span className="cart-label">Cart</span>
        <span className="cart-count" data-count={count} aria-hidden="true">
          {count}
        </span>
      </button>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {count > 0 ? `${items} in your cart` : ''}
      </span>
      {/* On a phone the header's cart is out of a thumb's reach: once the cart holds something, the same entry is also
          a bar at the bottom of the screen (shown by the stylesheet at phone widths only). It lives outside the
          header, which stays the one banner with the one cart button. */}
      {count > 0 &&
        typeof document !== 'undefined' &&
        createPortal(
          <div className="thumb-cart-bar">
            <button type="button" className="button primary thumb-cart" aria-label={`View your cart (${items})`} onClick={onClick}>
              <span>View cart</span>
              <span className="cart-count" aria-hidden="true">
                {count}
              </span>
            </button>
          </div>,
          document.body,
        )}
      {open && (
        <Suspense fallback={null}>
          <MiniCart onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function Header() {
  const { banner, b2b, sessionLoading } = useApp();
  const logo = b2b ? banner.businessLogo : banner.logo;
  return (
    // While the session loads (after a sign-in too) the greeting and store summary are about to change.
    <header className="site-header" aria-busy={sessionLoading ? true : undefined}>
      <div className="header-top">
        <Link href="/" className="brand" aria-label={`${banner.displayName}${b2b ? ' for Business' : ''} home`}>
          <img src={logo.src} alt="" width="40" height="40" className="brand-logo" />
          <span className="brand-name">{banner.displayName}</span>
          {b2b && <span className="brand-b2b">Business</span>}
        </Link>
        <div className="header-search">
          <SearchBar />
        </div>
        <div className="header-actions">
          <AccountMenu />
          <CartButton />
        </div>
      </div>
      <StoreSummary />
    </header>
  );
}
