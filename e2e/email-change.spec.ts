import { MESSAGES } from '../src/shared/messages.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { linkFromLatestMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/**
 * Changing the e-mail address (docs/decisions/008): it needs the current password, the new
 * address works only after its link, and the old address can undo the change.
 */
test('changing the e-mail asks for the current password beside the field, then shows the new address as pending', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'jobseeker', 'mover');
  const newEmail = `new.${account.email}`;
  await openSignedIn(page, account.token, '/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  const email = page.getByLabel('Email', { exact: true });
  await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await email.fill(newEmail);
  const password = page.getByLabel('Current password', { exact: true });
  await expect(password).toBeVisible();

  // Without the password: told beside the field, nothing sent, what was typed stays.
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(password).toHaveAccessibleDescription(
    MESSAGES.currentPasswordRequired.replace('currentPassword: ', ''),
  );
  await expect(email).toHaveValue(newEmail);

  // A wrong password: the server's words, beside the field.
  await password.fill('not-my-password-123');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(password).toHaveAccessibleDescription(
    MESSAGES.currentPasswordWrong.replace('currentPassword: ', ''),
  );
  await expect(email).toHaveValue(newEmail);

  await password.fill(account.password);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(MESSAGES.profileSavedEmailChanged)).toBeVisible();
  // The old address is still the login; the new one shows as waiting.
  await expect(page.getByText(`Changing to ${newEmail}`)).toBeVisible();
  await expect(
    page.getByRole('main').getByText(account.email, { exact: true }).first(),
  ).toBeVisible();
});

test("the new address's link confirms it, and the old address's link undoes it", async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'jobseeker', 'undoer');
  const newEmail = `new.${account.email}`;
  const put = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { email: newEmail, currentPassword: account.password },
  });
  expect(put.status()).toBe(200);
  await openSignedIn(
    page,
    account.token,
    await linkFromLatestMail(newEmail, '/email-change/confirm'),
  );
  await expect(page.getByText(MESSAGES.emailChangeConfirmed)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page.getByRole('main').getByText(newEmail, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Changing to')).toHaveCount(0);

  // The old address gives the address back and every session ends.
  await page.goto(await linkFromLatestMail(account.email, '/email-change/cancel'));
  await page.getByRole('button', { name: 'Cancel the e-mail change' }).click();
  await expect(page.getByText(MESSAGES.emailChangeReverted)).toBeVisible();
  // Signed out on this device first, so nothing takes the person away from the answer.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/email-change\/cancel\?token=/);
  await expect(page.getByText(MESSAGES.emailChangeReverted)).toBeVisible();
  const profile = await request.get('/api/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(profile.status()).toBe(401);
  expect(await loginViaApi(request, account.email, account.password)).toBeTruthy();
});

test('a pending change can be dropped from the profile', async ({ page, request }) => {
  const account = await registerViaApi(request, 'employer', 'stayer');
  const put = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { email: `other.${account.email}`, currentPassword: account.password },
  });
  expect(put.status()).toBe(200);
  await openSignedIn(page, account.token, '/profile');
  await expect(page.getByText(`Changing to other.${account.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel change' }).click();
  await expect(page.getByText('Changing to')).toHaveCount(0);
  const saved = await (
    await request.get('/api/profile', { headers: { Authorization: `Bearer ${account.token}` } })
  ).json();
  expect(saved).toMatchObject({ email: account.email, pending_email: null });
});
