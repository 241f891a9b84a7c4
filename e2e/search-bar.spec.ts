import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

test('Find Work searches jobs by title', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('tab', { name: 'Find Work' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByPlaceholder('Job title or keyword').fill('virtual assistant & data');
  await page.getByPlaceholder('Job title or keyword').press('Enter');
  await expect(page).toHaveURL('/find-job?title=virtual%20assistant%20%26%20data');
});

test('Hire Talent searches talent by skills', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('tab', { name: 'Hire Talent' }).click();
  await page.getByPlaceholder('Candidate skills or role').fill('excel, bookkeeping');
  await page
    .getByRole('search', { name: 'Search talent' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page).toHaveURL('/find-talent?skills=excel%2C%20bookkeeping');
});

test('the tabs work from the keyboard', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('tab', { name: 'Find Work' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Hire Talent' })).toBeFocused();
  await expect(page.getByPlaceholder('Candidate skills or role')).toBeVisible();
});

/** The header's search band: its tabs are the one thing only it has. */
const band = (page: Page) => page.getByRole('banner').getByRole('tablist', { name: 'Search for' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('one search box per screen: no header band where the page searches, nor on sign-in and sign-up (decisions/043)', async ({
      page,
    }) => {
      for (const path of [
        '/',
        '/find-job',
        '/find-talent',
        '/login',
        '/register/employer',
        '/register/jobseeker',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(band(page), path).toHaveCount(0);
      }
      // Elsewhere the band stays, and it comes and goes as the person moves through the app.
      await page.goto('/pricing');
      await expect(band(page)).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'TalentBridge' }).click();
      await expect(page).toHaveURL('/');
      await expect(band(page)).toHaveCount(0);
      await page.getByRole('link', { name: 'View all jobs' }).click();
      await expect(page).toHaveURL('/find-job');
      await expect(band(page)).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL('/');
      await page.getByRole('main').getByRole('link', { name: 'Post a job' }).first().click();
      await expect(page).toHaveURL('/role-selection');
      await expect(band(page)).toBeVisible();
    });
  });
}
