import type { APIRequestContext } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';

/**
 * The permission call decides what the whole site shows. Status lives per merchant in the simulator,
 * so each test switches its brand's merchant through the dev endpoint and switches it back after.
 */
async function setStatus(request: APIRequestContext, simUrl: string, brand: Brand, body: Record<string, unknown>) {
  const answer = await request.post(`${simUrl}/__sim/status`, { data: { merchant: brand.merchantCode, ...body } });
  expect(answer.ok()).toBe(true);
}

// One status per merchant: this file's tests must not overlap each other for a brand. Other specs of the
// same brand running at the same moment would see the maintenance page too (see the report / README).
test.describe.configure({ mode: 'serial' });

test.describe('site status', () => {
  test.afterEach(async ({ request, simUrl, brand }) => {
    await setStatus(request, simUrl, brand, { status: 0 });
  });

  test('status 1 shows the maintenance page with end time, info and customer service', async ({ page, context, request, simUrl, brand }) => {
    await setStatus(request, simUrl, brand, { status: 1, endTime: '2031-05-04T10:30:00Z', info: 'We are adding new games tonight.' });
    await context.route('https://chat.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title>' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText(/^Expected to end at .*2031/)).toBeVisible();
    await expect(page.getByText('We are adding new games tonight.')).toBeVisible();
    // Nothing of the site behind it: no header, no menu.
    await expect(page.getByRole('banner')).toHaveCount(0);

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Contact customer service' }).click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe('https://chat.example.com/live');
    await expect.poll(() => popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
  });

  test('status 1 on any path, also behind the access guard', async ({ page, request, simUrl, brand }) => {
    await setStatus(request, simUrl, brand, { status: 1 });
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('status 2 shows the access-restricted page with the visitor IP and an apology', async ({ page, request, simUrl, brand }) => {
    await setStatus(request, simUrl, brand, { status: 2, ip: '198.51.100.23', info: 'Our service is not offered in your region.' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('Your IP address: 198.51.100.23')).toBeVisible();
    await expect(page.getByText('Our service is not offered in your region.')).toBeVisible();
    await expect(page.getByText(/We apologise for the inconvenience/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  test('back to status 0 the site shows again', async ({ page, request, simUrl, brand }) => {
    await setStatus(request, simUrl, brand, { status: 2 });
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await setStatus(request, simUrl, brand, { status: 0 });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toBeVisible();
  });

  test('a failed status call shows the catalogue message and retries, never a blank page', async ({ page }) => {
    // Only this page loses the call (the simulator's faults would hit every brand running in parallel).
    await page.route('**/wps/system/status**', (route) => route.abort('connectionreset'));
    await page.goto('/register');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The site could not be reached');
    await expect(alert).toContainText('Network link is abnormal, please try again');
    await page.unroute('**/wps/system/status**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
