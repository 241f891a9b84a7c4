import { MAIL_PREFERENCES } from '../src/shared/mail-preferences.ts';
import { auth, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob, inviteViaApi } from './support/hiring.ts';
import { linkFromLatestMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/** Optional mail and its way out (docs/decisions/037). */

test('an employer turns the weekly reminder off on /profile and it stays off after a reload', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'employer', 'quiet');
  await openSignedIn(page, account.token, '/profile');
  // The switches are notification channels now (docs/decisions/052).
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  const reminder = section.getByLabel(MAIL_PREFERENCES.pending_reminders.label);
  await expect(reminder).toHaveValue('email');
  // Jobseekers' kinds are not offered to an employer.
  await expect(section.getByLabel(MAIL_PREFERENCES.invitations.label)).toHaveCount(0);

  await reminder.selectOption('off');
  await expect(section.getByRole('status')).toHaveText('Notification preferences saved.');

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByLabel(MAIL_PREFERENCES.pending_reminders.label),
  ).toHaveValue('off');
  const saved = await (await request.get('/api/profile', { headers: auth(account.token) })).json();
  expect(saved.mail_preferences).toEqual({ pending_reminders: false, invitations: null });
});

test("a jobseeker stops invitation e-mails from the mail's link without logging in", async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'inviter');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'invited');
  const job = await createApprovedJob(request, employer, 'Listing coordinator');
  await inviteViaApi(request, employer, jobseeker, job.id, 'Your profile fits. Would you apply?');

  await page.goto(await linkFromLatestMail(jobseeker.email, '/unsubscribe'));
  const label = MAIL_PREFERENCES.invitations.label;
  await expect(page.getByText(`Stop getting “${label}” e-mails from TalentBridge?`)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(`Done: you will no longer get “${label}” e-mails.`)).toBeVisible();

  // The same link again says so rather than pretending to act.
  await page.reload();
  await expect(
    page.getByText(`“${label}” e-mails are already off for your account.`),
  ).toBeVisible();

  await openSignedIn(page, jobseeker.token, '/profile');
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByLabel(label),
  ).toHaveValue('off');
});
