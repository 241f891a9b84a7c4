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

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});
