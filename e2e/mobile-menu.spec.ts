import { mainNav } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the burger menu opens the navigation', async ({ page }) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Main menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page)).toBeHidden();

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const nav = mainNav(page);
  await expect(nav).toBeVisible();
  for (const name of ['For Jobseekers', 'For Employers', 'Pricing', 'Find Jobs', 'Sign In']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'SIGN UP', exact: true })).toBeVisible();

  // Escape closes it and gives focus back to the burger.
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();

  // Keyboard only: open, then follow a link; the menu closes on the new page.
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});
