// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bannerById } from '../../spec/banners';
import { createSimContext } from '../../simulator/core/context';
import { knownCustomers } from '../../simulator/core/fixtures';
import { SESSION_COOKIE, startServletSession } from '../../simulator/services/customers/session';
import { closeStorefront, openStorefront, settled } from './storefrontPage';

/**
 * The store-conflict modal on the React page over the Node simulator: a signed-in shopper whose profile's preferred
 * store belongs to another banner is asked which store to shop, each side with its own banner's logo (CONFIG-09).
 */

afterEach(closeStorefront);

/** The profile service's answer: the preferred store is Valley Market's store 2210, in Phoenix. */
const crossBannerProfile = {
  preferences: [{ categoryCode: 'FULFILLMENT', subCategoryCode: 'METHOD', bannerId: 'freshway', value: 'J4U' }],
  stores: [{ storeId: '2210', banner: 'valleymarket', storePreference: 'Preferred', address: { address1: '10 Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85004' }, services: [{ type: 'INSTORE' }], isClosed: false }],
  postalCodes: [{ postalCode: '85004', bannerId: 'valleymarket', purposes: ['DELIVERY'], stores: ['2210'] }],
  selectedAddresses: [],
};

describe('the store-conflict modal', () => {
  it('CONFIG-09 PROFILE-RECON-10 each pane shows the logo its banner determines: Freshway for the current store, Valley Market for the previous one', async () => {
    const ctx = createSimContext({ seed: 1 });
    const servlet = startServletSession(ctx, knownCustomers.shopper.uuid, 'freshway');
    await openStorefront('/', {
      ctx,
      cookies: { [SESSION_COOKIE]: servlet.id },
      faults: [{ target: { service: 'profile', path: '/apim/profile/ucaservice/api/uca/customers/:userId/stores', method: 'GET' }, fault: { kind: 'status', status: 200, body: crossBannerProfile } }],
    });
    const dialog = await settled(() => screen.getByRole('dialog', { name: 'Which store would you like to shop?' }));
    const current = within(dialog).getByRole('region', { name: 'Currently shopping' });
    const previous = within(dialog).getByRole('region', { name: 'Previously shopped' });
    // The logos are the banners' own (spec/banners.ts), not the page's: the previous pane is another banner's.
    const freshway = bannerById('freshway')!.logo;
    const valley = bannerById('valleymarket')!.logo;
    expect(freshway.src).not.toBe(valley.src);
    expect(within(current).getByRole('img', { name: freshway.alt }).getAttribute('src')).toBe(freshway.src);
    expect(within(previous).getByRole('img', { name: valley.alt }).getAttribute('src')).toBe(valley.src);
    expect(previous.textContent).toContain('Store #2210');
  });
});
