import { uniqueUser } from './support/accounts.ts';
import {
  expectSignedInBasics,
  expectVisitorNav,
  fillSignUpForm,
  mainNav,
  signIn,
  storedToken,
} from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test('an employer signs up, gets the employer navigation, logs out and signs in again', async ({
  page,
}) => {
  const user = uniqueUser('employer');

  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'SIGN UP', exact: true }).click();
  await expect(page).toHaveURL('/role-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Who are you?' })).toBeVisible();
  await page.getByRole('link', { name: 'I am an Employer' }).click();

  await expect(page).toHaveURL('/register/employer');
  await expect(page).toHaveTitle('Sign Up as Employer | TalentBridge');
  await fillSignUpForm(page, user);
  await page.getByRole('button', { name: 'Sign Up as Employer' }).click();

  // Sign-up lands on the welcome steps (docs/decisions/038), inside the signed-in shell.
  await expect(page).toHaveURL('/welcome');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'My Job Posts' })).toHaveAttribute(
    'href',
    '/my-job-posts',
  );
  await expect(nav.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');
  await expectSignedInBasics(page, `Hi, ${user.username}`);
  await expect(nav.getByRole('link', { name: 'My Applications' })).toHaveCount(0);
  const token = await storedToken(page);
  expect(token?.split('.')).toHaveLength(3);

  // Signed in, the Sign In page sends the person home.
  await page.goto('/login');
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expectVisitorNav(page);
  expect(await storedToken(page)).toBeNull();
  // Logout revoked the token on the server, not just in the browser.
  const afterLogout = await page.request.get('/api/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(afterLogout.status()).toBe(401);

  await nav.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'My Job Posts' })).toBeVisible();
  await expectSignedInBasics(page, `Hi, ${user.username}`);
});
