import { MESSAGES } from '../src/shared/messages.ts';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

test('visitors are sent to /login from /feedback and /complaint', async ({ page }) => {
  for (const path of ['/feedback', '/complaint?type=job_post&id=1']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

test('a jobseeker sends feedback, and an admin reads it in the Feedback tab', async ({
  page,
  request,
}) => {
  const person = await registerViaApi(request, 'jobseeker', 'feedback');
  await openSignedIn(page, person.token, '/feedback');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(main.getByText(MESSAGES.feedbackEmpty)).toBeVisible();
  const text = `The search could remember my filters (${person.username}).`;
  await main.getByLabel('Your feedback').fill(text);
  await main.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Thank you! Your feedback has been sent to our team.',
  );
  await expect(main.getByLabel('Your feedback')).toHaveValue('');

  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin?tab=feedback');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(person.username);
});

test('reporting a job post: the link on the job, the required fields, and "My reports"', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'jobowner');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'jobreporter');
  const job = await createApprovedJob(request, employer, 'Data entry clerk (reported)');
  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  await page.getByRole('link', { name: 'Report Job Post' }).click();
  await expect(page).toHaveURL(`/complaint?type=job_post&id=${job.id}`);
  const main = page.getByRole('main');
  // What is reported is shown by its title, not as an id to edit (docs/decisions/040).
  await expect(main.getByRole('link', { name: 'Data entry clerk (reported)' })).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(1);
  await main.getByLabel('Reason').fill('Asks for my bank password.');
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.complaintFieldsRequired);
  await main.getByRole('radio', { name: 'Scam or fraud' }).check();
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('status')).toContainText('Your report was sent');
  await expect(page).toHaveURL('/profile', { timeout: 6000 });

  await page.goto('/complaint');
  const report = page.getByRole('listitem').filter({ hasText: 'Asks for my bank password.' });
  await expect(report).toContainText('Data entry clerk (reported)');
  await expect(report).toContainText('Scam or fraud');
  await expect(report).toContainText('Pending');

  // A second report of the same post while the first waits: the server's words are shown.
  await page.goto(`/complaint?type=job_post&id=${job.id}`);
  await main.getByRole('radio', { name: 'Asks for payment' }).check();
  await main.getByLabel('Reason').fill('Still asking for passwords.');
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.complaintAlreadyPending);
});

test('on a phone, reporting a profile names the person and offers the kinds of wrong first', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const employer = await registerViaApi(request, 'employer', 'phonereporter');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'reportedperson');
  await openSignedIn(page, employer.token, `/complaint?type=profile&id=${jobseeker.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Profile you are reporting')).toBeVisible();
  await expect(main.getByRole('link', { name: jobseeker.username })).toHaveAttribute(
    'href',
    `/users/${jobseeker.id}`,
  );
  await expect(main.getByLabel('Target ID')).toHaveCount(0);
  const kinds = main.getByRole('radiogroup', { name: 'What is wrong?' }).getByRole('radio');
  await expect(kinds).toHaveCount(6);
  // The kinds come before the free text, and nothing spills sideways at 390 px.
  const kindsTop = (await kinds.first().boundingBox())?.y ?? 0;
  const reasonTop = (await main.getByLabel('Reason').boundingBox())?.y ?? 0;
  expect(kindsTop).toBeLessThan(reasonTop);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.complaintFieldsRequired);
  await expectNoViolations(page, 'the complaint form with its error, at 390 px');
  await main.getByRole('radio', { name: 'Contact outside TalentBridge' }).check();
  await main.getByLabel('Reason').fill('Asked me to continue on WhatsApp and pay there.');
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('status')).toContainText('Your report was sent');

  // Your own profile is not yours to report.
  await page.goto(`/complaint?type=profile&id=${employer.id}`);
  await expect(main.getByText(MESSAGES.complaintAgainstSelf)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Submit Report' })).toHaveCount(0);
  // My reports names the person and the kind of wrong.
  const report = main.getByRole('listitem').filter({ hasText: 'continue on WhatsApp' });
  await expect(report).toContainText(`Profile of ${jobseeker.username}`);
  await expect(report).toContainText('Contact outside TalentBridge');
});
