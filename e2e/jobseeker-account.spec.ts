import { uniqueUser } from './support/accounts.ts';
import {
  expectSignedInBasics,
  expectVisitorNav,
  fillSignUpForm,
  greetingOf,
  mainNav,
  signIn,
  storedToken,
  tokenPayload,
} from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test('a jobseeker signs up, gets the jobseeker navigation, logs out and signs in again', async ({
  page,
}) => {
  const user = uniqueUser('seeker');

  await page.goto('/role-selection');
  await page.getByRole('link', { name: 'I am a Jobseeker' }).click();
  await expect(page).toHaveURL('/register/jobseeker');
  await fillSignUpForm(page, user);
  await page.getByRole('button', { name: 'Sign Up as Jobseeker' }).click();

  // Sign-up lands on the welcome steps (docs/decisions/038), inside the signed-in shell.
  await expect(page).toHaveURL('/welcome');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'My Applications' })).toHaveAttribute(
    'href',
    '/my-applications',
  );
  await expect(nav.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-job');
  await expectSignedInBasics(page, `Hi, ${user.username}`);
  await expect(nav.getByRole('link', { name: 'My Job Posts' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Post a Job' })).toHaveCount(0);

  // The greeting survives a reload: the session is read back from localStorage.
  await page.reload();
  await expect(greetingOf(page, `Hi, ${user.username}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectVisitorNav(page);

  await page.goto('/login');
  await signIn(page, user.email, user.password, true);
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'My Applications' })).toBeVisible();
  await expectSignedInBasics(page, `Hi, ${user.username}`);

  // Remember Me asks for the long session (30 days instead of 12 hours, decisions.md).
  const token = await storedToken(page);
  const { exp, role } = tokenPayload(token ?? '');
  expect(role).toBe('jobseeker');
  expect(exp * 1000 - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000);
});
