import { expect, test } from './support/test.ts';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | TalentBridge');
  await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Professional Job Search Platform' }),
  ).toBeVisible();
});
