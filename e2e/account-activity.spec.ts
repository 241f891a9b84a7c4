import { MESSAGES } from '../src/shared/messages.ts';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { auth, loginViaApi, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { PNG } from './support/files.ts';
import { openAdminSection } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test("an admin opens a person's identity document giving a reason; the person reads it in Account activity and signs out everywhere", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const seeker = await registerViaApi(request, 'jobseeker', 'watched');
  await ok(
    'upload',
    await request.post('/api/profile/upload-identity', {
      multipart: { document: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
      headers: auth(seeker.token),
    }),
  );
  // A second session of the person, as on a phone.
  const phoneToken = await loginViaApi(request, seeker.email, seeker.password);

  // The admin asks for the document and is asked why first.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminToken = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(adminPage, adminToken, '/admin');
  await openAdminSection(adminPage, 'Users');
  await adminPage.getByLabel('Username or e-mail').fill(seeker.username);
  await adminPage.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const row = adminPage.getByRole('row').filter({ hasText: seeker.email });
  await row
    .getByRole('button', { name: `View the identity document of ${seeker.username}` })
    .click();
  const reasonDialog = adminPage.getByRole('dialog', {
    name: `Open the identity document of ${seeker.username}`,
  });
  await expect(reasonDialog.getByText('The person will see that you opened it')).toBeVisible();
  await reasonDialog.getByRole('button', { name: 'Open document' }).click();
  await expect(reasonDialog.getByRole('alert')).toHaveText(MESSAGES.adminReasonRequired);
  await expectNoViolations(adminPage, 'the reason dialog');
  const reason = 'Checking the passport photo against the profile';
  await reasonDialog.getByLabel('Reason').fill(reason);
  await reasonDialog.getByRole('button', { name: 'Open document' }).click();
  const documentDialog = adminPage.getByRole('dialog', {
    name: `Identity document of ${seeker.username}`,
  });
  await expect(
    documentDialog.getByRole('img', { name: `Identity document of ${seeker.username}` }),
  ).toHaveAttribute('src', /^blob:/);
  await adminPage.keyboard.press('Escape');
  await expect(documentDialog).toBeHidden();
  await adminContext.close();

  // The person sees the opening with the reason, and their sign-ins.
  await openSignedIn(page, seeker.token, '/profile');
  const section = page.getByRole('region', { name: 'Account activity' });
  const list = section.getByRole('list', { name: 'Account activity, newest first' });
  const opening = list
    .getByRole('listitem')
    .filter({ hasText: 'An administrator opened your identity document' });
  await expect(opening).toContainText(`Reason: ${reason}`);
  await expect(opening).not.toContainText(E2E_ADMIN.email);
  const signUp = list
    .getByRole('listitem')
    .filter({ hasText: 'Created the account and signed in' });
  await expect(signUp).toContainText('This session');
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Signed in with your password' }),
  ).toHaveCount(1);
  await expectNoViolations(page, '/profile with Account activity');

  // Sign out everywhere ends this session and the phone's.
  await section.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.signedOutEverywhere }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  for (const token of [seeker.token, phoneToken]) {
    expect((await request.get('/api/profile', { headers: auth(token) })).status()).toBe(401);
  }

  // Signed in again, the person finds the sign-out in the list.
  const again = await loginViaApi(request, seeker.email, seeker.password);
  await openSignedIn(page, again, '/profile');
  await expect(
    page
      .getByRole('region', { name: 'Account activity' })
      .getByRole('listitem')
      .filter({ hasText: 'You signed out everywhere' }),
  ).toBeVisible();
});
