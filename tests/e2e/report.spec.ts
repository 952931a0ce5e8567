import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { renderReportPages, type ReportData } from '../../cli/lib/scenario/htmlReport';

/** A small report written as `workbench report` writes one: a static folder opened from disk, as CI publishes it. */
function writeReport(): string {
  const rule = (id: string, area: string, text: string) => ({ id, area, text });
  const covered = { tests: ['src/rules/x.test.ts › ok'], failing: [], functions: [{ name: 'checkAccess', file: 'src/rules/access.ts', applied: true, callSites: ['src/app/x.ts:3'], via: [] }], executedBy: [], namedBy: 1 };
  const data: ReportData = {
    generatedAt: '2026-06-01T15:00:00.000Z',
    coverage: {
      reports: { read: [], missing: [] },
      rules: { 'ACCESS-01': covered, 'ACCESS-02': { ...covered, tests: [] }, 'SEARCH-01': covered },
      ruleFunctions: { total: 1, applied: 1, noPlace: 0, unexplained: [], unmapped: [] },
      staleNoPlace: [],
      calls: { 'CALL-01': { client: true, handler: true, contract: true, tests: [] } },
      errors: { 'ERR-41': { scenarios: ['err-41-locked-out'], tests: [] } },
      ambiguities: {},
      summary: { rules: { total: 3, covered: 2 }, calls: { total: 1, covered: 1 }, errors: { total: 1, covered: 1 }, ambiguities: { total: 0, covered: 0 } },
    },
    catalogue: {
      rules: [rule('ACCESS-01', 'ACCESS', 'A page is authorised first.'), rule('ACCESS-02', 'ACCESS', 'The redirect comes second.'), rule('SEARCH-01', 'SEARCH', 'Search has a box.')],
      calls: [{ id: 'CALL-01', method: 'GET', path: '/bin/wcax/session' }],
      errors: [{ id: 'ERR-41', situation: 'locked out', behaviour: 'a message' }],
      ambiguities: [],
    },
    scenarioIds: { 'err-41-locked-out': ['ERR-41'], 'search-box': ['SEARCH-01'] },
    results: [
      { id: 'err-41-locked-out', title: 'A locked-out customer', ids: ['ERR-41'], status: 'failed', reason: 'the message differs', mismatches: [], durationMs: 5 },
      { id: 'search-box', title: 'The search box', ids: ['SEARCH-01'], status: 'passed', mismatches: [], durationMs: 3 },
    ],
    browserFixme: {},
    browser: {},
    browserRuns: [],
    journeys: { 'sign-out': 'journeys/sign-out.png' },
    matrix: null,
  };
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  for (const [name, text] of Object.entries(renderReportPages(data))) writeFileSync(join(dir, name), text);
  mkdirSync(join(dir, 'journeys'));
  // A 1×1 PNG: the journey's end state as the Playwright journeys save it.
  writeFileSync(join(dir, 'journeys', 'sign-out.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
  return dir;
}

test.describe('the static report', () => {
  test('a summary page links to the failures; scenarios filter by outcome and by ID', async ({ page }) => {
    const dir = writeReport();
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
    await page.getByRole('link', { name: '1 failed' }).click();
    await expect(page).toHaveURL(/scenarios\.html\?outcome=failed$/);
    await expect(page.locator('#filter-status')).toHaveText('1 of 3 rows match');
    await expect(page.getByRole('row', { name: /err-41-locked-out/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /search-box/ })).toBeHidden();
    await page.getByLabel('Outcome').selectOption('');
    await page.getByLabel('Search ID or text').fill('search-01');
    await expect(page.locator('#filter-status')).toHaveText('1 of 3 rows match');
    await expect(page.getByRole('row', { name: /search-box/ })).toBeVisible();
    await page.getByLabel('Search ID or text').fill('');
    await page.getByLabel('Area').selectOption('JOURNEY');
    await expect(page.getByRole('img', { name: 'end state of the sign-out journey' })).toBeVisible();
    await expect(page.getByRole('row', { name: /search-box/ })).toBeHidden();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the traceability page keeps areas collapsed and opens the ones a search finds', async ({ page }) => {
    const dir = writeReport();
    await page.goto(pathToFileURL(join(dir, 'traceability.html')).href);
    const access = page.locator('details#rules-ACCESS');
    await expect(access).not.toHaveAttribute('open');
    await expect(page.getByRole('row', { name: /ACCESS-02/ })).toBeHidden();
    await page.getByLabel('Search ID or text').fill('ACCESS-02');
    await expect(access).toHaveAttribute('open');
    await expect(page.getByRole('row', { name: /ACCESS-02/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /ACCESS-01/ })).toBeHidden();
    await expect(page.locator('details#rules-SEARCH')).toBeHidden();
    // Keyboard: the area's summary toggles it.
    await page.getByLabel('Search ID or text').fill('');
    await page.locator('details#rules-SEARCH > summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details#rules-SEARCH')).toHaveAttribute('open');
    await page.getByLabel('Outcome').selectOption('gap');
    await expect(page.locator('#filter-status')).toHaveText(/^1 of \d+ rows match$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
