import { describe, it, expect } from 'vitest';
import { validateRedirect } from './redirect';
import { serviceSignInRedirect } from './serviceSignIn';

const policy = { trustedDomains: ['assistant.partner.test'], defaultRedirect: '/' };
const page = '/account/auth/service/sign-in.html';

describe('service sign-in redirect (PAGES-13)', () => {
  it('PAGES-03 an address that is not the service sign-in page is left alone', () => {
    for (const address of ['/account/sign-in.html', `/account/sign-in.html?redirect_uri=${encodeURIComponent('https://evil.test/')}`, null, 42]) {
      expect(serviceSignInRedirect(address, policy)).toEqual({ action: 'not-service-sign-in', rules: ['PAGES-03'] });
    }
  });

  it('PAGES-13 REDIRECT the page continues only on a trusted redirect_uri and names the redirect rules it applied', () => {
    const trusted = 'https://assistant.partner.test/cb';
    expect(serviceSignInRedirect(`${page}?clientId=c&redirect_uri=${encodeURIComponent(trusted)}`, policy)).toEqual({
      action: 'continue',
      rules: ['PAGES-03', 'PAGES-13', ...validateRedirect(trusted, policy).rules],
    });
    for (const untrusted of ['https://evil.test/cb', 'javascript:alert(1)', '//evil.test/']) {
      expect(serviceSignInRedirect(`${page}?redirect_uri=${encodeURIComponent(untrusted)}`, policy)).toEqual({
        action: 'reload',
        rules: ['PAGES-03', 'PAGES-13', ...validateRedirect(untrusted, policy).rules],
      });
    }
    expect(serviceSignInRedirect(page, policy).rules).toEqual(['PAGES-03', 'PAGES-13', ...validateRedirect(null, policy).rules]);
  });
});
