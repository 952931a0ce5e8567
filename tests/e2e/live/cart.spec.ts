import { test } from '@playwright/test';
import { guestCartJourney } from '../journeys/cartJourney';
import { skipSplash } from '../journeys/fixtures';
import { simControlHeaders } from '../../../simulator/control/token';
import { LIVE_SIM, liveSignIn } from './liveSignIn';

// The cart's "done when" journey on the live build, every cart call crossing to `workbench sim serve`
// over HTTP, in a tenant of its own (reset first), so a reused server or another test's sign-in changes nothing.
test('STORAGE-01 USER-TYPES-08 LINKS-04 GUEST-STORE-17 CALL-07 on the live build a guest fills a cart, changes store, signs in with a passcode and finds the merged cart', async ({ page, request }) => {
  test.slow();
  const tenant = `live-cart-${test.info().workerIndex}-${test.info().retry}`;
  // Removed first, so the page's own ?tenant= flow makes it (a page reaches only a tenant it made).
  await request.delete(`${LIVE_SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(LIVE_SIM) });
  try {
    await skipSplash(page);
    await guestCartJourney(page, { build: 'live', start: `/?tenant=${tenant}`, signIn: liveSignIn(request, tenant), servlets: LIVE_SIM });
  } finally {
    await request.delete(`${LIVE_SIM}/__sim/tenants/${tenant}`, { headers: simControlHeaders(LIVE_SIM) });
  }
});
