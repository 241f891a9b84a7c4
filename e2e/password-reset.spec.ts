import { MESSAGES } from '../src/shared/messages.ts';
import { registerViaApi } from './support/api.ts';
import { signIn } from './support/journeys.ts';
import { linkFromLatestMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

const NEW_PASSWORD = 'Quiet-Meadow-Lantern-77';

test('a person resets a forgotten password from the link in the mail', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'jobseeker', 'reset');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page).toHaveTitle('Forgot Password | TalentBridge');

  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(MESSAGES.forgotPasswordEmailMissing)).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.resetRequestSent);
  await expect(page.getByText('Taking you to the sign-in page in 3 seconds.')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 10_000 });

  const link = await linkFromLatestMail(account.email, '/reset-password/confirm');
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
  ).toBeVisible();

  const password = page.getByLabel('New Password', { exact: true });
  await password.fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();

  // Both fields can be shown and hidden.
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide new password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.passwordResetDone);
  await expect(page).toHaveURL('/login', { timeout: 10_000 });

  await signIn(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/');

  // The link worked once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(`${NEW_PASSWORD}-2`);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(`${NEW_PASSWORD}-2`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(link);
});

test('the reset pages explain a missing token and answer every address alike', async ({ page }) => {
  await page.goto('/reset-password/confirm');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.resetTokenMissing);
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);

  await page.goto('/reset-password');
  await expect(page).toHaveTitle('Reset Password | TalentBridge');
  await page.getByLabel('Email').fill('nobody-here@e2e.test');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.resetRequestSent);
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  // This form stays: only /forgot-password moves on by itself (spec section 2).
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL('/reset-password');
});
