import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';
import { noteOpener } from './opener';

/** A page with a menu whose entry opens a dialog (the header's account menu), and a button that opens it directly. */
function MenuPage() {
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" aria-controls="menu" aria-expanded={menu} onClick={() => setMenu((m) => !m)}>
        Account
      </button>
      <div id="menu">
        {menu && (
          <button type="button" onClick={() => setDialog(true)}>
            Open from the menu
          </button>
        )}
      </div>
      <button type="button" onClick={() => setDialog(true)}>
        Open directly
      </button>
      {dialog && (
        <Dialog title="Example" onClose={() => setDialog(false)}>
          <input aria-label="First field" data-autofocus />
          <button type="button">Last button</button>
        </Dialog>
      )}
    </>
  );
}

describe('dialog', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back to its opener', async () => {
    render(<MenuPage />);
    const opener = screen.getByRole('button', { name: 'Open directly' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('First field')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
    // Past the last control, Tab wraps to the first (the Close button in the title bar).
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the menu button when the opener was in a menu that has closed since', async () => {
    render(<MenuPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const entry = screen.getByRole('button', { name: 'Open from the menu' });
    entry.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Example' })).toBeInTheDocument();
    // The menu closes while the dialog is open: its entry is gone.
    screen.getByRole('button', { name: 'Account' }).click();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });
  it('returns focus to the opener noted when the modal was asked for, though its code arrived after focus had left it', async () => {
    let arrive = (): void => undefined;
    function LateDialogPage() {
      const [menu, setMenu] = useState(false);
      const [dialog, setDialog] = useState(false);
      return (
        <>
          <button type="button" aria-controls="late-menu" aria-expanded={menu} onClick={() => setMenu((m) => !m)}>
            Account
          </button>
          {/* The header's menu: its entry is hidden, not removed, when the menu closes. */}
          <div id="late-menu" hidden={!menu}>
            <button
              type="button"
              onClick={() => {
                noteOpener();
                setMenu(false);
                // The modal's chunk is still on its way: the dialog mounts when the test says it has arrived.
                arrive = () => setDialog(true);
              }}
            >
              Sign In
            </button>
          </div>
          {dialog && (
            <Dialog title="Late" onClose={() => setDialog(false)}>
              <input aria-label="Field" data-autofocus />
            </Dialog>
          )}
        </>
      );
    }
    render(<LateDialogPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // Focus leaves the hidden entry before the dialog exists, as the browser's focus fix-up does.
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    act(() => arrive());
    expect(await screen.findByRole('dialog', { name: 'Late' })).toBeInTheDocument();
    expect(screen.getByLabelText('Field')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The entry is hidden with its menu, so focus goes to the control of that menu.
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });
});
