import type { APIRequestContext } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';

async function freePlayOn(request: APIRequestContext, simUrl: string, brand: Brand): Promise<boolean> {
  const answer = await request.get(`${simUrl}/wps/system/whitelabel`, { headers: { Merchant: brand.merchantCode } });
  return JSON.stringify(await answer.json()).includes('"modId":"FREEPLAY3","enabled":"1"');
}

test.describe('free play and protected actions', () => {
  test('free trial signs in a trial user and goes home', async ({ page, brand, request, simUrl }) => {
    test.skip(!(await freePlayOn(request, simUrl, brand)), 'free play is off for this merchant');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isAgent'))).toContain('4');
    // The password-change flag is cleared: a false session field is removed from sessionStorage.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
  });

  test('a guest on a protected action gets the login modal', async ({ page }) => {
    await page.goto('/');
    const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit' });
    test.skip((await deposit.count()) === 0, 'no protected action in the guest header');
    await deposit.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test("a trial user on a protected action gets the 'need true account' warning", async ({ page, brand, request, simUrl }) => {
    test.skip(!(await freePlayOn(request, simUrl, brand)), 'free play is off for this merchant');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/$/);
    const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit' });
    test.skip((await deposit.count()) === 0, 'the header offers no protected action to a trial user');
    await deposit.click();
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();
  });
});
