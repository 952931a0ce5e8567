import { defineRuleModule } from './module';
import { RE_SIGN_IN_PATH, SIGN_IN_PATH } from './pages';
import { validateGoto, validateRedirect } from './redirect';
import { normaliseUserType } from './userTypes';
import { AccessInputSchema, checkAccess, GOTO_STORAGE_KEY, nonEmpty, REDIRECT_URL_COOKIE, withHtmlExtension } from './access';
import type { AccessInput, AccessRedirect, DeniedFacts } from './access';

/**
 * Step 5 of the page access check: where a denied user goes (ACCESS-09..13, ACCESS-18), every target through the
 * REDIRECT validation. Read only when a page is denied (the page load's planner and the router's guard fetch it then,
 * and the loader asks for it with the signed-in-only pages); apart so the page load of a page the visitor may see does
 * not carry it.
 */
export function deniedRedirect(input: AccessInput, facts: DeniedFacts): { redirect: AccessRedirect; rules: string[] } {
  const { address, currentPage, checkedAs, type, previousLogin, tokenActive } = facts;
  const rules: string[] = [];
  const policy = input.redirectPolicy;
  const entries = input.page?.redirections ?? [];
  const forType = checkedAs === '' ? undefined : entries.find((e) => e.userTypes.some((t) => normaliseUserType(t) === checkedAs));
  const fallback = entries.find((e) => e.userTypes.some((t) => t.trim().toUpperCase() === 'DEFAULT'));
  const chosen = forType ?? fallback;
  let redirect: AccessRedirect;
  if (chosen) {
    rules.push('ACCESS-09', 'ACCESS-10', 'ACCESS-18');
    const validation = validateRedirect(withHtmlExtension(chosen.redirectPath), policy);
    rules.push(...validation.rules);
    redirect = { target: validation.target, via: forType ? 'page-redirection' : 'default-redirection', setCookies: {}, validation };
  } else if (address.query.has('goto')) {
    rules.push('ACCESS-11', 'ACCESS-18');
    const validation = validateGoto(address.query.get('goto'), policy);
    rules.push(...validation.rules);
    redirect = { target: validation.target, via: 'goto', setCookies: {}, validation };
  } else if (previousLogin || (type === 'R' || type === 'C' ? !tokenActive : false)) {
    rules.push('ACCESS-12');
    redirect = { target: input.reSignInPath ?? RE_SIGN_IN_PATH, via: 're-sign-in', setCookies: {}, validation: null };
  } else {
    rules.push('ACCESS-12', 'ACCESS-13');
    const gotoStored = nonEmpty(input.storage[GOTO_STORAGE_KEY]);
    redirect = { target: input.signInPath ?? SIGN_IN_PATH, via: 'sign-in', setCookies: gotoStored ? {} : { [REDIRECT_URL_COOKIE]: currentPage }, validation: null };
  }
  return { redirect, rules };
}

/** The whole access check, step 5 included, as the CLI runs it. */
export const accessModule = defineRuleModule({
  name: 'access',
  summary: 'The nine-step page access check: authorized, type checked as, redirect target and how it was chosen, expired-token action.',
  areas: ['ACCESS', 'REDIRECT'],
  input: AccessInputSchema,
  example: {
    url: '/account/orders.html?goto=%2Fcart.html',
    page: { allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['G'], redirectPath: '/account/sign-in' }, { userTypes: ['DEFAULT'], redirectPath: '/home' }] },
    user: { userType: 'G', zipcode: '94611' },
    cookies: {},
    storage: {},
    now: 1_700_000_000_000,
    redirectPolicy: { trustedDomains: ['www.freshway.test'], defaultRedirect: '/' },
  },
  run: (input) => checkAccess(input, deniedRedirect),
});
