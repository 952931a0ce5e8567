import type { Page } from '@playwright/test';

/** Marks the splash offer as just shown, so journeys about other screens are not covered by it (SPLASH-07). */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('splashShownAt', String(Date.now()));
  });
}
