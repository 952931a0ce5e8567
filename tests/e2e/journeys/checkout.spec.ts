import { test } from '../replayContext';
import { pickupCheckoutJourney } from './checkoutJourney';
import { signInWithPasscode, skipSplash } from './fixtures';

// The checkout over the in-page simulator (decision 0489); the same steps run on the live build against
// `sim serve` (live/checkout.spec.ts).
test('CALL-43 a shopper places a pickup order, sees its confirmation and finds it under Orders; the cart is empty after', async ({ page }) => {
  // Sign-in, a store change, four page loads and the order: a journey's budget, not one page's (30 s ran out at a
  // load average of 20 on two cores).
  test.setTimeout(120_000);
  await skipSplash(page);
  await pickupCheckoutJourney(page, { build: 'sim', start: '/', signIn: signInWithPasscode });
});
