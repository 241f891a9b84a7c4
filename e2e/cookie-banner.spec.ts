import { expect, test } from './support/test.ts';

// This spec starts without the consent the other specs are given.
test.use({ storageState: { cookies: [], origins: [] } });

test('the cookie banner shows until "Got it", and stays away after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  await banner.getByRole('button', { name: 'Got it' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');

  // Kept as a cookie too: the server leaves the notice out of the pages it draws.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'cookieConsent')?.value).toBe('accepted');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the notice arrives drawn with the page until accepted, then the pages arrive without it', async ({
  browser,
}) => {
  // Without JavaScript: what the server drew.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: page.url() }]);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  await context.close();
});

test('an answer kept before the cookie existed hides the notice and becomes the cookie', async ({
  page,
}) => {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'cookieConsent'))
    .toBe(true);
});
