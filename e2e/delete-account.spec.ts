import { MESSAGES } from '../src/shared/messages.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { expectVisitorNav, signIn, storedToken } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test('a person deletes the account after confirming, and cannot log in again', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'employer', 'leaving');
  await openSignedIn(page, account.token, '/profile');

  const deleteButton = page.getByRole('button', { name: 'Delete Account' });
  await deleteButton.click();
  await expect(page.getByText(MESSAGES.deleteAccountConfirm)).toBeVisible();
  // Cancel is the safe default and takes the focus.
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(page.getByText(MESSAGES.deleteAccountConfirm)).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(MESSAGES.deleteAccountConfirm)).toHaveCount(0);

  await deleteButton.click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.accountDeleted })).toBeVisible();
  await expectVisitorNav(page);
  expect(await storedToken(page)).toBeNull();

  // The old token is dead and the credentials are gone.
  const profile = await request.get('/api/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(profile.status()).toBe(401);
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
});

test('My Profile asks a visitor to log in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(MESSAGES.loginToViewPage)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
});
