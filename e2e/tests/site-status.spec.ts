import { ON_BRANDS, expect, test } from '../fixtures';

/**
 * The permission call decides what the whole site shows. Each test sets its brand's status for its own
 * scenario: the simulator answers it only to requests carrying that scenario's cookie, so specs running
 * at the same time for the same merchant still see the open site.
 */
const statusTest = test.extend<{ setStatus: (body: Record<string, unknown>) => Promise<void> }>({
  setStatus: async ({ context, request, simUrl, brand, baseURL }, use, testInfo) => {
    const scenario = testInfo.testId;
    await context.addCookies([{ name: 'sim-scenario', value: scenario, url: baseURL! }]);
    const setStatus = async (body: Record<string, unknown>) => {
      const answer = await request.post(`${simUrl}/__sim/status`, {
        data: { merchant: brand.merchantCode, scenario, ...body },
      });
      expect(answer.ok()).toBe(true);
    };
    await use(setStatus);
    await setStatus({ status: 0 });
  },
});

statusTest.describe('site status', () => {
  statusTest(
    'maintenance on home and on any path, then the access-restricted page',
    ON_BRANDS('lotus'),
    async ({ page, context, setStatus }) => {
      // Each status is read when the site boots: every step is a typed address, a fresh load.
      await statusTest.step(
        'status 1 shows the maintenance page with end time, info and customer service',
        async () => {
          await setStatus({
            status: 1,
            endTime: '2031-05-04T10:30:00Z',
            info: 'We are adding new games tonight.',
          });
          await context.route('https://chat.example.com/**', (route) =>
            route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title>' }),
          );
          await page.goto('/');
          await expect(
            page.getByRole('heading', { level: 1, name: 'System maintenance' }),
          ).toBeVisible();
          await expect(page.getByText(/^Expected to end at .*2031/)).toBeVisible();
          await expect(page.getByText('We are adding new games tonight.')).toBeVisible();
          // Nothing of the site behind it: no header, no menu.
          await expect(page.getByRole('banner')).toHaveCount(0);

          const popupPromise = page.waitForEvent('popup');
          await page.getByRole('button', { name: 'Contact customer service' }).click();
          const popup = await popupPromise;
          await expect.poll(() => popup.url()).toBe('https://chat.example.com/live');
          await expect
            .poll(() => popup.evaluate(() => [window.innerWidth, window.innerHeight]))
            .toEqual([440, 750]);
          await popup.close();
        },
      );

      await statusTest.step('status 1 on any path, also behind the access guard', async () => {
        await setStatus({ status: 1 });
        await page.goto('/register');
        await expect(
          page.getByRole('heading', { level: 1, name: 'System maintenance' }),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/register$/);
      });

      await statusTest.step(
        'status 2 shows the access-restricted page with the visitor IP and an apology',
        async () => {
          await setStatus({
            status: 2,
            ip: '198.51.100.23',
            info: 'Our service is not offered in your region.',
          });
          await page.goto('/');
          await expect(
            page.getByRole('heading', { level: 1, name: 'Access restricted' }),
          ).toBeVisible();
          await expect(page.getByText('Your IP address: 198.51.100.23')).toBeVisible();
          await expect(page.getByText('Our service is not offered in your region.')).toBeVisible();
          await expect(page.getByText(/We apologise for the inconvenience/)).toBeVisible();
          await expect(
            page.getByRole('button', { name: 'Contact customer service' }),
          ).toBeVisible();
        },
      );
    },
  );

  statusTest(
    'the site comes back after status 2 and after a failed status call',
    async ({ page, setStatus, brand }) => {
      await statusTest.step('back to status 0 the site shows again', async () => {
        await setStatus({ status: 2 });
        await page.goto('/register');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Access restricted' }),
        ).toBeVisible();
        await setStatus({ status: 0 });
        await page.reload();
        await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toBeVisible();
      });

      await statusTest.step(
        'a failed status call shows the catalogue message and retries, never a blank page',
        async () => {
          // Only this page loses the call (the simulator's faults would hit every brand running in
          // parallel); the site boots again on /register to make it.
          await page.route('**/wps/system/status**', (route) => route.abort('connectionreset'));
          await page.reload();
          const alert = page.getByRole('alert');
          await expect(alert).toContainText('The site could not be reached');
          await expect(alert).toContainText('Network link is abnormal, please try again');
          await page.unroute('**/wps/system/status**');
          await alert.getByRole('button', { name: 'Retry' }).click();
          await expect(page.getByRole('banner')).toBeVisible();
        },
      );
    },
  );
});
