import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_SNAPSHOT, reduceSnapshot } from './snapshot';
import type { OpenModal, StorefrontAction, StorefrontSnapshot } from './snapshot';

const conflict: NonNullable<OpenModal> = { kind: 'conflict', current: { banner: 'freshway', storeId: '1502' }, previous: { banner: 'vonsway', storeId: '2201' } };
const reduceAll = (actions: readonly StorefrontAction[], from: StorefrontSnapshot = INITIAL_SNAPSHOT) => actions.reduce(reduceSnapshot, from);

/** Every action the core dispatches, with small payloads. */
const anyAction: fc.Arbitrary<StorefrontAction> = fc.oneof(
  fc.constantFrom<StorefrontAction>(
    { type: 'establishStarted' },
    { type: 'establishEnded' },
    { type: 'pageModalDone' },
    { type: 'remappedClosed' },
    { type: 'modalClosed' },
    { type: 'timeoutModalClosed' },
    { type: 'profileChecked' },
    { type: 'toastGone' },
    { type: 'tooltipHidden' },
    { type: 'passkeyPrompted' },
    { type: 'passkeyClosed' },
    { type: 'businessProfileDue' },
    { type: 'businessProfileClosed' },
    { type: 'splashSkipped' },
    { type: 'splashClosed' },
    { type: 'pageLoadFailed' },
  ),
  fc.constantFrom<NonNullable<OpenModal>>({ kind: 'signIn' }, { kind: 'timeout' }, { kind: 'createAccount' }, { kind: 'store', tab: 'pickup' }, conflict).map((modal) => ({ type: 'modalOpened' as const, modal })),
  fc.string().map((text) => ({ type: 'toastShown' as const, toast: { text, key: 1 } })),
  fc.array(fc.constantFrom('prebook-slot' as const, 'merge-account' as const), { maxLength: 3 }).map((modals) => ({ type: 'pageModalsQueued' as const, modals, remapped: modals.length > 1 })),
  fc.constant({ type: 'splashShown' as const, deals: [] }),
);

describe('the storefront snapshot\'s reducer', () => {
  it('SPLASH-06 closing the conflict modal ends the conflict flow (the profile check is done), whoever closes it', () => {
    const open = reduceAll([{ type: 'modalOpened', modal: conflict }]);
    expect(open.profileChecked).toBe(false);
    const closed = reduceSnapshot(open, { type: 'modalClosed' });
    expect(closed.modal).toBeNull();
    expect(closed.profileChecked).toBe(true);
  });

  it('SPLASH-06 closing any other modal leaves the profile check as it was', () => {
    for (const modal of [{ kind: 'signIn' }, { kind: 'timeout' }, { kind: 'store', tab: 'delivery' }] as const) {
      const closed = reduceAll([{ type: 'modalOpened', modal }, { type: 'modalClosed' }]);
      expect(closed.modal).toBeNull();
      expect(closed.profileChecked).toBe(false);
    }
  });

  it('SIGNIN-05 the sign-out closes the session timeout modal, and no other', () => {
    expect(reduceAll([{ type: 'modalOpened', modal: { kind: 'timeout' } }, { type: 'timeoutModalClosed' }]).modal).toBeNull();
    expect(reduceAll([{ type: 'modalOpened', modal: conflict }, { type: 'timeoutModalClosed' }]).modal).toEqual(conflict);
  });

  it('SESSION-EST-07 the page-load modals show one after another, in the queued order', () => {
    const queued = reduceAll([{ type: 'pageModalsQueued', modals: ['prebook-slot', 'merge-account'], remapped: true }]);
    expect(queued.pageModals).toEqual(['prebook-slot', 'merge-account']);
    expect(queued.remapped).toBe(true);
    expect(reduceSnapshot(queued, { type: 'pageModalDone' }).pageModals).toEqual(['merge-account']);
    expect(reduceAll([{ type: 'pageModalDone' }, { type: 'pageModalDone' }], queued).pageModals).toEqual([]);
    expect(reduceSnapshot(queued, { type: 'remappedClosed' }).remapped).toBe(false);
  });

  it('SPLASH-01 SESSION-EST-07 a splash closed is done; a splash skipped is done without ever showing', () => {
    const shown = reduceAll([{ type: 'splashShown', deals: [] }]);
    expect(shown.splash).toEqual([]);
    expect(shown.splashDone).toBe(false);
    const closed = reduceSnapshot(shown, { type: 'splashClosed' });
    expect(closed.splash).toBeNull();
    expect(closed.splashDone).toBe(true);
    const skipped = reduceAll([{ type: 'splashSkipped' }]);
    expect(skipped.splash).toBeNull();
    expect(skipped.splashDone).toBe(true);
    expect(reduceAll([{ type: 'splashClosed' }]).splashDone, 'no splash open: closing it changes nothing').toBe(false);
  });

  it('SESSION-EST-07 before the page load the snapshot shows nothing: no session, no modal, no page-load modal queued, no alert', () => {
    expect(INITIAL_SNAPSHOT).toMatchObject({ session: null, establishing: 0, modal: null, toast: null, tooltip: null, pageModals: [], remapped: false, splash: null, splashDone: false, profileChecked: false, loadFailed: false });
  });

  it('TOOLTIP-01 TOOLTIP-02 the default-address tooltip shows, then hides', () => {
    const tooltip = { text: 'Deliver to 1 Main St' } as never;
    const shown = reduceAll([{ type: 'tooltipShown', tooltip }]);
    expect(shown.tooltip).toBe(tooltip);
    expect(reduceSnapshot(shown, { type: 'tooltipHidden' }).tooltip).toBeNull();
  });

  it('TOAST-01 a toast replaces the one shown, and goes', () => {
    const first = reduceAll([{ type: 'toastShown', toast: { text: 'one', key: 1 } }, { type: 'toastShown', toast: { text: 'two', key: 2 } }]);
    expect(first.toast).toEqual({ text: 'two', key: 2 });
    expect(reduceSnapshot(first, { type: 'toastGone' }).toast).toBeNull();
  });

  it('the page-load, sign-in and prompt fields each change by their own action', () => {
    const s = reduceAll([
      { type: 'pageLoadStoreKnown', storeId: '1502' },
      { type: 'passkeyPrompted' },
      { type: 'businessProfileDue' },
      { type: 'pageLoadFailed' },
      { type: 'signInPrefilled', prefill: { email: 'a@b.test', locked: true } },
      { type: 'signInArrived', arrival: { refusal: null } as never },
      { type: 'userErrorChanged', userError: { title: 't', message: 'm' } as never },
    ]);
    expect(s).toMatchObject({ pageLoadStoreId: '1502', passkey: true, businessProfile: true, loadFailed: true, signInPrefill: { email: 'a@b.test', locked: true }, signInArrival: { refusal: null }, userError: { title: 't', message: 'm' } });
    const closed = reduceAll([{ type: 'passkeyClosed' }, { type: 'businessProfileClosed' }, { type: 'userErrorChanged', userError: null }], s);
    expect(closed).toMatchObject({ passkey: false, businessProfile: false, userError: null });
  });

  it('property: the establishment count is never negative, and counts starts not yet ended', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (steps) => {
        let model = 0;
        const s = reduceAll(
          steps.map((start) => {
            model = start ? model + 1 : Math.max(0, model - 1);
            return start ? { type: 'establishStarted' } : { type: 'establishEnded' };
          }),
        );
        expect(s.establishing).toBe(model);
      }),
    );
  });

  it('property: an action that changes nothing returns the same snapshot (no listener is told); one that changes returns a new one', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 20 }), anyAction, (before, action) => {
        const s = reduceAll(before);
        const next = reduceSnapshot(s, action);
        const changed = (Object.keys(s) as (keyof StorefrontSnapshot)[]).some((k) => next[k] !== s[k]);
        expect(next !== s).toBe(changed);
        expect(Object.keys(next).sort()).toEqual(Object.keys(INITIAL_SNAPSHOT).sort());
      }),
    );
  });

  it('property: closing is idempotent: a second close changes nothing', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 20 }), fc.constantFrom<StorefrontAction>({ type: 'modalClosed' }, { type: 'toastGone' }, { type: 'tooltipHidden' }, { type: 'splashClosed' }, { type: 'passkeyClosed' }, { type: 'timeoutModalClosed' }), (before, close) => {
        const once = reduceSnapshot(reduceAll(before), close);
        expect(reduceSnapshot(once, close)).toBe(once);
      }),
    );
  });
});
