import { expect, test } from '@playwright/test';

const LIVE_HOSTS = new Set(['127.0.0.1:4174', '127.0.0.1:4011']);

// Decision 0480: a published configuration whose issuer is protocol-relative (a typo is enough) would have sent the
// sign-in's session token to another host. The page refuses the file, names the field, and goes nowhere.
test.describe('configured addresses on the live build', () => {
  for (const [field, value] of [
    ['issuer', '//evil.example/oauth2/default'],
    ['issuer', '/\\evil.example/oauth2/default'],
    ['logoutUrl', 'javascript:alert(document.domain)'],
  ] as const) {
    test(`CONFIG-01 CALL-47 an identity.${field} of ${value} is refused naming the field, and nothing is asked of another host`, async ({ page }) => {
      const elsewhere: string[] = [];
      page.on('request', (r) => {
        if (!LIVE_HOSTS.has(new URL(r.url()).host)) elsewhere.push(r.url());
      });
      page.on('framenavigated', (frame) => {
        if (!LIVE_HOSTS.has(new URL(frame.url()).host)) elsewhere.push(frame.url());
      });
      // The resolver rule maps every host to loopback: a request to evil.example would still be seen above.
      await page.route(/^https?:\/\/evil\.example\//, (route) => route.abort('blockedbyclient'));
      await page.route('**/storefront.config.json', async (route) => {
        const response = await route.fetch();
        const raw = (await response.json()) as Record<string, string>;
        const identity = JSON.parse(raw.identity!) as Record<string, string>;
        await route.fulfill({ response, json: { ...raw, identity: JSON.stringify({ ...identity, [field]: value }) } });
      });
      await page.goto('/');
      await expect(page.getByRole('alert').filter({ hasText: 'The store could not start' })).toBeVisible();
      await expect(page.getByTestId('config-error-path')).toHaveText(`identity.${field}`);
      expect(elsewhere).toEqual([]);
    });
  }
});
