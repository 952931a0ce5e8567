import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { takeOpener } from './opener';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: role=dialog, aria-modal, labelled by its title, focus moved inside and trapped, Escape closes
 * (unless `static`, the fulfilment modal's static backdrop), focus returns to the opener on close. The page
 * behind keeps its scrollbar width so opening a dialog shifts nothing.
 */
export function Dialog({
  title,
  onClose,
  children,
  staticBackdrop = false,
  size = 'md',
  describedBy,
  className,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  staticBackdrop?: boolean;
  size?: 'sm' | 'md' | 'lg';
  describedBy?: string;
  className?: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Before the dialog is painted: once it can be seen, focus is in it, so a key pressed at once (Escape) reaches it.
  useLayoutEffect(() => {
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    // The control noted when the modal was asked for wins: focus may have left it while the modal's code arrived.
    const opener = takeOpener() ?? active;
    // An opener inside a menu or popover is often hidden or gone by the time the dialog closes: focus then returns to the
    // control that opens that menu (the element whose aria-controls names the opener's container).
    const container = opener?.parentElement?.closest<HTMLElement>('[id]') ?? null;
    const menuControl = container ? (Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).find((el) => (el.getAttribute('aria-controls') ?? '').split(/\s+/).includes(container.id)) ?? null) : null;
    const node = ref.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node;
    first?.focus();
    const root = document.documentElement;
    const gap = window.innerWidth - root.clientWidth;
    root.classList.add('modal-open');
    root.style.setProperty('--scrollbar-gap', `${Math.max(0, gap)}px`);
    return () => {
      root.classList.remove('modal-open');
      root.style.removeProperty('--scrollbar-gap');
      // An opener inside a closed (hidden) menu cannot take focus back.
      if (opener && document.contains(opener) && !opener.closest('[hidden]')) opener.focus();
      // A hidden or removed opener cannot take focus.
      if (document.activeElement !== opener && menuControl && document.contains(menuControl)) menuControl.focus();
    };
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && !staticBackdrop) {
      e.stopPropagation();
      closeRef.current();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('hidden'));
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !staticBackdrop) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy} tabIndex={-1} className={`dialog dialog-${size} ${className ?? ''}`} onKeyDown={onKeyDown}>
        <div className="dialog-head">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {!staticBackdrop && (
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
