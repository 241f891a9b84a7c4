import { expect, test } from './support/test.ts';

test('Find Work searches jobs by title', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Find Work' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByPlaceholder('Job title or keyword').fill('virtual assistant & data');
  await page.getByPlaceholder('Job title or keyword').press('Enter');
  await expect(page).toHaveURL('/find-job?title=virtual%20assistant%20%26%20data');
});

test('Hire Talent searches talent by skills', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Hire Talent' }).click();
  await page.getByPlaceholder('Candidate skills or role').fill('excel, bookkeeping');
  await page
    .getByRole('search', { name: 'Search talent' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page).toHaveURL('/find-talent?skills=excel%2C%20bookkeeping');
});

test('the tabs work from the keyboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Find Work' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Hire Talent' })).toBeFocused();
  await expect(page.getByPlaceholder('Candidate skills or role')).toBeVisible();
});
