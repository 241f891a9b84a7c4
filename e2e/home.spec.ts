import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

test('the home page shows its static sections and searches jobs', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Professional Job Search Platform | TalentBridge');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Professional Job Search Platform' }),
  ).toBeVisible();
  for (const name of [
    'Smart Matching',
    'Secure Payments',
    'Global Network',
    'Performance Tracking',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  const categories = page.getByRole('region', { name: 'Popular Job Categories' });
  await expect(categories.getByRole('listitem')).toHaveCount(16);
  const cta = page.getByRole('region', { name: 'Ready to get started?' });
  for (const name of ['Post a Job', 'Create a Profile']) {
    await expect(cta.getByRole('link', { name })).toHaveAttribute('href', '/role-selection');
  }

  const hero = page.getByRole('search', { name: 'Job search' });
  await hero.getByLabel('Job title').fill('Executive Assistant');
  await hero.getByLabel('Location').fill('Remote');
  await hero.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page).toHaveURL('/find-job?title=Executive%20Assistant&location=Remote');
});

test('the How it Works menu leads to both FAQs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'How it Works' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'For Jobseekers' })).toHaveAttribute(
    'href',
    '/how-it-works/jobseeker-faq',
  );
  await expect(menu.getByRole('menuitem', { name: 'For Employers' })).toHaveAttribute(
    'href',
    '/how-it-works/employer-faq',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the How it Works menu works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'How it Works' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'For Jobseekers' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'For Employers' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'For Jobseekers' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'For Employers' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/how-it-works/employer-faq');
  await expect(menu).toBeHidden();
  // The address changes as the navigation starts; the FAQ is drawn once its chunk has loaded, and
  // then focus moves to its heading (docs/decisions/061), which closes a menu opened before that.
  await expect(page.getByRole('heading', { level: 1, name: 'Employer FAQ' })).toBeVisible();

  // A click elsewhere closes an open menu.
  await trigger.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
});

test('a new page opens at the top, and Back returns to where the person was', async ({ page }) => {
  await page.goto('/');
  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  await aboutUs.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);

  await aboutUs.click();
  await expect(page).toHaveURL('/about-us');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 5);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  test('a typed address and a reload open at the top; only Back and Forward return to a place (decisions/015)', async ({
    page,
  }) => {
    // A page opened by its address, left scrolled down.
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(600);

    // Another address typed: the new page starts at the top, not where home was left.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    // A reload starts at the top too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(600);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    // A link starts the next page at the top as well (the footer's columns fold on a phone).
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Company' }).click();
    const aboutUs = footer.getByRole('link', { name: 'About Us' });
    await aboutUs.scrollIntoViewIfNeeded();
    const leftAt = await scrollY(page);
    await aboutUs.click();
    await expect(page).toHaveURL('/about-us');
    await expect.poll(() => scrollY(page)).toBe(0);

    // Back, also into the app from another document, returns to where the person was.
    await page.goBack();
    await expect(page).toHaveURL('/pricing');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(leftAt - 5);
    expect(await scrollY(page)).toBeLessThan(leftAt + 5);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  });
});
