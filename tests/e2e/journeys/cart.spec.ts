import { test } from '../replayContext';
import { guestCartJourney } from './cartJourney';
import { signInWithPasscode, skipSplash } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test('STORAGE-01 USER-TYPES-08 LINKS-04 GUEST-STORE-17 CALL-07 a guest fills a cart, changes store, signs in with a passcode and finds the merged cart', async ({ page }) => {
  // Three adds, a store change, a passcode sign-in and a merge: a long journey, given three times the default limit.
  test.slow();
  await guestCartJourney(page, {
    build: 'sim',
    // No scenario: the storefront's own configuration lets a guest add to the cart (decision 0450).
    start: '/',
    signIn: signInWithPasscode,
    servlets: '',
  });
});
