import { MESSAGES } from '../src/shared/messages.ts';
import { E2E_ADMIN, uniqueUser } from './support/accounts.ts';
import { fillSignUpForm, signIn, storedToken } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test('a role other than employer or jobseeker sends the person to the role choice', async ({
  page,
}) => {
  await page.goto('/register/admin');
  await expect(page).toHaveURL('/role-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Who are you?' })).toBeVisible();
});

test('mismatched passwords are refused before anything is sent', async ({ page }) => {
  const user = uniqueUser('mismatch');
  await page.goto('/register/jobseeker');
  await fillSignUpForm(page, user, `${user.password}x`);
  await page.getByRole('button', { name: 'Sign Up as Jobseeker' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL('/register/jobseeker');
});

test('a taken e-mail address shows the server message', async ({ page }) => {
  const user = { ...uniqueUser('duplicate'), email: E2E_ADMIN.email };
  await page.goto('/register/employer');
  await fillSignUpForm(page, user);
  await page.getByRole('button', { name: 'Sign Up as Employer' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailTaken);
  await expect(page).toHaveURL('/register/employer');
  expect(await storedToken(page)).toBeNull();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, E2E_ADMIN.email, 'Not-The-Right-Password-42');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
  await expect(page).toHaveURL('/login');
  expect(await storedToken(page)).toBeNull();
});

test('the password fields can be shown and hidden', async ({ page }) => {
  await page.goto('/register/employer');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'password');
  // The confirmation has its own toggle.
  await page.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await expect(password).toHaveAttribute('type', 'password');
});
