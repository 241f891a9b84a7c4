import { E2E_ADMIN } from './support/accounts.ts';
import { expectSignedInBasics, mainNav, signIn } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test('an admin signs in, lands on /admin and gets the admin navigation', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In | TalentBridge');
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await expect(page).toHaveURL('/admin');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-job');
  await expect(nav.getByRole('link', { name: 'Find Talent' })).toHaveAttribute(
    'href',
    '/find-talent',
  );
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
    'href',
    '/admin',
  );
  // The admin's token names no user and the spec skips the admin's profile fetch.
  await expectSignedInBasics(page, 'Hi, Admin');
  await expect(nav.getByRole('link', { name: 'My Job Posts' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Applications' })).toHaveCount(0);
});
