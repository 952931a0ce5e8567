/**
 * The control a shopper used to open a modal, noted when the modal is asked for. A modal's code may still be on its
 * way when it is asked for, and by the time its dialog mounts the menu that held the control has closed and the
 * browser has moved focus to the page; the dialog then returns focus to the control noted here.
 */
let noted: HTMLElement | null = null;

/** Notes the element that has focus now as the opener of the modal about to open. */
export function noteOpener(active: Element | null = typeof document === 'undefined' ? null : document.activeElement): void {
  noted = active instanceof HTMLElement && active !== active.ownerDocument.body ? active : null;
}

/** The opener noted for the dialog mounting now (once: a later dialog opened another way does not inherit it). */
export function takeOpener(): HTMLElement | null {
  const opener = noted;
  noted = null;
  return opener !== null && opener.isConnected ? opener : null;
}
