import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadPacts } from '../../../contracts/verify';
import { checkDrift, readHar } from '../../../cli/lib/drift';
import { skipSplash } from '../journeys/fixtures';

// A HAR of the live build against `workbench sim serve`, recorded by Playwright: the drift check finds nothing in
// it, since the storefront, the simulator and the contracts share one source. `RECORD_HAR_FIXTURE=1` also writes it
// to the fixture the unit tests read (cli/lib/drift.fixture.har), for a re-recording after a deliberate change.
const FIXTURE = 'cli/lib/drift.fixture.har';

test('CALL-01 CALL-22 CALL-24 a HAR recorded from the live build against sim serve has no drift', async ({ browser, baseURL }, info) => {
  const path = info.outputPath('live.har');
  const context = await browser.newContext({ baseURL, recordHar: { path, content: 'embed', urlFilter: /^http:\/\/127\.0\.0\.1:4011\// } });
  const page = await context.newPage();
  await skipSplash(page);
  await page.goto('/?storeId=1605&preference=pickup&zipcode=94739');
  const store = page.getByRole('region', { name: 'Store and fulfilment' });
  await expect(store).toContainText('Store #1605');
  const search = page.getByRole('searchbox').first();
  await search.fill('apple');
  await search.press('Enter');
  await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem').first()).toBeVisible();
  await context.close();
  const har = readHar(readFileSync(path, 'utf8'));
  expect(har.length).toBeGreaterThan(3);
  const report = await checkDrift(har, { pacts: loadPacts() });
  expect(report.findings).toEqual([]);
  expect(report.calls.map((c) => c.call)).toEqual(expect.arrayContaining(['CALL-01', 'CALL-24']));
  if (process.env.RECORD_HAR_FIXTURE === '1') {
    mkdirSync(dirname(FIXTURE), { recursive: true });
    copyFileSync(path, FIXTURE);
  }
});
