import { MESSAGES } from '../src/shared/messages.ts';
import { uniqueUser } from './support/accounts.ts';
import { fillSignUpForm } from './support/journeys.ts';
import { linkFromLatestMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

test('a new member verifies the e-mail address from the link in the mail', async ({ page }) => {
  const user = uniqueUser('verify');
  await page.goto('/register/employer');
  await fillSignUpForm(page, user);
  await page.getByRole('button', { name: 'Sign Up as Employer' }).click();
  await expect(page).toHaveURL('/welcome');

  const banner = page.getByRole('region', { name: 'E-mail verification' });
  await expect(banner).toContainText(MESSAGES.verifyEmailPrompt);
  await expect(banner).toContainText(user.email);
  await linkFromLatestMail(user.email, '/verify-email');

  // A new link replaces the first one.
  await banner.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(banner.getByRole('status')).toHaveText(MESSAGES.verificationSent);
  const link = await linkFromLatestMail(user.email, '/verify-email', { skip: 1 });

  await page.goto(link);
  await expect(page).toHaveTitle('Verify E-mail | TalentBridge');
  await expect(page.getByRole('status')).toHaveText(MESSAGES.emailVerified);
  await expect(page.getByText('Taking you to the sign-in page in 3 seconds.')).toBeVisible();
  // Signed in already, so Sign In passes the person on to the home page.
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expect(banner).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('the verification page explains a missing or unknown token', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.verificationTokenMissing);
  await expect(page).toHaveURL('/login', { timeout: 10_000 });

  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('alert')).not.toHaveText(MESSAGES.emailVerified);
});
