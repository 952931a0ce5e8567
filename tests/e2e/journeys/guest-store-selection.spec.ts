import { expect, test } from '../replayContext';
import { saveEndState, sessionShown, skipSplash } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

const previousLogin = { www: { preference: 'J4U', j4uStoreId: '1605', j4uZipcode: '94739', shopStoreId: '1605', shopZipcode: '94739' } };

test.describe('guest store selection on the simulator', () => {
  test('GUEST-STORE-02 GUEST-STORE-08 a new guest who signed in before on www gets the previous store, selection user', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'abs_previouslogin', value: encodeURIComponent(JSON.stringify(previousLogin)), url: baseURL! }]);
    await page.goto('/');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Store #1605');
    await expect(store.getByTestId('session-zip')).toHaveText('94739');
    const session = (await page.context().cookies()).find((c) => c.name === 'abs_gsession');
    expect(session).toBeDefined();
    const info = (JSON.parse(decodeURIComponent(session!.value)) as { info: { COMMON: Record<string, unknown> } }).info;
    expect(info.COMMON).toMatchObject({ userType: 'G', Selection: 'user', storeId: '1605' });
    await saveEndState(page, 'guest-previous-login-store');
  });

  test('GUEST-STORE-03 a previous login with an empty SHOP store id leaves the banner default', async ({ page, baseURL }) => {
    const value = encodeURIComponent(JSON.stringify({ www: { ...previousLogin.www, shopStoreId: 'PRIMARY' } }));
    await page.context().addCookies([{ name: 'abs_previouslogin', value, url: baseURL! }]);
    await page.goto('/');
    await sessionShown(page);
    await expect(page.getByRole('region', { name: 'Store and fulfilment' })).toContainText('Store #1502');
  });

  test('GUEST-STORE-01 a deep link still wins over a previous login', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'abs_previouslogin', value: encodeURIComponent(JSON.stringify(previousLogin)), url: baseURL! }]);
    await page.goto('/?storeId=1502&preference=pickup&zipcode=94611');
    await sessionShown(page);
    const store = page.getByRole('region', { name: 'Store and fulfilment' });
    await expect(store).toContainText('Pickup');
    await expect(store).toContainText('Store #1502');
  });
});
