import { deniedRedirect } from './accessRedirect';
import { defineRuleModule } from './module';
import { PageLoadInputSchema, planPageLoad } from './sessionEstablishment';

/**
 * The page-load planner as the CLI runs it: with step 5 of the access check passed in (./accessRedirect), which the
 * storefront fetches only when a page is denied; apart so the planner's module does not carry it.
 */
export const sessionEstablishmentModule = defineRuleModule({
  name: 'page-load',
  summary: 'Plans the ordered effects of a page load: user info, single sign-on, deep link and guest session, edit order, access, re-init, modals.',
  areas: ['SESSION-EST', 'EDIT-ORDER', 'REINIT'],
  input: PageLoadInputSchema,
  example: {
    url: 'https://www.freshway.test/shop/aisles.html',
    host: 'www.freshway.test',
    banner: 'freshway',
    cookies: { ECommReInit: 'shoplocal|firstlogin', ECommSignInCount: '1' },
    userInfo: { userType: 'R', customerId: '5501', SWY_SHOP_TOKEN: 'tok', expireTime: 1_700_000_600_000, zipcode: '94611' },
    sessionCookieUserType: 'R',
    now: 1_700_000_000_000,
    page: { allowedUserTypes: ['G', 'R', 'C', 'A'] },
  },
  run: (input) => planPageLoad({ ...input, deniedRedirect }),
});
