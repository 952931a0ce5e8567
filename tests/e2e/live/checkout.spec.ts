import { test } from '@playwright/test';
import { pickupCheckoutJourney } from '../journeys/checkoutJourney';
import { skipSplash } from '../journeys/fixtures';
import { simControlHeaders } from '../../../simulator/control/token';
import { LIVE_SIM, liveSignIn } from './liveSignIn';

// The checkout's journey on the live build, every call (the sign-in, the store change, the cart, the slots, the
// order and the orders list) crossing to `workbench sim serve` over HTTP, in a tenant of its own (removed first, so
// the page's own ?tenant= flow makes it), so a reused server or another test's order changes nothing.
test('CALL-43 on the live build a shopper places a pickup order against sim serve, sees its confirmation and finds it under Orders; the cart is empty after', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tenant = `live-checkout-${test.info().workerIndex}-${test.info().retry}`;
  await request.delete(`${LIVE_SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(LIVE_SIM) });
  try {
    await skipSplash(page);
    await pickupCheckoutJourney(page, { build: 'live', start: `/?tenant=${tenant}`, signIn: liveSignIn(request, tenant) });
  } finally {
    await request.delete(`${LIVE_SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(LIVE_SIM) });
  }
});
